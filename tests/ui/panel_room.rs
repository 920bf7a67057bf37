//! The control panel gives its room to what is used every minute (#58): with a hint shown,
//! the pad, the tools (Undo, Checkpoint, Hint, Check), the whole hint card and the
//! checkpoints are in view without scrolling, in every language, while the game buttons
//! fold into a compact row or the Game menu. Driven through egui_kittest.

use crate::ui_support;

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nonet::app::command::ToolkitCommand;
use nonet::app::{Command, DataDir, LanguageChoice, NonetApp};
use nonet::formats::parse_str;
use nonet::game::{Game, Hint};
use nonet::lang::Language;
use nonet::logic::Technique;
use nonet::words::Explained;
use ui_support::*;

/// A position (as a pencilmark line, `nonet practice --technique Skyscraper --seed 7`)
/// whose next step is a Skyscraper: its full explanation is four lines in a side panel.
const SKYSCRAPER: &str = ".2.......1...............8.......7.....4....9....5.......4....9.....6.....3............7.....4....9.....6.....3.......2..............8.1...........4....9....5......3.5.......4....9..3.5.......4....91.............6....2.............7.........8........8......6.........7..12.4.......34.....1234....9....5.......4....912.......1..........3.......2......9.....6.......5.....2.4....9...4..7.9.......8..2....7.....4.........5.....2......9.......8.......7..12......9.....6..9..3......12...6........6....2.........3.5........5...9..3....89......7....3....8.1...........4.......3.5..........7.....4.....1...5.........6.8.1.3...........6.8..2...............9........9.......8.1.........2.4.......34.6....234.......3..67......5.........67..";

fn skyscraper_game() -> Game {
    let collection = parse_str(SKYSCRAPER, None);
    let record = collection.records.first().expect("the line is a puzzle");
    let candidates = record.candidates.expect("a pencilmark line has candidates");
    Game::from_pencilmarks(record.grid, &candidates).expect("the position has one solution")
}

const LANGUAGES: [(LanguageChoice, Language); 3] = [
    (LanguageChoice::English, Language::En),
    (LanguageChoice::Japanese, Language::Ja),
    (LanguageChoice::Chinese, Language::ZhCn),
];

fn harness_at(size: [f32; 2], choice: LanguageChoice) -> Harness<'static, NonetApp> {
    let mut app = NonetApp::with_game(skyscraper_game(), DataDir::none());
    app.settings_mut().hint_tiers = true;
    let mut harness = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), app);
    harness.run();
    send(&mut harness, Command::SetLanguage(choice));
    harness
}

/// Every labelled widget's label and rect, text labels (whose words AccessKit keeps as
/// their value) among them.
fn labelled(harness: &Harness<'_, NonetApp>) -> Vec<(String, Rect)> {
    let text = |node: &egui_kittest::kittest::AccessKitNode<'_>| {
        if node.role() == egui::accesskit::Role::Label {
            node.value()
        } else {
            node.label()
        }
    };
    harness
        .query_all_by(move |node| text(node).is_some_and(|l| !l.is_empty()))
        .map(|node| {
            (
                text(&node.accesskit_node()).unwrap_or_default(),
                node.rect(),
            )
        })
        .collect()
}

/// The panel's widgets: everything labelled right of the board.
fn panel_widgets(harness: &Harness<'_, NonetApp>) -> Vec<(String, Rect)> {
    let all = labelled(harness);
    let board = all
        .iter()
        .filter(|(label, _)| is_cell(label))
        .map(|(_, rect)| *rect)
        .reduce(|a, b| a.union(b))
        .expect("the board is drawn");
    all.into_iter()
        .filter(|(_, rect)| rect.left() >= board.right())
        .collect()
}

