//! Variant games as a player plays them: clashes, candidates and cleared notes follow the
//! variant's houses and cages, hints solve every variant, and saves keep the rules (format
//! 4) while older classic saves keep loading.

use nonet::game::{
    Action, EntryRating, FORMAT_VERSION, FileError, Game, Hint, SaveTextError, Status,
};
use nonet::grid::{CELLS, Grid, box_of, col_of, row_of};
use nonet::i18n::Localized;
use nonet::logic::Technique;
use nonet::variant::{Kind, Puzzle, parse_line};

use crate::common;
use crate::games;
use common::data_path;

/// A classic puzzle singles alone solve.
const EASY: &str =
    "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

/// Puzzles of `nonet generate --variant KIND -d LEVEL --seed 3`.
const KILLER: &str = "killer:.................................................................................:aaabbcddefaghccidefaghjjklmnnohpjkmmnnohpqqrmsnoooqrrrstuvwwwwrsuuvvwxxyzzAABBxxy:26,9,13,14,12,10,9,13,2,19,7,7,26,35,23,6,21,22,10,4,16,19,20,26,7,10,15,4";
const JIGSAW: &str = "jigsaw:.4....9.5...5..1.......8...61.......7.5...8.4.......48...6.......9..3...8.6....3.:112222333111112363411522363447522663477599963477559966447555966477785999488888888";
const WINDOKU: &str =
    "windoku:69.............92.3....1..817.....5...........5.....815..3....4.61.............65";
const X: &str =
    "x:.....45...1..6....3.......7...3...2.46.....71.8...9...2.......6....3..4...76.....";

fn puzzle(line: &str) -> Puzzle {
    parse_line(line).expect("the fixture line parses")
}

fn game(line: &str) -> Game {
    Game::from_variant(puzzle(line)).expect("the fixture has one solution")
}

fn classic_peers(a: usize, b: usize) -> bool {
    row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b)
}

/// Two open cells that share a house or cage of the variant but no row, column or box, and
/// a digit both may take under classic rules and the variant's.
fn variant_only_peers(game: &Game) -> (usize, usize, u8) {
    let grid = game.grid();
    let open = |c: usize| game.givens().get(c) == 0;
    let both = |a: usize, b: usize| {
        grid.allowed(a).iter().find(|&d| {
            grid.allowed(b).contains(d)
                && game.allowed_at(&grid, a).contains(d)
                && game.allowed_at(&grid, b).contains(d)
        })
    };
    (0..CELLS)
        .flat_map(|a| (a + 1..CELLS).map(move |b| (a, b)))
        .filter(|&(a, b)| {
            open(a) && open(b) && !classic_peers(a, b) && game.peers_of(a).contains(&(b as u8))
        })
        .find_map(|(a, b)| both(a, b).map(|d| (a, b, d)))
        .expect("every variant here has a house beyond rows, columns and boxes")
}

#[test]
fn a_digit_twice_in_a_cage_region_diagonal_or_window_is_a_clash() {
    for line in [KILLER, JIGSAW, WINDOKU, X] {
        let mut game = game(line);
        let (a, b, digit) = variant_only_peers(&game);
        game.apply(Action::SetDigit {
            cell: a as u8,
            digit,
        })
        .unwrap();
        game.apply(Action::SetDigit {
            cell: b as u8,
            digit,
        })
        .unwrap();
        let clashes = game.conflicting_cells();
        assert!(
            clashes.contains(&a) && clashes.contains(&b),
            "{line}: {clashes:?}"
        );
        // Classic rules alone would not see it.
        assert!(!game.grid().conflicting_cells().contains(&a), "{line}");
    }
}

