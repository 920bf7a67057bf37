//! Dialogs over the board: the question before a game is replaced or revealed, and the win.
//! The help windows are `help_window.rs`.

use super::NonetApp;
use super::buttons::accent_button;
use super::command::{Command, level_name};
use super::theme::Palette;
use crate::game::format_duration;
use crate::game::statistics::Board;
use crate::i18n::{Arg, tr, tr_args};
use crate::logic::Level;
use egui::RichText;

/// A question waiting for the player's answer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Confirm {
    /// Show the answer and end the game.
    Reveal,
    /// Throw away the game in progress for a new one.
    NewGame(Level),
    /// Throw away the game in progress for a new one whose hardest step is a technique.
    NewGameByTechnique(crate::logic::Technique),
    /// Throw away the game in progress for a new variant game.
    NewVariantGame(crate::variant::Kind, Level),
    /// Throw away the game of another size in progress and go back to the 9x9 game.
    CloseSizedGame,
    /// Throw away the game of another size in progress for a new one.
    NewSizedGame(crate::generator::sized::SizedKind, Level),
    /// Throw away the game of another size in progress for a new constraint puzzle.
    NewConstraintGame(crate::rules::constraint_generate::ConstraintVariant, Level),
    /// Throw away the game of another size in progress for a daily puzzle of another size.
    SizedDaily(crate::generator::sized::SizedKind, Level),
    /// Throw away the game in progress for a puzzle of the open collection.
    CollectionPuzzle(usize),
    /// Throw away the game in progress for the pasted puzzle (kept in `waiting_game`).
    PastedPuzzle,
    /// Throw away the game in progress for a link's puzzle (kept in `waiting_game`).
    LinkedPuzzle,
    /// Throw away the game in progress for the typed-in puzzle (kept in `waiting_game`).
    EnteredPuzzle,
    /// Throw away the game in progress to practise a technique.
    Practise(crate::variant::Kind, crate::logic::Technique),
    /// Throw away the game in progress for the file in `pending_open`.
    OpenFile,
    /// Play the typed-in puzzle although it has several solutions.
    PlaySeveral,
    /// Throw away the game in progress for the daily puzzle of a variant and level.
    Daily(crate::variant::Kind, Level),
    /// Throw away the puzzle being set for the command in `waiting_command`.
    LeaveWorkshop,
}

/// The frame of the app's dialogs: roomy, rounded, in the cell colour.
pub(super) fn dialog_frame(palette: &Palette) -> egui::Frame {
    egui::Frame::new()
        .fill(palette.cell)
        .stroke(egui::Stroke::new(1.0, palette.thin_line))
        .corner_radius(egui::CornerRadius::same(12))
        .inner_margin(egui::Margin::same(20))
}

/// Where the menu bar ends, kept in the context's memory (by `layout.rs`) for the windows
/// drawn later.
pub(super) const MENU_BOTTOM: &str = "menu bottom";

/// The part of the window below the menu bar, where movable windows stay so they never
/// cover the menu.
pub(super) fn below_menu(ctx: &egui::Context) -> egui::Rect {
    let mut area = ctx.content_rect();
    let menu_bottom = ctx.data(|d| d.get_temp::<f32>(egui::Id::unique(MENU_BOTTOM)));
    area.min.y = menu_bottom.unwrap_or(area.min.y).min(area.max.y);
    area
}

/// A dialog's width: its natural width, or less in a small window.
pub(super) fn dialog_width(ctx: &egui::Context, natural: f32) -> f32 {
    natural.min(ctx.content_rect().width() - 64.0).max(200.0)
}

/// Draws whichever windows are open.
pub(super) fn show(app: &NonetApp, ctx: &egui::Context, palette: &Palette, out: &mut Vec<Command>) {
    if let Some(confirm) = app.confirm {
        confirm_dialog(app, confirm, ctx, palette, out);
    } else if let Some(win) = &app.win {
        let time = Arg::from(format_duration(win.time));
        let classic = Board::Variant(crate::variant::Kind::Classic);
        let solved = match (win.board, win.level) {
            (board, Some(level)) if board == classic => tr_args(
                "win-solved-level",
                &[("level", Arg::from(level_name(level))), ("time", time)],
            ),
            (board, Some(level)) => tr_args(
                "win-solved-variant-level",
                &[
                    (
                        "variant",
                        Arg::from(super::statistics_window::board_name(board)),
                    ),
                    ("level", Arg::from(level_name(level))),
                    ("time", time),
                ],
            ),
            (_, None) => tr_args("win-solved", &[("time", time)]),
        };
        let response = egui::Modal::new(egui::Id::unique("win"))
            .frame(dialog_frame(palette))
            .show(ctx, |ui| {
                ui.set_width(dialog_width(ctx, 380.0));
                ui.vertical_centered(|ui| {
                    win_summary(app, win, &solved, ui, palette);
                    ui.add_space(8.0);
                    ui.horizontal(|ui| {
                        if ui
                            .add(accent_button(&tr("win-play-again"), palette))
                            .clicked()
                        {
                            out.push(Command::CloseWin);
                            out.push(match (win.board, win.level) {
                                (Board::Sized(kind), Some(level)) => {
                                    Command::NewSizedGame(kind, level)
                                }
                                _ => Command::NewGameAtChosenLevel,
                            });
                        }
                        if ui.button(Command::CloseWin.label()).clicked() {
                            out.push(Command::CloseWin);
                        }
                    });
                });
            });
        if response.should_close() {
            out.push(Command::CloseWin);
        }
    }
}