/// Nothing in the panel needs scrolling to be seen: every widget lies inside the window and
/// none lies under another (a part scrolled out of its box would lie under its neighbour or
/// past the window's edge).
fn assert_nothing_hidden(harness: &Harness<'_, NonetApp>, what: &str) {
    let screen = harness.ctx.content_rect().expand(0.5);
    let widgets = panel_widgets(harness);
    for (label, rect) in &widgets {
        assert!(
            screen.contains_rect(*rect),
            "{what}: {label:?} at {rect:?} is outside the window {screen:?}"
        );
    }
    for (i, (a, ra)) in widgets.iter().enumerate() {
        for (b, rb) in &widgets[i + 1..] {
            assert!(
                !ra.shrink(1.0).intersects(rb.shrink(1.0)),
                "{what}: {a:?} at {ra:?} and {b:?} at {rb:?} overlap"
            );
        }
    }
}

/// The widgets labelled `labels` are in the window and not under any other widget.
fn assert_shown(harness: &Harness<'_, NonetApp>, labels: &[&str], what: &str) {
    let screen = harness.ctx.content_rect().expand(0.5);
    let widgets = panel_widgets(harness);
    for label in labels {
        let rect = find(harness, label).unwrap_or_else(|| panic!("{what}: no {label:?}"));
        assert!(
            screen.contains_rect(rect),
            "{what}: {label:?} at {rect:?} is outside the window"
        );
        for (other, other_rect) in &widgets {
            assert!(
                *other_rect == rect || !rect.shrink(1.0).intersects(other_rect.shrink(1.0)),
                "{what}: {label:?} at {rect:?} lies under {other:?} at {other_rect:?}"
            );
        }
    }
}

/// The widget whose label is `label` (or starts with it), with its rect.
fn find(harness: &Harness<'_, NonetApp>, label: &str) -> Option<Rect> {
    labelled(harness)
        .into_iter()
        .find(|(l, _)| l == label || l.starts_with(label))
        .map(|(_, rect)| rect)
}

/// The labels of the tools used every minute, in the interface's language.
fn every_minute_tools(language: Language) -> [&'static str; 4] {
    match language {
        Language::En => ["Undo", "Checkpoint", "Apply hint", "Check"],
        Language::Ja => ["元に戻す", "チェックポイント", "ヒントを適用", "答え合わせ"],
        Language::ZhCn => ["撤销", "检查点", "执行提示", "检查"],
    }
}

#[test]
fn a_skyscraper_hint_is_shown_whole_with_the_tools_in_view_in_every_language() {
    for size in [[1080.0, 800.0], [800.0, 600.0]] {
        for (choice, language) in LANGUAGES {
            let what = format!("{size:?} in {language:?}");
            let mut harness = harness_at(size, choice);
            for _ in 0..3 {
                send(&mut harness, Command::Hint);
            }
            let Hint::Step(step) = game(&harness).hint() else {
                panic!("{what}: the position has a next step");
            };
            assert_eq!(step.technique, Technique::Skyscraper, "{what}");
            // The card: its title, its whole explanation and what the next press does.
            let title = nonet::words::technique_name_in(language, Technique::Skyscraper);
            let explanation = step.explanation_in(language);
            let body = explanation
                .split_once([':', '\u{ff1a}'])
                .map_or(explanation.as_str(), |(_, rest)| rest.trim_start());
            let title_rect = find(&harness, &title).unwrap_or_else(|| panic!("{what}: title"));

            // The card starts the body with a capital letter.
            let body_start: String = body.chars().skip(1).take(8).collect();
            let body_rect = labelled(&harness)
                .into_iter()
                .find(|(l, _)| l.contains(&body_start) && *l != explanation)
                .map(|(_, rect)| rect)
                .unwrap_or_else(|| panic!("{what}: no label holds {body_start:?}"));
            assert!(body_rect.top() > title_rect.top(), "{what}");
            let mut every_minute = vec![title.as_str()];
            every_minute.extend(every_minute_tools(language));
            assert_shown(&harness, &every_minute, &what);
            // At 800x600 a Japanese or Chinese card is longer than the room the pad and the
            // tools leave: it scrolls under its title there, and is whole everywhere else.
            if size[0] > 800.0 || language == Language::En {
                assert_nothing_hidden(&harness, &what);
            }
        }
    }
}