#[test]
fn filled_candidates_are_what_the_variant_houses_and_cages_allow() {
    for line in [KILLER, JIGSAW, WINDOKU, X] {
        let puzzle = puzzle(line);
        let mut game = Game::from_variant(puzzle.clone()).unwrap();
        game.apply(Action::FillCandidates).unwrap();
        let givens = puzzle.givens();
        for cell in (0..CELLS).filter(|&c| givens.get(c) == 0) {
            // Worked out from the houses' cell lists, not from the peers the game uses.
            let mut expected: Vec<u8> = (1..=9).collect();
            for house in puzzle.geometry().houses() {
                if house.cells.contains(&(cell as u8)) {
                    for &other in &house.cells {
                        expected.retain(|&d| d != givens.get(usize::from(other)));
                    }
                }
            }
            // A Killer cage keeps the digits of the combinations that make up its sum
            // beside its givens, listed by hand from the sums.
            for cage in puzzle.cages() {
                if !cage.cells().contains(&(cell as u8)) {
                    continue;
                }
                let cage_givens: Vec<u8> = cage
                    .cells()
                    .iter()
                    .map(|&c| givens.get(usize::from(c)))
                    .filter(|&d| d != 0)
                    .collect();
                let open = cage.cells().len() - cage_givens.len();
                let left =
                    u32::from(cage.sum()) - cage_givens.iter().map(|&d| u32::from(d)).sum::<u32>();
                expected.retain(|&d| {
                    digit_sets(open, left, &cage_givens)
                        .iter()
                        .any(|set| set.contains(&d))
                });
            }
            let notes: Vec<u8> = game.notes(cell).iter().collect();
            assert_eq!(notes, expected, "{line}: cell {cell}");
        }
    }
}

/// Every set of `size` distinct digits, none of `taken`, adding up to `sum`.
fn digit_sets(size: usize, sum: u32, taken: &[u8]) -> Vec<Vec<u8>> {
    (0u16..512)
        .map(|mask| {
            (1..=9u8)
                .filter(|d| mask >> (d - 1) & 1 == 1)
                .collect::<Vec<u8>>()
        })
        .filter(|set| set.len() == size)
        .filter(|set| set.iter().map(|&d| u32::from(d)).sum::<u32>() == sum)
        .filter(|set| !set.iter().any(|d| taken.contains(d)))
        .collect()
}

#[test]
fn a_killer_cage_of_two_cells_fills_only_its_sums_digits() {
    // The cage of 9 in r1c4 and r1c5 cannot hold a 9; the one-cell cage of 2 in r2c7 holds 2.
    let mut game = game(KILLER);
    game.apply(Action::FillCandidates).unwrap();
    let notes = |cell: usize| game.notes(cell).iter().collect::<Vec<u8>>();
    assert_eq!(notes(3), (1..=8).collect::<Vec<u8>>());
    assert_eq!(notes(4), (1..=8).collect::<Vec<u8>>());
    assert_eq!(notes(15), vec![2]);
}

#[test]
fn a_digit_entered_leaves_the_notes_of_its_cage_mates() {
    let mut game = game(KILLER);
    game.apply(Action::FillCandidates).unwrap();
    let (a, b, digit) = variant_only_peers(&game);
    assert!(game.notes(b).contains(digit));
    game.apply(Action::SetDigit {
        cell: a as u8,
        digit,
    })
    .unwrap();
    assert!(
        !game.notes(b).contains(digit),
        "cage mate {b} keeps {digit}"
    );
}

/// Takes every hint until the game is solved; every step agrees with the answer.
fn solve_by_hints(game: &mut Game) -> usize {
    let mut hints = 0;
    while game.status() == Status::Playing {
        let Some(action) = games::action_for_hint(game) else {
            panic!("stuck with {:?}", game.hint());
        };
        assert!(game.apply(action).unwrap(), "a hint changes the board");
        hints += 1;
        assert!(hints < 400, "hints never finish");
    }
    hints
}

#[test]
fn hints_solve_every_variant_with_and_without_notes() {
    for line in [KILLER, JIGSAW, WINDOKU, X] {
        let mut bare = game(line);
        assert!(matches!(bare.hint(), Hint::Step(_)), "{line}");
        solve_by_hints(&mut bare);
        assert_eq!(bare.status(), Status::Solved);
        assert_eq!(bare.grid(), *bare.solution());

        let mut noted = game(line);
        noted.apply(Action::FillCandidates).unwrap();
        solve_by_hints(&mut noted);
        assert_eq!(noted.status(), Status::Solved, "{line}");
    }
}

#[test]
fn a_wrong_entry_comes_before_any_variant_step() {
    let mut game = game(KILLER);
    let answer = game.solution().get(0);
    let wrong = if answer == 9 { 1 } else { answer + 1 };
    game.apply(Action::SetDigit {
        cell: 0,
        digit: wrong,
    })
    .unwrap();
    assert_eq!(
        game.hint(),
        Hint::WrongEntry {
            cell: 0,
            entered: wrong
        }
    );
}

