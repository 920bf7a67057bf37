//! Tests of reading and rating collections in the background.

use super::*;
use std::fs::File;
use std::io::Write;

fn write_temp(text: &str, name: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join(name);
    let mut file = File::create(&path).expect("a temporary file");
    file.write_all(text.as_bytes()).expect("written");
    (dir, path)
}

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const EMPTY: &str =
    ".................................................................................";

#[test]
fn reads_rates_and_reports_bad_records() {
    let broken_line = format!("{}x", &EASY[..80]);
    let clash = format!("55{}", &EASY[2..]);
    let text = format!("# a comment\n{EASY}\n{broken_line}\n{EMPTY}\n{clash}\n");
    let (_dir, path) = write_temp(&text, "mixed.txt");
    let mut list = PuzzleList::open(&path).expect("opens");
    list.wait_until_rated();
    assert_eq!(list.len(), 3);
    assert_eq!(list.error_count(), 1);
    assert_eq!(list.errors()[0].line(), Some(3));
    assert_eq!(list.entry(0).map(|e| e.line), Some(2));
    assert_eq!(list.entry(1).map(|e| e.line), Some(4));
    assert!(matches!(list.rating(0), EntryRating::Rated(r) if r.score > 0.0));
    assert_eq!(list.rating(1), EntryRating::Multiple);
    assert_eq!(list.rating(2), EntryRating::NoSolution);
    assert_eq!(list.rated_count(), 3);
    assert!(list.is_finished());
    let game = list.game_at(0).expect("the first puzzle is unique");
    assert_eq!(game.givens().to_line(), EASY);
    let error = list
        .game_at(1)
        .expect_err("the empty grid has many solutions");
    assert!(error.to_string().contains("line 4"), "{error}");
    assert!(list.game_at(3).is_err());
}

#[test]
fn a_missing_file_fails_at_once_naming_it() {
    let error = PuzzleList::open(Path::new("/no/such/folder/puzzles.txt"))
        .err()
        .expect("a missing file is an error");
    assert!(error.to_string().contains("puzzles.txt"), "{error}");
}

#[test]
fn the_wanted_window_is_rated_before_file_order() {
    let mut done = vec![false; 500];
    let mut cursor = 0;
    assert_eq!(next_to_rate(&done, 300, &mut cursor), 300);
    done[300..300 + PRIORITY_WINDOW].fill(true);
    // The window is done: back to file order.
    assert_eq!(next_to_rate(&done, 300, &mut cursor), 0);
    done[0] = true;
    done[1] = true;
    assert_eq!(next_to_rate(&done, 300, &mut cursor), 2);
    // A window running past the end is cut short.
    assert_eq!(next_to_rate(&done, 499, &mut cursor), 499);
    assert_eq!(next_to_rate(&done, 10_000, &mut cursor), 2);
}

#[test]
fn a_long_collection_is_rated_in_full() {
    let text = format!("{EASY}\n").repeat(400);
    let (_dir, path) = write_temp(&text, "many.txt");
    let mut list = PuzzleList::open(&path).expect("opens");
    list.prioritise(300);
    list.wait_until_rated();
    assert_eq!(list.len(), 400);
    assert_eq!(list.rated_count(), 400);
    assert!((0..400).all(|i| matches!(list.rating(i), EntryRating::Rated(_))));
    assert_eq!(list.read_fraction(), 1.0);
}

/// Puzzles of every kind, with work enough that several raters overlap.
fn mixed_collection(copies: usize) -> String {
    let clash = format!("55{}", &EASY[2..]);
    let hard = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    format!("{EASY}\n{EMPTY}\n{hard}\n{clash}\n").repeat(copies)
}

#[test]
fn several_raters_give_every_puzzle_the_rating_of_one() {
    let text = mixed_collection(40);
    let (_dir, path) = write_temp(&text, "mixed.txt");
    let mut lists: Vec<PuzzleList> = [1, 2, 3]
        .into_iter()
        .map(|raters| PuzzleList::open_with_raters(&path, raters).expect("opens"))
        .collect();
    for list in &mut lists {
        list.wait_until_rated();
        assert_eq!(list.len(), 160);
        assert_eq!(list.rated_count(), 160);
        assert!(list.is_finished());
        for index in 0..list.len() {
            let grid = list.entry(index).expect("an entry").grid;
            assert_eq!(
                list.rating(index),
                rate_entry(&grid, None),
                "puzzle {index}"
            );
        }
    }
}

#[test]
fn raters_share_the_queue_without_rating_a_puzzle_twice() {
    let queue = Mutex::new(RatingQueue::new(5_000));
    let claims: Vec<Vec<usize>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..4)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    while let Some(index) = queue.lock().expect("no panic").claim(1_000) {
                        mine.push(index);
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("no panic"))
            .collect()
    });
    let mut all: Vec<usize> = claims.iter().flatten().copied().collect();
    all.sort_unstable();
    assert_eq!(all, (0..5_000).collect::<Vec<_>>());
    // Each rater went through the wanted window first, then file order.
    for mine in &claims {
        let in_window = mine
            .iter()
            .take_while(|&&index| (1_000..1_000 + PRIORITY_WINDOW).contains(&index))
            .count();
        assert!(
            mine[in_window..]
                .iter()
                .all(|index| { !(1_000..1_000 + PRIORITY_WINDOW).contains(index) })
        );
    }
}