#[test]
fn three_checkpoints_and_a_hint_are_all_in_view_at_1080x800() {
    for (choice, language) in LANGUAGES {
        let what = format!("{language:?}");
        let mut harness = harness_at([1080.0, 800.0], choice);
        for _ in 0..3 {
            send(
                &mut harness,
                Command::Toolkit(ToolkitCommand::AddCheckpoint),
            );
        }
        for _ in 0..3 {
            send(&mut harness, Command::Hint);
        }
        assert_eq!(game(&harness).checkpoints().len(), 3, "{what}");
        let go_back = match language {
            Language::En => "Go back",
            Language::Ja => "戻る",
            Language::ZhCn => "返回",
        };
        let rows = labelled(&harness)
            .into_iter()
            .filter(|(l, _)| l == go_back)
            .count();
        assert_eq!(rows, 3, "{what}: every checkpoint has its row");
        assert_nothing_hidden(&harness, &what);
    }
}

#[test]
fn the_game_buttons_stay_in_reach_when_they_fold() {
    for size in [[1080.0, 800.0], [800.0, 600.0], [480.0, 400.0]] {
        let mut harness = harness_at(size, LanguageChoice::English);
        for _ in 0..3 {
            send(&mut harness, Command::Hint);
        }
        let what = format!("{size:?}");
        for label in ["Open…", "Save…"] {
            if harness.query_by_label(label).is_some() {
                continue;
            }
            // Compact: the More menu holds them; folded: the Game menu does.
            if harness.query_by_label("More").is_some() {
                click(&mut harness, "More");
            } else {
                harness
                    .query_all_by_label("Game")
                    .next()
                    .expect("the Game menu")
                    .click();
                harness.run();
            }
            let found = harness
                .query_all_by(|node| node.label().is_some_and(|l| l.starts_with(label)))
                .count();
            assert!(found > 0, "{what}: {label} cannot be reached");
            harness.key_press(egui::Key::Escape);
            harness.run();
        }
    }
}

/// The board: the union of its cells.
fn board(harness: &Harness<'_, NonetApp>) -> Rect {
    labelled(harness)
        .into_iter()
        .filter(|(label, _)| is_cell(label))
        .map(|(_, rect)| rect)
        .reduce(|a, b| a.union(b))
        .expect("the board is drawn")
}

#[test]
fn the_solve_path_lies_beside_the_board_and_the_board_keeps_its_size() {
    for size in [
        [1080.0, 800.0],
        [800.0, 600.0],
        [480.0, 400.0],
        [480.0, 900.0],
        [1600.0, 900.0],
    ] {
        for (choice, language) in [LANGUAGES[0], LANGUAGES[1]] {
            let what = format!("{size:?} in {language:?}");
            let mut app = NonetApp::with_game(fixed_game(), DataDir::none());
            app.settings_mut().language = choice;
            let mut harness = Harness::builder()
                .with_size(size)
                .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), app);
            harness.run();
            let closed = board(&harness);
            // Worked out in the background: stepped, not run until settled.
            harness.state_mut().send(Command::SolvePath(
                nonet::app::command::SolvePathCommand::ToggleWindow,
            ));
            wait_until_idle(&mut harness);
            // A step chosen, so the path shows its sentence and the board its marks.
            harness.state_mut().send(Command::SolvePath(
                nonet::app::command::SolvePathCommand::Select(3),
            ));
            // The list scrolls to the step, smoothly, over a few frames.
            harness.run_steps(30);
            let open = board(&harness);
            // Beside a wide board the path takes the room the board left empty; elsewhere the
            // panel's place, so the board does not even move.
            let beside = size[0] >= 1600.0;
            assert_eq!(
                open.size(),
                closed.size(),
                "{what}: the board keeps its size"
            );
            if !beside {
                assert_eq!(open, closed, "{what}: the board keeps its place");
            }
            let (path, _) = harness.state().solve_path().expect("the path is open");
            let steps = path.expect("worked out").steps.len();
            assert!(steps > 30, "{what}");
            // Its panel beside the board, not over it, and inside the window.
            let screen = harness.ctx.content_rect().expand(0.5);
            let panel = harness
                .state()
                .solve_path_panel()
                .expect("the path's panel");
            assert!(
                !panel.intersects(open.shrink(1.0)),
                "{what}: the path's panel {panel:?} lies over the board {open:?}"
            );
            assert!(screen.contains_rect(panel), "{what}: {panel:?}");
            // Its rows, the sentence of the step shown and its buttons.
            let path_widgets: Vec<(String, Rect)> = labelled(&harness)
                .into_iter()
                .filter(|(label, _)| !is_cell(label))
                .collect();
            let rows = path_widgets
                .iter()
                .filter(|(label, _)| label.starts_with("1. ") || label.starts_with("4. "))
                .count();
            assert!(rows >= 2, "{what}: the step rows are drawn");
            let shown = path_widgets
                .iter()
                .find(|(label, _)| label.starts_with("4. "))
                .map(|(_, rect)| *rect)
                .expect("the row of the step shown");
            assert!(
                panel.contains_rect(shown),
                "{what}: the step shown {shown:?} is in view in {panel:?}"
            );
            // Where the window has room to spare, the panel keeps its controls too.
            let pause = match language {
                Language::Ja => "一時停止",
                _ => "Pause",
            };
            assert_eq!(
                harness.query_by_label(pause).is_some(),
                beside,
                "{what}: the controls stay only beside a wide board"
            );
        }
    }
}

