//! The window's layout at every size and zoom, through the real user interface
//! (egui_kittest): no text cut at any side, the clock, modes and pad always in view, the
//! game buttons reachable, cells large enough to play, menus that fit the window, and the
//! statistics window inside the app's area.

use crate::ui_support;

use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use nonet::app::command::ToolkitCommand;
use nonet::app::{Command, DataDir, LanguageChoice, NonetApp};
use nonet::game::{Action, Game, Status};
use nonet::variant::parse_line;
use ui_support::*;

const JIGSAW: &str = "jigsaw:.4....9.5...5..1.......8...61.......7.5...8.4.......48...6.......9..3...8.6....3.:112222333111112363411522363447522663477599963477559966447555966477785999488888888";

/// The least cell the README promises, in points.
const MIN_CELL: f32 = 30.0;

fn harness_on(game: Game, size: [f32; 2]) -> Harness<'static, NonetApp> {
    let mut harness = Harness::builder().with_size(size).build_ui_state(
        |ui, app: &mut NonetApp| app.ui(ui),
        NonetApp::with_game(game, DataDir::none()),
    );
    harness.run();
    harness
}

fn screen(harness: &Harness<'_, NonetApp>) -> Rect {
    harness.ctx.content_rect()
}

/// Every labelled widget's rect with its label.
fn labelled(harness: &Harness<'_, NonetApp>) -> Vec<(String, Rect)> {
    harness
        .query_all_by(|node| node.label().is_some_and(|l| !l.is_empty()))
        .map(|node| {
            (
                node.accesskit_node().label().unwrap_or_default(),
                node.rect(),
            )
        })
        .collect()
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

fn assert_in_view(harness: &Harness<'_, NonetApp>, label: &str, what: &str) {
    let rect = menu_item(harness, label).rect();
    let screen = screen(harness).expand(0.5);
    assert!(
        screen.contains_rect(rect),
        "{what}: {label} at {rect:?} is outside the window {screen:?}"
    );
}

/// The widget labelled `label`, or a menu item whose label starts with it and goes on with
/// its shortcut.
fn menu_item<'h>(harness: &'h Harness<'_, NonetApp>, label: &str) -> egui_kittest::Node<'h> {
    let (whole, start) = (label.to_owned(), format!("{label} "));
    harness
        .query_all_by(move |node| {
            node.label()
                .is_some_and(|l| l == whole || l.starts_with(&start))
        })
        .next()
        .unwrap_or_else(|| panic!("no widget labelled {label:?}"))
}

/// What a layout must keep at one size, zoom and language.
fn check_layout(harness: &mut Harness<'_, NonetApp>, what: &str, chinese: bool) {
    let screen = screen(harness).expand(0.5);
    let board = board(harness);
    let cell = board.width() / 9.0;
    assert!(cell >= MIN_CELL, "{what}: cells of {cell} points");
    for (label, rect) in labelled(harness) {
        // Nothing runs out of the window at a side, and nothing of the panel over the board.
        assert!(
            rect.left() >= screen.left() && rect.right() <= screen.right(),
            "{what}: {label:?} at {rect:?} is cut at a side of {screen:?}"
        );
        if !is_cell(&label) && rect.top() > board.top() {
            assert!(
                !rect.intersects(board.shrink(1.0)),
                "{what}: {label:?} at {rect:?} lies over the board {board:?}"
            );
        }
    }
    // The clock, the modes and the pad are in view without scrolling.
    let fixed: Vec<String> = if chinese {
        vec![
            "暂停".into(),
            "数字".into(),
            "候选".into(),
            "角标".into(),
            "颜色".into(),
        ]
    } else {
        vec![
            "Pause".into(),
            "Digit".into(),
            "Notes".into(),
            "Corner".into(),
            "Colour".into(),
        ]
    };
    for label in fixed {
        assert_in_view(harness, &label, what);
    }
    let counts = game(harness).digit_counts();
    for digit in [1u8, 9] {
        let left = 9 - counts[digit as usize];
        let pad = harness
            .query_all_by(|node| {
                node.label().is_some_and(|l| {
                    l.contains(&digit.to_string()) && l.contains(&left.to_string()) && !is_cell(&l)
                })
            })
            .count();
        assert!(pad > 0, "{what}: the pad's {digit} is missing");
    }
    // The game buttons can be reached: in the panel (inside the window once scrolled to),
    // or, where the panel folds them, in its More menu or the Game menu.
    let game_buttons: [&str; 2] = if chinese {
        ["打开…", "保存…"]
    } else {
        ["Open…", "Save…"]
    };
    for label in game_buttons {
        assert_reachable(harness, label, chinese, what);
    }
}

/// The game button labelled `label` is in the panel and in the window once scrolled to, or
/// in the menu that holds it when the panel folds it (its compact row's More, else Game).
fn assert_reachable(harness: &mut Harness<'_, NonetApp>, label: &str, chinese: bool, what: &str) {
    if harness.query_by_label(label).is_some() {
        harness.get_by_label(label).scroll_to_me();
        harness.run();
        assert_in_view(harness, label, what);
        return;
    }
    let (more, game_menu) = if chinese {
        ("更多", "游戏")
    } else {
        ("More", "Game")
    };
    let menu = if harness.query_by_label(more).is_some() {
        more
    } else {
        game_menu
    };
    harness.get_by_label(menu).scroll_to_me();
    harness.run();
    harness
        .query_all_by_label(menu)
        .next()
        .expect("the menu's button")
        .click();
    harness.run();
    menu_item(harness, label).scroll_to_me();
    harness.run();
    assert_in_view(harness, label, what);
    harness.key_press(egui::Key::Escape);
    harness.run();
}

#[test]
fn no_text_is_cut_and_the_pad_stays_in_view_at_every_size_and_zoom() {
    let jigsaw =
        || Game::from_variant(parse_line(JIGSAW).expect("the line parses")).expect("one solution");
    for chinese in [false, true] {
        for (size, zoom) in [
            ([480.0, 400.0], 1.0),
            ([480.0, 400.0], 2.0),
            ([1080.0, 800.0], 1.0),
            ([1080.0, 800.0], 1.4),
            ([1080.0, 800.0], 2.0),
            ([1080.0, 800.0], 0.5),
            ([760.0, 560.0], 1.5),
            ([480.0, 900.0], 1.0),
            ([1600.0, 400.0], 1.0),
        ] {
            for (name, game) in [("classic", fixed_game()), ("jigsaw", jigsaw())] {
                let mut harness = harness_on(game, size);
                if chinese {
                    send(&mut harness, Command::SetLanguage(LanguageChoice::Chinese));
                }
                harness.ctx.set_zoom_factor(zoom);
                harness.run();
                harness.run();
                let what = format!("{name} {size:?} at zoom {zoom}, Chinese {chinese}");
                check_layout(&mut harness, &what, chinese);
            }
        }
    }
}

#[test]
fn the_zoom_never_leaves_the_window_less_room_than_the_smallest_window() {
    let mut harness = harness_on(fixed_game(), [480.0, 400.0]);
    harness.ctx.set_zoom_factor(2.0);
    harness.run();
    harness.run();
    assert_eq!(harness.ctx.zoom_factor(), 1.0);
    assert_eq!(harness.state().settings().zoom, 2.0, "the choice is kept");
    let mut wide = harness_on(fixed_game(), [1080.0, 800.0]);
    for _ in 0..15 {
        send(&mut wide, Command::ZoomIn);
    }
    wide.run();
    assert!(
        (wide.ctx.zoom_factor() - 2.0).abs() < 1e-3,
        "zoom clamped to 2"
    );
}

#[test]
fn a_hint_card_and_checkpoints_leave_the_pad_in_view_and_the_game_buttons_in_reach() {
    let mut harness = harness_on(fixed_game(), [1080.0, 800.0]);
    harness.state_mut().settings_mut().hint_tiers = true;
    for cell in [0u8, 1, 8] {
        let digit = game(&harness).solution().get(cell as usize);
        harness.state_mut().act(Action::SetDigit { cell, digit });
        send(
            &mut harness,
            Command::Toolkit(ToolkitCommand::AddCheckpoint),
        );
    }
    for _ in 0..3 {
        send(&mut harness, Command::Hint);
    }
    assert_eq!(game(&harness).status(), Status::Playing);
    harness.get_by_label("Checkpoints");
    // Without scrolling: the panel keeps them where they are.
    for label in ["Pause", "Notes", "Undo", "Check", "Checkpoint"] {
        assert_in_view(&harness, label, "a hint and three checkpoints");
    }
    for label in ["Open…", "Save…"] {
        assert_reachable(&mut harness, label, false, "a hint and three checkpoints");
    }
}

#[test]
fn every_menu_fits_the_window_in_both_languages() {
    for chinese in [false, true] {
        for size in [[1080.0, 800.0], [480.0, 400.0]] {
            let mut harness = harness_on(fixed_game(), size);
            if chinese {
                send(&mut harness, Command::SetLanguage(LanguageChoice::Chinese));
            }
            let (view, last) = if chinese {
                ("视图", "实际大小")
            } else {
                ("View", "Actual size")
            };
            click(&mut harness, view);
            let what = format!("{size:?}, Chinese {chinese}");
            // The last item is in reach: in the window, or scrolled to inside the menu.
            menu_item(&harness, last).scroll_to_me();
            harness.run();
            assert_in_view(&harness, last, &what);
            // Nothing of the menu runs past the window's bottom, except what scrolls
            // inside it.
            let screen = screen(&harness);
            let rect = menu_item(&harness, last).rect();
            assert!(rect.bottom() <= screen.bottom(), "{what}: {rect:?}");
            // The game menu's last item too.
            harness.key_press(egui::Key::Escape);
            harness.run();
            let (game_menu, quit) = if chinese {
                ("游戏", "退出")
            } else {
                ("Game", "Quit")
            };
            harness
                .query_all_by_label(game_menu)
                .next()
                .expect("the Game menu")
                .click();
            harness.run();
            menu_item(&harness, quit).scroll_to_me();
            harness.run();
            assert_in_view(&harness, quit, &what);
        }
    }
}
