//! The marks a puzzle's rules put on the board, painted the way SudokuPad and f-puzzles
//! players know them: thermometers as thick grey lines with a bulb, arrows with their circle
//! or pill and a head, whispers green, renban purple, palindromes grey, between lines
//! with a circle at each end, Kropki dots and X/V on edges, killer cages dashed with their
//! sum, odd circles and even squares, extra regions shaded, and clues outside the grid.
//!
//! The rules say what they draw ([`crate::rules::marks`]); this file only says how. Colours
//! are blends of the theme's own, so each mark reads on the light and the dark board alike.

use super::theme::Palette;
use crate::rules::Relation;
use crate::rules::marks::{LineKind, RuleMark, cells_outline};
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, vec2};

/// Where the grid lies on the screen, to place marks in cell units.
pub(super) struct Place {
    /// The grid's top-left corner.
    pub origin: Pos2,
    /// A cell's side in points.
    pub cell: f32,
    /// The grid's width in cells.
    pub size: usize,
}

impl Place {
    /// A point in cell units (x across, y down).
    fn at(&self, x: f32, y: f32) -> Pos2 {
        self.origin + vec2(x, y) * self.cell
    }

    /// A cell's centre.
    fn centre(&self, cell: usize) -> Pos2 {
        let (row, col) = (cell / self.size, cell % self.size);
        self.at(col as f32 + 0.5, row as f32 + 0.5)
    }

    /// A cell's rectangle.
    fn rect(&self, cell: usize) -> Rect {
        Rect::from_center_size(self.centre(cell), vec2(self.cell, self.cell))
    }
}

/// Whether the board needs a margin of one cell round the grid for clues outside it.
pub(super) fn needs_margin(marks: &[RuleMark]) -> bool {
    marks.iter().any(RuleMark::is_outside)
}

/// A colour `amount` of the way from the cell colour to `hue`.
fn tint(palette: &Palette, hue: Color32, amount: f32) -> Color32 {
    let mix = |cell: u8, hue: u8| {
        let blended = f32::from(cell) + (f32::from(hue) - f32::from(cell)) * amount;
        // Invariant: a blend of two bytes stays within 0..=255.
        blended.round().clamp(0.0, 255.0) as u8
    };
    let cell = palette.cell;
    Color32::from_rgb(
        mix(cell.r(), hue.r()),
        mix(cell.g(), hue.g()),
        mix(cell.b(), hue.b()),
    )
}

/// A line kind's colour and width (in cells), by the pictures' table so the board and the
/// printed page agree.
fn line_look(palette: &Palette, kind: LineKind) -> (Color32, f32) {
    use crate::picture::Rgb;
    let rgb = |c: Color32| Rgb(c.r(), c.g(), c.b());
    let (Rgb(r, g, b), width) = crate::picture::rule_marks::line_look_by(
        rgb(palette.cell),
        rgb(palette.thick_line),
        kind,
        boost(palette),
    );
    (Color32::from_rgb(r, g, b), width)
}

/// How much stronger the marks' blends are on `palette`: the high-contrast board's black
/// needs them near their full hue to stand out.
fn boost(palette: &Palette) -> f32 {
    if palette.background == Palette::HIGH_CONTRAST.background {
        1.8
    } else {
        1.0
    }
}