/// Positions of Master puzzles from the bundled bank (`assets/bank.txt`, one step before
/// the step), as pencilmark lines, whose next steps are the longest the logical solver
/// explains on that bank: a Nice Loop of 19 links, an XY-Chain of 18 and a region forcing
/// chain whose cases all end in 54 placements and eliminations.
const LONG_HINTS: [(&str, Technique); 3] = [
    ("NICE_LOOP", Technique::NiceLoop),
    ("XY_CHAIN", Technique::XYChain),
    ("FORCING", Technique::ForcingChain),
];
const NICE_LOOP: &str = ".2..5.7..1...5.7..........9..3......1..4..7..1..45.7......5..8......6....2..5..8..23......1....67..1...5....1...567..1...567.........8....4.......3.....9.23.....9..3.56..........8....4.........56..9.2...........56..9..3.5....1..............7......56.8..2.........3......1.......91..4....91..4....9....56.8.......7......56.8.........9...4...........7......56..........8...3.56....2.........3.5....1............56.8.1....6...1...5..8..2...........5.7....3.5.7..........9...4.......3.56.8.1................9....56.8.....5..8...3..........56.........7...2..........4.........5.78.....5.7...2..........4.....1....6..91...56..9..3..6..........89..3.56..9...4.......3..........56.8.....5.789....567.9.2.......1............5..89....56..9";
const XY_CHAIN: &str = "1.....7..1.....7......5......3...........6......4......2..............8.........9.....6...........9..3.............8..2.............7.....4.....1...5....1...5.....2..............8....4.....1................9....5......3..6.....3...7.......67........78.....5.........6.8......6..9...4.....1.......91.3..6.....3...7...2.......1.......91..4.....12...6..9.2...6.........7....3..........5..8....45.......456.8...3.........4..7...2...6....2..56.......5..8.1......8.1....6...........9...4..7..1......89..3......1.......9...4.........5..8......6.........7...2.......1...5..8....4......2.............7......5...91...............89....5..8......6.....3..........5.........6...1......8.......7....3.......2...............91..4.....1..4...8.";
const FORCING: &str = ".2.4.6....2.4..7.........8.12...6.....3.5............9..3.5.....2.4.....12....7...2.4.6..9.2.4..7.9..3......12...6......456...1...5....1...5..8....4...891.....7.91............5.....2.4....9.......8...34...........7...23...........6....2......9....5.....2...6...1...........4............8..2...6...........9......7....3.........4...89.2.4...89.2.4....9..3.....9......7...23...........6...1............5......3...........6..9......7..1....6..9....56...1...5.....2.....8..2.....8....4......2.4.....1.34......2.4.6.........7..........9..3..6...12...........5...........8.......7..1.3.....9....5......3..6....2..............8....4.......3.....91....6..9.2.....89..3....89.2...6..9....5....1...........4...........7...23.....9.2...6...";

