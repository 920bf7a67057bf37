//! The control panel: level and clock, the number pad, tools, hint and messages, and the
//! game commands. It reads the app and emits commands; every button's tooltip comes from the
//! command table and names its shortcut.

use super::NonetApp;
use super::buttons::{button_row, command_button, fits_in_one_row};
use super::command::{CellFilter, Command, ToolkitCommand};
use super::game_buttons::{GameBlock, game_block, shows_anything};
use super::hint_marks::HintTier;
use super::theme::Palette;
use super::tool_panel::{PAD_KEY_MIN, PAD_KEY_TWO_LINES, PAD_ONE_ROW};
use crate::game::{Game, Hint, Status};
use crate::i18n::{Arg, tr, tr_args};
use egui::{Align, Button, Layout, RichText, Ui};

/// Widest the panel's contents grow, so the pad stays a pad in a wide bottom panel.
pub const CONTENT_MAX_WIDTH: f32 = 360.0;
/// Widest the middle (the hint card, the checkpoints) grows: a panel widened for a long
/// hint gives its lines the room, as long as lines stay easy to read.
const MIDDLE_MAX_WIDTH: f32 = 720.0;

/// Least height of the middle part (hint card, checkpoints, messages) when it cannot be
/// shown whole and scrolls: a card's heading and two lines.
const MIDDLE_MIN_HEIGHT: f32 = 90.0;

/// Height of a panel from which the pad's keys take their full height.
const TALL_PANEL: f32 = 820.0;
/// Tallest pad key in a tall panel.
const PAD_KEY_TALL: f32 = 72.0;
/// Tallest pad key in a shorter panel.
const PAD_KEY_SHORT: f32 = 52.0;

/// Space between the pad and the tools under it.
const TOOLS_GAP: f32 = 4.0;

/// Tallest pad keys to try, in turn, when the panel is short: keys that still show what
/// is left, then keys with the digit alone, then the nine keys in one row.
const PAD_KEY_STEPS: [f32; 4] = [PAD_KEY_SHORT, PAD_KEY_TWO_LINES, PAD_KEY_MIN, PAD_ONE_ROW];

/// Least height of a pad key in a panel below the board: a portrait window, as on a phone
/// or a tablet, where the keys are tapped and need a fingertip's room.
const PAD_KEY_TOUCH: f32 = 44.0;

/// Tallest pad keys to try, in turn, in a panel below the board: the panel scrolls rather
/// than make the keys smaller than a fingertip.
const PAD_KEY_TOUCH_STEPS: [f32; 2] = [PAD_KEY_SHORT, PAD_KEY_TOUCH];

/// How the panel is laid out this frame.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Arrangement {
    /// The top, the tools under it (with the notes' row when the flag says so), the middle
    /// (whole when it can be, else scrolling) and the game buttons in this form at the
    /// bottom, the pad's keys at most this tall.
    Pinned(f32, bool, GameBlock),
    /// Too short for a fixed top: everything scrolls as one, the pad's keys at most this
    /// tall.
    Scrolling(f32),
}