#[test]
fn a_new_wanted_window_goes_first_for_every_rater() {
    let mut queue = RatingQueue::new(1_000);
    assert_eq!(queue.claim(0), Some(0));
    assert_eq!(queue.claim(0), Some(1));
    // The player scrolled: the next claims, whoever makes them, come from the window.
    let window: Vec<usize> = (0..PRIORITY_WINDOW)
        .filter_map(|_| queue.claim(700))
        .collect();
    assert_eq!(window, (700..700 + PRIORITY_WINDOW).collect::<Vec<_>>());
    assert_eq!(queue.claim(700), Some(2));
}

#[test]
fn dropping_a_list_while_it_is_rated_does_not_wait() {
    let text = mixed_collection(500);
    let (_dir, path) = write_temp(&text, "long.txt");
    let mut list = PuzzleList::open_with_raters(&path, 3).expect("opens");
    list.wait_until_read();
    // Polling takes what is there and returns: it never waits for the raters.
    list.poll();
    assert!(
        list.rated_count() < list.len(),
        "rated 2,000 puzzles at once"
    );
    let started = std::time::Instant::now();
    drop(list);
    assert!(started.elapsed() < std::time::Duration::from_millis(100));
}

#[test]
fn a_sdk_file_keeps_its_metadata() {
    let grid: String = EASY
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect();
    let text = format!("#AJane Doe\n#DA gentle start\n{grid}");
    let (_dir, path) = write_temp(&text, "one.sdk");
    let mut list = PuzzleList::open(&path).expect("opens");
    list.wait_until_read();
    assert_eq!(list.len(), 1);
    assert_eq!(
        list.metadata(0).and_then(|m| m.author.clone()).as_deref(),
        Some("Jane Doe")
    );
    let game = list.game_at(0).expect("unique");
    assert_eq!(game.metadata().author.as_deref(), Some("Jane Doe"));
}

#[test]
fn a_file_of_other_sizes_reads_each_line_at_its_size_and_rates_it_by_the_engine_of_every_size() {
    use crate::generator::sized::{SizedJob, SizedKind, make_sized};
    use crate::logic::Level;
    let made = |size, jigsaw, seed| {
        let kind = SizedKind { size, jigsaw };
        let job = SizedJob {
            kind,
            level: Level::Easy,
            seed,
        };
        make_sized(job).expect("an Easy puzzle of that size").line
    };
    let (six, five, sixteen) = (made(6, false, 1), made(5, true, 2), made(16, false, 3));
    let open = ".".repeat(36);
    // r1c6 can only be 6, which its box already holds: no clash among the givens, and no
    // solution.
    let clash = format!("12345......6{}", ".".repeat(24));
    let bad_length = ".".repeat(50);
    let text =
        format!("# other sizes\n{six}\n{bad_length}\n{five}\n{open}\n{clash}\n{sixteen}\n{EASY}\n");
    let (_dir, path) = write_temp(&text, "sizes.txt");
    assert!(crate::game::is_variant_file(&path), "read line by line");
    let mut list = PuzzleList::open(&path).expect("opens");
    list.wait_until_rated();
    assert_eq!(list.len(), 6);
    assert_eq!(list.error_count(), 1);
    assert!(
        matches!(list.errors()[0], FormatError::SizedLine { line: 3, .. }),
        "{:?}",
        list.errors()
    );
    let size_of = |index| list.sized_at(index).map(|puzzle| puzzle.shape().size());
    let sizes: Vec<Option<usize>> = (0..6).map(size_of).collect();
    assert_eq!(
        sizes,
        [Some(6), Some(5), Some(6), Some(6), Some(16), None],
        "each line at its own size, the 9x9 line as a 9x9 puzzle"
    );
    for (index, line) in [(0, &six), (1, &five), (4, &sixteen)] {
        assert_eq!(
            list.sized_at(index),
            crate::rules::text::parse_line(line).ok().as_ref()
        );
        assert!(
            matches!(list.rating(index), EntryRating::Rated(r) if r.level == Level::Easy),
            "puzzle {index}: {:?}",
            list.rating(index)
        );
    }
    assert_eq!(list.rating(2), EntryRating::Multiple);
    assert_eq!(list.rating(3), EntryRating::NoSolution);
    assert!(matches!(list.rating(5), EntryRating::Rated(_)));
    assert!(matches!(
        list.game_at(0),
        Err(FileError::NotNineByNine { number: 1, .. })
    ));
    let game = list.game_at(5).expect("the 9x9 line plays as a 9x9 game");
    assert_eq!(game.givens().to_line(), EASY);
}
