//! Colours: the light and dark palettes of `picture::palette` as egui colours, and egui
//! visuals to match.
//!
//! Digit colours are chosen to meet WCAG AA (4.5:1) against every background a cell can
//! take; the tests compute the ratios.

use crate::picture::{Colours, Rgb};
use egui::{Color32, CornerRadius, Stroke, Visuals};

/// Every colour the board and its controls use, for one theme.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// Window and panel background.
    pub background: Color32,
    /// An ordinary cell.
    pub cell: Color32,
    /// Cells sharing a row, column or box with the selected cell.
    pub peer: Color32,
    /// Cells holding the selected digit.
    pub same_digit: Color32,
    /// The selected cell.
    pub selected: Color32,
    /// Cells whose entry is wrong (by Check, or as typed when mistakes are shown), and the cell a hint
    /// says to fix first.
    pub error_cell: Color32,
    /// Cells forming a hint's pattern.
    pub hint_cell: Color32,
    /// The cell a hint places a digit in.
    pub hint_target: Color32,
    /// Cells the player's candidate filter picks.
    pub filter_cell: Color32,
    /// The ring around those cells, which shows on any other background too.
    pub filter_ring: Color32,
    /// Lines between cells.
    pub thin_line: Color32,
    /// Lines around boxes and the board.
    pub thick_line: Color32,
    /// Digits of the puzzle.
    pub given: Color32,
    /// Digits the player entered.
    pub entry: Color32,
    /// Digits Show solution filled in.
    pub revealed: Color32,
    /// Pencil marks.
    pub note: Color32,
    /// Pencil marks of the selected digit.
    pub note_match: Color32,
    /// Wrong or clashing digits.
    pub error: Color32,
    /// Candidates a hint removes.
    pub eliminated: Color32,
    /// Candidates a hint's pattern uses, and digits it places.
    pub hint_digit: Color32,
    /// The accent for buttons and selections.
    pub accent: Color32,
    /// Text on the accent colour.
    pub on_accent: Color32,
    /// Secondary text.
    pub muted: Color32,
    /// Success messages.
    pub success: Color32,
}

impl Palette {
    /// The light palette: white cells, ink-blue entries.
    pub const LIGHT: Palette = Palette::from_colours(&Colours::LIGHT);

    /// The dark palette: slate cells, soft-blue entries.
    pub const DARK: Palette = Palette::from_colours(&Colours::DARK);

    /// The egui form of the plain RGB palette shared with the pictures.
    pub const fn from_colours(c: &Colours) -> Palette {
        const fn rgb(colour: Rgb) -> Color32 {
            Color32::from_rgb(colour.0, colour.1, colour.2)
        }
        Palette {
            background: rgb(c.background),
            cell: rgb(c.cell),
            peer: rgb(c.peer),
            same_digit: rgb(c.same_digit),
            selected: rgb(c.selected),
            error_cell: rgb(c.error_cell),
            hint_cell: rgb(c.hint_cell),
            hint_target: rgb(c.hint_target),
            filter_cell: rgb(c.filter_cell),
            filter_ring: rgb(c.filter_ring),
            thin_line: rgb(c.thin_line),
            thick_line: rgb(c.thick_line),
            given: rgb(c.given),
            entry: rgb(c.entry),
            revealed: rgb(c.revealed),
            note: rgb(c.note),
            note_match: rgb(c.note_match),
            error: rgb(c.error),
            eliminated: rgb(c.eliminated),
            hint_digit: rgb(c.hint_digit),
            accent: rgb(c.accent),
            on_accent: rgb(c.on_accent),
            muted: rgb(c.muted),
            success: rgb(c.success),
        }
    }

    /// The high-contrast palette (View › Theme › High contrast).
    pub const HIGH_CONTRAST: Palette = Palette::from_colours(&Colours::HIGH_CONTRAST);

