//! Techniques and practice: a window that says what each technique does and shows it on a
//! real position drawn by the board widget, and practice sessions that give positions where
//! one technique is the next step, check each move against that step, and move on.

use super::board;
use super::command::{Command, TechniquesCommand, level_name, technique_name};
use super::hint_marks::{HintMarks, HintTier};
use super::theme::Palette;
use crate::background::{Job, Pending, Progress, offload};
use crate::game::{Game, Hint};
use crate::generator::practice::{
    PRACTICE_TECHNIQUES, PracticePosition, instances_of, practice_positions,
};
use crate::grid::{CELLS, cell_name};
use crate::i18n::{Arg, language, tr, tr_args};
use crate::logic::{LogicState, Step, Technique};
use crate::words::Explained;
use egui::RichText;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

mod commands;

/// Width of the techniques window's list.
const LIST_WIDTH: f32 = 180.0;

/// Least width of the page that describes a technique.
const PAGE_MIN_WIDTH: f32 = EXAMPLE_MIN_SIDE;
/// The least side of a technique's example board: cells of 40 points, whose candidates
/// read at the size they have on the main board.
const EXAMPLE_MIN_SIDE: f32 = 360.0;
/// The largest side of an example board.
const EXAMPLE_MAX_SIDE: f32 = 450.0;

/// The seed of a technique's example in the window, so the example stays the same.
const EXAMPLE_SEED: u64 = 2026;

/// What `technique` does, in the interface's language. `Technique::description` stays the
/// English the command line prints; the catalogue's English is the same text.
pub(super) fn technique_description(technique: Technique) -> String {
    use Technique::*;
    tr(match technique {
        FullHouse => "technique-desc-full-house",
        HiddenSingle => "technique-desc-hidden-single",
        NakedSingle => "technique-desc-naked-single",
        Pointing => "technique-desc-pointing",
        Claiming => "technique-desc-claiming",
        NakedPair => "technique-desc-naked-pair",
        HiddenPair => "technique-desc-hidden-pair",
        NakedTriple => "technique-desc-naked-triple",
        HiddenTriple => "technique-desc-hidden-triple",
        NakedQuad => "technique-desc-naked-quad",
        HiddenQuad => "technique-desc-hidden-quad",
        XWing => "technique-desc-x-wing",
        Swordfish => "technique-desc-swordfish",
        Jellyfish => "technique-desc-jellyfish",
        FinnedXWing => "technique-desc-finned-x-wing",
        FinnedSwordfish => "technique-desc-finned-swordfish",
        FinnedJellyfish => "technique-desc-finned-jellyfish",
        Skyscraper => "technique-desc-skyscraper",
        TwoStringKite => "technique-desc-two-string-kite",
        EmptyRectangle => "technique-desc-empty-rectangle",
        XYWing => "technique-desc-xy-wing",
        XYZWing => "technique-desc-xyz-wing",
        WWing => "technique-desc-w-wing",
        RemotePairs => "technique-desc-remote-pairs",
        SimpleColouring => "technique-desc-simple-colouring",
        UniqueRectangle1 => "technique-desc-unique-rectangle-1",
        UniqueRectangle2 => "technique-desc-unique-rectangle-2",
        UniqueRectangle3 => "technique-desc-unique-rectangle-3",
        UniqueRectangle4 => "technique-desc-unique-rectangle-4",
        BugPlusOne => "technique-desc-bug-plus-one",
        XChain => "technique-desc-x-chain",
        XYChain => "technique-desc-xy-chain",
        NiceLoop => "technique-desc-nice-loop",
        AlsXz => "technique-desc-als-xz",
        ForcingChain => "technique-desc-forcing-chain",
        StrongLinkFish => "technique-desc-strong-link-fish",
        WXYZWing | VWXYZWing | UVWXYZWing => "technique-desc-explainer-wing",
        AlignedTripleExclusion => "technique-desc-aligned-triple-exclusion",
        CageCombinations => "technique-desc-cage-combinations",
        CageHouse => "technique-desc-cage-house",
        HouseCage => "technique-desc-house-cage",
        RuleOf45 => "technique-desc-rule-of-45",
        RuleOf45TwoHouses => "technique-desc-rule-of-45-two-houses",
        KillerPair => "technique-desc-killer-pair",
        RuleOf45SeveralHouses => "technique-desc-rule-of-45-several-houses",
        InteractingCages => "technique-desc-interacting-cages",
    })
}