/// Paints the marks that lie under the digits: shaded regions, lines, circles, odd and even
/// cells, and cage outlines.
pub(super) fn paint_under(painter: &Painter, place: &Place, marks: &[RuleMark], palette: &Palette) {
    for mark in marks {
        if let RuleMark::Shade { cells } = mark {
            let shade = tint(palette, palette.thick_line, 0.12 * boost(palette));
            for &cell in cells {
                painter.rect_filled(place.rect(cell), 0.0, shade);
            }
        }
    }
    for mark in marks {
        match mark {
            RuleMark::Parity { cell, even } => {
                let fill = tint(palette, palette.thick_line, 0.22 * boost(palette));
                let centre = place.centre(*cell);
                if *even {
                    let side = place.cell * 0.76;
                    painter.rect_filled(
                        Rect::from_center_size(centre, vec2(side, side)),
                        0.0,
                        fill,
                    );
                } else {
                    painter.circle_filled(centre, place.cell * 0.4, fill);
                }
            }
            RuleMark::Line { kind, cells } => paint_line(painter, place, *kind, cells, palette),
            RuleMark::Circle { cells } => paint_circle(painter, place, cells, palette),
            RuleMark::Cage { cells, .. } => paint_cage(painter, place, cells, palette),
            RuleMark::Candidates { cell, digits } => {
                let (down, size) = crate::rules::marks::CANDIDATES_PLACE;
                let top = place.rect(*cell).center_top() + vec2(0.0, place.cell * down);
                painter.text(
                    top,
                    Align2::CENTER_CENTER,
                    crate::rules::marks::candidates_line(digits),
                    FontId::proportional(place.cell * size),
                    tint(palette, palette.given, 0.85),
                );
            }
            RuleMark::Extremum { cell, maximum } => {
                let stroke = Stroke::new(
                    (place.cell * 0.035).max(1.0),
                    tint(palette, palette.thick_line, 0.6),
                );
                for [tip, left, right] in crate::rules::marks::extremum_chevrons(*maximum) {
                    let centre = place.centre(*cell);
                    let point = |(x, y): (f32, f32)| centre + vec2(x, y) * place.cell;
                    painter.add(Shape::line(
                        vec![point(left), point(tip), point(right)],
                        stroke,
                    ));
                }
            }
            _ => {}
        }
    }
}

/// Paints the marks that lie over the digits' layer: dots and letters on edges, cage sums
/// and the clues outside the grid. `background` is a cell's colour, behind a cage's sum.
pub(super) fn paint_over(
    painter: &Painter,
    place: &Place,
    marks: &[RuleMark],
    palette: &Palette,
    background: &dyn Fn(usize) -> Color32,
) {
    for mark in marks {
        match mark {
            RuleMark::Edge { cells, relation } => {
                paint_edge(painter, place, *cells, *relation, palette)
            }
            RuleMark::Cage {
                cells,
                sum: Some(sum),
            } => {
                let Some(&first) = cells.first() else {
                    continue;
                };
                let font = FontId::proportional((place.cell * 0.22).max(9.0));
                let galley = painter.layout_no_wrap(sum.to_string(), font, palette.given);
                let pos = place.rect(first).min + vec2(place.cell * 0.04, place.cell * 0.02);
                let label = Rect::from_min_size(pos, galley.size()).expand2(vec2(1.5, 0.0));
                painter.rect_filled(label, 2.0, background(first));
                painter.galley(pos, galley, palette.given);
            }
            RuleMark::Outside {
                row,
                col,
                value,
                direction,
            } => paint_outside(painter, place, (*row, *col), *value, *direction, palette),
            RuleMark::Quadruple { cells, digits } => {
                let (x, y) = crate::rules::marks::corner_of(cells, place.size);
                let centre = place.at(x, y);
                let radius = place.cell * crate::rules::marks::QUADRUPLE_RADIUS;
                let stroke = Stroke::new((place.cell * 0.03).max(1.0), palette.given);
                painter.circle(centre, radius, palette.cell, stroke);
                let font = FontId::proportional(place.cell * 0.19);
                let lines = crate::rules::marks::quadruple_lines(digits);
                let step = place.cell * 0.18;
                let top = centre.y - step * (lines.len() as f32 - 1.0) / 2.0;
                for (index, line) in lines.into_iter().enumerate() {
                    let at = Pos2::new(centre.x, top + step * index as f32);
                    painter.text(at, Align2::CENTER_CENTER, line, font.clone(), palette.given);
                }
            }
            _ => {}
        }
    }
}

