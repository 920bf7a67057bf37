//! The app's windows as units (not the operating system's window, which is `window.rs`):
//! each window owns its state behind [`AppWindow`] and carries out its own commands,
//! asking the app for what lies outside it through [`Effect`]s. [`Windows`] holds one of
//! each, and Escape walks them in [`Precedence`] order, closing the first open one, so a
//! new window is found by the walk without a list kept by hand.

use super::all_steps::AllStepsWindow;
use super::collection_view::CollectionWindow;
use super::help_window::HelpWindow;
use super::practice::TechniquesWindow;
use super::print_window::PrintState;
use super::replay_view::ReplayWindow;
use super::solve_path::SolvePathWindow;
use super::statistics_window::StatisticsWindow;
pub(super) use super::window_unit::{AppWindow, Precedence, WindowKind};

/// One of every window, each owning its state.
#[derive(Default)]
pub(super) struct Windows {
    /// How to play and the shortcuts sheet.
    pub help: HelpWindow,
    /// The statistics window.
    pub statistics: StatisticsWindow,
    /// The Print window and the booklet being made.
    pub print: PrintState,
    /// The open collection and its picker.
    pub collection: CollectionWindow,
    /// The Replay window.
    pub replay: ReplayWindow,
    /// The All steps window.
    pub all_steps: AllStepsWindow,
    /// The techniques window.
    pub techniques: TechniquesWindow,
    /// The solve path.
    pub solve_path: SolvePathWindow,
}

impl Windows {
    /// Every window. The pattern names every field, so a window added to [`Windows`] and
    /// not here does not compile: Escape cannot miss it.
    pub(super) fn each_mut(&mut self) -> [&mut dyn AppWindow; WindowKind::ALL.len()] {
        let Windows {
            help,
            statistics,
            print,
            collection,
            replay,
            all_steps,
            techniques,
            solve_path,
        } = self;
        [
            help, statistics, print, collection, replay, all_steps, techniques, solve_path,
        ]
    }

    /// Closes what Escape closes first among the open windows that stand before `limit`
    /// (every open window when `None`); whether anything closed.
    pub(super) fn close_topmost(&mut self, limit: Option<Precedence>) -> bool {
        self.each_mut()
            .into_iter()
            .filter(|window| window.is_open())
            .filter(|window| limit.is_none_or(|limit| window.precedence() < limit))
            .min_by_key(|window| window.precedence())
            .is_some_and(|window| window.close())
    }

    /// Every window, to read. As in [`Windows::each_mut`], the pattern names every field.
    pub(super) fn each(&self) -> [&dyn AppWindow; WindowKind::ALL.len()] {
        let Windows {
            help,
            statistics,
            print,
            collection,
            replay,
            all_steps,
            techniques,
            solve_path,
        } = self;
        [
            help, statistics, print, collection, replay, all_steps, techniques, solve_path,
        ]
    }

