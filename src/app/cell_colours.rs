//! The nine cell colours players paint with, from Paul Tol's "light" qualitative scheme
//! (Tol, *Colour Schemes*, SRON/EPS/TN/09-002, 2021): pale colours made to carry dark text,
//! told apart by colour-blind readers. They are mixed into the cell colour (half in the
//! light theme, a third in the dark one) so that digits and notes keep their contrast: at
//! least 4.5:1 in the light theme and 3:1 in the dark one (a test measures it).

use super::theme::Palette;
use egui::{Align2, Color32, FontFamily, FontId, Painter, Rect, vec2};

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

/// The same nine colours for the dark theme, where a third of Tol's pale ones is too little
/// to tell light blue from light cyan, or pear from olive: the neighbours' hues are pushed
/// apart (a deeper blue, a greener pear, a browner olive) and the rest kept.
const DARK_SCHEME: [Color32; 9] = [
    Color32::from_rgb(0x55, 0x77, 0xEE),
    Color32::from_rgb(0x55, 0xEE, 0xEE),
    Color32::from_rgb(0x44, 0xBB, 0x77),
    Color32::from_rgb(0xAA, 0xEE, 0x33),
    Color32::from_rgb(0xCC, 0x99, 0x00),
    Color32::from_rgb(0xEE, 0xDD, 0x88),
    Color32::from_rgb(0xEE, 0x77, 0x44),
    Color32::from_rgb(0xFF, 0x88, 0xCC),
    Color32::from_rgb(0xDD, 0xDD, 0xDD),
];

/// The fill of colour `colour` (1-9) on a cell of `palette`; `None` for 0 or out of range.
pub fn fill(colour: u8, palette: &Palette) -> Option<Color32> {
    let index = usize::from(colour).checked_sub(1)?;
    // Dark cells (the dark and high-contrast themes) take the dark scheme.
    let dark = super::theme::relative_luminance(palette.cell) < 0.2;
    let scheme = if dark { &DARK_SCHEME } else { &LIGHT_SCHEME };
    let base = *scheme.get(index)?;
    Some(mix(palette.cell, base, if dark { 0.34 } else { 0.5 }))
}

/// A coloured cell's colour number (the key that paints it, Alt+1 to Alt+9) small in its
/// bottom-right corner, so colours tell apart without seeing their hue.
pub fn paint_number(painter: &Painter, rect: Rect, colour: u8, palette: &Palette) {
    if colour == 0 {
        return;
    }
    let size = rect.width() * 0.2;
    let corner = rect.right_bottom() - vec2(rect.width() * 0.06, rect.height() * 0.03);
    painter.text(
        corner,
        Align2::RIGHT_BOTTOM,
        colour.to_string(),
        FontId::new(size, FontFamily::Monospace),
        palette.muted,
    );
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
pub(super) fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
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
        for (palette, least) in [
            (&Palette::LIGHT, 4.5),
            (&Palette::DARK, 3.0),
            (&Palette::HIGH_CONTRAST, 3.0),
        ] {
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

    /// CIE L*a*b* of an sRGB colour (D65 white).
    fn lab(c: Color32) -> [f32; 3] {
        let lin = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        let (r, g, b) = (lin(c.r()), lin(c.g()), lin(c.b()));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f32| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    #[test]
    fn every_two_colours_are_told_apart_in_the_dark_theme() {
        // A CIE76 difference of 12 is plain at a glance; light blue and light cyan, pear
        // and olive were about 6 apart on the dark cells.
        let fills: Vec<[f32; 3]> = (1..=9)
            .map(|colour| lab(fill(colour, &Palette::DARK).expect("colours 1-9 exist")))
            .collect();
        for a in 0..9 {
            for b in a + 1..9 {
                let apart = fills[a]
                    .iter()
                    .zip(&fills[b])
                    .map(|(x, y)| (x - y).powi(2))
                    .sum::<f32>()
                    .sqrt();
                assert!(apart >= 12.0, "colours {} and {}: {apart:.1}", a + 1, b + 1);
            }
        }
    }
}