/// Draws the whole panel. What is used every minute gets the room first: the clock, the
/// modes, the pad and the tools stay at the top, and the middle (the hint card, the
/// counters, the checkpoints) is shown whole when it can be. The game buttons, used a few
/// times a game, take what is left: in full, as one compact row, or only in the Game menu.
/// Only when the middle cannot be whole even then do the pad's keys get lower; when even
/// the lowest leave the middle too little room, the whole panel scrolls as one.
/// A panel below the board (`below_board`) keeps its pad's keys large enough to tap.
pub fn panel(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    below_board: bool,
    out: &mut Vec<Command>,
) {
    if app.setting.is_some() {
        let height = room_below(ui);
        scrolling_part(ui, ("setting", height), |ui| {
            centred(ui, |ui| super::setting_view::panel(app, ui, palette, out));
        });
        return;
    }
    let playing = app
        .game
        .as_ref()
        .is_some_and(|g| g.status() == Status::Playing);
    let (arrangement, _) = arrange(app, ui, palette, playing, below_board);
    let (pad_max, notes, form) = match arrangement {
        Arrangement::Pinned(pad_max, notes, form) => (pad_max, notes, form),
        Arrangement::Scrolling(pad_max) => {
            whole_panel_scrolling(app, ui, palette, (playing, pad_max), out);
            return;
        }
    };
    top(app, ui, palette, (playing, pad_max), out);
    ui.add_space(TOOLS_GAP);
    // The tools take a wide panel's width, where they fit in one row.
    centred_within(ui, MIDDLE_MAX_WIDTH, |ui| tools(app, ui, playing, out));
    if notes {
        centred(ui, |ui| notes_row(ui, playing, out));
    }
    let bottom = shows_anything(app, form).then(|| {
        measured_height(ui, |ui| {
            centred(ui, |ui| {
                ui.separator();
                game_block(app, ui, palette, form, &mut Vec::new());
            });
        })
    });
    let spacing = ui.spacing().item_spacing.y;
    let room = room_below(ui);
    // The middle takes the rest, so the game buttons sit at the bottom.
    let middle = bottom.map_or(room, |height| room - height - 2.0 * spacing);
    scrolling_part(ui, ("middle", middle.max(0.0)), |ui| {
        centred_within(ui, MIDDLE_MAX_WIDTH, |ui| {
            news_and_checkpoints(app, ui, palette, playing, out)
        });
    });
    if bottom.is_some() {
        centred(ui, |ui| {
            ui.separator();
            game_block(app, ui, palette, form, out);
        });
    }
}

/// The whole panel in one scrolling part, for a panel too short for a fixed top; the pad's
/// keys at most `pad_max` tall.
fn whole_panel_scrolling(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    (playing, pad_max): (bool, f32),
    out: &mut Vec<Command>,
) {
    // Its own scroll position: the middle's would open it part-way down.
    let room = room_below(ui);
    scrolling_part(ui, ("whole panel", room), |ui| {
        top(app, ui, palette, (playing, pad_max), out);
        centred(ui, |ui| {
            ui.add_space(TOOLS_GAP);
            tools(app, ui, playing, out);
            notes_row(ui, playing, out);
            news_and_checkpoints(app, ui, palette, playing, out);
            ui.add_space(8.0);
            ui.separator();
            game_block(app, ui, palette, GameBlock::Full, out);
        });
    });
}

/// Whether the panel, drawn in `ui`'s room, shows its middle (the hint card above all)
/// whole, without scrolling. The layout asks it of wider panels while a hint is shown.
pub fn middle_fits(app: &NonetApp, ui: &mut Ui, palette: &Palette) -> bool {
    if app.setting.is_some() {
        return true;
    }
    let playing = app
        .game
        .as_ref()
        .is_some_and(|g| g.status() == Status::Playing);
    arrange(app, ui, palette, playing, false).1
}

