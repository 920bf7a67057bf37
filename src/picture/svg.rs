//! A [`Picture`] as an SVG document. Text stays text (selectable, searchable), set in the
//! picture's fonts by name with fallbacks of the same kind.

use super::{Anchor, Item, Picture};
use std::fmt::Write as _;

/// The picture as an SVG document, `width` by `height` user units (points when printed at
/// 100%).
pub fn to_svg(picture: &Picture) -> String {
    let (width, height) = (picture.width, picture.height);
    let mut svg = String::with_capacity(16 * 1024);
    // Writing into a String cannot fail, so the results of write! are ignored throughout.
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
    );
    for item in &picture.items {
        match item {
            Item::Rect {
                at,
                width,
                height,
                radius,
                fill,
            } => {
                let _ = writeln!(
                    svg,
                    r#"<rect x="{:.2}" y="{:.2}" width="{width:.2}" height="{height:.2}" rx="{radius:.2}" fill="{}"/>"#,
                    at.x,
                    at.y,
                    fill.hex()
                );
            }
            Item::Frame {
                at,
                width,
                height,
                radius,
                stroke,
                colour,
            } => {
                let _ = writeln!(
                    svg,
                    r#"<rect x="{:.2}" y="{:.2}" width="{width:.2}" height="{height:.2}" rx="{radius:.2}" fill="none" stroke="{}" stroke-width="{stroke:.2}"/>"#,
                    at.x,
                    at.y,
                    colour.hex()
                );
            }
            Item::Line {
                from,
                to,
                stroke,
                colour,
            } => {
                let _ = writeln!(
                    svg,
                    r#"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="{}" stroke-width="{stroke:.2}" stroke-linecap="square"/>"#,
                    from.x,
                    from.y,
                    to.x,
                    to.y,
                    colour.hex()
                );
            }
            Item::Text(run) => {
                let anchor = match run.anchor {
                    Anchor::Start => "start",
                    Anchor::Middle => "middle",
                    Anchor::End => "end",
                };
                let colour = run.colour.hex();
                let weight = if run.bold {
                    format!(
                        r#" stroke="{colour}" stroke-width="{:.2}" stroke-linejoin="round""#,
                        run.bold_stroke()
                    )
                } else {
                    String::new()
                };
                let _ = writeln!(
                    svg,
                    r#"<text x="{:.2}" y="{:.2}" font-family="{}" font-size="{:.2}" text-anchor="{anchor}" fill="{colour}"{weight}>{}</text>"#,
                    run.at.x,
                    run.at.y,
                    run.face.css_family(),
                    run.size,
                    escape(&run.text)
                );
            }
        }
    }
    svg.push_str("</svg>\n");
    svg
}

/// Text made safe to put between XML tags.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::{Colours, Face, Point, TextRun};

    #[test]
    fn every_item_becomes_one_element_and_text_is_escaped() {
        let mut picture = Picture::new(100.0, 50.0);
        picture.items.push(Item::Line {
            from: Point { x: 0.0, y: 0.0 },
            to: Point { x: 10.0, y: 0.0 },
            stroke: 2.5,
            colour: Colours::LIGHT.thick_line,
        });
        picture.items.push(Item::Text(TextRun {
            at: Point { x: 5.0, y: 20.0 },
            size: 12.0,
            face: Face::Label,
            bold: true,
            anchor: Anchor::Middle,
            colour: Colours::LIGHT.given,
            text: "Tom & Jerry <1>".to_string(),
        }));
        let svg = to_svg(&picture);
        assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains(">Tom &amp; Jerry &lt;1&gt;</text>"), "{svg}");
        assert!(svg.contains(r#"stroke-width="2.50""#), "{svg}");
        assert!(svg.contains(r#"text-anchor="middle""#), "{svg}");
        assert!(svg.contains(&Colours::LIGHT.given.hex()), "{svg}");
        assert_eq!(svg.matches("<line ").count(), 1);
    }
}
