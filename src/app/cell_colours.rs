//! The nine cell colours players paint with, from Paul Tol's "light" qualitative scheme
//! (Tol, *Colour Schemes*, SRON/EPS/TN/09-002, 2021): pale colours made to carry dark text,
//! told apart by colour-blind readers. They are mixed into the cell colour (half in the
//! light theme, a third in the dark one) so that digits and notes keep their contrast: at
//! least 4.5:1 in the light theme and 3:1 in the dark one (a test measures it).

use super::theme::Palette;
use egui::Color32;

/// Tol's light scheme, in his order: light blue, light cyan, mint, pear, olive, light
/// yellow, orange, pink, pale grey.
const LIGHT_SCHEME: [Color32; 9] = [
    Color32::from_rgb(0x77, 0xAA, 0xDD),
    Color32::from_rgb(0x99, 0xDD, 0xFF),
    Color32::from_rgb(0x44, 0xBB, 0x99),
    Color32::from_rgb(0xBB, 0xCC, 0x33),
    Color32::from_rgb(0xAA, 0xAA, 0x00),
    Color32::from_rgb(0xEE, 0xDD, 0x88),
    Color32::from_rgb(0xEE, 0x88, 0x66),
    Color32::from_rgb(0xFF, 0xAA, 0xBB),
    Color32::from_rgb(0xDD, 0xDD, 0xDD),
];

/// The fill of colour `colour` (1-9) on a cell of `palette`; `None` for 0 or out of range.
pub fn fill(colour: u8, palette: &Palette) -> Option<Color32> {
    let base = *LIGHT_SCHEME.get(usize::from(colour).checked_sub(1)?)?;
    let dark = palette.cell == Palette::DARK.cell;
    Some(mix(palette.cell, base, if dark { 0.32 } else { 0.5 }))
}

/// The name of colour `colour` (1-9), from the catalogue ("light blue"; "no colour" for 0).
pub fn name(colour: u8) -> String {
    let id = match colour {
        1..=9 => format!("colour-{colour}"),
        _ => "colour-none".to_string(),
    };
    crate::i18n::tr(&id)
}

/// `a` moved `t` of the way to `b`, channel by channel.
fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let channel = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    Color32::from_rgb(
        channel(a.r(), b.r()),
        channel(a.g(), b.g()),
        channel(a.b(), b.b()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Relative luminance as WCAG defines it.
    fn luminance(c: Color32) -> f32 {
        let lin = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
    }

    fn contrast(a: Color32, b: Color32) -> f32 {
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    #[test]
    fn digits_stay_readable_on_every_colour_in_both_themes() {
        // WCAG's 4.5:1 for normal text in the light theme; 3:1, its figure for large text,
        // in the dark one, where stronger fills would drown the digits.
        for (palette, least) in [(&Palette::LIGHT, 4.5), (&Palette::DARK, 3.0)] {
            for colour in 1..=9 {
                let fill = fill(colour, palette).expect("colours 1-9 exist");
                for text in [palette.given, palette.entry, palette.note] {
                    let ratio = contrast(fill, text);
                    assert!(
                        ratio >= least,
                        "colour {colour} ({}) gives {ratio:.2}",
                        name(colour)
                    );
                }
                assert_ne!(fill, palette.cell);
            }
        }
        assert_eq!(fill(0, &Palette::LIGHT), None);
        assert_eq!(fill(10, &Palette::LIGHT), None);
    }
}