/// A line through its cells' centres, with round joins and ends, and what its kind adds: a
/// thermometer's bulb, an arrow's head, a between line's end circles.
fn paint_line(
    painter: &Painter,
    place: &Place,
    kind: LineKind,
    cells: &[usize],
    palette: &Palette,
) {
    let (colour, width) = line_look(palette, kind);
    let mut points: Vec<Pos2> = cells.iter().map(|&cell| place.centre(cell)).collect();
    let (Some(&first), Some(&last)) = (points.first(), points.last()) else {
        return;
    };
    let width = width * place.cell;
    match kind {
        LineKind::Diagonal => {
            // Corner to corner: half a cell past each end cell's centre.
            if let [a, .., b] = points[..] {
                let step = (b - a) / (points.len() - 1) as f32;
                points = vec![a - step * 0.5, b + step * 0.5];
            }
        }
        LineKind::Arrow | LineKind::Between => {
            // The line leaves the circle at its edge, not its centre.
            if let [a, b, ..] = points[..] {
                points[0] = a + (b - a).normalized() * place.cell * 0.4;
            }
            if kind == LineKind::Between
                && let [.., a, b] = points[..]
            {
                let end = points.len() - 1;
                points[end] = b - (b - a).normalized() * place.cell * 0.4;
            }
        }
        _ => {}
    }
    let stroke = Stroke::new(width, colour);
    painter.add(Shape::line(points.clone(), stroke));
    if width > 3.0 {
        for &point in &points {
            painter.circle_filled(point, width / 2.0, colour);
        }
    }
    match kind {
        LineKind::Thermometer => {
            painter.circle_filled(first, place.cell * 0.4, colour);
        }
        LineKind::Between => {
            for end in [first, last] {
                painter.circle_stroke(
                    end,
                    place.cell * 0.4,
                    Stroke::new(place.cell * 0.05, colour),
                );
            }
        }
        LineKind::Arrow => {
            if let [.., a, b] = points[..] {
                let back = (a - b).normalized() * place.cell * 0.28;
                let side = vec2(-back.y, back.x) * 0.7;
                let head = vec![b + back + side, b, b + back - side];
                painter.add(Shape::line(head, stroke));
            }
        }
        _ => {}
    }
}

/// An arrow's circle (one cell) or pill (a row of cells), outlined.
fn paint_circle(painter: &Painter, place: &Place, cells: &[usize], palette: &Palette) {
    let (colour, _) = line_look(palette, LineKind::Arrow);
    let stroke = Stroke::new(place.cell * 0.06, colour);
    let rects = cells.iter().map(|&cell| place.rect(cell));
    let Some(bounds) = rects.reduce(|a, b| a.union(b)) else {
        return;
    };
    let pill = bounds.shrink(place.cell * 0.1);
    painter.rect_stroke(pill, place.cell * 0.4, stroke, StrokeKind::Middle);
}

/// A killer cage's dashed outline, just inside its cells.
fn paint_cage(painter: &Painter, place: &Place, cells: &[usize], palette: &Palette) {
    let inset = 0.08;
    let stroke = Stroke::new(
        (place.cell * 0.03).max(1.0),
        palette.given.gamma_multiply(0.8),
    );
    let dash = (place.cell * 0.09).max(3.0);
    for [(x0, y0), (x1, y1)] in cells_outline(cells, place.size, inset) {
        let line = [place.at(x0, y0), place.at(x1, y1)];
        painter.extend(Shape::dashed_line(&line, stroke, dash, dash * 0.7));
    }
}

/// A dot or letter on the edge between two cells: a white dot (difference), a black dot
/// (ratio), X or V (sum 10 or 5); a value other than the usual one is written on it.
fn paint_edge(
    painter: &Painter,
    place: &Place,
    [a, b]: [usize; 2],
    relation: Relation,
    palette: &Palette,
) {
    let centre = place.centre(a) + (place.centre(b) - place.centre(a)) / 2.0;
    let radius = place.cell * 0.13;
    let outline = Stroke::new((place.cell * 0.025).max(1.0), Color32::from_gray(70));
    let font = FontId::proportional(place.cell * 0.2);
    let (fill, ink, text) = match relation {
        Relation::Difference(value) => (
            Color32::WHITE,
            Color32::BLACK,
            (value != 1).then(|| value.to_string()),
        ),
        Relation::Ratio(value) => (
            Color32::BLACK,
            Color32::WHITE,
            (value != 2).then(|| value.to_string()),
        ),
        Relation::Sum(sum) => {
            let letter = match sum {
                10 => "X".to_string(),
                5 => "V".to_string(),
                other => other.to_string(),
            };
            let font = FontId::proportional(place.cell * 0.3);
            let galley = painter.layout_no_wrap(letter, font, palette.given);
            let back = Rect::from_center_size(centre, galley.size()).expand(1.0);
            painter.rect_filled(back, 3.0, palette.cell);
            painter.galley(back.min + vec2(1.0, 1.0), galley, palette.given);
            return;
        }
    };
    painter.circle(centre, radius, fill, outline);
    if let Some(text) = text {
        painter.text(centre, Align2::CENTER_CENTER, text, font, ink);
    }
}

