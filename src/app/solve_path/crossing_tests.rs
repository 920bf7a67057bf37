//! The jobs the app offloads cross to a web worker as text (RON) and come back: each must
//! arrive whole, or the browser would show another puzzle or path than the desktop.

use super::*;
use crate::background::Job;
use crate::background::Progress;
use crate::generator::{GenerateJob, GenerateOptions};
use crate::grid::Grid;
use crate::logic::Level;
use crate::logic::{self, LogicState};
use crate::variant::Kind;
use crate::variant::generate::{VariantJob, VariantOptions};
use crate::variant::logic::Position;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// The value after the trip to a worker and back.
fn crossed<T: Serialize + DeserializeOwned>(value: &T) -> T {
    let text = ron::to_string(value).expect("every job and result serializes");
    ron::from_str(&text).unwrap_or_else(|error| panic!("{error}\n{text}"))
}

/// A Master puzzle (rated 8.3 by `nonet rate`): its path needs forcing chains.
const MASTER: &str =
    "..7....84.5...76.232....7.....6.9...5.94.82.6...3.5.....5....634.19...2.73....4..";

#[test]
fn a_master_path_with_its_chains_crosses_unchanged() {
    let job = PathJob {
        start: PathStart::Classic(Box::new(LogicState::from_grid(
            &MASTER.parse().expect("a puzzle line"),
        ))),
        origin: PathOrigin::Start,
    };
    let here = work_out(job.start.clone(), job.origin);
    assert!(
        here.steps
            .iter()
            .any(|step| matches!(step.reason, logic::Reason::Forcing(_))),
        "a Master path should need a forcing chain"
    );
    assert_eq!(crossed(&here), here);
    // The job itself crosses too: worked out on the far side, it gives the same path.
    assert_eq!(crossed(&job).run(&Progress::unwatched()), here);
}

#[test]
fn a_killer_puzzle_and_its_path_cross_unchanged() {
    let options = VariantOptions {
        kind: Kind::Killer,
        level: Level::Hard,
        seed: 11,
    };
    let made = VariantJob(options).run(&Progress::unwatched());
    assert_eq!(crossed(&made), made);
    let made = made.expect("a hard killer is found with seed 11");
    let job = PathJob {
        start: PathStart::Variant(Box::new(made.puzzle.clone()), Position::start(&made.puzzle)),
        origin: PathOrigin::Start,
    };
    let here = job.run(&Progress::unwatched());
    assert_eq!(here.outcome, Outcome::Solved);
    assert_eq!(crossed(&here), here);
}

#[test]
fn a_generated_puzzle_crosses_unchanged() {
    let made = GenerateJob(GenerateOptions::new(Level::Hard, 3)).run(&Progress::unwatched());
    assert!(made.is_ok());
    assert_eq!(crossed(&made), made);
}

#[test]
fn a_damaged_position_is_refused_not_misread() {
    let text = ron::to_string(&Position::start(
        &crate::variant::Puzzle::new(Kind::X, Grid::default()).expect("an empty X puzzle"),
    ))
    .expect("a position serializes");
    let cut = text.replacen("0,", "", 1);
    assert!(ron::from_str::<Position>(&cut).is_err(), "{cut}");
}

#[test]
fn a_booklet_made_on_the_far_side_is_a_pdf() {
    use crate::picture::booklet::{BookletOptions, Paper, PerPage};
    use crate::picture::print_job::{BookletJob, PuzzleSource};
    let job = BookletJob {
        source: PuzzleSource::Given(vec![(1, MASTER.parse().expect("a puzzle line"))]),
        options: BookletOptions {
            title: "Nonet".to_string(),
            per_page: PerPage::new(4).expect("four to a page is a layout"),
            paper: Paper::A4,
            solutions: true,
            language: crate::lang::Language::Ja,
        },
    };
    let made = crossed(&job).run(&Progress::unwatched());
    let (pdf, count) = crossed(&made).expect("one unique puzzle prints");
    assert_eq!(count, 1);
    assert!(pdf.starts_with(b"%PDF-"), "{:?}", &pdf[..pdf.len().min(16)]);
    // Puzzles a page that no layout has are refused as they are read.
    let text = ron::to_string(&job).expect("a booklet job serializes");
    assert!(
        ron::from_str::<BookletJob>(&text.replace("per_page:4", "per_page:5")).is_err(),
        "{text}"
    );
}

#[test]
fn a_path_of_another_size_or_with_rules_crosses_as_text_and_comes_back_the_same() {
    use crate::game::SizedGame;
    use crate::generator::sized::{SizedJob, SizedKind, make_sized, puzzle_text, read_sized};
    let sixteen = make_sized(SizedJob {
        kind: SizedKind {
            size: 16,
            jigsaw: false,
        },
        level: Level::Hard,
        seed: 4,
    })
    .expect("a 16x16 Hard is found with seed 4");
    let kropki = crate::formats::fpuzzles::read_json(include_str!(
        "../../../tests/data/fpuzzles/kropki.json"
    ))
    .expect("the test puzzle reads")
    .puzzle;
    let kropki = read_sized(&puzzle_text(&kropki)).expect("it has one solution");
    for made in [sixteen, kropki] {
        let game = SizedGame::new(&made).expect("a game of it");
        let job = PathJob {
            start: sized_start_of(&game, PathOrigin::Start).expect("no mistake at the start"),
            origin: PathOrigin::Start,
        };
        let crossed_job = crossed(&job);
        let there = crossed_job.run(&Progress::unwatched());
        let here = game.solve_path(true).expect("no mistake at the start");
        assert_eq!(there.steps, here.steps);
        assert_eq!(there.sized_before, here.before);
        assert_eq!(there.outcome, Outcome::Solved);
        assert_eq!(crossed(&there), there);
    }
}