#[test]
fn the_rating_is_the_variant_raters() {
    for line in [KILLER, JIGSAW, WINDOKU, X] {
        let puzzle = puzzle(line);
        let rating = nonet::variant::logic::rate(&puzzle);
        let game = Game::from_variant(puzzle.clone()).unwrap();
        let shown = game.rating().expect("a variant game is rated");
        assert_eq!(Some(shown.level), rating.level, "{line}");
        assert_eq!((shown.score * 10.0).round() as u8, rating.score, "{line}");
        assert_eq!(game.kind(), puzzle.kind());
        assert_eq!(shown.hardest, rating.hardest, "{line}");
        assert!(shown.hardest.is_some(), "{line}");
    }
}

#[test]
fn a_variant_game_saves_its_rules_and_loads_the_same() {
    for line in [KILLER, JIGSAW, WINDOKU, X] {
        let mut game = game(line);
        game.apply(Action::FillCandidates).unwrap();
        let Hint::Step(step) = game.hint() else {
            panic!("a fresh puzzle has a step");
        };
        game.apply(Action::ApplyHint(step.into())).unwrap();
        let text = game.to_save_text();
        assert!(text.contains(&format!("format_version: {FORMAT_VERSION}")));
        assert!(text.contains("variant: Some(\""), "{line}");
        let loaded = Game::from_save_text(&text).expect("its own save loads");
        assert_eq!(loaded, game, "{line}");
        assert_eq!(
            loaded.variant().map(Puzzle::kind),
            game.variant().map(Puzzle::kind)
        );
        let mut undone = loaded.clone();
        assert!(undone.undo() && undone.undo(), "the hint and the fill undo");
        assert!((0..CELLS).all(|c| undone.notes(c).is_empty()));
    }
}

#[test]
fn a_classic_save_writes_no_variant_line() {
    let easy: Grid = EASY.parse().unwrap();
    let text = Game::new(easy).unwrap().to_save_text();
    assert!(!text.contains("variant"), "{text}");
}

#[test]
fn a_version_3_save_still_opens_as_a_classic_game() {
    let game = Game::open(&data_path("saves/classic_v3.nonet")).expect("a version 3 save opens");
    assert_eq!(game.kind(), Kind::Classic);
    assert!(game.variant().is_none());
    assert_eq!(game.metadata().title.as_deref(), Some("Version 3 fixture"));
    assert_eq!(game.checkpoints().len(), 1);
    assert_eq!(game.entries().get(0), 4);
    let mut game = game;
    while game.undo() {}
    assert_eq!(game.entries().filled_count(), 0, "undo reaches the start");
}

#[test]
fn the_version_4_killer_fixture_opens_with_its_cages_and_history() {
    let mut game = Game::open(&data_path("saves/killer_v4.nonet")).expect("the fixture opens");
    assert_eq!(game.kind(), Kind::Killer);
    assert_eq!(game.variant(), Some(&puzzle(KILLER)));
    assert!(game.can_redo(), "the last hint was undone");
    assert!(game.redo());
    while game.undo() {}
    assert!(
        (0..CELLS).all(|c| game.notes(c).is_empty()),
        "undo reaches the start"
    );
}

#[test]
fn version_6_saves_open_with_their_variant_hints_read_as_every_hint_is() {
    // The killer's hints were cage combinations; the X game's undone hint was
    // `LockedCandidates`, read as pointing (from box 5 onto row 5).
    for (file, kind, technique) in [
        (
            "saves/killer_v6.nonet",
            Kind::Killer,
            Technique::CageCombinations,
        ),
        ("saves/x_v6.nonet", Kind::X, Technique::Pointing),
    ] {
        let mut game = Game::open(&data_path(file)).expect("a version 6 save opens");
        assert_eq!(game.kind(), kind, "{file}");
        let Some(Action::ApplyHint(record)) = game.redo_action().cloned() else {
            panic!("{file}: the undone hint waits to be redone");
        };
        assert_eq!(record.technique, technique, "{file}");
        assert!(
            record.units.is_empty() && record.pattern.is_empty(),
            "{file}"
        );
        let before = *game.all_notes();
        assert!(game.redo());
        for removed in &record.eliminations {
            assert!(before.get(removed.cell()).contains(removed.digit), "{file}");
            assert!(
                !game.notes(removed.cell()).contains(removed.digit),
                "{file}"
            );
        }
        // Written again, the hints are today's, and the game reads back the same.
        let text = game.to_save_text();
        assert!(text.contains(&format!("format_version: {FORMAT_VERSION}")));
        assert!(!text.contains("ApplyVariantHint"), "{file}");
        assert_eq!(Game::from_save_text(&text).expect("reads back"), game);
        while game.undo() {}
        assert!(
            (0..CELLS).all(|c| game.notes(c).is_empty()),
            "{file}: undo reaches the start"
        );
    }
    let classic = Game::open(&data_path("saves/classic_v6.nonet")).expect("it opens");
    assert_eq!(classic.kind(), Kind::Classic);
    assert_eq!(
        classic.metadata().title.as_deref(),
        Some("Version 5 fixture")
    );
}