/// A clue outside the grid: its number in the margin cell, with a small arrow along the
/// diagonal it reads for a little killer.
fn paint_outside(
    painter: &Painter,
    place: &Place,
    (row, col): (isize, isize),
    value: u32,
    direction: Option<[i8; 2]>,
    palette: &Palette,
) {
    let centre = place.at(col as f32 + 0.5, row as f32 + 0.5);
    let font = FontId::proportional(place.cell * 0.42);
    let Some([down, right]) = direction else {
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            value.to_string(),
            font,
            palette.given,
        );
        return;
    };
    // The number sits back from the corner the arrow leaves by.
    let step = vec2(f32::from(right), f32::from(down));
    let number = centre - step * place.cell * 0.12;
    let font = FontId::proportional(place.cell * 0.34);
    painter.text(
        number,
        Align2::CENTER_CENTER,
        value.to_string(),
        font,
        palette.given,
    );
    let tip = centre + step * place.cell * 0.45;
    let tail = centre + step * place.cell * 0.22;
    let stroke = Stroke::new((place.cell * 0.035).max(1.0), palette.given);
    painter.line_segment([tail, tip], stroke);
    let back = (tail - tip).normalized() * place.cell * 0.1;
    let side = vec2(-back.y, back.x);
    painter.add(Shape::line(
        vec![tip + back + side, tip, tip + back - side],
        stroke,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Line, LittleKiller, RuleUnit, Sandwich};
    use crate::shape::Shape as GridShape;

    #[test]
    fn only_clues_outside_the_grid_ask_for_a_margin() {
        let shape = GridShape::boxed(9).expect("9x9");
        let sandwich = Sandwich {
            line: Line::Column(4),
            sum: 12,
            far: false,
        };
        let marks = sandwich.marks(&shape);
        assert_eq!(
            marks,
            vec![RuleMark::Outside {
                row: -1,
                col: 4,
                value: 12,
                direction: None
            }]
        );
        assert!(needs_margin(&marks));
        // A little killer from above r1c3 reading down and left: its clue sits at r0c4.
        let cells = LittleKiller::diagonal(9, (0, 2), [1, -1]);
        let killer = LittleKiller {
            cells,
            direction: [1, -1],
            sum: 9,
        };
        assert!(matches!(
            killer.marks(&shape)[..],
            [RuleMark::Outside {
                row: -1,
                col: 3,
                ..
            }]
        ));
        let shade = vec![RuleMark::Shade { cells: vec![0, 1] }];
        assert!(!needs_margin(&shade));
    }

    #[test]
    fn tints_stay_between_the_cell_and_the_hue_in_both_themes() {
        for palette in [Palette::for_dark_mode(false), Palette::for_dark_mode(true)] {
            let hue = Color32::from_rgb(200, 80, 220);
            assert_eq!(tint(palette, hue, 0.0), palette.cell);
            assert_eq!(tint(palette, hue, 1.0), hue);
            let half = tint(palette, hue, 0.5);
            let between = |c: u8, a: u8, b: u8| c >= a.min(b) && c <= a.max(b);
            assert!(between(half.r(), palette.cell.r(), hue.r()));
            assert!(between(half.g(), palette.cell.g(), hue.g()));
        }
    }

    #[test]
    fn high_contrast_lines_stand_further_from_their_cells_than_dark_ones() {
        let distance = |palette: &Palette, kind: LineKind| {
            let (colour, _) = line_look(palette, kind);
            let cell = palette.cell;
            [
                colour.r().abs_diff(cell.r()),
                colour.g().abs_diff(cell.g()),
                colour.b().abs_diff(cell.b()),
            ]
            .into_iter()
            .map(u32::from)
            .sum::<u32>()
        };
        for kind in [LineKind::Renban, LineKind::Between, LineKind::Whispers] {
            assert!(
                distance(&Palette::HIGH_CONTRAST, kind)
                    > distance(Palette::for_dark_mode(true), kind),
                "{kind:?}"
            );
        }
    }
}