/// The win dialog's words: solved, the time, the rating, the help taken and the record.
fn win_summary(
    app: &NonetApp,
    win: &super::WinInfo,
    solved: &str,
    ui: &mut egui::Ui,
    palette: &Palette,
) {
    super::speech::label(
        ui,
        RichText::new(tr("win-solved-title"))
            .size(28.0)
            .color(palette.success),
    );
    super::speech::label(ui, RichText::new(solved));
    // The rating is the 9x9 game's; a game of another size shows its level above.
    let rating = match win.board {
        Board::Variant(_) => app.game.as_ref().and_then(|g| g.rating()),
        Board::Sized(_) => None,
    };
    if let Some(rating) = rating {
        super::speech::label(
            ui,
            RichText::new(super::rating_text::short(rating)).color(palette.muted),
        )
        .on_hover_text(super::rating_text::explanation(rating));
    }
    super::speech::label(
        ui,
        RichText::new(tr_args(
            "win-hints-mistakes",
            &[
                ("hints", Arg::from(win.hints.to_string())),
                ("mistakes", Arg::from(win.mistakes.to_string())),
            ],
        ))
        .color(palette.muted),
    );
    // Each kind of help in a sentence, then once what it means for the time.
    for &assist in &win.assists {
        super::speech::label(
            ui,
            RichText::new(super::records::assisted_sentence(assist)).color(palette.muted),
        );
    }
    if !win.assists.is_empty() {
        super::speech::label(
            ui,
            RichText::new(tr("play-assist-kept")).color(palette.muted),
        );
    }
    if win.new_best {
        super::speech::label(ui, RichText::new(tr("win-new-best")).color(palette.success));
    } else if let Some(best) = win.best {
        super::speech::label(
            ui,
            RichText::new(tr_args(
                "win-best",
                &[("time", Arg::from(format_duration(best)))],
            ))
            .color(palette.muted),
        );
    }
}

fn confirm_dialog(
    app: &NonetApp,
    confirm: Confirm,
    ctx: &egui::Context,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    // Message ids: the question and the button that says yes; a question that would replace
    // the game says what the player would lose instead of a fixed text.
    let (title, body, yes) = match confirm {
        Confirm::Reveal => (
            "win-confirm-reveal-title",
            Some("win-confirm-reveal"),
            "win-confirm-reveal-yes",
        ),
        Confirm::NewGame(_)
        | Confirm::NewGameByTechnique(_)
        | Confirm::NewVariantGame(..)
        | Confirm::NewSizedGame(..)
        | Confirm::NewConstraintGame(..) => (
            "win-confirm-new-game-title",
            None,
            "win-confirm-new-game-yes",
        ),
        Confirm::CollectionPuzzle(_) => {
            ("win-confirm-collection-title", None, "win-confirm-play-it")
        }
        Confirm::PastedPuzzle => ("win-confirm-pasted-title", None, "win-confirm-play-it"),
        Confirm::LinkedPuzzle => ("win-confirm-link-title", None, "win-confirm-play-it"),
        Confirm::EnteredPuzzle => ("win-confirm-entered-title", None, "win-confirm-play-it"),
        Confirm::OpenFile => ("win-confirm-open-title", None, "win-confirm-open-yes"),
        Confirm::PlaySeveral => (
            "win-confirm-several-title",
            Some("win-confirm-several"),
            "win-confirm-several-yes",
        ),
        Confirm::CloseSizedGame => (
            "win-confirm-close-sized-title",
            None,
            "win-confirm-close-sized-yes",
        ),
        Confirm::Daily(..) | Confirm::SizedDaily(..) => {
            ("win-confirm-daily-title", None, "win-confirm-play-it")
        }
        Confirm::Practise(..) => (
            "win-confirm-practise-title",
            None,
            "win-confirm-practise-yes",
        ),
        Confirm::LeaveWorkshop => ("set-confirm-leave-title", None, "set-confirm-leave-yes"),
    };
    egui::Modal::new(egui::Id::unique("confirm"))
        .frame(dialog_frame(palette))
        .show(ctx, |ui| {
            ui.set_width(dialog_width(ctx, 380.0));
            // The question is said as it opens, for a player who cannot see it appear.
            super::speech::label(ui, RichText::new(tr(title)).heading());
            match (body, confirm) {
                (Some(body), _) => {
                    super::speech::label(ui, RichText::new(tr(body)));
                }
                (None, Confirm::LeaveWorkshop) => draft_would_be_lost(app, ui, palette),
                (
                    None,
                    Confirm::NewSizedGame(..)
                    | Confirm::SizedDaily(..)
                    | Confirm::NewConstraintGame(..),
                )
                | (None, Confirm::CloseSizedGame) => sized_would_be_lost(app, ui, palette),
                (None, _) => what_would_be_lost(app, ui, palette),
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                // Neither button has the focus, so Enter answers neither (see `input.rs`).
                if ui.add(accent_button(&tr(yes), palette)).clicked() {
                    out.push(Command::ConfirmYes);
                }
                if ui.button(Command::ConfirmNo.label()).clicked() {
                    out.push(Command::ConfirmNo);
                }
            });
        });
}