#[test]
fn version_7_saves_open_as_the_games_they_were_and_not_as_practice() {
    // Written by version 7 from the version 6 fixtures: the same games.
    for (v7, v6) in [
        ("saves/classic_v7.nonet", "saves/classic_v6.nonet"),
        ("saves/killer_v7.nonet", "saves/killer_v6.nonet"),
    ] {
        let text = std::fs::read_to_string(data_path(v7)).expect("the fixture is committed");
        assert!(text.contains("format_version: 7"), "{v7}");
        let game = Game::open(&data_path(v7)).expect("a version 7 save opens");
        assert_eq!(game, Game::open(&data_path(v6)).expect("it opens"), "{v7}");
        assert!(!game.is_practice(), "{v7}");
        let again = game.to_save_text();
        assert!(again.contains(&format!("format_version: {FORMAT_VERSION}")));
        assert_eq!(Game::from_save_text(&again).expect("reads back"), game);
    }
}

#[test]
fn version_8_saves_open_as_the_games_they_were_with_steps_without_times() {
    // Written by version 8 from the version 7 fixtures: the same games.
    for (v8, v7) in [
        ("saves/classic_v8.nonet", "saves/classic_v7.nonet"),
        ("saves/killer_v8.nonet", "saves/killer_v7.nonet"),
    ] {
        let text = std::fs::read_to_string(data_path(v8)).expect("the fixture is committed");
        assert!(text.contains("format_version: 8"), "{v8}");
        let game = Game::open(&data_path(v8)).expect("a version 8 save opens");
        assert_eq!(game, Game::open(&data_path(v7)).expect("it opens"), "{v8}");
        assert!(!game.history().is_empty(), "{v8}: a history to replay");
        assert!(
            game.history().iter().all(|edit| edit.at_ms.is_none()),
            "{v8}"
        );
        assert!(!game.is_replay(), "{v8}");
        let again = game.to_save_text();
        assert!(again.contains(&format!("format_version: {FORMAT_VERSION}")));
        assert_eq!(Game::from_save_text(&again).expect("reads back"), game);
    }
}

