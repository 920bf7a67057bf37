//! Rules drawn in the workshop: a thermometer dragged from its bulb, a dot between two
//! cells, a gap refused, a rule removed and taken back, the survey's true candidates and
//! count (checked against the independent counter), the link out, and a constraint game
//! opened in the workshop and played again.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::command::{LinkSite, SetterCommand, ToolkitCommand};
use nonet::app::{Command, NonetApp};
use nonet::rules::{
    Dot, EntropicLine, ExtraRegion, RegionSumLine, Relation, Rule, Thermometer, XSum,
};
use nonet::setter::Count;
use nonet::variant::Kind;

use crate::common;
use crate::setter_ui;
use crate::ui_support;
use crate::variant_brute;

use setter_ui::{click, press, send, settle};
use ui_support::{copied_text, harness, wait_for_generation};
use variant_brute::brute_count_with;
use variant_brute::constraints::constraints_of;

fn drawn(harness: &Harness<'_, NonetApp>) -> Vec<Rule> {
    harness
        .state()
        .setter_draft()
        .expect("setting")
        .drawn()
        .to_vec()
}

fn true_candidates(harness: &Harness<'_, NonetApp>, cell: usize) -> u16 {
    harness
        .state()
        .setter_survey()
        .expect("a survey")
        .true_candidates[cell]
}

/// Drags across the board from `from` through `over`, as the board reports a drag.
fn drag(harness: &mut Harness<'_, NonetApp>, from: usize, over: &[usize]) {
    send(
        harness,
        Command::Toolkit(ToolkitCommand::StartDragSelection(from)),
    );
    for &cell in over {
        send(
            harness,
            Command::Toolkit(ToolkitCommand::ExtendSelection(cell)),
        );
    }
}

/// A window with the classic workshop open and its Draw rules section shown.
fn drawing_on_a_classic_grid() -> Harness<'static, NonetApp> {
    let mut harness = harness();
    send(
        &mut harness,
        Command::Setter(SetterCommand::Start(Kind::Classic)),
    );
    click(&mut harness, "Draw rules");
    harness
}

/// Copies the f-puzzles link and checks it reads back with every rule drawn.
fn link_holds_every_rule_drawn(harness: &mut Harness<'_, NonetApp>) {
    harness
        .state_mut()
        .send(Command::CopySiteLink(LinkSite::Fpuzzles));
    harness.step();
    let link = copied_text(harness).expect("a link copied");
    let read = nonet::formats::fpuzzles::read_text(&link)
        .expect("a link")
        .expect("that reads");
    let linked = read.puzzle.rules();
    let drawn = drawn(harness);
    assert_eq!(linked.len(), drawn.len());
    assert!(drawn.iter().all(|rule| linked.contains(rule)), "{linked:?}");
}