/// The words of the question before a draft is thrown away: what it is, then what is in
/// it, a line each (givens, cages, rules drawn, painted regions).
fn draft_summary(draft: &crate::setter::Draft) -> (String, Vec<String>) {
    let variant = super::variant_games::variant_name(draft.kind());
    let heading = tr_args("set-draft-lost", &[("variant", Arg::from(variant))]);
    // Message ids: one of a kind, and more.
    let counted = [
        (
            draft.givens().filled_count(),
            "set-lose-givens-one",
            "set-lose-givens",
        ),
        (draft.cages().len(), "set-lose-cages-one", "set-lose-cages"),
        (draft.drawn().len(), "set-lose-rules-one", "set-lose-rules"),
    ];
    let mut lines = counted_lines(&counted);
    if draft.regions() != &crate::variant::BOX_REGIONS {
        lines.push(crate::i18n::tr("set-lose-regions"));
    }
    (heading, lines)
}

/// A line for each kind of thing there is some of: its message for one, or for more with the
/// count (message ids in pairs).
fn counted_lines(kinds: &[(usize, &str, &str)]) -> Vec<String> {
    kinds
        .iter()
        .filter(|(count, ..)| *count > 0)
        .map(|&(count, one, more)| match count {
            1 => tr(one),
            n => tr_args(more, &[("count", Arg::from(n))]),
        })
        .collect()
}

/// What leaving the game of another size would throw away: its digits, notes and time.
fn sized_would_be_lost(app: &NonetApp, ui: &mut egui::Ui, palette: &Palette) {
    let Some(play) = &app.sized else {
        ui.label(tr("win-confirm-replace"));
        return;
    };
    let game = &play.game;
    let cells = 0..game.digits().len();
    let digits = cells
        .clone()
        .filter(|&c| !game.is_given(c) && game.digit(c) != 0);
    let notes: u32 = cells.map(|c| game.notes(c).count_ones()).sum();
    let kinds = [
        (digits.count(), "win-lose-digits-one", "win-lose-digits"),
        (
            notes as usize,
            "win-lose-candidates-one",
            "win-lose-candidates",
        ),
    ];
    let mut lines = counted_lines(&kinds);
    lines.push(tr_args(
        "win-lose-time",
        &[("time", Arg::from(format_duration(game.elapsed())))],
    ));
    ui.label(tr("win-leave-counted"));
    ui.indent("lost", |ui| {
        for line in lines {
            ui.label(RichText::new(format!("• {line}")).color(palette.given));
        }
    });
}

/// What leaving the workshop would throw away: the draft, kind, givens and cages.
fn draft_would_be_lost(app: &NonetApp, ui: &mut egui::Ui, palette: &Palette) {
    if let Some(setting) = &app.setting {
        let (heading, lines) = draft_summary(setting.workshop.draft());
        ui.label(heading);
        ui.indent("lost", |ui| {
            for line in lines {
                ui.label(RichText::new(format!("• {line}")).color(palette.given));
            }
        });
    }
    ui.label(RichText::new(tr("set-confirm-leave-save-first")).color(palette.muted));
}

/// What replacing the game would throw away: whether it counts as left in the statistics,
/// the work in it, kind by kind, and the time on the clock.
fn what_would_be_lost(app: &NonetApp, ui: &mut egui::Ui, palette: &Palette) {
    let Some(progress) = app.game.as_ref().and_then(|game| game.progress()) else {
        ui.label(tr("win-confirm-replace"));
        return;
    };
    let counted = app.leaving_counts_in_statistics();
    ui.label(tr(if counted {
        "win-leave-counted"
    } else {
        "win-leave-lose"
    }));
    // Message ids: one of a kind, and more.
    let kinds = [
        (progress.digits, "win-lose-digits-one", "win-lose-digits"),
        (
            progress.candidates,
            "win-lose-candidates-one",
            "win-lose-candidates",
        ),
        (
            progress.corner_marks,
            "win-lose-corner-marks-one",
            "win-lose-corner-marks",
        ),
        (progress.colours, "win-lose-colours-one", "win-lose-colours"),
        (
            progress.checkpoints,
            "win-lose-checkpoints-one",
            "win-lose-checkpoints",
        ),
    ];
    let mut lines = counted_lines(&kinds);
    lines.push(tr_args(
        "win-lose-time",
        &[("time", Arg::from(format_duration(progress.elapsed)))],
    ));
    ui.indent("lost", |ui| {
        for line in lines {
            ui.label(RichText::new(format!("• {line}")).color(palette.given));
        }
    });
    ui.label(RichText::new(tr("win-leave-save-first")).color(palette.muted));
}