/// A made position, with the instances of its technique when asked for (a practice
/// position's, which judge the player's moves).
#[derive(Serialize, Deserialize)]
pub struct Made {
    /// The position.
    pub position: PracticePosition,
    /// Every instance of the technique there (see [`instances_of`]); empty for an example.
    pub instances: Vec<Step>,
}

/// A position being made away from the frame (the bank is searched, up to a second).
struct Making {
    technique: Technique,
    /// `None` when the work could not be started.
    pending: Option<Pending<Option<Made>>>,
}

/// A practice position to make, as work for [`offload`]: one for `technique` from the bank
/// with `seed`, with the technique's instances there when `with_instances`.
#[derive(Serialize, Deserialize)]
pub struct PracticeJob {
    technique: Technique,
    seed: u64,
    with_instances: bool,
}

impl Job for PracticeJob {
    const NAME: &'static str = "nonet-practice";
    /// `None` when the bank holds no position for the technique.
    type Output = Option<Made>;

    fn run(self, _progress: &Progress) -> Option<Made> {
        let made = practice_positions(self.technique, 1, self.seed)
            .into_iter()
            .next();
        made.map(|position| {
            let instances = if self.with_instances {
                let state = LogicState::with_candidates(&position.grid, &position.candidates);
                instances_of(self.technique, &state)
            } else {
                Vec::new()
            };
            Made {
                position,
                instances,
            }
        })
    }
}

/// Starts making one position for `technique`; the window is woken when it is ready.
fn make_position(
    technique: Technique,
    seed: u64,
    with_instances: bool,
    ctx: &egui::Context,
) -> Making {
    let ctx = ctx.clone();
    let job = PracticeJob {
        technique,
        seed,
        with_instances,
    };
    let pending = offload(job, move || ctx.request_repaint())
        .inspect_err(|error| eprintln!("nonet: cannot make a practice position ({error})"))
        .ok();
    Making { technique, pending }
}

/// Takes a made position when it is ready: `Some(result)` once the work ended.
fn take(making: &Making) -> Option<Option<Made>> {
    match making.pending.as_ref().map(Pending::try_take) {
        Some(None) => None,
        Some(Some(Ok(position))) => Some(position),
        Some(Some(Err(_))) | None => Some(None),
    }
}

/// The techniques window: the technique shown and the examples made so far.
pub(super) struct TechniquesView {
    /// The technique shown.
    pub chosen: Technique,
    examples: HashMap<Technique, Option<(PracticePosition, HintMarks)>>,
    making: Option<Making>,
    /// This opening's scroll area id, so the list and each page open at their top.
    scroll: u64,
}

impl TechniquesView {
    /// The window showing the first technique; its example is being made.
    pub fn new(ctx: &egui::Context) -> TechniquesView {
        let mut view = TechniquesView {
            chosen: PRACTICE_TECHNIQUES[0],
            examples: HashMap::new(),
            making: None,
            scroll: super::fresh_scroll_id(),
        };
        view.choose(PRACTICE_TECHNIQUES[0], ctx);
        view
    }

    /// Shows `technique`, making its example if it has none yet.
    pub fn choose(&mut self, technique: Technique, ctx: &egui::Context) {
        self.chosen = technique;
        if !self.examples.contains_key(&technique)
            && self
                .making
                .as_ref()
                .is_none_or(|m| m.technique != technique)
        {
            self.making = Some(make_position(technique, EXAMPLE_SEED, false, ctx));
        }
    }

    /// Whether an example is being made.
    pub fn is_making(&self) -> bool {
        self.making.is_some()
    }

    /// Takes a made example. Returns whether one is still being made.
    pub fn poll(&mut self) -> bool {
        let Some(making) = &self.making else {
            return false;
        };
        let Some(position) = take(making) else {
            return true;
        };
        let example = position.map(|Made { position: p, .. }| {
            let marks = HintMarks::at_tier(&Hint::Step(p.step.clone()), HintTier::Explained, None);
            (p, marks)
        });
        self.examples.insert(making.technique, example);
        self.making = None;
        false
    }
}

