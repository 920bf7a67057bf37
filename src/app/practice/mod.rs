//! Techniques and practice: a window that says what each technique does, classic and of
//! each variant, and shows it on a real position drawn by the board widget (`view.rs`), and
//! practice sessions that give positions where one technique is the next step, check each
//! move against that step, and move on (variant positions: `variant.rs`).

use super::command::{Command, TechniquesCommand, technique_name, variant_name};
use super::theme::Palette;
use crate::background::{Job, Pending, Progress, offload};
use crate::game::Game;
use crate::generator::practice::{PracticePosition, instances_of, practice_positions};
use crate::grid::{CELLS, cell_name};
use crate::i18n::{Arg, language, tr, tr_args};
use crate::logic::{LogicState, Step, Technique};
use crate::variant::Kind;
use crate::words::Explained;
use egui::RichText;
use serde::{Deserialize, Serialize};
use variant::{VariantMade, VariantPracticeJob};

mod commands;
pub mod variant;
mod view;

pub(super) use view::TechniquesWindow;

/// What `technique` does, in the interface's language.
pub(super) fn technique_description(technique: Technique) -> String {
    tr(technique_description_id(technique))
}

/// The catalogue message that says what `technique` does.
fn technique_description_id(technique: Technique) -> &'static str {
    use Technique::*;
    match technique {
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
        PuzzleRule => "technique-desc-puzzle-rule",
    }
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

/// A position being made away from the frame: the bank is searched (up to a second), or
/// variant puzzles are made until one's solve reaches the technique (a second or two).
struct Making {
    kind: Kind,
    technique: Technique,
    /// `None` when the work could not be started.
    pending: Option<Underway>,
}

/// The work making a position: a classic one, or a variant's.
enum Underway {
    Classic(Pending<Option<Made>>),
    Variant(Pending<Option<VariantMade>>),
}

/// A position made for the window or for practice.
pub enum Ready {
    /// A classic position, from the bank.
    Classic(Box<Made>),
    /// A variant position, from puzzles made for it.
    Variant(Box<VariantMade>),
}

/// Starts making one position of `kind` for `technique`, with what practice needs when
/// `for_play`; the window is woken when it is ready.
fn make_position(
    kind: Kind,
    technique: Technique,
    seed: u64,
    for_play: bool,
    ctx: &egui::Context,
) -> Making {
    let ctx = ctx.clone();
    let wake = move || ctx.request_repaint();
    let pending = if kind == Kind::Classic {
        let job = PracticeJob {
            technique,
            seed,
            with_instances: for_play,
        };
        offload(job, wake).map(Underway::Classic)
    } else {
        let job = VariantPracticeJob {
            kind,
            technique,
            seed,
            for_play,
        };
        offload(job, wake).map(Underway::Variant)
    };
    let pending = pending
        .inspect_err(|error| eprintln!("nonet: cannot make a practice position ({error})"))
        .ok();
    Making {
        kind,
        technique,
        pending,
    }
}

/// Takes a made position when it is ready: `Some(result)` once the work ended.
fn take(making: &Making) -> Option<Option<Ready>> {
    Some(match making.pending.as_ref() {
        None => None,
        Some(Underway::Classic(pending)) => pending
            .try_take()?
            .ok()
            .flatten()
            .map(|made| Ready::Classic(Box::new(made))),
        Some(Underway::Variant(pending)) => pending
            .try_take()?
            .ok()
            .flatten()
            .map(|made| Ready::Variant(Box::new(made))),
    })
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
    /// The kind of puzzle practised in: classic, or a variant.
    pub kind: Kind,
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
    /// Starts practising `technique` in puzzles of `kind`: the first position is being
    /// made.
    pub fn start(kind: Kind, technique: Technique, seed: u64, ctx: &egui::Context) -> Practice {
        Practice {
            kind,
            technique,
            step: None,
            instances: Vec::new(),
            done: 0,
            state: PracticeState::Making,
            on_board: false,
            seed,
            making: Some(make_position(kind, technique, seed, true, ctx)),
        }
    }

    /// Makes the next position.
    pub fn next(&mut self, ctx: &egui::Context) {
        self.seed = self.seed.wrapping_add(1);
        self.state = PracticeState::Making;
        self.step = None;
        self.instances.clear();
        self.making = Some(make_position(
            self.kind,
            self.technique,
            self.seed,
            true,
            ctx,
        ));
    }

    /// A made position when it is ready: `Some(None)` when none could be made.
    pub fn poll(&mut self) -> Option<Option<Ready>> {
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
        PracticeState::Making if practice.kind == Kind::Classic => {
            tr_args("play-practice-finding", &name)
        }
        PracticeState::Making => {
            let variant = ("variant", Arg::from(variant_name(practice.kind)));
            tr_args("play-practice-finding-variant", &[name[0].clone(), variant])
        }
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

/// The practice bar's title: the technique (and the variant), and the positions done.
fn practice_title(practice: &Practice) -> String {
    let technique = ("technique", Arg::from(technique_name(practice.technique)));
    let count = ("count", Arg::from(practice.done));
    if practice.kind == Kind::Classic {
        return match practice.done {
            0 => tr_args("play-practice-title", &[technique]),
            _ => tr_args("play-practice-title-done", &[technique, count]),
        };
    }
    let variant = ("variant", Arg::from(variant_name(practice.kind)));
    match practice.done {
        0 => tr_args("play-practice-variant-title", &[technique, variant]),
        _ => tr_args(
            "play-practice-variant-title-done",
            &[technique, variant, count],
        ),
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
            ui.label(RichText::new(practice_title(practice)).strong());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board;
    use crate::generator::practice::PRACTICE_TECHNIQUES;
    use crate::i18n::text_in;
    use crate::lang::Language;

    #[test]
    fn every_language_describes_every_technique_in_its_own_words() {
        let registered = crate::logic::TECHNIQUES
            .iter()
            .map(|(technique, _)| *technique);
        let variants = variant::KINDS
            .into_iter()
            .flat_map(crate::variant::practice::practice_techniques);
        for technique in registered.chain(PRACTICE_TECHNIQUES).chain(variants) {
            let id = technique_description_id(technique);
            let english = text_in(Language::En, id, &[]);
            assert!(
                english.len() > 40 && english.ends_with('.'),
                "{technique:?}: {english}"
            );
            for language in [Language::ZhCn, Language::Ja] {
                assert!(crate::i18n::has_message(language, id), "{language:?} {id}");
                let text = text_in(language, id, &[]);
                let cjk = text.chars().any(|c| ('\u{3040}'..='\u{9FFF}').contains(&c));
                assert!(cjk, "{language:?} {id}: {text}");
            }
        }
        // This thread speaks English unless told otherwise.
        let english = text_in(Language::En, "technique-desc-x-wing", &[]);
        assert_eq!(technique_description(Technique::XWing), english);
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
            assert_eq!(board::cell_label(22, &given), "第3行第5列，数字7，提示数");
            let unit = super::super::hint_card::house_name(crate::grid::House::Box(3));
            assert_eq!(unit, "第4宫");
            let full_house = technique_description(Technique::FullHouse);
            assert!(full_house.starts_with('某'), "{full_house}");
        })
        .join()
        .expect("the Chinese checks pass");
    }
}
