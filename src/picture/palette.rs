//! The app's colours as plain RGB, defined once: the board on screen (`app::theme`
//! builds egui colours from these), the PNG and SVG images and the printed pages.

/// A colour: red, green and blue, 0 to 255.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Pure white, the paper of printed pages.
    pub const WHITE: Rgb = Rgb(0xFF, 0xFF, 0xFF);

    /// The colour as `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// Every colour the board and its controls use, for one theme.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colours {
    /// Window and panel background.
    pub background: Rgb,
    /// An ordinary cell.
    pub cell: Rgb,
    /// Cells sharing a row, column or box with the selected cell.
    pub peer: Rgb,
    /// Cells holding the selected digit.
    pub same_digit: Rgb,
    /// The selected cell.
    pub selected: Rgb,
    /// Cells whose entry is wrong (by Check, or as typed when mistakes are shown), and the cell a hint
    /// says to fix first.
    pub error_cell: Rgb,
    /// Cells forming a hint's pattern.
    pub hint_cell: Rgb,
    /// The cell a hint places a digit in.
    pub hint_target: Rgb,
    /// Cells the player's candidate filter picks.
    pub filter_cell: Rgb,
    /// The ring around those cells, which shows on any other background too.
    pub filter_ring: Rgb,
    /// Lines between cells.
    pub thin_line: Rgb,
    /// Lines around boxes and the board.
    pub thick_line: Rgb,
    /// Digits of the puzzle.
    pub given: Rgb,
    /// Digits the player entered.
    pub entry: Rgb,
    /// Digits Show solution filled in.
    pub revealed: Rgb,
    /// Pencil marks.
    pub note: Rgb,
    /// Pencil marks of the selected digit.
    pub note_match: Rgb,
    /// Wrong or clashing digits.
    pub error: Rgb,
    /// Candidates a hint removes.
    pub eliminated: Rgb,
    /// Candidates a hint's pattern uses, and digits it places.
    pub hint_digit: Rgb,
    /// The accent for buttons and selections.
    pub accent: Rgb,
    /// Text on the accent colour.
    pub on_accent: Rgb,
    /// Secondary text.
    pub muted: Rgb,
    /// Success messages.
    pub success: Rgb,
}

impl Colours {
    /// The light palette: white cells, ink-blue entries.
    pub const LIGHT: Colours = Colours {
        background: Rgb(0xF3, 0xF4, 0xF7),
        cell: Rgb(0xFF, 0xFF, 0xFF),
        peer: Rgb(0xEC, 0xF0, 0xF6),
        same_digit: Rgb(0xD6, 0xE2, 0xF8),
        selected: Rgb(0xC9, 0xDA, 0xF8),
        error_cell: Rgb(0xFB, 0xE3, 0xE3),
        hint_cell: Rgb(0xFD, 0xF0, 0xC8),
        hint_target: Rgb(0xD3, 0xF0, 0xDA),
        filter_cell: Rgb(0xEA, 0xDD, 0xFB),
        filter_ring: Rgb(0x7A, 0x3F, 0xD1),
        thin_line: Rgb(0xC9, 0xCF, 0xD9),
        thick_line: Rgb(0x3B, 0x43, 0x54),
        given: Rgb(0x1D, 0x23, 0x2E),
        entry: Rgb(0x1F, 0x4F, 0xB8),
        revealed: Rgb(0x6E, 0x3F, 0xA6),
        note: Rgb(0x4E, 0x57, 0x66),
        note_match: Rgb(0x1A, 0x46, 0xA8),
        error: Rgb(0xA8, 0x1C, 0x1C),
        eliminated: Rgb(0xA8, 0x1C, 0x1C),
        hint_digit: Rgb(0x15, 0x62, 0x30),
        accent: Rgb(0x2B, 0x5C, 0xC8),
        on_accent: Rgb(0xFF, 0xFF, 0xFF),
        muted: Rgb(0x52, 0x5B, 0x6A),
        success: Rgb(0x15, 0x62, 0x30),
    };