#[test]
fn a_save_whose_variant_line_disagrees_with_its_givens_is_refused() {
    let game = game(X);
    let text = game.to_save_text();
    // The same rules with one given more than the save's givens.
    let line = X.to_string();
    let open = line.find('.').expect("an open cell");
    let mut edited = line.clone();
    edited.replace_range(open..open + 1, "9");
    let sealed = games::resealed(&text, &line, &edited);
    match Game::from_save_text(&sealed) {
        Err(SaveTextError::Invalid(reason)) => assert!(reason.contains("variant"), "{reason}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_variant_file_opens_as_its_game_and_a_bad_line_names_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("killer.txt");
    std::fs::write(&good, format!("# a killer\n{KILLER}\n")).unwrap();
    assert!(nonet::game::is_variant_file(&good));
    let game = Game::open(&good).expect("a variant file opens");
    assert_eq!(game.kind(), Kind::Killer);
    assert_eq!(game.metadata().source.as_deref(), Some("killer.txt"));

    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "\nwindoku:123\n").unwrap();
    match Game::open(&bad) {
        Err(error @ FileError::Variant { .. }) => {
            let FileError::Variant { path, line, .. } = &error else {
                unreachable!("matched above");
            };
            assert_eq!((path, *line), (&bad, 2));
            let english = error.localized_in(nonet::lang::Language::En);
            assert!(
                english.ends_with("line 2: expected 81 givens, found 3"),
                "{english}"
            );
            let chinese = error.localized_in(nonet::lang::Language::ZhCn);
            assert!(
                chinese.contains("第2行") && chinese.contains("已知数"),
                "{chinese}"
            );
        }
        other => panic!("{other:?}"),
    }
    let classic = dir.path().join("classic.txt");
    std::fs::write(&classic, format!("{}\n", EASY)).unwrap();
    assert!(!nonet::game::is_variant_file(&classic));
}

#[test]
fn a_variant_with_two_solutions_is_refused() {
    let empty_x = format!("x:{}", ".".repeat(81));
    assert!(matches!(
        Game::from_variant(puzzle(&empty_x)),
        Err(nonet::game::GameError::MultipleSolutions)
    ));
}

#[test]
fn a_collection_of_variant_lines_is_read_rated_and_played_by_each_line_s_rules() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mixed.txt");
    let killer = "killer:.................................................................................:aaabbcddefaghccidefaghjjklmnnohpjkmmnnohpqqrmsnoooqrrrstuvwwwwrsuuvvwxxyzzAABBxxy:26,9,13,14,12,10,9,13,2,19,7,7,26,35,23,6,21,22,10,4,16,19,20,26,7,10,15,4";
    let text = format!("{killer}\nkiller:{}:aa:5\n{EASY}\n", ".".repeat(81));
    std::fs::write(&path, text).unwrap();
    let mut list = nonet::game::PuzzleList::open_with_raters(&path, 1).expect("opens");
    list.wait_until_rated();
    assert_eq!(list.len(), 2);
    assert_eq!(list.error_count(), 1);
    assert!(matches!(
        list.errors()[0],
        nonet::formats::FormatError::Variant { line: 2, .. }
    ));
    // The killer is rated by the variant techniques, the classic line by the classic ones.
    let killer_puzzle = parse_line(killer).unwrap();
    let expected = nonet::game::variant_rating(&nonet::variant::logic::rate(&killer_puzzle));
    assert_eq!(list.rating(0), EntryRating::Rated(expected));
    assert_eq!(
        list.rating(1),
        EntryRating::Rated(nonet::logic::rate(&EASY.parse::<Grid>().unwrap()))
    );
    let game = list.game_at(0).expect("the killer plays");
    assert_eq!(game.variant(), Some(&killer_puzzle));
    assert_eq!(
        list.game_at(1).expect("the classic plays").kind(),
        Kind::Classic
    );
}

#[test]
fn a_variant_practice_position_plays_as_a_variant_game_whose_hint_is_its_step() {
    use nonet::grid::{Candidates, DigitSet};
    use nonet::variant::practice::{VariantPracticePosition, each_variant_practice_position};
    use std::ops::ControlFlow;
    let mut found = None;
    each_variant_practice_position(Kind::Killer, Technique::KillerPair, 1, 7, |made| {
        found = Some(made.clone());
        ControlFlow::Break(())
    });
    let VariantPracticePosition {
        puzzle,
        position,
        step,
    } = found.expect("a killer pair turns up");
    let solution = nonet::variant::solver::solutions(&puzzle, 2, u64::MAX).grids[0];
    let placed = position.grid();
    let rating = nonet::variant::logic::rate(&puzzle.with_givens(placed).unwrap());
    let mut notes = Candidates::none();
    for cell in 0..CELLS {
        notes.set(cell, DigitSet::from_bits(position.candidates(cell)));
    }
    let game =
        Game::from_variant_position(&puzzle, placed, &notes, solution, rating.clone()).unwrap();
    assert_eq!(game.kind(), Kind::Killer);
    assert_eq!(
        game.givens(),
        &placed,
        "the position's digits are the givens"
    );
    assert_eq!(game.variant().unwrap().cages(), puzzle.cages());
    for cell in (0..CELLS).filter(|&cell| placed.get(cell) == 0) {
        assert_eq!(game.notes(cell), notes.get(cell));
    }
    assert_eq!(game.hint(), Hint::Step(step));
    // An answer that disagrees with the placed digits is refused.
    let filled = (0..CELLS).find(|&cell| placed.get(cell) != 0).unwrap();
    let mut wrong = placed;
    wrong.set(filled, placed.get(filled) % 9 + 1);
    assert!(Game::from_variant_position(&puzzle, wrong, &notes, solution, rating).is_err());
}
