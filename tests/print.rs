//! `nonet print` and `nonet image`, run as separate processes: the booklet read back with
//! lopdf (pages, embedded fonts, the text of puzzle numbers, levels and page numbers), the
//! images decoded, and bad inputs refused by name with nothing written.

use lopdf::{Dictionary, Document, Object};
use std::path::Path;
use std::process::Output;

#[path = "common/cli.rs"]
mod cli_support;
mod common;

use cli_support::nonet;
use common::data_path;

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn code(output: &Output) -> i32 {
    output.status.code().expect("nonet exits normally")
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("temporary paths are UTF-8")
}

/// The text of each page, as a PDF reader extracts it.
fn page_texts(document: &Document) -> Vec<String> {
    document
        .get_pages()
        .keys()
        .map(|&number| document.extract_text(&[number]).expect("the text extracts"))
        .collect()
}

fn resolve<'a>(document: &'a Document, object: &'a Object) -> &'a Object {
    document.dereference(object).expect("references resolve").1
}

/// Whether a font dictionary carries its font program (for a composite font, in its
/// descendant's descriptor).
fn embedded(document: &Document, font: &Dictionary) -> bool {
    let subtype = font
        .get(b"Subtype")
        .and_then(Object::as_name)
        .unwrap_or(b"");
    if subtype == b"Type3" {
        // Type 3 fonts are drawn by their own glyph procedures: embedded by nature.
        return true;
    }
    let font = if subtype == b"Type0" {
        let descendants = resolve(document, font.get(b"DescendantFonts").expect("descendants"));
        let first = &descendants.as_array().expect("an array")[0];
        resolve(document, first).as_dict().expect("a font")
    } else {
        font
    };
    let Ok(descriptor) = font.get(b"FontDescriptor") else {
        return false;
    };
    let descriptor = resolve(document, descriptor)
        .as_dict()
        .expect("a descriptor");
    [b"FontFile".as_slice(), b"FontFile2", b"FontFile3"]
        .iter()
        .any(|key| descriptor.has(key))
}

/// Every font the pages use, by base name, each checked for an embedded program.
fn fonts(document: &Document) -> Vec<(String, bool)> {
    let mut found = Vec::new();
    for (_, page) in document.get_pages() {
        for (_, font) in document.get_page_fonts(page).expect("page fonts") {
            let name = font
                .get(b"BaseFont")
                .and_then(Object::as_name)
                .map(|n| String::from_utf8_lossy(n).into_owned())
                .unwrap_or_default();
            let entry = (name, embedded(document, font));
            if !found.contains(&entry) {
                found.push(entry);
            }
        }
    }
    found
}

