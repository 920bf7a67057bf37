//! What the workshop draws: the draft on the board (givens, true candidates, a jigsaw's
//! regions in colours) and the panel beside it with the survey and the setter's tools.

use super::NonetApp;
use super::board::CellView;
use super::buttons::{accent_button, button_row, command_button};
use super::command::{Command, SetterCommand, level_name, technique_name};
use super::command_text::symmetry_name;
use super::setting::Setting;
use super::theme::Palette;
use crate::generator::Symmetry;
use crate::grid::{CELLS, DigitSet, cell_name};
use crate::i18n::{Arg, Localized, tr, tr_args};
use crate::logic::Level;
use crate::setter::{Count, GlobalRule, RuleTool};
use crate::variant::Kind;
use egui::{Button, RichText, Ui};
use std::ops::RangeInclusive;

/// The levels a classic pattern can be filled at: random grids cut to a pattern are seldom
/// harder. A variant's cut grids often need forcing chains, so variants go to Master.
const PATTERN_LEVELS: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

/// The board's cells while a puzzle is set.
pub(super) fn fill_cells(setting: &Setting, cells: &mut [CellView; CELLS]) {
    let givens = setting.givens();
    let regions = setting.workshop.draft().regions();
    let candidates = setting
        .survey
        .as_ref()
        .filter(|_| setting.show_candidates)
        .map(|survey| &survey.true_candidates);
    for (cell, view) in cells.iter_mut().enumerate() {
        view.digit = givens.get(cell);
        view.given = view.digit != 0;
        if view.digit == 0
            && let Some(candidates) = candidates
        {
            view.notes = DigitSet::from_bits(candidates[cell]);
        }
        // A jigsaw's regions in colours while they make no puzzle (no borders can be drawn
        // then, and there is no survey to tint cells); whole regions get their borders.
        if setting.kind() == Kind::Jigsaw && setting.frame.is_none() {
            view.colour = regions[cell] + 1;
        }
    }
    for cell in clashing_givens(setting) {
        cells[cell].error = true;
    }
}

/// The givens that repeat a digit in one of the draft's houses: its variant's houses when
/// its rules make a puzzle (a jigsaw's boxes are no houses, an X's diagonals are), else the
/// rows, columns and boxes.
fn clashing_givens(setting: &Setting) -> Vec<usize> {
    let givens = setting.givens();
    let Some(frame) = &setting.frame else {
        return givens.conflicting_cells();
    };
    let geometry = frame.geometry();
    (0..CELLS)
        .filter(|&cell| {
            let digit = givens.get(cell);
            digit != 0
                && geometry
                    .peers(cell)
                    .iter()
                    .any(|&peer| givens.get(usize::from(peer)) == digit)
        })
        .collect()
}

/// One line of the survey.
fn line(ui: &mut Ui, text: String, colour: egui::Color32) {
    ui.label(RichText::new(text).color(colour));
}

/// What the survey lines show of a draft, of any size.
pub(super) struct SurveyShown<'a> {
    /// Why the draft makes no puzzle yet, in words.
    pub problem: Option<String>,
    /// The last survey.
    pub survey: Option<&'a crate::setter::Survey>,
    /// Whether a newer survey is being worked out.
    pub surveying: bool,
    /// Whether rules are drawn on the draft (no solution then may be theirs).
    pub drawn_rules: bool,
    /// How many givens are placed.
    pub givens: usize,
    /// The draft's kind, named, for a rating past Master.
    pub kind_name: String,
    /// A cell's name on the draft's grid.
    pub cell_name: &'a dyn Fn(usize) -> String,
    /// Whether the solve path can walk the draft.
    pub solve_path: bool,
}

/// The most givens that could go named one by one in the panel; past it, their number.
const MOST_REMOVABLE_LISTED: usize = 16;

