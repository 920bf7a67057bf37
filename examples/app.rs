//! Runs the Nonet window directly: `cargo run --example app [file]`.

fn main() -> Result<(), eframe::Error> {
    nonet::app::run(std::env::args_os().nth(1).map(Into::into))
}
