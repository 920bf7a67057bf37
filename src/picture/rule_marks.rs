//! A puzzle's rule marks in printed and exported pictures, drawn as the app's board draws
//! them (`app/rule_marks.rs`) with the picture's four shapes: thick lines as runs of
//! segments with round joints, circles and pills as rounded rectangles, Kropki dots,
//! X and V, dashed cages with their sums (as the variants' pictures draw them), odd circles
//! and even squares, shaded extra regions, and clues outside the grid.

use super::variant::{cage_shape, mix};
use super::{Anchor, Colours, Face, Item, Picture, Point, Rgb, TextRun};
use crate::rules::Relation;
use crate::rules::marks::{LineKind, RuleMark};

/// Where the grid lies in the picture: its top-left corner, a cell's side and its width in
/// cells.
pub(super) struct Grid {
    /// The grid's top-left corner.
    pub origin: Point,
    /// A cell's side.
    pub cell: f32,
    /// Cells across.
    pub size: usize,
}

impl Grid {
    /// A point in cell units.
    fn at(&self, x: f32, y: f32) -> Point {
        Point {
            x: self.origin.x + x * self.cell,
            y: self.origin.y + y * self.cell,
        }
    }

    /// A cell's centre.
    fn centre(&self, cell: usize) -> Point {
        let (row, col) = (cell / self.size, cell % self.size);
        self.at(col as f32 + 0.5, row as f32 + 0.5)
    }
}

/// A line kind's colour and width (in cells) on a theme whose cells are `cell` and whose
/// box lines are `box_lines`: a blend from the cell colour towards the kind's hue, so one
/// table serves every theme. The app's board draws its lines by it too.
pub fn line_look(cell: Rgb, box_lines: Rgb, kind: LineKind) -> (Rgb, f32) {
    line_look_by(cell, box_lines, kind, 1.0)
}

/// [`line_look`] with every blend `boost` times as strong (at most the hue itself): the
/// high-contrast board's lines, which must stand out on black.
pub fn line_look_by(cell: Rgb, box_lines: Rgb, kind: LineKind, boost: f32) -> (Rgb, f32) {
    let tint = |hue: Rgb, amount: f32| mix(cell, hue, (amount * boost).min(1.0));
    match kind {
        LineKind::Thermometer => (tint(box_lines, 0.3), 0.3),
        LineKind::Arrow => (tint(box_lines, 0.55), 0.06),
        LineKind::Whispers => (tint(Rgb(60, 190, 60), 0.6), 0.16),
        LineKind::Renban => (tint(Rgb(200, 80, 220), 0.5), 0.16),
        LineKind::Palindrome => (tint(box_lines, 0.4), 0.16),
        LineKind::Between => (tint(Rgb(120, 170, 210), 0.45), 0.1),
        LineKind::Diagonal => (tint(box_lines, 0.45), 0.04),
        LineKind::RegionSum => (tint(Rgb(40, 120, 230), 0.55), 0.12),
        LineKind::Entropic => (tint(Rgb(240, 140, 30), 0.6), 0.14),
    }
}

/// The top-left corner of the square of half-side `radius` round `centre`.
fn corner_round(centre: Point, radius: f32) -> Point {
    Point {
        x: centre.x - radius,
        y: centre.y - radius,
    }
}

/// A filled circle of `radius` round `centre`.
fn disc(centre: Point, radius: f32, fill: Rgb) -> Item {
    Item::Rect {
        at: corner_round(centre, radius),
        width: radius * 2.0,
        height: radius * 2.0,
        radius,
        fill,
    }
}

/// A ring of `radius` round `centre`.
fn ring(centre: Point, radius: f32, stroke: f32, colour: Rgb) -> Item {
    Item::Frame {
        at: corner_round(centre, radius),
        width: radius * 2.0,
        height: radius * 2.0,
        radius,
        stroke,
        colour,
    }
}

/// The point `distance` from `from` towards `to`.
fn towards(from: Point, to: Point, distance: f32) -> Point {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    let length = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
    Point {
        x: from.x + dx * distance / length,
        y: from.y + dy * distance / length,
    }
}