/// Chooses the arrangement from the heights of the parts, measured in this frame (so they
/// fit from the first frame on, whatever a collection, a hint or a puzzle being made adds),
/// and says whether the middle is whole in it.
fn arrange(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    playing: bool,
    below_board: bool,
) -> (Arrangement, bool) {
    let spacing = ui.spacing().item_spacing.y;
    let tools_height = measured_height(ui, |ui| {
        centred_within(ui, MIDDLE_MAX_WIDTH, |ui| {
            tools(app, ui, playing, &mut Vec::new());
        });
    }) + TOOLS_GAP
        + spacing;
    let middle_height = measured_height(ui, |ui| {
        centred_within(ui, MIDDLE_MAX_WIDTH, |ui| {
            news_and_checkpoints(app, ui, palette, playing, &mut Vec::new());
        });
    }) + spacing;
    let game_height = |ui: &mut Ui, form: GameBlock| {
        if !shows_anything(app, form) {
            return 0.0;
        }
        measured_height(ui, |ui| {
            centred(ui, |ui| {
                ui.separator();
                game_block(app, ui, palette, form, &mut Vec::new());
            });
        }) + 2.0 * spacing
    };
    let notes_height = measured_height(ui, |ui| {
        centred(ui, |ui| notes_row(ui, playing, &mut Vec::new()));
    }) + spacing;
    let room = room_below(ui);
    let top_height = |ui: &mut Ui, pad_max: f32| {
        measured_height(ui, |ui| {
            top(app, ui, palette, (playing, pad_max), &mut Vec::new())
        })
    };
    let steps: &[f32] = if below_board {
        &PAD_KEY_TOUCH_STEPS
    } else if room >= TALL_PANEL {
        &[
            PAD_KEY_TALL,
            PAD_KEY_SHORT,
            PAD_KEY_TWO_LINES,
            PAD_KEY_MIN,
            PAD_ONE_ROW,
        ]
    } else {
        &PAD_KEY_STEPS
    };
    // The notes' row and the game buttons, roomiest first: the notes' row is used more
    // often than the game buttons, so it folds into the Edit menu last.
    let extras = [
        (true, GameBlock::Full),
        (true, GameBlock::Compact),
        (true, GameBlock::InMenu),
        (false, GameBlock::InMenu),
    ];
    // The tallest pad that leaves the tools and the whole middle their room; the notes'
    // row and the game buttons in the roomiest form that fits in what is left. Measured
    // step by step, so a panel where the first step fits lays the top out once.
    let mut scrolling_middle = None;
    for &pad_max in steps {
        let left = room - top_height(ui, pad_max) - tools_height;
        if left >= middle_height {
            let (notes, form) = extras
                .into_iter()
                .find(|&(notes, form)| {
                    let notes = if notes { notes_height } else { 0.0 };
                    left - middle_height >= notes + game_height(ui, form)
                })
                .unwrap_or((false, GameBlock::InMenu));
            return (Arrangement::Pinned(pad_max, notes, form), true);
        }
        if left - game_height(ui, GameBlock::InMenu) >= MIDDLE_MIN_HEIGHT {
            scrolling_middle = Some(pad_max);
        }
    }
    // The middle cannot be whole: the lowest pad, which leaves the most of it in view (the
    // hint card first), as long as the middle gets at least its least height.
    let lowest = if below_board {
        PAD_KEY_TOUCH
    } else {
        PAD_KEY_MIN
    };
    let arrangement = scrolling_middle.map_or(Arrangement::Scrolling(lowest), |pad_max| {
        Arrangement::Pinned(pad_max, false, GameBlock::InMenu)
    });
    (arrangement, false)
}

/// The panel's top: the practice bar, the clock and level, the modes and the pad, whose
/// keys are at most `pad_max` tall.
fn top(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    (playing, pad_max): (bool, f32),
    out: &mut Vec<Command>,
) {
    centred(ui, |ui| {
        if let Some(practice) = &app.practice {
            super::practice::practice_bar(practice, ui, palette, out);
            ui.add_space(6.0);
        }
        super::panel_header::header(app, ui, palette, out);
        ui.add_space(4.0);
        let counts = app
            .game
            .as_ref()
            .map_or([0u8; 10], |g: &Game| g.digit_counts());
        super::tool_panel::mode_selector((app, app.mode), ui, palette, playing, out);
        ui.add_space(4.0);
        super::tool_panel::number_pad(app, ui, palette, &counts, (playing, pad_max), out);
    });
}