/// How the practice position stands after the player's last move.
#[derive(Clone, PartialEq, Debug)]
pub enum PracticeState {
    /// The position is being made.
    Making,
    /// The player is looking for the step.
    Looking,
    /// Some of an instance's moves are made, and every move so far is one of its own.
    Partly,
    /// The step is made.
    Done,
    /// The last move went wrong; the sentence says how.
    Wrong(String),
}

/// A practice session: one technique, one position at a time.
pub(super) struct Practice {
    /// The technique practised.
    pub technique: Technique,
    /// The step the current position is for; once done, the instance the player made.
    pub step: Option<crate::logic::Step>,
    /// Every instance of the technique in the current position: each one's moves are right.
    pub instances: Vec<crate::logic::Step>,
    /// Positions done so far.
    pub done: usize,
    /// How the current position stands.
    pub state: PracticeState,
    /// Whether one of the session's positions is on the board (rather than the game the
    /// session started from).
    pub on_board: bool,
    seed: u64,
    making: Option<Making>,
}

impl Practice {
    /// Starts practising `technique`: the first position is being made.
    pub fn start(technique: Technique, seed: u64, ctx: &egui::Context) -> Practice {
        Practice {
            technique,
            step: None,
            instances: Vec::new(),
            done: 0,
            state: PracticeState::Making,
            on_board: false,
            seed,
            making: Some(make_position(technique, seed, true, ctx)),
        }
    }

    /// Makes the next position.
    pub fn next(&mut self, ctx: &egui::Context) {
        self.seed = self.seed.wrapping_add(1);
        self.state = PracticeState::Making;
        self.step = None;
        self.instances.clear();
        self.making = Some(make_position(self.technique, self.seed, true, ctx));
    }

    /// A made position when it is ready: `Some(None)` when none could be made.
    pub fn poll(&mut self) -> Option<Option<Made>> {
        let position = take(self.making.as_ref()?)?;
        self.making = None;
        Some(position)
    }
}

/// How the player's moves stand against the instances of the practised technique: a wrong
/// digit or a lost answer first, then an instance completed (its index), else whether every
/// move so far belongs to some instance.
pub fn judge(game: &Game, instances: &[Step]) -> (PracticeState, Option<usize>) {
    if let Some(&cell) = game.wrong_entries().first() {
        let args = [
            ("cell", cell_name(cell).into()),
            ("digit", game.digit(cell).into()),
        ];
        return (
            PracticeState::Wrong(tr_args("play-practice-wrong-digit", &args)),
            None,
        );
    }
    let solution = game.solution();
    let lost = (0..CELLS).find(|&cell| {
        let notes = game.notes(cell);
        game.digit(cell) == 0 && !notes.is_empty() && !notes.contains(solution.get(cell))
    });
    if let Some(cell) = lost {
        let args = [
            ("cell", cell_name(cell).into()),
            ("digit", solution.get(cell).into()),
        ];
        return (
            PracticeState::Wrong(tr_args("play-practice-lost-candidate", &args)),
            None,
        );
    }
    let placed = |p: &crate::logic::Candidate| game.digit(p.cell()) == p.digit;
    let removed = |e: &crate::logic::Candidate| {
        game.digit(e.cell()) != 0 || !game.notes(e.cell()).contains(e.digit)
    };
    let complete = instances.iter().position(|instance| {
        instance.placements.iter().all(placed) && instance.eliminations.iter().all(removed)
    });
    if complete.is_some() {
        return (PracticeState::Done, complete);
    }
    let begun = instances.iter().any(|instance| {
        instance.placements.iter().any(placed) || instance.eliminations.iter().any(removed)
    });
    let state = if begun {
        PracticeState::Partly
    } else {
        PracticeState::Looking
    };
    (state, None)
}

/// What the practice bar says.
pub(super) fn practice_text(practice: &Practice) -> String {
    let name = [("technique", Arg::from(technique_name(practice.technique)))];
    match &practice.state {
        PracticeState::Making => tr_args("play-practice-finding", &name),
        PracticeState::Looking => {
            let id = match &practice.step {
                Some(step) if !step.placements.is_empty() => "play-practice-find-placement",
                _ => "play-practice-find-elimination",
            };
            tr_args(id, &name)
        }
        PracticeState::Partly => tr_args("play-practice-partly", &name),
        PracticeState::Done => {
            let sentence = practice
                .step
                .as_ref()
                .map(|s| s.explanation_in(language()))
                .unwrap_or_default();
            tr_args("play-practice-right", &[("explanation", sentence.into())])
        }
        PracticeState::Wrong(why) => why.clone(),
    }
}

