//! Chain colouring on a grid of another size through the real user interface: in colour
//! mode, Alt+click on a note paints it in the last colour used, again takes it off, and
//! undo takes each back.

use crate::sized::{place, sized, start};
use crate::ui_support::*;
use egui::{Event, Key, Modifiers, PointerButton, Pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use nonet::app::{Command, NonetApp};
use nonet::generator::sized::SizedKind;
use nonet::logic::Level;

/// Where `digit`'s note sits in a cell of a 6x6 board: three notes across, two rows.
fn note_point(harness: &Harness<'_, NonetApp>, label: &str, digit: u8) -> Pos2 {
    let rect = harness.get_by_label_contains(label).rect();
    let step = rect.width() / 3.0;
    let index = f32::from(digit - 1);
    rect.min
        + vec2(
            (index % 3.0 + 0.5) * step,
            ((index / 3.0).floor() + 0.5) * step,
        )
}

/// A click at `pos` with Alt held, as a player colouring a note makes it.
fn alt_click(harness: &mut Harness<'_, NonetApp>, pos: Pos2) {
    let events = &mut harness.input_mut().events;
    events.push(Event::ModifiersChanged(Modifiers::ALT));
    events.push(Event::PointerMoved(pos));
    harness.run();
    for pressed in [true, false] {
        harness.input_mut().events.push(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::ALT,
        });
        harness.run();
    }
    let events = &mut harness.input_mut().events;
    events.push(Event::ModifiersChanged(Modifiers::NONE));
    harness.run();
}

#[test]
fn alt_click_on_a_note_of_a_6x6_colours_it_in_the_last_colour_and_undo_takes_it_back() {
    let mut harness = harness();
    let six = SizedKind {
        size: 6,
        jigsaw: false,
    };
    start(&mut harness, six, Level::Easy);
    send(&mut harness, Command::FillCandidates);
    let game = sized(&harness);
    let open: Vec<usize> = (0..36).filter(|&c| game.digit(c) == 0).collect();
    let (painted, noted) = (open[0], open[1]);
    let digit = game.note_digits(noted).last().expect("a note");
    // Colour 4 from the pad's swatches on one cell: it becomes the brush.
    harness
        .get_by_label_contains(&format!("{},", place(&game, painted)))
        .click();
    harness.run();
    harness.get_by_label("Colour").click();
    harness.run();
    harness.get_by_label_contains("Colour 4, ").click();
    harness.run();
    assert_eq!(sized(&harness).colour(painted), 4);
    let label = format!("{},", place(&game, noted));
    let at = note_point(&harness, &label, digit);
    alt_click(&mut harness, at);
    let after = sized(&harness);
    assert_eq!(
        after.note_colours(noted).get(digit),
        4,
        "the note is coloured"
    );
    assert_eq!(after.colour(noted), 0, "the cell itself is not");
    assert_eq!(after.notes(noted), game.notes(noted), "its notes stay");
    // Again takes the colour off; undo brings it back, and undo again takes it away.
    alt_click(&mut harness, at);
    assert_eq!(sized(&harness).note_colours(noted).get(digit), 0);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert_eq!(sized(&harness).note_colours(noted).get(digit), 4);
    press_with(&mut harness, Modifiers::COMMAND, Key::Z);
    assert!(sized(&harness).note_colours(noted).is_empty());
    // Outside colour mode an Alt+click colours nothing.
    harness.get_by_label("Digit").click();
    harness.run();
    alt_click(&mut harness, at);
    assert!(sized(&harness).note_colours(noted).is_empty());
}