/// What the survey says: solutions, rating, removable givens, symmetry.
pub(super) fn survey_lines(
    shown: &SurveyShown<'_>,
    ui: &mut Ui,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    if let Some(problem) = &shown.problem {
        let text = tr_args("set-problem", &[("error", Arg::from(problem.as_str()))]);
        line(ui, text, palette.error);
        return;
    }
    let Some(survey) = shown.survey else {
        line(ui, tr("set-working"), palette.muted);
        return;
    };
    if shown.surveying {
        line(ui, tr("set-working"), palette.muted);
    }
    let (text, colour) = match survey.count {
        Count::None if shown.drawn_rules => (tr("set-solutions-none-rules"), palette.error),
        Count::None => (tr("set-solutions-none"), palette.error),
        Count::One => (tr("set-solutions-one"), palette.success),
        Count::Several => (tr("set-solutions-several"), ui.visuals().text_color()),
        Count::Unknown => (tr("set-solutions-unknown"), palette.muted),
    };
    line(ui, text, colour);
    if let Some(grade) = survey.grade {
        let score = Arg::from(format!("{:.1}", grade.score));
        let text = match (grade.level, grade.hardest) {
            (Some(level), Some(hardest)) => tr_args(
                "set-rated",
                &[
                    ("level", level_name(level).into()),
                    ("score", score),
                    ("technique", technique_name(hardest).into()),
                ],
            ),
            (Some(level), None) => tr_args(
                "set-rated-plain",
                &[("level", level_name(level).into()), ("score", score)],
            ),
            (None, _) => tr_args(
                "set-rated-beyond",
                &[("variant", shown.kind_name.as_str().into())],
            ),
        };
        ui.label(text);
    }
    if survey.count != Count::None && shown.solve_path {
        let path = Command::SolvePath(super::command::SolvePathCommand::ToggleWindow);
        command_button(ui, Button::new(path.label()), path, true, out);
    }
    let removable = match survey.count {
        // "Every given is needed" says nothing true of a puzzle with none (a killer's cages
        // can make it unique alone).
        Count::One if shown.givens == 0 => tr("set-minimal-no-givens"),
        Count::One if survey.removable.is_empty() => tr("set-minimal"),
        // A long list would run past the panel; the board highlights them all anyway.
        Count::One if survey.removable.len() > MOST_REMOVABLE_LISTED => tr_args(
            "set-removable-many",
            &[("count", survey.removable.len().into())],
        ),
        Count::One => {
            let cells: Vec<String> = survey
                .removable
                .iter()
                .map(|&cell| (shown.cell_name)(usize::from(cell)))
                .collect();
            tr_args("set-removable", &[("cells", cells.join(" ").into())])
        }
        _ => tr("set-not-minimal"),
    };
    ui.label(removable);
    // No givens keep every symmetry, which says nothing (a killer often has none).
    if shown.givens > 0 {
        let names: Vec<String> = if survey.symmetries.is_empty() {
            vec![symmetry_name(Symmetry::None)]
        } else {
            survey
                .symmetries
                .iter()
                .map(|&s| symmetry_name(s))
                .collect()
        };
        ui.label(tr_args(
            "set-symmetry",
            &[("names", names.join(", ").into())],
        ));
    }
    ui.label(RichText::new(tr("set-legend")).small().color(palette.muted));
}

/// The symmetry kept while placing givens, as a drop-down of every symmetry.
pub(super) fn keep_box(keep: Symmetry, ui: &mut Ui, out: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        // The label names the box for screen readers too.
        egui::ComboBox::new("set-keep", tr("set-keep"))
            .selected_text(symmetry_name(keep))
            .show_ui(ui, |ui| {
                for symmetry in Symmetry::ALL {
                    let command = Command::Setter(SetterCommand::KeepSymmetry(symmetry));
                    if ui
                        .selectable_label(keep == symmetry, command.label())
                        .on_hover_text(command.description())
                        .clicked()
                    {
                        out.push(command);
                    }
                }
            });
    });
}

/// The setter's tools for every kind: the kept symmetry, the splitting given, true
/// candidates and pattern filling.
fn tools(setting: &Setting, ui: &mut Ui, out: &mut Vec<Command>) {
    ui.label(RichText::new(tr("set-tools")).strong());
    keep_box(setting.workshop.keep(), ui, out);
    // A pattern fill searches under the kind's rules alone, so it waits while rules are
    // drawn.
    let drawn = setting.has_drawn_rules();
    let several = setting
        .survey
        .as_ref()
        .is_some_and(|s| s.count == Count::Several);
    button_row(ui, 2, |ui, size| {
        let split = Command::Setter(SetterCommand::AddSplitGiven);
        command_button(
            ui,
            Button::new(split.label()).min_size(size),
            split,
            several,
            out,
        );
        let shown = setting.show_candidates;
        let toggle = Command::Setter(SetterCommand::ToggleTrueCandidates);
        command_button(
            ui,
            Button::new(toggle.label()).selected(shown).min_size(size),
            toggle,
            true,
            out,
        );
    });
    if drawn {
        ui.label(RichText::new(tr("set-drawn-no-fill")).small());
    }
    // A variant's pattern is filled under its rules, which must make a puzzle first.
    let fillable = setting.problem.is_none() && !setting.is_filling() && !drawn;
    {
        let levels = match setting.kind() {
            Kind::Classic => &PATTERN_LEVELS[..],
            _ => &Level::ALL[..],
        };
        ui.add_enabled_ui(fillable, |ui| {
            ui.menu_button(tr("set-fill-pattern"), |ui| {
                for &level in levels {
                    let fill = Command::Setter(SetterCommand::FillPattern(level));
                    if ui
                        .button(level_name(level))
                        .on_hover_text(fill.description())
                        .clicked()
                    {
                        out.push(fill);
                    }
                }
            })
            .response
            .on_hover_text(tr("set-fill-pattern.tip"));
        });
    }
}