/// The middle's contents: the hint card or message first (the news is read before the
/// list), the counters, then the checkpoints.
fn news_and_checkpoints(
    app: &NonetApp,
    ui: &mut Ui,
    palette: &Palette,
    playing: bool,
    out: &mut Vec<Command>,
) {
    super::feedback_card::feedback(app, ui, palette);
    ui.add_space(4.0);
    if let Some(status) = highlight_status(app, ui.ctx()) {
        ui.add(egui::Label::new(RichText::new(status).color(palette.filter_ring)).wrap());
    }
    if let Some(game) = &app.game {
        ui.add(
            egui::Label::new(
                RichText::new(super::records::counters_text(
                    game,
                    app.settings.show_mistakes,
                ))
                .color(palette.muted),
            )
            .wrap(),
        );
    }
    super::tool_panel::checkpoint_list(app, ui, palette, playing, out);
}

/// What the board highlights and how many cells, with the key that stops it.
fn highlight_status(app: &NonetApp, ctx: &egui::Context) -> Option<String> {
    let filter = app.highlight?;
    let game = app.game.as_ref()?;
    let cells = ("cells", Arg::from(filter.cells(game).len()));
    let keys = (
        "keys",
        Arg::from(Command::Dismiss.shortcut_text(ctx).unwrap_or_default()),
    );
    Some(match filter {
        CellFilter::Candidate(digit) => tr_args(
            "play-highlight-candidate",
            &[cells, ("digit", digit.into()), keys],
        ),
        CellFilter::CandidateCount(count) => tr_args(
            "play-highlight-count",
            &[cells, ("count", count.into()), keys],
        ),
    })
}

/// The height `add` takes, measured in an invisible, disabled pass with its own ids (laid
/// out as the real pass is, so rows wrap alike).
fn measured_height(ui: &mut Ui, add: impl FnOnce(&mut Ui)) -> f32 {
    let mut measure = ui.new_child(
        egui::UiBuilder::new()
            .id_salt("measure")
            .max_rect(ui.available_rect_before_wrap())
            .layout(Layout::top_down(Align::Min))
            .invisible(),
    );
    measure.disable();
    add(&mut measure);
    measure.min_rect().height()
}

/// Room the panel's frame keeps under its contents, in points.
const PANEL_BOTTOM_MARGIN: f32 = 12.0;

/// The height from the cursor down to the panel's bottom as the window shows it: the
/// panel's own area can reach below the window's edge, where nothing would be seen.
fn room_below(ui: &Ui) -> f32 {
    let bottom = ui
        .max_rect()
        .bottom()
        .min(ui.ctx().content_rect().bottom() - PANEL_BOTTOM_MARGIN);
    (bottom - ui.cursor().min.y).max(0.0)
}

/// The part of the panel that scrolls in its own box, `height` tall, keeping its scroll
/// position under `name`.
fn scrolling_part(ui: &mut Ui, (name, height): (&str, f32), add: impl FnOnce(&mut Ui)) {
    egui::ScrollArea::vertical()
        // A zoom lays the panel out anew: its scroll position starts over with it, rather
        // than keep an offset that meant another layout.
        .id_salt(("controls", name, ui.ctx().zoom_factor().to_bits()))
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        // A visible bar tells a small window that more controls lie below.
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::VisibleWhenNeeded)
        .show(ui, add);
}

/// The panel's contents, centred when the panel is wider than they grow (below the board),
/// never wider than the panel, so nothing is cut at the sides.
fn centred(ui: &mut Ui, add: impl FnOnce(&mut Ui)) {
    centred_within(ui, CONTENT_MAX_WIDTH, add);
}

/// [`centred`], at most `max_width` wide.
fn centred_within(ui: &mut Ui, max_width: f32, add: impl FnOnce(&mut Ui)) {
    let width = ui.available_width().min(max_width);
    let indent = ((ui.available_width() - width) / 2.0).max(0.0);
    ui.horizontal(|ui| {
        ui.add_space(indent);
        ui.vertical(|ui| {
            ui.set_width(width);
            add(ui);
        });
    });
}