/// Draws the marks under the digits: shades, lines, circles, odd and even cells, cages
/// with their sums.
pub(super) fn under(picture: &mut Picture, grid: &Grid, marks: &[RuleMark], colours: &Colours) {
    let cell = grid.cell;
    for mark in marks {
        if let RuleMark::Shade { cells } = mark {
            for &index in cells {
                let (row, col) = (index / grid.size, index % grid.size);
                picture.items.push(Item::Rect {
                    at: grid.at(col as f32, row as f32),
                    width: cell,
                    height: cell,
                    radius: 0.0,
                    fill: mix(colours.cell, colours.thick_line, 0.12),
                });
            }
        }
    }
    for mark in marks {
        match mark {
            RuleMark::Parity { cell: index, even } => {
                let fill = mix(colours.cell, colours.thick_line, 0.22);
                let centre = grid.centre(*index);
                let half = cell * if *even { 0.38 } else { 0.4 };
                let mut shape = disc(centre, half, fill);
                if let (true, Item::Rect { radius, .. }) = (*even, &mut shape) {
                    *radius = 0.0;
                }
                picture.items.push(shape);
            }
            RuleMark::Line { kind, cells } => line(picture, grid, *kind, cells, colours),
            RuleMark::Extremum {
                cell: index,
                maximum,
            } => {
                let centre = grid.centre(*index);
                let colour = mix(colours.cell, colours.thick_line, 0.6);
                let point = |(x, y): (f32, f32)| Point {
                    x: centre.x + x * cell,
                    y: centre.y + y * cell,
                };
                for [tip, left, right] in crate::rules::marks::extremum_chevrons(*maximum) {
                    for wing in [left, right] {
                        picture.items.push(Item::Line {
                            from: point(wing),
                            to: point(tip),
                            stroke: cell * 0.035,
                            colour,
                        });
                    }
                }
            }
            RuleMark::Circle { cells } => {
                let (colour, _) = line_look(colours.cell, colours.thick_line, LineKind::Arrow);
                let points: Vec<Point> = cells.iter().map(|&c| grid.centre(c)).collect();
                let (mut low, mut high) = (points[0], points[0]);
                for p in &points {
                    low = Point {
                        x: low.x.min(p.x),
                        y: low.y.min(p.y),
                    };
                    high = Point {
                        x: high.x.max(p.x),
                        y: high.y.max(p.y),
                    };
                }
                let half = cell * 0.4;
                picture.items.push(Item::Frame {
                    at: Point {
                        x: low.x - half,
                        y: low.y - half,
                    },
                    width: high.x - low.x + 2.0 * half,
                    height: high.y - low.y + 2.0 * half,
                    radius: half,
                    stroke: cell * 0.06,
                    colour,
                });
            }
            _ => {}
        }
    }
    // Cages last, so a line crossing one never covers its sum.
    for mark in marks {
        if let RuleMark::Cage { cells, sum } = mark {
            let grid = (grid.origin, cell, grid.size);
            cage_shape(picture, grid, cells, *sum, colours, colours.cell);
        }
    }
}

/// A line through its cells' centres with round joints and ends, and what its kind adds.
fn line(picture: &mut Picture, grid: &Grid, kind: LineKind, cells: &[usize], colours: &Colours) {
    let (colour, width) = line_look(colours.cell, colours.thick_line, kind);
    let width = width * grid.cell;
    let mut points: Vec<Point> = cells.iter().map(|&c| grid.centre(c)).collect();
    let (Some(&first), Some(&last)) = (points.first(), points.last()) else {
        return;
    };
    let circle = grid.cell * 0.4;
    match kind {
        LineKind::Diagonal if points.len() > 1 => {
            let half = grid.cell * std::f32::consts::FRAC_1_SQRT_2;
            points = vec![towards(first, last, -half), towards(last, first, -half)];
        }
        LineKind::Arrow | LineKind::Between if points.len() > 1 => {
            points[0] = towards(first, points[1], circle);
            if kind == LineKind::Between {
                let end = points.len() - 1;
                points[end] = towards(last, points[end - 1], circle);
            }
        }
        _ => {}
    }
    for pair in points.windows(2) {
        picture.items.push(Item::Line {
            from: pair[0],
            to: pair[1],
            stroke: width,
            colour,
        });
    }
    if kind != LineKind::Diagonal {
        for &point in &points {
            picture.items.push(disc(point, width / 2.0, colour));
        }
    }
    match kind {
        LineKind::Thermometer => picture.items.push(disc(first, circle, colour)),
        LineKind::Between => {
            for end in [first, last] {
                picture
                    .items
                    .push(ring(end, circle, grid.cell * 0.05, colour));
            }
        }
        LineKind::Arrow => {
            if let [.., a, b] = points[..] {
                let back = towards(b, a, grid.cell * 0.28);
                let (bx, by) = (back.x - b.x, back.y - b.y);
                for side in [1.0, -1.0] {
                    let wing = Point {
                        x: back.x - by * 0.7 * side,
                        y: back.y + bx * 0.7 * side,
                    };
                    picture.items.push(Item::Line {
                        from: wing,
                        to: b,
                        stroke: width,
                        colour,
                    });
                }
            }
        }
        _ => {}
    }
}