#[test]
fn twelve_hard_puzzles_six_a_page_with_solutions() {
    let dir = tempfile::tempdir().unwrap();
    let book = dir.path().join("book.pdf");
    let output = nonet(&[
        "print",
        "--difficulty",
        "hard",
        "--count",
        "12",
        "--per-page",
        "6",
        "--solutions",
        "--seed",
        "7",
        "--paper",
        "a4",
        "-o",
        path_str(&book),
    ]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let document = Document::load(&book).expect("a PDF");
    let texts = page_texts(&document);
    assert_eq!(texts.len(), 3, "two puzzle pages, one of twelve solutions");
    for (page, text) in texts.iter().enumerate() {
        assert!(text.contains(&format!("Page {} of 3", page + 1)), "{text}");
    }
    for number in 1..=6 {
        assert!(
            texts[0].contains(&format!("No. {number} · Hard")),
            "{}",
            texts[0]
        );
    }
    assert!(texts[1].contains("No. 12 · Hard"), "{}", texts[1]);
    assert!(!texts[0].contains("No. 7 "), "{}", texts[0]);
    assert!(texts[2].contains("solutions"), "{}", texts[2]);
    let fonts = fonts(&document);
    assert_eq!(fonts.len(), 2, "{fonts:?}");
    assert!(fonts.iter().all(|(_, embedded)| *embedded), "{fonts:?}");
    // A4 in points.
    let (_, first) = document.get_pages().into_iter().next().expect("a page");
    let page = document.get_dictionary(first).expect("a page dictionary");
    let media = page
        .get(b"MediaBox")
        .and_then(Object::as_array)
        .expect("a media box");
    let width = media[2].as_float().expect("a number");
    assert!((width - 595.28).abs() < 0.5, "{width}");
}

#[test]
fn a_range_of_a_file_keeps_the_puzzles_numbers_and_letter_paper() {
    let dir = tempfile::tempdir().unwrap();
    let book = dir.path().join("range.pdf");
    let top = data_path("top1465.txt");
    let output = nonet(&[
        "print",
        path_str(&top),
        "--range",
        "3-6",
        "--per-page",
        "2",
        "--paper",
        "letter",
        "-o",
        path_str(&book),
    ]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let document = Document::load(&book).expect("a PDF");
    let texts = page_texts(&document);
    assert_eq!(texts.len(), 2);
    assert!(
        texts[0].contains("No. 3 ·") && texts[0].contains("No. 4 ·"),
        "{}",
        texts[0]
    );
    assert!(texts[1].contains("No. 6 ·"), "{}", texts[1]);
    assert!(
        texts[0].contains("top1465"),
        "the file names the title: {}",
        texts[0]
    );
    let (_, first) = document.get_pages().into_iter().next().expect("a page");
    let page = document.get_dictionary(first).expect("a page dictionary");
    let media = page
        .get(b"MediaBox")
        .and_then(Object::as_array)
        .expect("a media box");
    assert!((media[3].as_float().expect("a number") - 792.0).abs() < 0.5);
}

#[test]
fn bad_inputs_are_named_and_leave_no_pdf() {
    let dir = tempfile::tempdir().unwrap();
    let book = dir.path().join("book.pdf");
    let seeds = data_path("seeds.txt");
    // A range past the end of the file.
    let past = nonet(&[
        "print",
        path_str(&seeds),
        "--range",
        "3-9",
        "-o",
        path_str(&book),
    ]);
    assert_eq!(code(&past), 2);
    assert!(stderr(&past).contains("seeds.txt"), "{}", stderr(&past));
    assert!(stderr(&past).contains("3-9"), "{}", stderr(&past));
    // A file that cannot be read.
    let missing = dir.path().join("no-such-file.txt");
    let unread = nonet(&["print", path_str(&missing), "-o", path_str(&book)]);
    assert_eq!(code(&unread), 2);
    assert!(
        stderr(&unread).contains("no-such-file.txt"),
        "{}",
        stderr(&unread)
    );
    // A malformed record.
    let broken = dir.path().join("broken.txt");
    std::fs::write(&broken, "123\n").unwrap();
    let bad = nonet(&["print", path_str(&broken), "-o", path_str(&book)]);
    assert_eq!(code(&bad), 2);
    assert!(stderr(&bad).contains("broken.txt"), "{}", stderr(&bad));
    // A puzzle with several solutions.
    let open = dir.path().join("open.txt");
    std::fs::write(&open, format!("{}\n", ".".repeat(81))).unwrap();
    let several = nonet(&["print", path_str(&open), "-o", path_str(&book)]);
    assert_eq!(code(&several), 1);
    assert!(
        stderr(&several).contains("puzzle 1"),
        "{}",
        stderr(&several)
    );
    // A folder that does not exist.
    let nowhere = dir.path().join("missing").join("book.pdf");
    let unwritable = nonet(&["print", path_str(&seeds), "-o", path_str(&nowhere)]);
    assert_eq!(code(&unwritable), 2);
    assert!(
        stderr(&unwritable).contains("book.pdf"),
        "{}",
        stderr(&unwritable)
    );
    // Nothing was left behind, not even a temporary file.
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 2, "only the two inputs written here: {left:?}");
}

fn decode(path: &Path) -> tiny_skia::Pixmap {
    tiny_skia::Pixmap::decode_png(&std::fs::read(path).expect("written")).expect("a PNG")
}

fn dark_pixels(image: &tiny_skia::Pixmap) -> usize {
    image
        .pixels()
        .iter()
        .filter(|p| u32::from(p.red()) + u32::from(p.green()) + u32::from(p.blue()) < 200)
        .count()
}

#[test]
fn image_writes_a_png_of_the_asked_size_and_an_svg() {
    let dir = tempfile::tempdir().unwrap();
    let seeds = data_path("seeds.txt");
    let png = dir.path().join("board.png");
    let output = nonet(&[
        "image",
        path_str(&seeds),
        "--size",
        "333",
        "-o",
        path_str(&png),
    ]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let first = decode(&png);
    assert_eq!((first.width(), first.height()), (333, 333));
    let dark = dark_pixels(&first);
    assert!(dark > 1000 && dark < 333 * 333 / 2, "{dark}");
    // Another puzzle of the file draws other digits.
    let second_png = dir.path().join("second.png");
    let output = nonet(&[
        "image",
        path_str(&seeds),
        "--index",
        "2",
        "--size",
        "333",
        "-o",
        path_str(&second_png),
    ]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    assert_ne!(decode(&second_png).data(), first.data());
    // The dark theme: mostly dark pixels.
    let dark_png = dir.path().join("dark.png");
    let output = nonet(&[
        "image",
        path_str(&seeds),
        "--theme",
        "dark",
        "--size",
        "200",
        "-o",
        path_str(&dark_png),
    ]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let dark = decode(&dark_png);
    assert!(dark_pixels(&dark) > 200 * 200 / 2);
    // SVG.
    let svg = dir.path().join("board.svg");
    let output = nonet(&["image", path_str(&seeds), "-o", path_str(&svg)]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.starts_with("<svg") && text.contains("</text>"),
        "{text}"
    );
}

#[test]
fn image_of_a_save_draws_its_entries_and_bad_requests_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let save = data_path("saves/format1.nonet");
    let puzzle_svg = dir.path().join("save.svg");
    let output = nonet(&["image", path_str(&save), "-o", path_str(&puzzle_svg)]);
    assert_eq!(code(&output), 0, "{}", stderr(&output));
    let game = nonet::game::Game::load_from(&save).expect("the save loads");
    let text = std::fs::read_to_string(&puzzle_svg).unwrap();
    let texts = text.matches("</text>").count();
    let entries = (0..81)
        .filter(|&c| !game.is_given(c) && game.digit(c) != 0)
        .count();
    let notes: usize = (0..81)
        .filter(|&c| game.digit(c) == 0)
        .map(|c| game.notes(c).len() as usize)
        .sum();
    assert!(entries + notes > 0, "the save has a position to draw");
    assert_eq!(texts, game.givens().filled_count() + entries + notes);

    let seeds = data_path("seeds.txt");
    let png = dir.path().join("x.png");
    let past = nonet(&[
        "image",
        path_str(&seeds),
        "--index",
        "9",
        "-o",
        path_str(&png),
    ]);
    assert_eq!(code(&past), 2);
    assert!(stderr(&past).contains("seeds.txt"), "{}", stderr(&past));
    let jpeg = dir.path().join("x.jpg");
    let wrong = nonet(&["image", path_str(&seeds), "-o", path_str(&jpeg)]);
    assert_eq!(code(&wrong), 2);
    assert!(stderr(&wrong).contains("x.jpg"), "{}", stderr(&wrong));
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        1,
        "only save.svg"
    );
}

#[cfg(unix)]
#[test]
fn one_puzzle_printed_is_said_in_the_singular_and_a_device_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let one = dir.path().join("one.txt");
    let line = common::data_text("seeds.txt")
        .lines()
        .find(|line| line.len() >= 81 && !line.starts_with('#'))
        .expect("a puzzle line")
        .to_string();
    std::fs::write(&one, format!("{line}\n")).unwrap();
    let book = dir.path().join("book.pdf");
    let printed = nonet(&["print", path_str(&one), "-o", path_str(&book)]);
    assert_eq!(code(&printed), 0, "{}", stderr(&printed));
    let said = String::from_utf8_lossy(&printed.stdout).into_owned();
    assert!(said.contains("1 puzzle written"), "{said}");
    // A FIFO (like a device) is refused, not replaced by a PDF; a FIFO keeps the test safe
    // where a regression would turn a real device into a file.
    let fifo = dir.path().join("pipe.pdf");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let refused = nonet(&["print", path_str(&one), "-o", path_str(&fifo)]);
    assert_ne!(code(&refused), 0);
    assert!(stderr(&refused).contains("FIFO"), "{}", stderr(&refused));
    assert!(!std::fs::metadata(&fifo).unwrap().is_file(), "still a FIFO");
}

#[test]
fn a_booklet_holds_at_most_ten_thousand_puzzles_and_reading_stops_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    // 10,001 good puzzles, then a malformed line that only a reader going on would meet.
    let many = dir.path().join("many.txt");
    let mut text = format!("{puzzle}\n").repeat(10_001);
    text.push_str("123\n");
    std::fs::write(&many, text).unwrap();
    let book = dir.path().join("book.pdf");
    let refused = nonet(&["print", path_str(&many), "-o", path_str(&book)]);
    assert_eq!(code(&refused), 2);
    let says_limit = |output: &Output| {
        let text = stderr(output);
        text.contains("10000") || text.contains("10,000")
    };
    assert!(says_limit(&refused), "{}", stderr(&refused));
    assert!(!stderr(&refused).contains("line"), "{}", stderr(&refused));
    assert!(!book.exists());
    // A range wider than a booklet is refused before anything is read.
    let wide = nonet(&[
        "print",
        path_str(&many),
        "--range",
        "1-10001",
        "-o",
        path_str(&book),
    ]);
    assert_eq!(code(&wide), 2);
    assert!(says_limit(&wide), "{}", stderr(&wide));
    // The last good puzzle alone: reading stops at it, before the malformed line.
    let last = nonet(&[
        "print",
        path_str(&many),
        "--range",
        "10001",
        "-o",
        path_str(&book),
    ]);
    assert_eq!(code(&last), 0, "{}", stderr(&last));
    let document = Document::load(&book).expect("a PDF");
    let page = &page_texts(&document)[0];
    assert!(page.contains("10001") || page.contains("10,001"), "{page}");
}