/// The practice bar at the top of the control panel.
pub(super) fn practice_bar(
    practice: &Practice,
    ui: &mut egui::Ui,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    egui::Frame::new()
        .fill(palette.cell)
        .stroke(egui::Stroke::new(1.0, palette.thin_line))
        .corner_radius(egui::CornerRadius::same(8))
        .inner_margin(egui::Margin::same(10))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let technique = ("technique", Arg::from(technique_name(practice.technique)));
            let title = match practice.done {
                0 => tr_args("play-practice-title", &[technique]),
                n => tr_args(
                    "play-practice-title-done",
                    &[technique, ("count", n.into())],
                ),
            };
            ui.label(RichText::new(title).strong());
            let colour = match practice.state {
                PracticeState::Done | PracticeState::Partly => palette.success,
                PracticeState::Wrong(_) => palette.error,
                _ => ui.visuals().text_color(),
            };
            ui.label(RichText::new(practice_text(practice)).color(colour));
            ui.horizontal(|ui| {
                let ctx = ui.ctx().clone();
                for command in [
                    Command::Techniques(TechniquesCommand::NextPractice),
                    Command::Techniques(TechniquesCommand::StopPractice),
                ] {
                    let enabled = command != Command::Techniques(TechniquesCommand::NextPractice)
                        || practice.state != PracticeState::Making;
                    if ui
                        .add_enabled(enabled, egui::Button::new(command.label()))
                        .on_hover_text(command.tooltip(&ctx))
                        .clicked()
                    {
                        out.push(command);
                    }
                }
            });
        });
}

/// Draws the techniques window; choosing and practising come back as commands.
pub(super) fn window(
    view: &TechniquesView,
    ctx: &egui::Context,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let mut open = true;
    // A fixed id, so the window keeps its place and size when the language changes.
    egui::Window::new(tr("play-techniques-title"))
        .id(egui::Id::unique("techniques window"))
        .open(&mut open)
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .default_size([LIST_WIDTH + EXAMPLE_MAX_SIDE + 60.0, 620.0])
        .resizable(true)
        .show(ctx, |ui| {
            let height = ui.available_height();
            ui.horizontal_top(|ui| {
                let list = egui::vec2(LIST_WIDTH, height);
                ui.allocate_ui_with_layout(list, egui::Layout::top_down(egui::Align::Min), |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt(("list of techniques", view.scroll))
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            for technique in PRACTICE_TECHNIQUES {
                                let command =
                                    Command::Techniques(TechniquesCommand::Choose(technique));
                                if ui
                                    .selectable_label(view.chosen == technique, command.label())
                                    .clicked()
                                {
                                    out.push(command);
                                }
                            }
                        });
                });
                ui.separator();
                let page = egui::vec2(ui.available_width().max(PAGE_MIN_WIDTH), height);
                ui.allocate_ui_with_layout(page, egui::Layout::top_down(egui::Align::Min), |ui| {
                    // Both ways: a narrow window scrolls to the example rather than shrink it.
                    egui::ScrollArea::both()
                        .id_salt(("page of a technique", view.scroll, view.chosen))
                        .auto_shrink([false, false])
                        .show(ui, |ui| technique_page(view, ui, palette, out));
                });
            });
        });
    if !open {
        out.push(Command::Techniques(TechniquesCommand::ToggleWindow));
    }
}