/// Draws the marks over the digits: dots and letters on edges, and outside clues.
pub(super) fn over(picture: &mut Picture, grid: &Grid, marks: &[RuleMark], colours: &Colours) {
    let cell = grid.cell;
    let text = |at: Point, size: f32, colour: Rgb, text: String| {
        Item::Text(TextRun {
            at: Point {
                x: at.x,
                y: at.y + size * Face::Label.cap_height() / 2.0,
            },
            size,
            face: Face::Label,
            bold: false,
            anchor: Anchor::Middle,
            colour,
            text,
        })
    };
    for mark in marks {
        match mark {
            RuleMark::Edge {
                cells: [a, b],
                relation,
            } => {
                let (pa, pb) = (grid.centre(*a), grid.centre(*b));
                let centre = Point {
                    x: (pa.x + pb.x) / 2.0,
                    y: (pa.y + pb.y) / 2.0,
                };
                let white = Rgb(255, 255, 255);
                let black = Rgb(0, 0, 0);
                let (fill, ink, label) = match *relation {
                    Relation::Difference(value) => (white, black, (value != 1).then_some(value)),
                    Relation::Ratio(value) => (black, white, (value != 2).then_some(value)),
                    Relation::Sum(sum) => {
                        let letter = match sum {
                            10 => "X".to_string(),
                            5 => "V".to_string(),
                            other => other.to_string(),
                        };
                        let size = cell * 0.3;
                        let width = Face::Label.text_width(&letter, size) + cell * 0.06;
                        picture.items.push(Item::Rect {
                            at: Point {
                                x: centre.x - width / 2.0,
                                y: centre.y - size * 0.45,
                            },
                            width,
                            height: size * 0.9,
                            radius: cell * 0.03,
                            fill: colours.cell,
                        });
                        picture
                            .items
                            .push(text(centre, size, colours.given, letter));
                        continue;
                    }
                };
                let radius = cell * 0.13;
                picture.items.push(disc(centre, radius, fill));
                picture
                    .items
                    .push(ring(centre, radius, cell * 0.025, Rgb(70, 70, 70)));
                if let Some(value) = label {
                    picture
                        .items
                        .push(text(centre, cell * 0.2, ink, value.to_string()));
                }
            }
            RuleMark::Candidates {
                cell: index,
                digits,
            } => {
                let (down, size) = crate::rules::marks::CANDIDATES_PLACE;
                let (row, col) = (index / grid.size, index % grid.size);
                let at = grid.at(col as f32 + 0.5, row as f32 + down);
                let line = crate::rules::marks::candidates_line(digits);
                let colour = mix(colours.cell, colours.given, 0.85);
                picture.items.push(text(at, cell * size, colour, line));
            }
            RuleMark::Quadruple { cells, digits } => {
                let (x, y) = crate::rules::marks::corner_of(cells, grid.size);
                let centre = grid.at(x, y);
                let radius = cell * crate::rules::marks::QUADRUPLE_RADIUS;
                picture.items.push(disc(centre, radius, colours.cell));
                picture
                    .items
                    .push(ring(centre, radius, cell * 0.03, colours.given));
                let lines = crate::rules::marks::quadruple_lines(digits);
                let step = cell * 0.18;
                let top = centre.y - step * (lines.len() as f32 - 1.0) / 2.0;
                for (index, line) in lines.into_iter().enumerate() {
                    let at = Point {
                        x: centre.x,
                        y: top + step * index as f32,
                    };
                    picture
                        .items
                        .push(text(at, cell * 0.19, colours.given, line));
                }
            }
            RuleMark::Outside {
                row,
                col,
                value,
                direction,
            } => {
                let centre = grid.at(*col as f32 + 0.5, *row as f32 + 0.5);
                let Some([down, right]) = *direction else {
                    picture
                        .items
                        .push(text(centre, cell * 0.42, colours.given, value.to_string()));
                    continue;
                };
                let (dx, dy) = (f32::from(right), f32::from(down));
                let number = Point {
                    x: centre.x - dx * cell * 0.12,
                    y: centre.y - dy * cell * 0.12,
                };
                picture
                    .items
                    .push(text(number, cell * 0.34, colours.given, value.to_string()));
                let tip = Point {
                    x: centre.x + dx * cell * 0.45,
                    y: centre.y + dy * cell * 0.45,
                };
                let tail = Point {
                    x: centre.x + dx * cell * 0.22,
                    y: centre.y + dy * cell * 0.22,
                };
                let stroke = cell * 0.035;
                picture.items.push(Item::Line {
                    from: tail,
                    to: tip,
                    stroke,
                    colour: colours.given,
                });
                let back = towards(tip, tail, cell * 0.1);
                let (bx, by) = (back.x - tip.x, back.y - tip.y);
                for side in [1.0, -1.0] {
                    let wing = Point {
                        x: back.x - by * side,
                        y: back.y + bx * side,
                    };
                    picture.items.push(Item::Line {
                        from: wing,
                        to: tip,
                        stroke,
                        colour: colours.given,
                    });
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::sized::{SizedPicture, sized_board};

    fn picture_of(json: &str) -> (SizedPicture, Picture) {
        let puzzle = crate::formats::fpuzzles::read_json(json)
            .expect("the test puzzle reads")
            .puzzle;
        let view = SizedPicture::puzzle(&puzzle);
        let picture = sized_board(&view, &Colours::LIGHT, 1100.0);
        (view, picture)
    }

    #[test]
    fn outside_clues_sit_in_a_margin_round_the_grid_with_their_numbers() {
        let (view, picture) = picture_of(include_str!("../../tests/data/fpuzzles/sandwich.json"));
        // 9 cells and a margin cell each side: the frame starts a cell in.
        let cell = 1100.0 / 11.0;
        let frame = picture.items.iter().find_map(|item| match item {
            Item::Frame { at, width, .. } if *width > cell * 8.0 => Some(*at),
            _ => None,
        });
        let frame = frame.expect("the board's frame");
        assert!((frame.x - cell).abs() < 0.01 && (frame.y - cell).abs() < 0.01);
        let texts: Vec<&str> = picture.texts().map(|run| run.text.as_str()).collect();
        let clues = view.marks.iter().filter(|m| m.is_outside()).count();
        assert!(clues >= 9);
        for mark in &view.marks {
            if let RuleMark::Outside { value, .. } = mark {
                assert!(texts.contains(&value.to_string().as_str()), "{value}");
            }
        }
    }

    #[test]
    fn each_dot_is_one_disc_black_or_white_and_a_grid_without_outside_clues_has_no_margin() {
        let (view, picture) = picture_of(include_str!("../../tests/data/fpuzzles/kropki.json"));
        let dots = |black: bool| {
            view.marks
                .iter()
                .filter(|m| {
                    matches!(
                        m,
                        RuleMark::Edge {
                            relation: Relation::Ratio(_),
                            ..
                        }
                    ) == black
                        && matches!(m, RuleMark::Edge { .. })
                })
                .count()
        };
        let discs = |fill: Rgb| {
            picture
                .items
                .iter()
                .filter(|item| matches!(item, Item::Rect { fill: f, radius, width, .. } if *f == fill && *radius > 0.0 && *width < 100.0))
                .count()
        };
        assert!(dots(true) > 0 && dots(false) > 0);
        assert_eq!(discs(Rgb(0, 0, 0)), dots(true));
        assert_eq!(discs(Rgb(255, 255, 255)), dots(false));
        let frame = picture.items.iter().find_map(|item| match item {
            Item::Frame { at, width, .. } if *width > 900.0 => Some(*at),
            _ => None,
        });
        assert_eq!(frame.map(|at| (at.x, at.y)), Some((0.0, 0.0)));
    }
}