fn long_hint_line(name: &str) -> &'static str {
    match name {
        "NICE_LOOP" => NICE_LOOP,
        "XY_CHAIN" => XY_CHAIN,
        _ => FORCING,
    }
}

fn harness_on(line: &str, size: [f32; 2], choice: LanguageChoice) -> Harness<'static, NonetApp> {
    let collection = parse_str(line, None);
    let record = collection.records.first().expect("the line is a puzzle");
    let candidates = record.candidates.expect("a pencilmark line has candidates");
    let game = Game::from_pencilmarks(record.grid, &candidates).expect("one solution");
    let mut app = NonetApp::with_game(game, DataDir::none());
    app.settings_mut().hint_tiers = true;
    let mut harness = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut NonetApp| app.ui(ui), app);
    harness.run();
    send(&mut harness, Command::SetLanguage(choice));
    harness
}

/// The walk the card shows for the game's next step, item by item, worked out here from the
/// step itself.
fn walk(game: &Game, language: Language) -> (Technique, Vec<String>) {
    use nonet::logic::reason::Reason;
    let Hint::Step(step) = game.hint() else {
        panic!("the position has a next step");
    };
    let items = match &step.reason {
        Reason::Chain(chain) => nonet::words::chain_walk_in(
            language,
            chain,
            &step.eliminations,
            &game.effective_candidates(),
        ),
        Reason::Forcing(forcing) => {
            nonet::words::forcing_walk_in(language, forcing, &step.placements, &step.eliminations)
        }
        _ => Vec::new(),
    };
    (step.technique, items)
}

#[test]
fn the_longest_chain_hints_are_shown_whole_at_1080x800_in_every_language() {
    for (name, technique) in LONG_HINTS {
        for (choice, language) in LANGUAGES {
            let what = format!("{name} in {language:?}");
            let mut harness = harness_on(long_hint_line(name), [1080.0, 800.0], choice);
            for _ in 0..3 {
                send(&mut harness, Command::Hint);
            }
            let (found, items) = walk(&game(&harness), language);
            assert_eq!(found, technique, "{what}");
            assert!(items.len() >= 5, "{what}: a long walk");
            let title = nonet::words::technique_name_in(language, technique);
            let title_rect = find(&harness, &title).unwrap_or_else(|| panic!("{what}: title"));
            // Every item of the walk is on the card, whole, inside the panel's room (the
            // window less the panel's bottom margin), none under another.
            let bottom = harness.ctx.content_rect().bottom() - 12.0 + 0.5;
            let widgets = labelled(&harness);
            let mut card = title_rect;
            for (number, item) in items.iter().enumerate() {
                let text = format!("{}. {item}", number + 1);
                let rect = widgets
                    .iter()
                    .find(|(label, _)| *label == text)
                    .map(|(_, rect)| *rect)
                    .unwrap_or_else(|| panic!("{what}: no item {text:?}"));
                card = card.union(rect);
            }
            let needed = card.height();
            assert!(
                card.bottom() <= bottom,
                "{what}: the card needs {needed} points from {} and is cut at {bottom}",
                card.top()
            );
            let mut every_minute = vec![title.as_str()];
            every_minute.extend(every_minute_tools(language));
            assert_shown(&harness, &every_minute, &what);
            assert_nothing_hidden(&harness, &what);
            // The pad is in view: all nine digits.
            let keys = panel_widgets(&harness)
                .iter()
                .filter(|(label, rect)| {
                    let digit = label
                        .strip_prefix("Digit ")
                        .or_else(|| label.strip_prefix("数字"))
                        .is_some_and(|rest| {
                            rest.trim_start().starts_with(|c: char| c.is_ascii_digit())
                        });
                    digit && harness.ctx.content_rect().contains_rect(*rect)
                })
                .count();
            assert_eq!(keys, 9, "{what}: the pad's keys");
        }
    }
}