    /// The palette of egui's visuals in force: the high-contrast visuals are dark ones
    /// with the high-contrast background.
    pub fn for_visuals(visuals: &Visuals) -> &'static Palette {
        if visuals.dark_mode && visuals.panel_fill == Palette::HIGH_CONTRAST.background {
            &Palette::HIGH_CONTRAST
        } else {
            Palette::for_dark_mode(visuals.dark_mode)
        }
    }

    /// The palette for dark or light mode.
    pub fn for_dark_mode(dark: bool) -> &'static Palette {
        if dark {
            &Palette::DARK
        } else {
            &Palette::LIGHT
        }
    }

    /// Every background a digit can stand on.
    pub fn cell_backgrounds(&self) -> [Color32; 9] {
        [
            self.cell,
            self.peer,
            self.same_digit,
            self.selected,
            self.error_cell,
            self.hint_cell,
            self.hint_target,
            self.filter_cell,
            self.background,
        ]
    }

    /// Egui visuals that match the palette.
    pub fn visuals(&self, dark: bool) -> Visuals {
        let mut v = if dark {
            Visuals::dark()
        } else {
            Visuals::light()
        };
        v.panel_fill = self.background;
        v.window_fill = self.cell;
        v.extreme_bg_color = self.cell;
        v.faint_bg_color = self.peer;
        v.hyperlink_color = self.accent;
        v.error_fg_color = self.error;
        v.selection.bg_fill = self.accent;
        v.selection.stroke = Stroke::new(1.0, self.on_accent);
        v.window_corner_radius = CornerRadius::same(10);
        v.menu_corner_radius = CornerRadius::same(8);
        let radius = CornerRadius::same(6);
        for w in [
            &mut v.widgets.noninteractive,
            &mut v.widgets.inactive,
            &mut v.widgets.hovered,
            &mut v.widgets.active,
            &mut v.widgets.open,
        ] {
            w.corner_radius = radius;
        }
        v.widgets.inactive.weak_bg_fill = self.cell;
        v.widgets.inactive.bg_fill = self.cell;
        v.widgets.inactive.bg_stroke = Stroke::new(1.0, self.thin_line);
        v.widgets.inactive.fg_stroke = Stroke::new(1.0, self.given);
        v.widgets.hovered.weak_bg_fill = self.peer;
        v.widgets.hovered.bg_fill = self.peer;
        v.widgets.hovered.bg_stroke = Stroke::new(1.0, self.accent);
        v.widgets.hovered.fg_stroke = Stroke::new(1.5, self.given);
        v.widgets.active.weak_bg_fill = self.same_digit;
        v.widgets.active.bg_fill = self.same_digit;
        v.widgets.active.fg_stroke = Stroke::new(1.5, self.given);
        v.widgets.noninteractive.fg_stroke = Stroke::new(1.0, self.given);
        v.widgets.noninteractive.bg_stroke = Stroke::new(1.0, self.thin_line);
        v
    }
}

/// WCAG relative luminance of an sRGB colour (alpha ignored).
pub fn relative_luminance(color: Color32) -> f64 {
    let channel = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(color.r()) + 0.7152 * channel(color.g()) + 0.0722 * channel(color.b())
}

/// WCAG contrast ratio between two colours, from 1 (none) to 21 (black on white).
pub fn contrast_ratio(a: Color32, b: Color32) -> f64 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    let (hi, lo) = if la > lb { (la, lb) } else { (lb, la) };
    (hi + 0.05) / (lo + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_theme_has_its_own_visuals_and_palette() {
        let pairs = [
            (Palette::LIGHT, false),
            (Palette::DARK, true),
            (Palette::HIGH_CONTRAST, true),
        ];
        for (palette, dark) in pairs {
            assert_eq!(Palette::for_visuals(&palette.visuals(dark)), &palette);
        }
    }

    #[test]
    fn contrast_formula_matches_known_values() {
        assert!((contrast_ratio(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 1e-9);
        assert!((contrast_ratio(Color32::WHITE, Color32::WHITE) - 1.0).abs() < 1e-9);
        // #777777 on white is the classic just-below-AA grey (4.48:1).
        let grey = Color32::from_rgb(0x77, 0x77, 0x77);
        let ratio = contrast_ratio(grey, Color32::WHITE);
        assert!((4.47..4.49).contains(&ratio), "{ratio}");
    }

    #[test]
    fn digits_meet_wcag_aa_on_every_cell_background() {
        // High contrast holds to AAA (7:1); the others to AA (4.5:1).
        for (name, palette, least) in [
            ("light", Palette::LIGHT, 4.5),
            ("dark", Palette::DARK, 4.5),
            ("high contrast", Palette::HIGH_CONTRAST, 7.0),
        ] {
            let digits = [
                ("given", palette.given),
                ("entry", palette.entry),
                ("revealed", palette.revealed),
                ("note", palette.note),
                ("note_match", palette.note_match),
                ("error", palette.error),
                ("eliminated", palette.eliminated),
                ("hint_digit", palette.hint_digit),
                ("muted", palette.muted),
            ];
            for (digit_name, digit) in digits {
                for background in palette.cell_backgrounds() {
                    let ratio = contrast_ratio(digit, background);
                    assert!(
                        ratio >= least,
                        "{name}: {digit_name} {digit:?} on {background:?} is only {ratio:.2}:1"
                    );
                }
            }
            // Text on accent-coloured buttons.
            let ratio = contrast_ratio(palette.on_accent, palette.accent);
            assert!(ratio >= least, "{name}: text on accent is {ratio:.2}:1");
            // Givens stand out from entries by more than hue alone, and the solution's
            // digits from both.
            assert_ne!(palette.given, palette.entry);
            assert_ne!(palette.revealed, palette.entry);
            assert_ne!(palette.revealed, palette.given);
        }
    }

    #[test]
    fn box_lines_are_visible_against_cells() {
        for palette in [Palette::LIGHT, Palette::DARK, Palette::HIGH_CONTRAST] {
            // Non-text graphics need 3:1 (WCAG 1.4.11).
            assert!(contrast_ratio(palette.thick_line, palette.cell) >= 3.0);
            assert!(contrast_ratio(palette.thick_line, palette.selected) >= 3.0);
            // The filter's ring marks a cell whatever its background.
            for background in palette.cell_backgrounds() {
                let ratio = contrast_ratio(palette.filter_ring, background);
                assert!(ratio >= 3.0, "filter ring on {background:?}: {ratio:.2}:1");
            }
        }
    }
}