    /// The kinds of the open windows, in the order Escape closes them.
    pub(super) fn open_in_escape_order(&self) -> Vec<WindowKind> {
        let mut open: Vec<(Precedence, WindowKind)> = self
            .each()
            .into_iter()
            .filter(|window| window.is_open())
            .map(|window| (window.precedence(), window.kind()))
            .collect();
        open.sort_by_key(|&(precedence, _)| precedence);
        open.into_iter().map(|(_, kind)| kind).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::collection_view::OpenCollection;
    use crate::app::command::{
        AllStepsCommand, ReplayCommand, SolvePathCommand, StatisticsCommand, TechniquesCommand,
    };
    use crate::app::help_window::HelpPage;
    use crate::app::on_board::OnBoard;
    use crate::app::solve_path::PathOf;
    use crate::game::statistics::Board;
    use crate::game::{Action, Game, PuzzleList};
    use crate::logic::Level;
    use crate::variant::Kind;
    use std::time::{Duration, Instant};

    /// A puzzle singles alone solve, with r1c1 empty.
    const EASY: &str =
        "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

    /// The puzzle with its answer in r1c1, so it has a move to replay.
    fn game_with_a_move() -> Game {
        let mut game = Game::new(EASY.parse().unwrap()).unwrap();
        let digit = game.solution().get(0);
        assert!(game.apply(Action::SetDigit { cell: 0, digit }).unwrap());
        game
    }

    /// Opens the window of `kind` through its own commands, as the player would. The match
    /// names every kind, so a new kind does not compile until this test opens it.
    fn open(windows: &mut Windows, kind: WindowKind, game: &Game, dir: &std::path::Path) {
        let ctx = egui::Context::default();
        match kind {
            WindowKind::Help => windows.help.show(HelpPage::HowToPlay),
            WindowKind::Statistics => {
                let toggle = StatisticsCommand::ToggleWindow;
                assert!(
                    windows
                        .statistics
                        .run(toggle, (Board::Variant(game.kind()), Level::Easy))
                        .is_none()
                );
            }
            WindowKind::Print => windows.print.open = true,
            WindowKind::Collection => {
                let path = dir.join("one.txt");
                std::fs::write(&path, EASY).unwrap();
                let list = PuzzleList::open(&path).unwrap();
                windows.collection.opened = Some(OpenCollection::new(list));
            }
            WindowKind::Replay => {
                assert!(
                    windows
                        .replay
                        .run(
                            ReplayCommand::ToggleWindow,
                            Some(crate::app::on_board::OnBoard::Nine(game))
                        )
                        .is_none()
                );
            }
            WindowKind::AllSteps => {
                let toggle = AllStepsCommand::ToggleWindow;
                let board = Some(crate::app::on_board::OnBoard::Nine(game));
                assert!(windows.all_steps.run(toggle, board, 0).is_none());
            }
            WindowKind::Techniques => {
                let toggle = TechniquesCommand::ToggleWindow;
                windows.techniques.run(toggle, Kind::Classic, &ctx);
            }
            WindowKind::SolvePath => {
                let toggle = SolvePathCommand::ToggleWindow;
                windows
                    .solve_path
                    .run(toggle, PathOf::Board(Some(OnBoard::Nine(game))), &ctx);
            }
        }
        assert!(windows.open_in_escape_order().contains(&kind), "{kind:?}");
    }

    #[test]
    fn the_walk_meets_every_kind_of_window_once() {
        let mut windows = Windows::default();
        let kinds: Vec<WindowKind> = windows.each_mut().iter().map(|w| w.kind()).collect();
        assert_eq!(kinds, WindowKind::ALL);
        let read: Vec<WindowKind> = windows.each().iter().map(|w| w.kind()).collect();
        assert_eq!(read, WindowKind::ALL);
        assert!(windows.open_in_escape_order().is_empty());
        assert!(!windows.close_topmost(None), "nothing open, nothing closes");
    }

    #[test]
    fn escape_closes_every_window_one_at_a_time_in_precedence_order() {
        let dir = tempfile::tempdir().unwrap();
        let game = game_with_a_move();
        let mut windows = Windows::default();
        for kind in WindowKind::ALL {
            open(&mut windows, kind, &game, dir.path());
        }
        // A step of the path shown on the board goes before the other windows.
        let deadline = Instant::now() + Duration::from_secs(60);
        while windows
            .solve_path
            .view()
            .is_none_or(|v| v.worked().is_none())
        {
            assert!(Instant::now() < deadline, "the path was never worked out");
            std::thread::sleep(Duration::from_millis(5));
            windows
                .solve_path
                .poll(Some(OnBoard::Nine(&game)), &egui::Context::default());
        }
        let select = SolvePathCommand::Select(0);
        let ctx = egui::Context::default();
        windows
            .solve_path
            .run(select, PathOf::Board(Some(OnBoard::Nine(&game))), &ctx);
        assert!(windows.solve_path.previewing());
        // The order today's Escape keeps (and the player learnt): help, the previewed
        // step, then the windows from the most transient to the solve path.
        let expected = [
            WindowKind::Help,
            WindowKind::SolvePath,
            WindowKind::Statistics,
            WindowKind::Print,
            WindowKind::Collection,
            WindowKind::Replay,
            WindowKind::AllSteps,
            WindowKind::Techniques,
            WindowKind::SolvePath,
        ];
        for (press, &kind) in expected.iter().enumerate() {
            let before = windows.open_in_escape_order();
            assert_eq!(before.first(), Some(&kind), "Escape {}", press + 1);
            assert!(windows.close_topmost(None), "Escape {}", press + 1);
            let after = windows.open_in_escape_order();
            // The previewed step goes and the path stays; anything else closes whole.
            let closed_whole = !after.contains(&kind);
            assert_eq!(closed_whole, press != 1, "Escape {}: {after:?}", press + 1);
        }
        assert!(windows.open_in_escape_order().is_empty());
        assert!(!windows.close_topmost(None));
    }

    #[test]
    fn only_help_stands_over_the_win_card() {
        let game = game_with_a_move();
        let mut windows = Windows::default();
        windows.help.show(HelpPage::Shortcuts);
        let toggle = StatisticsCommand::ToggleWindow;
        assert!(
            windows
                .statistics
                .run(toggle, (Board::Variant(game.kind()), Level::Easy))
                .is_none()
        );
        assert!(windows.close_topmost(Some(Precedence::WinCard)));
        assert_eq!(windows.open_in_escape_order(), [WindowKind::Statistics]);
        assert!(
            !windows.close_topmost(Some(Precedence::WinCard)),
            "the statistics wait under the card"
        );
        assert!(windows.close_topmost(None));
    }
}
