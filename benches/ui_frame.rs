//! CPU cost of one frame of the app with every open cell full of notes: the egui pass
//! (layout, painting, input) and the tessellation that turns shapes into triangles.
//! Runs headless on an egui `Context`, with and without AccessKit (screen readers).

use criterion::{Criterion, criterion_group, criterion_main};
use nonet::app::{DataDir, NonetApp};
use nonet::game::{Action, Game};
use std::hint::black_box;

#[path = "../tests/common/data.rs"]
mod data;

const EASY: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

/// The fixed puzzle with all nine notes in every open cell: the most the board draws.
fn busy_app() -> NonetApp {
    let game = Game::new(EASY.parse().expect("valid line")).expect("unique puzzle");
    let mut app = NonetApp::with_game(game, DataDir::none());
    for cell in 0..81u8 {
        for digit in 1..=9 {
            app.act(Action::ToggleNote { cell, digit });
        }
    }
    app
}

fn input() -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1060.0, 760.0),
        )),
        ..Default::default()
    }
}

fn frame(c: &mut Criterion) {
    for accesskit in [false, true] {
        let ctx = egui::Context::default();
        if accesskit {
            ctx.enable_accesskit();
        }
        let mut app = busy_app();
        // Warm up fonts and layout caches, as a running app has them.
        for _ in 0..3 {
            let _ = ctx.run_ui(input(), |ui| app.ui(ui));
        }
        let suffix = if accesskit { "_accesskit" } else { "" };
        c.bench_function(&format!("ui_frame_full_notes{suffix}"), |b| {
            b.iter(|| black_box(ctx.run_ui(input(), |ui| app.ui(ui))))
        });
        c.bench_function(&format!("ui_frame_full_notes_tessellated{suffix}"), |b| {
            b.iter(|| {
                let output = ctx.run_ui(input(), |ui| app.ui(ui));
                black_box(ctx.tessellate(output.shapes, output.pixels_per_point))
            })
        });
    }
}

/// A frame with the collection picker open on the 49,158-puzzle 17-clue set while its
/// puzzles are being rated in the background: only the rows on screen are laid out.
fn picker_frame(c: &mut Criterion) {
    let path = data::data_path("17_clue.txt");
    let ctx = egui::Context::default();
    let mut app = busy_app();
    app.open_path(&path);
    let start = std::time::Instant::now();
    while app.is_loading() && start.elapsed() < std::time::Duration::from_secs(60) {
        let _ = ctx.run_ui(input(), |ui| app.ui(ui));
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(app.is_picker_open(), "the picker opens on a collection");
    for _ in 0..3 {
        let _ = ctx.run_ui(input(), |ui| app.ui(ui));
    }
    c.bench_function("ui_frame_collection_picker_17_clue", |b| {
        b.iter(|| black_box(ctx.run_ui(input(), |ui| app.ui(ui))))
    });
}

criterion_group!(benches, frame, picker_frame);
criterion_main!(benches);