fn technique_page(
    view: &TechniquesView,
    ui: &mut egui::Ui,
    palette: &Palette,
    out: &mut Vec<Command>,
) {
    let technique = view.chosen;
    ui.label(RichText::new(technique_name(technique)).heading());
    let level = [("level", Arg::from(level_name(technique.level())))];
    ui.label(RichText::new(tr_args("play-technique-level", &level)).color(palette.muted));
    ui.label(technique_description(technique));
    let practise = Command::Techniques(TechniquesCommand::Practise(technique));
    let ctx = ui.ctx().clone();
    if ui
        .button(practise.label())
        .on_hover_text(practise.tooltip(&ctx))
        .clicked()
    {
        out.push(practise);
    }
    ui.add_space(6.0);
    match view.examples.get(&technique) {
        None => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr("play-finding-example"));
            });
        }
        Some(None) => {
            ui.label(tr("play-no-example"));
        }
        Some(Some((position, marks))) => {
            ui.label(RichText::new(tr("play-example")).strong());
            let side = ui
                .available_width()
                .clamp(EXAMPLE_MIN_SIDE, EXAMPLE_MAX_SIDE);
            ui.allocate_ui(egui::vec2(side, side), |ui| {
                let mut cells = [board::CellView::default(); CELLS];
                for (cell, view) in cells.iter_mut().enumerate() {
                    view.digit = position.grid.get(cell);
                    view.given = view.digit != 0;
                    view.notes = position.candidates.get(cell);
                }
                let scene = board::Scene {
                    cells,
                    selected: None,
                    selection: super::selection::CellSet::default(),
                    centred_candidates: false,
                    highlight_peers: false,
                    highlight_digit: None,
                    hint: Some(marks),
                    overlay: board::Overlay::None,
                    palette,
                    coordinates: false,
                    variant: None,
                };
                // The example is for looking at: its clicks do nothing.
                let _ = board::show(ui, &scene);
            });
            ui.label(position.step.explanation_in(language()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::text_in;
    use crate::lang::Language;

    #[test]
    fn the_catalogue_describes_every_technique_as_the_engine_does_in_english() {
        let all = [
            PRACTICE_TECHNIQUES.as_slice(),
            &[
                Technique::NakedQuad,
                Technique::HiddenQuad,
                Technique::Jellyfish,
                Technique::FinnedJellyfish,
                Technique::RemotePairs,
                Technique::UniqueRectangle2,
                Technique::UniqueRectangle3,
            ],
        ]
        .concat();
        for technique in all {
            // This thread speaks English unless told otherwise.
            assert_eq!(technique_description(technique), technique.description());
        }
        let chinese = text_in(Language::ZhCn, "technique-desc-x-wing", &[]);
        assert!(chinese.contains("矩形"), "{chinese}");
    }

    #[test]
    fn any_instance_of_the_practised_technique_is_right_and_completes_the_step() {
        // A position with two X-Wings, whose second is not the step finder's first.
        let (position, instances) = (0..60)
            .filter_map(|seed| practice_positions(Technique::XWing, 1, seed).pop())
            .map(|position| {
                let state = LogicState::with_candidates(&position.grid, &position.candidates);
                let instances = instances_of(Technique::XWing, &state);
                (position, instances)
            })
            .find(|(_, instances)| instances.len() >= 2)
            .expect("some X-Wing position holds two");
        assert_eq!(
            instances[0], position.step,
            "the finder's own instance comes first"
        );
        let other = &instances[1];
        assert_eq!(other.technique, Technique::XWing);
        let mut game = Game::from_pencilmarks(position.grid, &position.candidates)
            .expect("a practice position is playable");
        assert_eq!(judge(&game, &instances), (PracticeState::Looking, None));
        for (done, elimination) in other.eliminations.iter().enumerate() {
            if done > 0 {
                assert_eq!(judge(&game, &instances), (PracticeState::Partly, None));
            }
            game.apply(crate::game::Action::ToggleNote {
                cell: elimination.cell,
                digit: elimination.digit,
            })
            .expect("an open cell");
        }
        assert_eq!(judge(&game, &instances), (PracticeState::Done, Some(1)));
    }

    #[test]
    fn the_play_area_speaks_chinese_in_its_own_word_order() {
        // The language is per thread: this one is set on a thread of its own.
        std::thread::spawn(|| {
            crate::i18n::set_language(Language::ZhCn);
            let given = board::CellView {
                digit: 7,
                given: true,
                ..board::CellView::default()
            };
            assert_eq!(board::cell_label(22, &given), "r3c5，数字7，提示数");
            let unit = super::super::hint_card::house_name(crate::grid::House::Box(3));
            assert_eq!(unit, "第4宫");
            let full_house = technique_description(Technique::FullHouse);
            assert!(full_house.starts_with('某'), "{full_house}");
        })
        .join()
        .expect("the Chinese checks pass");
    }
}
