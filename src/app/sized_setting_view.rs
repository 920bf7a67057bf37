//! What the workshop at another size draws: the draft on the board of its size (givens, the
//! true candidates as notes, clashing givens marked, the cells the survey points at
//! tinted), and the panel beside it with its pad, its buttons, its tools and the survey.

use super::NonetApp;
use super::buttons::{button_row, command_button};
use super::command::{Command, SetterCommand, ToolkitCommand};
use super::setting_view::{SurveyShown, keep_box, survey_lines};
use super::sized_board::SizedScene;
use super::theme::Palette;
use crate::game::InputMode;
use crate::i18n::{Localized, tr, tr_args};
use crate::setter::Count;
use egui::{Button, RichText, Ui};

impl NonetApp {
    /// The draft of another size on the board, in the central panel.
    pub(super) fn sized_setting_board(
        &self,
        ui: &mut Ui,
        palette: &Palette,
        out: &mut Vec<Command>,
    ) {
        let Some(setting) = &self.sized_setting else {
            return;
        };
        let size = setting.workshop.draft().shape().size();
        let marked = setting.marked();
        let scene = SizedScene {
            game: &setting.shown,
            selected: setting.selected,
            selection: &setting.selection,
            step: None,
            step_houses: &marked,
            pointed: None,
            wrong: &[],
            clashes: &setting.clashes,
            numbers: self.settings.numbers_above_nine,
            pictures: self.settings.pictures && super::sized_pictures::has_pictures(size),
            palette,
            marks: &[],
        };
        let output = super::sized_board::show(ui, &scene);
        if let Some(cell) = output.clicked {
            out.push(Command::Select(cell));
        }
        if let Some(cell) = output.toggled {
            out.push(Command::Toolkit(ToolkitCommand::ToggleSelect(cell)));
        }
        if let Some((start, over)) = output.dragged {
            if !setting.selection.contains(&start) {
                out.push(Command::Toolkit(ToolkitCommand::StartDragSelection(start)));
            }
            if !setting.selection.contains(&over) {
                out.push(Command::Toolkit(ToolkitCommand::ExtendSelection(over)));
            }
        }
    }

    /// The panel while a puzzle of another size is set. What is clicked often (the pad,
    /// Start, Undo) comes first and never moves; the survey, whose lines come and go, is
    /// last.
    pub(super) fn sized_setting_panel(
        &self,
        ui: &mut Ui,
        palette: &Palette,
        out: &mut Vec<Command>,
    ) {
        let Some(setting) = &self.sized_setting else {
            return;
        };
        let draft = setting.workshop.draft();
        let name = super::command::sized_name(setting.kind());
        let title = super::setting_view::heading(ui, &name, palette);
        if draft.shape().size() > 9 {
            ui.label(RichText::new(tr("set-sized-letters")).small());
        }
        ui.add_space(4.0);
        self.sized_pad(
            draft.shape().size(),
            InputMode::Digit,
            true,
            ui,
            palette,
            out,
        );
        ui.add_space(4.0);
        let playable = setting.problem.is_none()
            && (setting.survey.as_ref()).is_some_and(|s| s.count == Count::One);
        let history = (setting.workshop.can_undo(), setting.workshop.can_redo());
        super::setting_view::draft_buttons(ui, palette, (playable, history.0, history.1), out);
        ui.add_space(6.0);
        ui.label(RichText::new(tr("set-tools")).strong());
        keep_box(setting.workshop.keep(), ui, out);
        let several = (setting.survey.as_ref()).is_some_and(|s| s.count == Count::Several);
        let jigsaw = setting.kind().jigsaw;
        let tools = [
            (SetterCommand::AddSplitGiven, several, false),
            (
                SetterCommand::ToggleTrueCandidates,
                true,
                setting.show_candidates,
            ),
        ];
        button_row(ui, 2, |ui, size| {
            for (tool, enabled, selected) in tools {
                let command = Command::Setter(tool);
                let button = Button::new(command.label()).selected(selected);
                command_button(ui, button.min_size(size), command, enabled, out);
            }
        });
        if jigsaw {
            let command = Command::Setter(SetterCommand::NewShape);
            command_button(ui, Button::new(command.label()), command, true, out);
        }
        ui.add_space(6.0);
        let givens = draft.given_count();
        ui.label(tr_args("set-givens-so-far", &[("count", givens.into())]));
        let cell_name = |cell: usize| setting.cell_name(cell);
        let shown = SurveyShown {
            problem: setting.problem.as_ref().map(Localized::localized),
            survey: setting.survey.as_ref(),
            surveying: setting.is_surveying(),
            drawn_rules: false,
            givens,
            kind_name: name,
            cell_name: &cell_name,
            // The solve path walks the game being played, not a draft of another size.
            solve_path: false,
        };
        survey_lines(&shown, ui, palette, out);
        ui.add_space(4.0);
        super::feedback_card::feedback(self, ui, palette);
        super::setting_view::open_at_top(ui, setting.serial, &title);
    }
}