#[test]
fn rules_drawn_with_the_mouse_are_surveyed_removed_and_linked() {
    let mut harness = drawing_on_a_classic_grid();
    // A quick stroke from r1c1 that the pointer reports only at r1c2 and r1c4: the cell it
    // skipped is put back, and the bulb is where the drag began.
    drag(&mut harness, 0, &[1, 3]);
    click(&mut harness, "Thermometer");
    assert_eq!(
        drawn(&harness),
        vec![Rule::Thermometer(Thermometer {
            cells: vec![0, 1, 2, 3]
        })]
    );
    let survey = harness.state().setter_survey().expect("a survey").clone();
    assert_eq!(survey.count, Count::Several);
    // On an empty grid, four rising cells hold 1-6, 2-7, 3-8 and 4-9.
    for (place, low) in [(0, 1), (1, 2), (2, 3), (3, 4)] {
        let expected: u16 = (low..low + 6).map(|d| 1 << (d - 1)).sum();
        assert_eq!(
            true_candidates(&harness, place),
            expected,
            "r1c{}",
            place + 1
        );
    }
    // A black dot between r5c5 and r5c6: each holds a digit with its double or half there.
    send(&mut harness, Command::Select(40));
    send(
        &mut harness,
        Command::Toolkit(ToolkitCommand::ToggleSelect(41)),
    );
    click(&mut harness, "Black dot");
    assert!(drawn(&harness).contains(&Rule::Dot(Dot {
        cells: [40, 41],
        relation: Relation::Ratio(2)
    })));
    let halves: u16 = [1, 2, 3, 4, 6, 8].iter().map(|d| 1 << (d - 1)).sum();
    assert_eq!(true_candidates(&harness, 40), halves);
    // Two cells apart make no line: said, and nothing drawn.
    send(&mut harness, Command::Select(60));
    send(
        &mut harness,
        Command::Toolkit(ToolkitCommand::ToggleSelect(62)),
    );
    click(&mut harness, "Renban");
    harness.get_by_label_contains("That rule cannot be drawn");
    assert_eq!(drawn(&harness).len(), 2);
    // Removing the dot, and taking that back.
    send(&mut harness, Command::Select(41));
    send(&mut harness, Command::Setter(SetterCommand::RemoveRules));
    assert_eq!(drawn(&harness).len(), 1);
    click(&mut harness, "Undo");
    assert_eq!(drawn(&harness).len(), 2);
    // A splitting given comes from solutions that keep the rules drawn.
    click(&mut harness, "Add a splitting given");
    let givens = *harness.state().setter_draft().expect("setting").givens();
    assert_eq!(givens.filled_count(), 1);
    let survey = harness.state().setter_survey().expect("a survey").clone();
    assert_ne!(survey.count, Count::None);
    click(&mut harness, "Undo");
    assert_eq!(
        harness
            .state()
            .setter_draft()
            .expect("setting")
            .givens()
            .filled_count(),
        0
    );
    // A rule of the whole grid is a toggle: all black dots given, then off again.
    click(&mut harness, "All black dots given");
    let negative = drawn(&harness)
        .into_iter()
        .find_map(|rule| match rule {
            Rule::Negative(negative) => Some(negative),
            _ => None,
        })
        .expect("the negative rule");
    assert_eq!(negative.except, vec![[40, 41]]);
    // Neighbours without a dot are not in ratio 2 now: r1c5, next to no dot, still holds
    // every digit, while r5c5 keeps only what its dot allows.
    assert_eq!(true_candidates(&harness, 4), 0x1ff);
    assert_eq!(true_candidates(&harness, 40), halves);
    click(&mut harness, "All black dots given");
    assert!(
        !drawn(&harness)
            .iter()
            .any(|rule| matches!(rule, Rule::Negative(_)))
    );
    // An X-sum drawn from r1c9 leftwards reads row 1 from the right, with the Sum field's
    // number; the field is empty again after.
    send(&mut harness, Command::Select(8));
    send(
        &mut harness,
        Command::Toolkit(ToolkitCommand::ToggleSelect(7)),
    );
    send(
        &mut harness,
        Command::Setter(SetterCommand::SetCageSum(Some(15))),
    );
    click(&mut harness, "X-sum");
    assert!(drawn(&harness).contains(&Rule::XSum(XSum {
        cells: (0..9).rev().collect(),
        sum: 15
    })));
    assert_eq!(harness.state().setter_cage_sum(), None);
    // The link out holds every rule drawn.
    link_holds_every_rule_drawn(&mut harness);
}

