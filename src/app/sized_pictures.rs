//! Picture mode for children (View › Board display): on 4x4 and 6x6 grids each digit is a
//! coloured shape (a red circle, a blue square, a green triangle, an orange diamond, a
//! purple star, a teal hexagon), typed with the same keys. The shapes differ by outline as
//! well as colour, so a player who cannot tell the colours apart can still play.

use crate::i18n::tr;
use egui::{Color32, Painter, Pos2, Rect, Shape, Stroke, vec2};

/// The largest grid drawn in pictures: six shapes are as many as a child tells apart at a
/// glance.
pub(super) const PICTURE_SIZES: usize = 6;

/// Each digit's colour, 1 to 6.
const COLOURS: [Color32; PICTURE_SIZES] = [
    Color32::from_rgb(0xE0, 0x45, 0x3A),
    Color32::from_rgb(0x34, 0x78, 0xF6),
    Color32::from_rgb(0x2E, 0x9E, 0x4F),
    Color32::from_rgb(0xF2, 0x9D, 0x12),
    Color32::from_rgb(0x8E, 0x5C, 0xD9),
    Color32::from_rgb(0x14, 0xA3, 0xA3),
];

/// The catalogue message naming each digit's picture, 1 to 6.
const NAMES: [&str; PICTURE_SIZES] = [
    "picture-circle",
    "picture-square",
    "picture-triangle",
    "picture-diamond",
    "picture-star",
    "picture-hexagon",
];

/// Whether a grid `size` wide is drawn in pictures when the setting asks.
pub(super) fn has_pictures(size: usize) -> bool {
    size <= PICTURE_SIZES
}

/// A digit's picture in words ("red circle"), for screen readers and tooltips.
pub(super) fn picture_name(digit: u8) -> String {
    match usize::from(digit).checked_sub(1).and_then(|i| NAMES.get(i)) {
        Some(id) => tr(id),
        None => digit.to_string(),
    }
}

/// Paints digit `digit`'s picture centred in `rect`, filling `scale` of its height; faded
/// (a note, a hint's placement) when `faded`.
pub(super) fn paint_picture(painter: &Painter, rect: Rect, digit: u8, scale: f32, faded: bool) {
    let Some(index) = usize::from(digit)
        .checked_sub(1)
        .filter(|&i| i < PICTURE_SIZES)
    else {
        return;
    };
    let colour = if faded {
        COLOURS[index].gamma_multiply(0.55)
    } else {
        COLOURS[index]
    };
    let centre = rect.center();
    let r = rect.height().min(rect.width()) * scale / 2.0;
    let outline = Stroke::new((r * 0.08).max(1.0), colour.gamma_multiply(0.6));
    let polygon = |points: Vec<Pos2>| Shape::convex_polygon(points, colour, outline);
    let around = |count: usize, radius: f32, turn: f32| -> Vec<Pos2> {
        (0..count)
            .map(|i| {
                let angle = turn + i as f32 * std::f32::consts::TAU / count as f32;
                centre + vec2(angle.cos(), angle.sin()) * radius
            })
            .collect()
    };
    let up = -std::f32::consts::FRAC_PI_2;
    match index {
        0 => {
            painter.circle(centre, r * 0.9, colour, outline);
        }
        1 => {
            let side = r * 1.6;
            painter.rect(
                Rect::from_center_size(centre, vec2(side, side)),
                r * 0.12,
                colour,
                outline,
                egui::StrokeKind::Middle,
            );
        }
        2 => {
            let mut points = around(3, r, up);
            // Lowered a little, so it sits in the middle by eye.
            for point in &mut points {
                point.y += r * 0.15;
            }
            painter.add(polygon(points));
        }
        3 => {
            painter.add(polygon(around(4, r, up)));
        }
        4 => {
            // A five-pointed star: a pentagon and a triangle on each side.
            let outer = around(5, r, up);
            let inner = around(5, r * 0.42, up + std::f32::consts::PI / 5.0);
            painter.add(Shape::convex_polygon(inner.clone(), colour, Stroke::NONE));
            for i in 0..5 {
                let tip = vec![inner[(i + 4) % 5], outer[i], inner[i]];
                painter.add(Shape::convex_polygon(tip, colour, Stroke::NONE));
            }
            let mut path: Vec<Pos2> = Vec::with_capacity(10);
            for i in 0..5 {
                path.push(outer[i]);
                path.push(inner[i]);
            }
            painter.add(Shape::closed_line(path, outline));
        }
        _ => {
            painter.add(polygon(around(6, r * 0.95, 0.0)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_digits_have_six_named_pictures_and_larger_grids_none() {
        assert!(has_pictures(4) && has_pictures(6) && !has_pictures(8));
        let names: std::collections::BTreeSet<String> = (1..=6).map(picture_name).collect();
        assert_eq!(names.len(), 6);
        assert_eq!(picture_name(7), "7");
    }
}