/// The Sum field, for the next killer cage or clue outside the grid, marked when its
/// number is outside `range` (a killer's digits typed while several cells are selected go
/// to it too: see `toolkit.rs`).
fn sum_field(setting: &Setting, range: RangeInclusive<u32>, ui: &mut Ui, out: &mut Vec<Command>) {
    let hint = format!("{}–{}", range.start(), range.end());
    let bad = setting.cage_sum.is_some_and(|sum| !range.contains(&sum));
    ui.horizontal(|ui| {
        let label = ui.label(tr("set-cage-sum"));
        let mut text = setting.cage_sum.map_or_else(String::new, |s| s.to_string());
        let mut field = egui::TextEdit::singleline(&mut text)
            .desired_width(60.0)
            .hint_text(hint);
        if bad {
            field = field.text_color(ui.visuals().error_fg_color);
        }
        let response = ui.add(field).labelled_by(label.id);
        let response = if bad {
            response.on_hover_text(tr("set-cage-sum-bad"))
        } else {
            response
        };
        if response.changed() {
            let digits: String = text.chars().filter(char::is_ascii_digit).take(3).collect();
            out.push(Command::Setter(SetterCommand::SetCageSum(
                digits.parse::<u32>().ok(),
            )));
        }
    });
}

/// The cage sum field and the cage buttons. Digits typed while cells are selected go to the
/// sum (see `toolkit.rs`), and Enter makes the cage.
fn cage_tools(app: &NonetApp, setting: &Setting, ui: &mut Ui, out: &mut Vec<Command>) {
    ui.label(RichText::new(tr("set-cages-help")).small());
    let sum = setting.cage_sum.filter(|s| (1..=45).contains(s));
    sum_field(setting, 1..=45, ui, out);
    // The buttons take a row of their own, so the panel keeps its width in every language.
    button_row(ui, 2, |ui, size| {
        let make = Command::Setter(SetterCommand::MakeCage(sum.unwrap_or(0)));
        let ready = sum.is_some() && !app.selection.is_empty();
        command_button(
            ui,
            Button::new(make.label()).min_size(size),
            make,
            ready,
            out,
        );
        let remove = Command::Setter(SetterCommand::RemoveCage);
        command_button(
            ui,
            Button::new(remove.label()).min_size(size),
            remove,
            true,
            out,
        );
    });
}

/// The rule tools: select cells (drag along a line, from a thermometer's bulb or an
/// arrow's circle) and press the rule's button; a clue outside the grid takes the number in
/// the Sum field. Then the toggles of the rules of the whole grid, and Remove rules here.
fn drawn_rule_tools(app: &NonetApp, setting: &Setting, ui: &mut Ui, out: &mut Vec<Command>) {
    let header = egui::CollapsingHeader::new(tr("set-rules-heading"))
        .id_salt(("set-rules", setting.serial))
        .default_open(setting.has_drawn_rules());
    header.show(ui, |ui| {
        ui.label(RichText::new(tr("set-rules-help")).small());
        if setting.kind() != Kind::Killer {
            // A sandwich may be 0; a little killer's digits may repeat, up to 9 nines.
            sum_field(setting, 0..=81, ui, out);
        }
        for row in RuleTool::ALL.chunks(3) {
            button_row(ui, 3, |ui, size| {
                for &tool in row {
                    let draw = Command::Setter(SetterCommand::DrawRule(tool));
                    let ready = !tool.needs_number() || setting.cage_sum.is_some();
                    command_button(
                        ui,
                        Button::new(draw.label()).min_size(size),
                        draw,
                        ready,
                        out,
                    );
                }
            });
        }
        for row in GlobalRule::ALL.chunks(2) {
            button_row(ui, 2, |ui, size| {
                for &global in row {
                    let toggle = Command::Setter(SetterCommand::ToggleGlobal(global));
                    let on = setting.workshop.draft().has_global(global);
                    let button = Button::new(toggle.label()).selected(on).min_size(size);
                    command_button(ui, button, toggle, true, out);
                }
            });
        }
        let remove = Command::Setter(SetterCommand::RemoveRules);
        let any = setting.has_drawn_rules() && !app.selection.is_empty();
        button_row(ui, 1, |ui, size| {
            let label = remove.label();
            command_button(
                ui,
                Button::new(label).min_size(size),
                remove.clone(),
                any,
                out,
            );
        });
    });
}