#[test]
fn region_sum_and_entropic_lines_extrema_and_an_extra_region_are_drawn_and_linked() {
    let mut harness = drawing_on_a_classic_grid();
    // r1c1 to r1c5 crosses from the first box into the second: two stretches.
    drag(&mut harness, 0, &[4]);
    click(&mut harness, "Region sum");
    assert_eq!(
        drawn(&harness),
        vec![Rule::RegionSumLine(RegionSumLine {
            segments: vec![vec![0, 1, 2], vec![3, 4]]
        })]
    );
    drag(&mut harness, 72, &[74]);
    click(&mut harness, "Entropic");
    assert!(drawn(&harness).contains(&Rule::EntropicLine(EntropicLine {
        cells: vec![72, 73, 74]
    })));
    // Two maximums side by side at r5c5 and r5c6: neither is compared with the other.
    send(&mut harness, Command::Select(40));
    click(&mut harness, "Maximum");
    send(&mut harness, Command::Select(41));
    click(&mut harness, "Maximum");
    let neighbours = |harness: &Harness<'_, NonetApp>, cell: usize| {
        drawn(harness)
            .into_iter()
            .find_map(|rule| match rule {
                Rule::Extremum(extremum) if extremum.cell == cell => Some(extremum.neighbours),
                _ => None,
            })
            .expect("a maximum")
    };
    assert_eq!(neighbours(&harness, 40), vec![31, 39, 49]);
    assert_eq!(neighbours(&harness, 41), vec![32, 42, 50]);
    // r4c5, r5c4 and r6c5 share r5c5's box, so they hold three different digits below it.
    let four_up: u16 = (4..=9).map(|d: u16| 1 << (d - 1)).sum();
    assert_eq!(true_candidates(&harness, 40), four_up);
    // An extra region needs as many cells as a row: eight are refused, nine drawn.
    let before = drawn(&harness).len();
    drag(&mut harness, 18, &[25]);
    click(&mut harness, "Extra region");
    harness.get_by_label_contains("That rule cannot be drawn");
    assert_eq!(drawn(&harness).len(), before);
    drag(&mut harness, 18, &[25]);
    send(
        &mut harness,
        Command::Toolkit(ToolkitCommand::ToggleSelect(34)),
    );
    click(&mut harness, "Extra region");
    assert!(drawn(&harness).contains(&Rule::ExtraRegion(ExtraRegion {
        cells: (18..=25).chain([34]).collect()
    })));
    // The link out holds every rule drawn, as drawn.
    link_holds_every_rule_drawn(&mut harness);
    // A draft of rules alone is work: leaving it asks, and says what would go.
    let rules = drawn(&harness).len();
    send(&mut harness, Command::CancelEntering);
    assert!(harness.state().is_asking());
    harness.get_by_label(&format!("• {rules} rules drawn"));
}

/// The payload of the test puzzle `name` (tests/data/fpuzzles/links.txt).
fn payload(name: &str) -> String {
    common::data_text("fpuzzles/links.txt")
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{name}\t")))
        .expect("the puzzle's link")
        .to_owned()
}

#[test]
fn a_constraint_game_opens_in_the_workshop_and_plays_again() {
    let mut harness = harness();
    harness.event(egui::Event::Paste(format!(
        "https://sudokupad.app/fpuzzles{}",
        payload("thermo_arrow")
    )));
    harness.step();
    wait_for_generation(&mut harness);
    let game = harness.state().sized_game().expect("a rule game").clone();
    send(&mut harness, Command::Setter(SetterCommand::EditCurrent));
    settle(&mut harness);
    assert_eq!(drawn(&harness), game.puzzle().rules());
    let survey = harness.state().setter_survey().expect("a survey").clone();
    assert_eq!(survey.count, Count::One);
    let solution = survey.solution.expect("one solution");
    assert_eq!(solution.as_slice(), game.solution());
    assert!(survey.grade.is_some());
    // Without its first given, the survey counts what the independent counter counts.
    let first = (0..81)
        .find(|&cell| game.puzzle().givens()[cell] != 0)
        .expect("a given");
    send(&mut harness, Command::Select(first));
    press(&mut harness, egui::Key::Delete);
    let fewer = game
        .puzzle()
        .with_givens({
            let mut givens = game.puzzle().givens().to_vec();
            givens[first] = 0;
            givens
        })
        .expect("fewer givens");
    let (houses, cages) = variant_brute::houses_and_cages(&fewer);
    let counted = brute_count_with(
        9,
        &houses,
        &cages,
        &constraints_of(&fewer),
        fewer.givens(),
        2,
    );
    let surveyed = harness.state().setter_survey().expect("a survey").count;
    let expected = if counted == 1 {
        Count::One
    } else {
        Count::Several
    };
    assert_eq!(surveyed, expected);
    click(&mut harness, "Undo");
    click(&mut harness, "Start");
    wait_for_generation(&mut harness);
    assert!(!harness.state().is_entering());
    let played = harness.state().sized_game().expect("played again");
    assert_eq!(played.puzzle(), game.puzzle());
}