#[test]
fn the_board_takes_its_room_back_when_the_hint_goes() {
    let mut harness = harness_on(NICE_LOOP, [1080.0, 800.0], LanguageChoice::Japanese);
    let before = board(&harness);
    for _ in 0..3 {
        send(&mut harness, Command::Hint);
    }
    let during = board(&harness);
    assert!(
        during.width() < before.width() && during.width() >= 9.0 * 40.0 - 1.0,
        "the board gives room, down to cells of 40 points: {before:?} -> {during:?}"
    );
    // The next press applies the step, and the card goes.
    send(&mut harness, Command::Hint);
    assert_eq!(board(&harness), before, "the board is back");
}

#[test]
fn a_zoom_reset_brings_the_panel_back_to_its_top() {
    let mut harness = harness_at([480.0, 400.0], LanguageChoice::English);
    let top = find(&harness, "Pause").expect("the clock's Pause");
    harness.ctx.set_zoom_factor(1.5);
    harness.run();
    // Scrolled to its bottom while zoomed in.
    let last = labelled(&harness)
        .into_iter()
        .filter(|(label, rect)| !is_cell(label) && rect.left() > 0.0)
        .max_by(|a, b| a.1.bottom().total_cmp(&b.1.bottom()))
        .map(|(label, _)| label)
        .expect("the panel's widgets");
    harness.get_by_label(&last).scroll_to_me();
    harness.run();
    harness.ctx.set_zoom_factor(1.0);
    harness.run();
    assert_eq!(
        find(&harness, "Pause"),
        Some(top),
        "the panel starts at its top"
    );
}

/// Workshop rows fit the panel in every language: "Add a splitting given" and "True
/// candidates" lie inside the panel's room.
#[test]
fn the_workshop_buttons_lie_inside_the_panel() {
    use nonet::app::command::SetterCommand;
    use nonet::variant::Kind;
    for size in [[1080.0, 800.0], [800.0, 600.0]] {
        for (choice, language) in LANGUAGES {
            let what = format!("{size:?} in {language:?}");
            let mut harness = harness_at(size, choice);
            send(
                &mut harness,
                Command::Setter(SetterCommand::Start(Kind::Classic)),
            );
            let _ = harness.try_run();
            let labels = [
                Command::Setter(SetterCommand::AddSplitGiven).label(),
                Command::Setter(SetterCommand::ToggleTrueCandidates).label(),
            ];
            // The panel's room: the window's right edge less the panel's right margin.
            let right = harness.ctx.content_rect().right() - 16.0 + 0.5;
            for label in &labels {
                let rect = harness.get_by_label(label).rect();
                assert!(
                    rect.right() <= right,
                    "{what}: {label:?} ends at {} past the panel's room {right}",
                    rect.right()
                );
            }
        }
    }
}

/// In a portrait window, as on a phone (390x844), the panel sits below the board and its
/// pad keeps keys a fingertip can tap (at least 44 points tall) with a hint shown: the panel
/// scrolls rather than shrink them.
#[test]
fn a_pad_below_the_board_keeps_keys_large_enough_to_tap() {
    let mut harness = harness_at([390.0, 844.0], LanguageChoice::English);
    send(&mut harness, Command::Hint);
    send(&mut harness, Command::Hint);
    let board = board(&harness);
    let keys: Vec<(String, Rect)> = labelled(&harness)
        .into_iter()
        .filter(|(label, _)| label.starts_with("Digit "))
        .collect();
    assert_eq!(keys.len(), 9, "the nine pad keys: {keys:?}");
    for (label, rect) in &keys {
        assert!(
            rect.top() >= board.bottom(),
            "{label} is below the board: {rect:?}, board {board:?}"
        );
        assert!(
            rect.height() >= 44.0,
            "{label} is {} points tall",
            rect.height()
        );
    }
}