    /// The dark palette: slate cells, soft-blue entries.
    pub const DARK: Colours = Colours {
        background: Rgb(0x17, 0x1A, 0x20),
        cell: Rgb(0x22, 0x26, 0x2E),
        peer: Rgb(0x2A, 0x30, 0x3B),
        same_digit: Rgb(0x2E, 0x3C, 0x58),
        selected: Rgb(0x30, 0x44, 0x6D),
        error_cell: Rgb(0x4A, 0x26, 0x2A),
        hint_cell: Rgb(0x45, 0x3C, 0x22),
        hint_target: Rgb(0x21, 0x44, 0x2E),
        filter_cell: Rgb(0x3B, 0x2F, 0x55),
        filter_ring: Rgb(0xC3, 0xA6, 0xFF),
        thin_line: Rgb(0x3A, 0x41, 0x4E),
        thick_line: Rgb(0x9A, 0xA4, 0xB5),
        given: Rgb(0xEE, 0xF0, 0xF4),
        entry: Rgb(0x9C, 0xC2, 0xFF),
        revealed: Rgb(0xD2, 0xB4, 0xF5),
        note: Rgb(0xB4, 0xBC, 0xC8),
        note_match: Rgb(0xC4, 0xD9, 0xFF),
        error: Rgb(0xFF, 0xA8, 0xA0),
        eliminated: Rgb(0xFF, 0xA8, 0xA0),
        hint_digit: Rgb(0x9A, 0xE6, 0xB0),
        accent: Rgb(0x5B, 0x8D, 0xEF),
        on_accent: Rgb(0x10, 0x14, 0x1C),
        muted: Rgb(0xB0, 0xB8, 0xC4),
        success: Rgb(0x9A, 0xE6, 0xB0),
    };

    /// The high-contrast palette, for players who see less well: black cells, white lines
    /// and givens, yellow entries, every digit at 7:1 or more on every background it takes.
    pub const HIGH_CONTRAST: Colours = Colours {
        background: Rgb(0x00, 0x00, 0x00),
        cell: Rgb(0x00, 0x00, 0x00),
        peer: Rgb(0x1C, 0x1C, 0x1C),
        same_digit: Rgb(0x00, 0x26, 0x52),
        selected: Rgb(0x00, 0x33, 0x66),
        error_cell: Rgb(0x5C, 0x00, 0x00),
        hint_cell: Rgb(0x3D, 0x33, 0x00),
        hint_target: Rgb(0x00, 0x3D, 0x14),
        filter_cell: Rgb(0x33, 0x00, 0x52),
        filter_ring: Rgb(0xFF, 0x80, 0xFF),
        thin_line: Rgb(0x99, 0x99, 0x99),
        thick_line: Rgb(0xFF, 0xFF, 0xFF),
        given: Rgb(0xFF, 0xFF, 0xFF),
        entry: Rgb(0xFF, 0xE6, 0x00),
        revealed: Rgb(0xFF, 0xCC, 0xFF),
        note: Rgb(0xE6, 0xE6, 0xE6),
        note_match: Rgb(0x80, 0xE6, 0xFF),
        error: Rgb(0xFF, 0xC2, 0xC2),
        eliminated: Rgb(0xFF, 0xC2, 0xC2),
        hint_digit: Rgb(0x66, 0xFF, 0x8C),
        accent: Rgb(0xFF, 0xE6, 0x00),
        on_accent: Rgb(0x00, 0x00, 0x00),
        muted: Rgb(0xE6, 0xE6, 0xE6),
        success: Rgb(0x66, 0xFF, 0x8C),
    };

    /// The palette for dark or light mode.
    pub fn for_dark_mode(dark: bool) -> &'static Colours {
        if dark {
            &Colours::DARK
        } else {
            &Colours::LIGHT
        }
    }
}
