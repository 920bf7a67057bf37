//! Measures what opening a big collection in the app costs, without a window: how long the
//! background reader takes, how fast the background rater goes, and the peak memory.
//!
//! Run: `cargo run --release --example open_collection -- FILE [SECONDS_OF_RATING]`

use nonet::game::PuzzleList;
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args_os().skip(1);
    let Some(path) = args.next().map(PathBuf::from) else {
        eprintln!("usage: open_collection FILE [SECONDS_OF_RATING]");
        std::process::exit(2);
    };
    let rating_seconds: u64 = args
        .next()
        .and_then(|s| s.to_str().and_then(|s| s.parse().ok()))
        .unwrap_or(5);

    let start = Instant::now();
    let mut list = match PuzzleList::open(&path) {
        Ok(list) => list,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let opened = start.elapsed();
    // Poll the way the window does, once a frame, and note the longest poll.
    let mut longest_poll = Duration::ZERO;
    while !list.is_read() && list.failure().is_none() {
        let t = Instant::now();
        list.poll();
        longest_poll = longest_poll.max(t.elapsed());
        std::thread::sleep(Duration::from_millis(16));
    }
    let read = start.elapsed();
    let rating_start = Instant::now();
    while rating_start.elapsed() < Duration::from_secs(rating_seconds) && !list.is_finished() {
        let t = Instant::now();
        list.poll();
        longest_poll = longest_poll.max(t.elapsed());
        std::thread::sleep(Duration::from_millis(16));
    }
    let rated = list.rated_count();
    let rating_time = rating_start.elapsed().as_secs_f64();
    println!("file            {}", path.display());
    println!("puzzles         {}", list.len());
    println!("bad records     {}", list.error_count());
    println!("open returned   {:.2} ms", opened.as_secs_f64() * 1e3);
    println!("read in         {:.2} s", read.as_secs_f64());
    println!(
        "rated           {rated} in {rating_time:.1} s ({:.0}/s)",
        rated as f64 / rating_time
    );
    println!("longest poll    {:.3} ms", longest_poll.as_secs_f64() * 1e3);
    if let Ok(status) = std::fs::read_to_string("/proc/self/status")
        && let Some(line) = status.lines().find(|l| l.starts_with("VmHWM"))
    {
        println!(
            "peak memory     {}",
            line.trim_start_matches("VmHWM:").trim()
        );
    }
}