/// The nine region buttons of a jigsaw.
fn region_tools(ui: &mut Ui, out: &mut Vec<Command>) {
    ui.label(RichText::new(tr("set-regions-help")).small());
    for row in 0..3u8 {
        button_row(ui, 3, |ui, size| {
            for region in row * 3..row * 3 + 3 {
                let paint = Command::Setter(SetterCommand::PaintRegion(region));
                command_button(
                    ui,
                    Button::new(paint.label()).min_size(size),
                    paint,
                    true,
                    out,
                );
            }
        });
    }
}

/// The workshop's title, naming what is set (`name`), and how to type a puzzle in; the
/// title, which [`open_at_top`] scrolls to.
pub(super) fn heading(ui: &mut Ui, name: &str, palette: &Palette) -> egui::Response {
    let title = ui.label(
        RichText::new(tr_args("play-enter-title", &[("variant", name.into())]))
            .size(22.0)
            .strong()
            .color(palette.given),
    );
    ui.label(RichText::new(tr("play-enter-help")).color(palette.muted));
    title
}

/// Start (leading when the draft can be played; while it cannot, a plain button, which
/// still says why when pressed), Undo and Redo, then Clear and Cancel.
pub(super) fn draft_buttons(
    ui: &mut Ui,
    palette: &Palette,
    (playable, can_undo, can_redo): (bool, bool, bool),
    out: &mut Vec<Command>,
) {
    button_row(ui, 3, |ui, size| {
        let start = Command::StartEnteredPuzzle.label();
        let start = if playable {
            accent_button(&start, palette)
        } else {
            Button::new(start)
        };
        let start = start.min_size(size);
        command_button(ui, start, Command::StartEnteredPuzzle, true, out);
        let undo = Button::new(Command::Undo.label()).min_size(size);
        command_button(ui, undo, Command::Undo, can_undo, out);
        let redo = Button::new(Command::Redo.label()).min_size(size);
        command_button(ui, redo, Command::Redo, can_redo, out);
    });
    button_row(ui, 2, |ui, size| {
        for command in [Command::ClearEnteredPuzzle, Command::CancelEntering] {
            let button = Button::new(command.label()).min_size(size);
            command_button(ui, button, command, true, out);
        }
    });
}

/// A workshop opens at its top (`title`), whatever the panel's scroll was and wherever the
/// news card (which asks to be seen) is: asked last in the panel, this is the scroll that
/// holds. `serial` tells one opening from the next.
pub(super) fn open_at_top(ui: &mut Ui, serial: u64, title: &egui::Response) {
    let opened = ui.make_persistent_id(("set-opened", serial));
    if !ui.data(|d| d.get_temp::<bool>(opened).unwrap_or(false)) {
        ui.data_mut(|d| d.insert_temp(opened, true));
        title.scroll_to_me(Some(egui::Align::TOP));
    }
}

/// The panel while a puzzle is set. What is clicked often (the kind's own tools, the pad,
/// Start, Undo) comes first and never moves; the survey, whose lines come and go, is last.
pub(super) fn panel(app: &NonetApp, ui: &mut Ui, palette: &Palette, out: &mut Vec<Command>) {
    let Some(setting) = &app.setting else {
        return;
    };
    let variant = super::variant_games::variant_name(setting.kind());
    let title = heading(ui, &variant, palette);
    ui.add_space(4.0);
    match setting.kind() {
        Kind::Killer => cage_tools(app, setting, ui, out),
        Kind::Jigsaw => region_tools(ui, out),
        Kind::Classic | Kind::X | Kind::Windoku => {}
    }
    drawn_rule_tools(app, setting, ui, out);
    ui.add_space(4.0);
    super::tool_panel::number_pad(app, ui, palette, &[0; 10], (true, 44.0), out);
    ui.add_space(4.0);
    let playable = setting.problem.is_none()
        && (setting.survey.as_ref())
            .is_some_and(|s| matches!(s.count, Count::One | Count::Several));
    let history = (setting.workshop.can_undo(), setting.workshop.can_redo());
    draft_buttons(ui, palette, (playable, history.0, history.1), out);
    ui.add_space(6.0);
    tools(setting, ui, out);
    ui.add_space(6.0);
    let givens = setting.givens().filled_count();
    ui.label(tr_args("set-givens-so-far", &[("count", givens.into())]));
    let shown = SurveyShown {
        problem: setting.problem.as_ref().map(Localized::localized),
        survey: setting.survey.as_ref(),
        surveying: setting.is_surveying(),
        drawn_rules: setting.has_drawn_rules(),
        givens,
        kind_name: variant,
        cell_name: &cell_name,
        // The solve path walks 9x9 games, which a draft with rules drawn is not.
        solve_path: !setting.has_drawn_rules(),
    };
    survey_lines(&shown, ui, palette, out);
    ui.add_space(4.0);
    super::feedback_card::feedback(app, ui, palette);
    open_at_top(ui, setting.serial, &title);
}