/// The tools in two rows: undo, redo, erase and check; checkpoint and hint (the longest
/// labels, which in Japanese leave no room for a third).
fn tools(app: &NonetApp, ui: &mut Ui, playing: bool, out: &mut Vec<Command>) {
    let game = app.game.as_ref();
    let can_undo = game.is_some_and(Game::can_undo);
    let can_redo = game.is_some_and(Game::can_redo);
    let first = |ui: &mut Ui, size: egui::Vec2, out: &mut Vec<Command>| {
        // Undo and Redo say which move they would take back or do again.
        let keys = |c: &Command| c.shortcut_text(ui.ctx()).unwrap_or_default();
        let undo_tip = game.and_then(Game::undo_action).map_or_else(
            || Command::Undo.tooltip(ui.ctx()),
            |a| {
                tr_args(
                    "play-undo-tip",
                    &[
                        ("action", a.describe().into()),
                        ("keys", keys(&Command::Undo).into()),
                    ],
                )
            },
        );
        let redo_tip = game.and_then(Game::redo_action).map_or_else(
            || Command::Redo.tooltip(ui.ctx()),
            |a| {
                tr_args(
                    "play-redo-tip",
                    &[
                        ("action", a.describe().into()),
                        ("keys", keys(&Command::Redo).into()),
                    ],
                )
            },
        );
        if ui
            .add_enabled(can_undo, Button::new(Command::Undo.label()).min_size(size))
            .on_hover_text(undo_tip)
            .clicked()
        {
            out.push(Command::Undo);
        }
        if ui
            .add_enabled(can_redo, Button::new(Command::Redo.label()).min_size(size))
            .on_hover_text(redo_tip)
            .clicked()
        {
            out.push(Command::Redo);
        }
        command_button(
            ui,
            Button::new(Command::Erase.label()).min_size(size),
            Command::Erase,
            playing,
            out,
        );
        command_button(
            ui,
            Button::new(Command::Check.label()).min_size(size),
            Command::Check,
            playing,
            out,
        );
    };
    let hint_label = match app.hint.as_ref().map(|h| (&h.hint, h.tier)) {
        Some((Hint::Step(_), HintTier::Explained)) => tr("play-hint-apply"),
        Some((Hint::Step(_), _)) => tr("play-hint-more"),
        Some((Hint::WrongEntry { .. } | Hint::WrongNotes { .. }, _)) => tr("play-hint-fix"),
        _ => Command::Hint.label(),
    };
    let second = |ui: &mut Ui, size: egui::Vec2, out: &mut Vec<Command>| {
        command_button(
            ui,
            Button::new(tr("play-checkpoint")).min_size(size),
            Command::Toolkit(ToolkitCommand::AddCheckpoint),
            playing,
            out,
        );
        command_button(
            ui,
            Button::new(hint_label.as_str()).min_size(size),
            Command::Hint,
            playing,
            out,
        );
    };
    // A wide panel (one widened for a long hint) has them all in one row.
    let one_row = fits_in_one_row(ui, |ui, size| {
        first(ui, size, &mut Vec::new());
        second(ui, size, &mut Vec::new());
    });
    if one_row {
        button_row(ui, 6, |ui, size| {
            first(ui, size, out);
            second(ui, size, out);
        });
    } else {
        button_row(ui, 4, |ui, size| first(ui, size, out));
        button_row(ui, 2, |ui, size| second(ui, size, out));
    }
}

/// The notes' row: fill in every candidate, clear every note (both in the Edit menu too).
fn notes_row(ui: &mut Ui, playing: bool, out: &mut Vec<Command>) {
    button_row(ui, 2, |ui, size| {
        command_button(
            ui,
            Button::new(Command::FillCandidates.label()).min_size(size),
            Command::FillCandidates,
            playing,
            out,
        );
        command_button(
            ui,
            Button::new(Command::ClearNotes.label()).min_size(size),
            Command::ClearNotes,
            playing,
            out,
        );
    });
}