/// Two 16x16 puzzles from `nonet generate --size 16`.
const SIXTEEN: [&str; 2] = [
    "..93....BA6........G54AE37...F....F...6...GC1....82.CB1.FD.4.A.......E..41..A...7.8D.........E.531.2.5.....B6G97..B.6C.A5G............51E.A2.D..AD478.....F.E.39E.G.........52.B...F..BD..4.......3.1.E6.4D7.5G....CAD...9...7....5...7FC61E8........3C5....26..",
    "C.9.6.4.GF..7.....7.....1....D3.2..B.7F1D5A.9.....G3..D...7.5.46..AE5...F...6....G..D.1.7........3....2..C.B4.EF.....8.E246..71..65..3BC8.F.....AB.8F.E..9....2........7.3.2..F....F...6...AC5..71.6.C...G..D9.....G.D329A4.E..7.48....G.....F.....C..54.7.F.A.1",
];

#[test]
fn a_booklet_of_sixteen_by_sixteen_puzzles_prints_one_a_page_and_smaller_grids_more() {
    let dir = tempfile::tempdir().unwrap();
    let sixteen = dir.path().join("sixteen.txt");
    std::fs::write(&sixteen, SIXTEEN.join("\n")).unwrap();
    let book = dir.path().join("book.pdf");
    let printed = nonet(&[
        "print",
        path_str(&sixteen),
        "--solutions",
        "-o",
        path_str(&book),
    ]);
    assert_eq!(code(&printed), 0, "{}", stderr(&printed));
    let texts = page_texts(&Document::load(&book).expect("a PDF"));
    assert_eq!(
        texts.len(),
        3,
        "a page a puzzle, one of solutions: {texts:?}"
    );
    assert_eq!(texts[0].matches("No. ").count(), 1, "{}", texts[0]);
    assert!(texts[1].contains("No. 2 · "), "{}", texts[1]);
    assert_eq!(texts[2].matches("No. ").count(), 2, "{}", texts[2]);
    assert!(texts[2].contains("solutions"), "{}", texts[2]);
    // Asked for two a page, it gets two a page.
    let two = nonet(&[
        "print",
        path_str(&sixteen),
        "--per-page",
        "2",
        "-o",
        path_str(&book),
    ]);
    assert_eq!(code(&two), 0, "{}", stderr(&two));
    assert_eq!(page_texts(&Document::load(&book).expect("a PDF")).len(), 1);

    // Thirteen 4x4 puzzles: twelve a page.
    let four = dir.path().join("four.txt");
    std::fs::write(&four, "1.4..........3.1\n".repeat(13)).unwrap();
    let printed = nonet(&["print", path_str(&four), "-o", path_str(&book)]);
    assert_eq!(code(&printed), 0, "{}", stderr(&printed));
    let texts = page_texts(&Document::load(&book).expect("a PDF"));
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert_eq!(texts[0].matches("No. ").count(), 12, "{}", texts[0]);

    // A 9x9 variant cannot share a booklet with other sizes; a classic 9x9 can.
    let classic =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let mixed = dir.path().join("mixed.txt");
    std::fs::write(&mixed, format!("{}\n{classic}\n", SIXTEEN[0])).unwrap();
    let printed = nonet(&["print", path_str(&mixed), "-o", path_str(&book)]);
    assert_eq!(code(&printed), 0, "{}", stderr(&printed));
    std::fs::remove_file(&book).unwrap();
    let x = format!("x:{}", ".".repeat(81));
    std::fs::write(&mixed, format!("{}\n{x}\n", SIXTEEN[0])).unwrap();
    let refused = nonet(&["print", path_str(&mixed), "-o", path_str(&book)]);
    assert_eq!(code(&refused), 2);
    assert!(
        stderr(&refused).contains("puzzle 2 is a 9x9 variant"),
        "{}",
        stderr(&refused)
    );
    assert!(!book.exists());
}
