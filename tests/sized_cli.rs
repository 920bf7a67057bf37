//! The command line at every size: `generate --size N` (with boxes and as jigsaws), and
//! `solve`, `count`, `rate`, `explain`, `steps`, `analyse` and `minimize` on lines of 16 to
//! 256 cells and on jigsaw lines of any size. Each generated line is read here, apart from the engine (its houses
//! worked out from the size or the region ids), and checked by the independent counter:
//! one solution, the one `solve` prints, every step `explain` gives agrees with it. On the
//! constraint puzzles of the f-puzzles fixtures, every step `steps` lists agrees with the
//! exact solver's solution.

#[path = "common/cli.rs"]
mod cli;
mod variant_brute;

#[path = "common/sized_line.rs"]
mod sized_line;

use cli::nonet_text as run;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use sized_line::{digit, read};
use variant_brute::brute_count_general;

/// `generate --size` with `extra` arguments: its lines, each with its rating columns.
fn generated(size: &str, level: &str, count: &str, extra: &[&str]) -> Vec<String> {
    let mut args = vec![
        "generate", "--size", size, "-d", level, "-n", count, "--seed", "11", "--rate",
    ];
    args.extend_from_slice(extra);
    let (out, err, code) = run(&args, "");
    assert_eq!(code, Some(0), "{size} {level}: {err}");
    let lines: Vec<String> = out.lines().map(str::to_owned).collect();
    assert_eq!(lines.len().to_string(), count);
    lines
}

/// Checks generated lines as the module comment says; returns the puzzles' lines.
fn check_lines(lines: &[String], level: &str) -> Vec<String> {
    let mut puzzles = Vec::new();
    for line in lines {
        let (puzzle, rating) = line.split_once('\t').expect("a rating after a tab");
        assert!(rating.starts_with(level), "{line}: rated {rating}");
        let read = read(puzzle);
        assert_eq!(
            brute_count_general(read.size, &read.houses, &[], &read.givens, 2),
            1,
            "{puzzle}: one solution"
        );
        // `rate` says what `generate --rate` said.
        let (rated, err, code) = run(&["rate"], puzzle);
        assert_eq!(code, Some(0), "{err}");
        assert_eq!(rated.trim_end(), rating, "{puzzle}");
        // `solve` prints a filling the counter accepts and that keeps the givens.
        let (solved, err, code) = run(&["solve"], puzzle);
        assert_eq!(code, Some(0), "{err}");
        let solution: Vec<u8> = solved.trim_end().chars().map(digit).collect();
        assert_eq!(solution.len(), read.givens.len());
        assert!(
            solution
                .iter()
                .all(|&d| d >= 1 && usize::from(d) <= read.size)
        );
        assert_eq!(
            brute_count_general(read.size, &read.houses, &[], &solution, 2),
            1,
            "{puzzle}: the solution keeps every house"
        );
        assert!(
            read.givens
                .iter()
                .zip(&solution)
                .all(|(&g, &s)| g == 0 || g == s)
        );
        check_steps(puzzle, &solution, read.size);
        puzzles.push(puzzle.to_owned());
    }
    puzzles
}

/// Every placement and elimination `explain --format tsv` gives agrees with the solution,
/// and the placements with the givens fill the grid.
fn check_steps(puzzle: &str, solution: &[u8], size: usize) {
    let (tsv, err, code) = run(&["explain", "--format", "tsv"], puzzle);
    assert_eq!(code, Some(0), "{err}");
    let cell = |name: &str| cell_index(name, size);
    let mut filled = read(puzzle).givens;
    for row in tsv.lines().filter(|l| l.starts_with("step\t")) {
        let fields: Vec<&str> = row.split('\t').collect();
        for placed in fields[2].split_whitespace() {
            let (name, value) = placed.split_once('=').expect("rNcM=D");
            let digit: u8 = value.parse().unwrap();
            assert_eq!(solution[cell(name)], digit, "{puzzle}: {row}");
            filled[cell(name)] = digit;
        }
        for removed in fields[3].split_whitespace() {
            let (name, value) = removed.split_once('-').expect("rNcM-D");
            let digit: u8 = value.parse().unwrap();
            assert_ne!(solution[cell(name)], digit, "{puzzle}: {row}");
        }
    }
    assert_eq!(filled, solution, "{puzzle}: the steps fill the grid");
    assert!(tsv.trim_end().ends_with("result\tsolved"), "{tsv}");
}

#[test]
fn boxed_grids_of_every_size_are_generated_unique_at_their_level() {
    for (size, levels) in [
        ("4", &["easy"][..]),
        ("6", &["easy", "medium", "hard"][..]),
        ("8", &["medium", "expert"][..]),
        ("10", &["hard"][..]),
        ("12", &["easy", "hard"][..]),
        ("16", &["medium"][..]),
    ] {
        for &level in levels {
            let lines = generated(size, level, "2", &[]);
            let puzzles = check_lines(&lines, level);
            let side: usize = size.parse().unwrap();
            assert!(puzzles.iter().all(|p| p.len() == side * side));
            assert_eq!(lines, generated(size, level, "2", &[]), "the same seed");
            assert_eq!(
                lines,
                generated(size, level, "2", &["--threads", "2"]),
                "the same for every number of threads"
            );
        }
    }
}

#[test]
fn jigsaws_of_every_kind_of_size_are_generated_unique() {
    for (size, level) in [
        ("5", "easy"),
        ("7", "medium"),
        ("10", "hard"),
        ("13", "easy"),
    ] {
        let lines = generated(size, level, "1", &["--jigsaw"]);
        let puzzles = check_lines(&lines, level);
        assert!(puzzles[0].starts_with("jigsaw:"));
        assert_eq!(lines, generated(size, level, "1", &["--jigsaw"]));
    }
}

#[test]
fn count_and_steps_take_other_sizes() {
    // A 4x4 with two solutions (the 1 and 2 of its last two rows can swap).
    let two = "12343412........";
    assert_eq!(run(&["count"], two).0, "2\n");
    assert_eq!(run(&["solve"], two).0, "multiple solutions\n");
    let line = &generated("6", "medium", "1", &[])[0];
    let puzzle = line.split_once('\t').unwrap().0;
    assert_eq!(run(&["count"], puzzle).0, "1\n");
    let (steps, err, code) = run(&["steps"], puzzle);
    assert_eq!(code, Some(0), "{err}");
    assert!(steps.starts_with(&format!("puzzle\t{puzzle}\n")), "{steps}");
    assert!(steps.lines().any(|l| l.starts_with("step\t")), "{steps}");
    let (grid, _, _) = run(&["solve", "--format", "grid"], puzzle);
    assert_eq!(grid.lines().count(), 6);
    assert!(grid.lines().all(|row| row.len() == 6));
}

#[test]
fn lines_that_are_no_grid_say_which_lengths_are_and_where() {
    let (out, err, code) = run(
        &["solve"],
        &format!("{}\n{}\n", ".".repeat(16), ".".repeat(20)),
    );
    assert_eq!(code, Some(2));
    assert_eq!(
        out, "multiple solutions\n",
        "the good line is still answered"
    );
    assert!(err.contains("line 2"), "{err}");
    assert!(
        err.contains("16, 36, 64, 81, 100, 144, 196, 225 or 256"),
        "{err}"
    );
    let (_, err, code) = run(&["solve"], &format!("11{}", ".".repeat(14)));
    assert_eq!(code, Some(2));
    assert!(err.contains("r1c1 and r1c2"), "{err}");
}

/// An order of `groups` groups of `each` lines (bands of rows, stacks of columns) that keeps
/// each group together: the groups shuffled, and the lines within each.
fn grouped_order(groups: usize, each: usize, rng: &mut StdRng) -> Vec<usize> {
    let mut order_of_groups: Vec<usize> = (0..groups).collect();
    order_of_groups.shuffle(rng);
    let mut order = Vec::new();
    for group in order_of_groups {
        let mut within: Vec<usize> = (0..each).collect();
        within.shuffle(rng);
        order.extend(within.into_iter().map(|line| group * each + line));
    }
    order
}

/// `givens` of a `size` grid in a random disguise, as a line: bands, rows, stacks and
/// columns reordered, transposed (only where boxes are square), digits relabelled.
fn disguise(size: usize, givens: &[u8], rng: &mut StdRng) -> Vec<u8> {
    let (height, width) = sized_line::box_dims(size);
    let rows = grouped_order(size / height, height, rng);
    let columns = grouped_order(size / width, width, rng);
    let transposed = height == width && rng.random_bool(0.5);
    let mut digits: Vec<u8> = (1..=size as u8).collect();
    digits.shuffle(rng);
    (0..size * size)
        .map(|cell| {
            let (row, column) = (rows[cell / size], columns[cell % size]);
            let source = if transposed {
                column * size + row
            } else {
                row * size + column
            };
            match givens[source] {
                0 => 0,
                digit => digits[usize::from(digit) - 1],
            }
        })
        .collect()
}

/// Digits as a line: `.` for empty, `1`-`9`, then `A`-`G`.
fn line_of(digits: &[u8]) -> String {
    digits
        .iter()
        .map(|&d| match d {
            0 => '.',
            1..=9 => char::from(b'0' + d),
            _ => char::from(b'A' + d - 10),
        })
        .collect()
}

/// Digits relabelled 1, 2, … in the order they first appear, as a form's are.
fn relabelled(digits: &[u8]) -> Vec<u8> {
    let mut label = [0u8; 17];
    let mut next = 1;
    digits
        .iter()
        .map(|&d| {
            if d != 0 && label[usize::from(d)] == 0 {
                label[usize::from(d)] = next;
                next += 1;
            }
            label[usize::from(d)]
        })
        .collect()
}

#[test]
fn canon_gives_disguised_copies_one_form_at_every_size_with_boxes() {
    let mut rng = StdRng::seed_from_u64(56);
    for size in ["4", "6", "12", "16"] {
        let puzzles: Vec<String> = generated(size, "easy", "2", &[])
            .into_iter()
            .map(|line| line.split_once('\t').unwrap().0.to_owned())
            .collect();
        let mut input = Vec::new();
        for puzzle in &puzzles {
            let read = read(puzzle);
            input.push(read.givens.clone());
            input.extend((0..6).map(|_| disguise(read.size, &read.givens, &mut rng)));
        }
        let text: String = input.iter().map(|d| line_of(d) + "\n").collect();
        let (out, err, code) = run(&["canon"], &text);
        assert_eq!(code, Some(0), "{err}");
        let forms: Vec<&str> = out.lines().collect();
        assert_eq!(forms.len(), input.len(), "{out}");
        for ((copies, tried), puzzle) in forms.chunks(7).zip(input.chunks(7)).zip(&puzzles) {
            let form = copies[0];
            assert!(copies.iter().all(|f| *f == form), "{size}: {copies:?}");
            // The form is a line of the same size that reads back: `0` for empty, the same
            // number of givens, one solution by the independent counter.
            let read_puzzle = read(puzzle);
            let read_form = read(form);
            assert_eq!(form.len(), puzzle.len());
            assert!(!form.contains('.'), "{form}");
            assert_eq!(read_form.houses, read_puzzle.houses);
            let filled = |g: &[u8]| g.iter().filter(|&&d| d != 0).count();
            assert_eq!(filled(&read_form.givens), filled(&read_puzzle.givens));
            let count =
                brute_count_general(read_form.size, &read_form.houses, &[], &read_form.givens, 2);
            assert_eq!(count, 1, "{form}");
            // No copy tried, relabelled as the form is, is smaller.
            for copy in tried {
                assert!(read_form.givens <= relabelled(copy), "{form}");
            }
            assert_eq!(run(&["canon"], form).0.trim_end(), form, "its own form");
        }
        assert_ne!(forms[0], forms[7], "two puzzles of {size}x{size}");
    }
}

#[test]
fn canon_refuses_jigsaws_and_says_when_a_filled_grid_has_too_many_ties() {
    let (out, err, code) = run(&["canon"], &".".repeat(36));
    assert_eq!(
        (out.trim_end(), code),
        ("0".repeat(36).as_str(), Some(0)),
        "{err}"
    );
    let jigsaw = &generated("7", "easy", "1", &["--jigsaw"])[0];
    let (out, err, code) = run(&["canon"], jigsaw.split_once('\t').unwrap().0);
    assert_eq!(code, Some(2));
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("line 1: this command takes grids with boxes only, not jigsaws"),
        "{err}"
    );
    // A filled 16x16 (row r the digits shifted by 4·(r mod 4) + r div 4): every column order
    // ties on its first row, so the search gives up, and says so, in the form's place.
    let filled: Vec<u8> = (0..256)
        .map(|cell| (((cell / 16 % 4) * 4 + cell / 64 + cell % 16) % 16 + 1) as u8)
        .collect();
    let twelve = "0".repeat(144);
    let (out, err, code) = run(&["canon"], &format!("{}\n{twelve}\n", line_of(&filled)));
    assert_eq!(code, Some(2));
    assert_eq!(out, format!("?\n{twelve}\n"));
    assert!(err.contains("too many ties"), "{err}");
}

/// The givens of a line other than `cell`'s, as the counter takes them.
fn without(givens: &[u8], cell: usize) -> Vec<u8> {
    let mut fewer = givens.to_vec();
    fewer[cell] = 0;
    fewer
}

/// A cell's index from its name on a grid `size` cells wide (`r12c3`).
fn cell_index(name: &str, size: usize) -> usize {
    let (row, col) = name[1..].split_once('c').expect("rNcM");
    let (row, col): (usize, usize) = (row.parse().unwrap(), col.parse().unwrap());
    assert!(
        (1..=size).contains(&row) && (1..=size).contains(&col),
        "{name}"
    );
    (row - 1) * size + col - 1
}

#[test]
fn analyse_and_minimize_take_other_sizes_as_the_counter_judges_them() {
    let mut puzzles: Vec<String> = generated("6", "easy", "1", &[])
        .into_iter()
        .chain(generated("7", "easy", "1", &["--jigsaw"]))
        .map(|line| line.split_once('\t').unwrap().0.to_owned())
        .collect();
    // A 4x4 with two solutions: nothing to minimise.
    puzzles.push("12343412........".to_owned());
    let input = puzzles.join("\n");
    let (analysed, err, code) = run(&["analyse"], &input);
    assert_eq!(code, Some(0), "{err}");
    let (minimal, err, code) = run(&["minimize"], &input);
    assert_eq!(code, Some(1), "the 4x4 with two solutions: {err}");
    let rows: Vec<&str> = analysed.lines().skip(1).collect();
    let minimal: Vec<&str> = minimal.lines().collect();
    assert_eq!((rows.len(), minimal.len()), (3, 3), "{analysed}");
    for ((puzzle, row), minimal) in puzzles.iter().zip(&rows).zip(&minimal) {
        let read = read(puzzle);
        let count = |givens: &[u8]| brute_count_general(read.size, &read.houses, &[], givens, 2);
        let fields: Vec<&str> = row.split('\t').collect();
        assert_eq!(fields[0], puzzle);
        if count(&read.givens) != 1 {
            assert_eq!(fields[1], "2+", "{row}");
            assert_eq!(*minimal, "multiple solutions");
            continue;
        }
        assert_eq!(fields[1], "1", "{row}");
        // Removable: exactly the givens the counter finds the puzzle unique without.
        let removable: Vec<usize> = fields[5]
            .split_whitespace()
            .map(|name| cell_index(name, read.size))
            .collect();
        for cell in (0..read.givens.len()).filter(|&c| read.givens[c] != 0) {
            let unique_without = count(&without(&read.givens, cell)) == 1;
            assert_eq!(
                removable.contains(&cell),
                unique_without,
                "{puzzle} cell {cell}"
            );
        }
        assert_eq!(fields[6], if removable.is_empty() { "yes" } else { "no" });
        // Minimal: the same form and region ids, givens kept from the puzzle, unique, and
        // not one of them can go.
        let cut = read_same_form(puzzle, minimal);
        assert_eq!(count(&cut), 1, "{minimal}");
        for cell in 0..cut.len() {
            assert!(
                cut[cell] == 0 || cut[cell] == read.givens[cell],
                "{minimal}"
            );
            if cut[cell] != 0 {
                assert_ne!(count(&without(&cut, cell)), 1, "{minimal}: r{cell} can go");
            }
        }
    }
}

/// The givens of `minimal`, checked to be in the same form as `puzzle` (a jigsaw keeps its
/// regions).
fn read_same_form(puzzle: &str, minimal: &str) -> Vec<u8> {
    if let Some((_, ids)) = puzzle.rsplit_once(':') {
        assert!(minimal.ends_with(&format!(":{ids}")), "{minimal}");
    }
    assert_eq!(minimal.len(), puzzle.len(), "{minimal}");
    read(minimal).givens
}

#[test]
fn orders_that_cannot_be_met_are_refused() {
    let (out, err, code) = run(&["generate", "--size", "4", "-d", "medium"], "");
    assert_ne!(code, Some(0));
    assert!(out.is_empty());
    assert!(err.contains("every 4x4 puzzle is Easy"), "{err}");
    let (_, err, code) = run(&["generate", "--size", "7"], "");
    assert_eq!(code, Some(2));
    assert!(err.contains("--jigsaw"), "{err}");
    let (_, _, code) = run(&["generate", "--size", "17"], "");
    assert_eq!(code, Some(2));
}

#[test]
fn hint_takes_other_sizes_and_finds_the_first_wrong_entry_as_the_counter_does() {
    let line = &generated("6", "medium", "1", &[])[0];
    let puzzle = line.split_once('\t').unwrap().0;
    // The hint is the first step `explain` takes.
    let (hint, err, code) = run(&["hint"], puzzle);
    assert_eq!(code, Some(0), "{err}");
    let (explained, _, _) = run(&["explain"], puzzle);
    let first = explained.lines().nth(1).expect("a first step");
    assert!(first.ends_with(hint.trim_end()), "{first} / {hint}");
    let (solved, _, _) = run(&["solve"], puzzle);
    assert_eq!(run(&["hint"], solved.trim_end()).0, "The grid is solved.\n");
    // A wrong digit in an open cell that clashes with no given: the hint names the first
    // entry, in reading order, without which the counter finds a solution again.
    let read = read(puzzle);
    let solution: Vec<u8> = solved.trim_end().chars().map(digit).collect();
    let count = |givens: &[u8]| brute_count_general(read.size, &read.houses, &[], givens, 1);
    let wrong = (0..read.givens.len())
        .filter(|&cell| read.givens[cell] == 0)
        .flat_map(|cell| (1..=6u8).map(move |digit| (cell, digit)))
        .filter(|&(cell, digit)| digit != solution[cell])
        .map(|(cell, digit)| {
            let mut entered = read.givens.clone();
            entered[cell] = digit;
            entered
        })
        .find(|entered| {
            let clashes = read.houses.iter().any(|house| {
                let digits: Vec<u8> = house
                    .iter()
                    .map(|&c| entered[c])
                    .filter(|&d| d != 0)
                    .collect();
                (1..digits.len()).any(|i| digits[..i].contains(&digits[i]))
            });
            !clashes && count(entered) == 0
        })
        .expect("some wrong digit leaves the grid without a solution");
    let first = (0..wrong.len())
        .filter(|&cell| wrong[cell] != 0)
        .find(|&cell| count(&without(&wrong, cell)) > 0)
        .expect("taking the wrong digit out leaves a solution");
    let symbols: String = wrong
        .iter()
        .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
        .collect();
    let (hint, _, code) = run(&["hint"], &symbols);
    assert_eq!(code, Some(1), "a mistake is trouble");
    let name = format!("r{}c{}", first / 6 + 1, first % 6 + 1);
    assert!(
        hint.contains(&format!("in {name} is a mistake")),
        "{symbols}: {hint} (expected {name})"
    );
}

/// Generated by `nonet generate --size N` (`--jigsaw` for the 7x7), to draw and print.
const FOUR: &str = "1.4..........3.1";
const SIX: &str = "..3...21....3.2.6......3....14...5..";
const SIXTEEN: &str = "..93....BA6........G54AE37...F....F...6...GC1....82.CB1.FD.4.A.......E..41..A...7.8D.........E.531.2.5.....B6G97..B.6C.A5G............51E.A2.D..AD478.....F.E.39E.G.........52.B...F..BD..4.......3.1.E6.4D7.5G....CAD...9...7....5...7FC61E8........3C5....26..";
const JIGSAW_SEVEN: &str = "jigsaw:...1.3...7....41.......2.7.......13....2...6.5...:1112222311112233344425533344555666475577647777666";

/// The value of an attribute of an SVG element.
fn attribute(element: &str, name: &str) -> f32 {
    let element = format!(" {element}");
    let start = element
        .find(&format!(" {name}=\""))
        .unwrap_or_else(|| panic!("{name} in {element}"))
        + name.len()
        + 3;
    let end = start + element[start..].find('"').expect("a closing quote");
    element[start..end].parse().expect("a number")
}

#[test]
fn images_of_other_sizes_draw_every_given_and_thick_lines_where_houses_meet() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for line in [FOUR, SIX, SIXTEEN, JIGSAW_SEVEN] {
        let puzzle = read(line);
        let size = puzzle.size;
        let input = cli::write_file(dir.path(), "puzzle.txt", line.as_bytes());
        let svg = dir.path().join("board.svg");
        let svg_path = svg.to_str().expect("UTF-8");
        let (_, err, code) = run(&["image", &input, "-o", svg_path], "");
        assert_eq!(code, Some(0), "{err}");
        let text = std::fs::read_to_string(&svg).expect("written");

        // One text a given, its symbol.
        let mut texts: Vec<String> = text
            .split("<text ")
            .skip(1)
            .map(|t| t[t.find('>').expect("a tag") + 1..t.find("</text>").expect("closed")].into())
            .collect();
        let mut givens: Vec<String> = line
            .rsplit_once(':')
            .map_or(line, |(givens, _)| givens)
            .trim_start_matches("jigsaw:")
            .chars()
            .filter(|&c| c != '.')
            .map(String::from)
            .collect();
        texts.sort();
        givens.sort();
        assert_eq!(texts, givens, "{line}");

        // The thick lines inside the board (the widest lines) cover exactly the sides
        // between cells of different houses, counted here from the houses.
        let lines: Vec<&str> = text.split("<line ").skip(1).collect();
        let widest = lines
            .iter()
            .map(|l| attribute(l, "stroke-width"))
            .fold(0.0, f32::max);
        let cell = 600.0 * 0.94 / size as f32;
        let thick_cells: f32 = lines
            .iter()
            .filter(|l| attribute(l, "stroke-width") == widest)
            .map(|l| {
                let dx = attribute(l, "x2") - attribute(l, "x1");
                let dy = attribute(l, "y2") - attribute(l, "y1");
                (dx.abs() + dy.abs()) / cell
            })
            .sum();
        let mut house = vec![0; size * size];
        for (index, cells) in puzzle.houses.iter().skip(2 * size).enumerate() {
            for &cell in cells {
                house[cell] = index;
            }
        }
        let meeting = (0..size * size)
            .flat_map(|c| [(c, c + 1), (c, c + size)])
            .filter(|&(a, b)| {
                b < size * size && (b != a + 1 || b % size != 0) && house[a] != house[b]
            })
            .count();
        assert!(
            (thick_cells - meeting as f32).abs() < 0.05,
            "{line}: {thick_cells} cells of thick line, {meeting} sides between houses"
        );
        let thin = lines.len()
            - lines
                .iter()
                .filter(|l| attribute(l, "stroke-width") == widest)
                .count();
        assert!(thin >= size - 1, "{line}: {thin} thin lines");

        // A PNG of the asked size, with the givens dark on light cells.
        let png = dir.path().join("board.png");
        let png_path = png.to_str().expect("UTF-8");
        let (_, err, code) = run(&["image", &input, "--size", "240", "-o", png_path], "");
        assert_eq!(code, Some(0), "{err}");
        let image =
            tiny_skia::Pixmap::decode_png(&std::fs::read(&png).expect("written")).expect("a PNG");
        assert_eq!((image.width(), image.height()), (240, 240));
    }
}

#[test]
fn daily_puzzles_of_other_sizes_are_the_same_for_a_date_and_unique() {
    let daily = |args: &[&str]| {
        let mut all = vec!["daily", "--rate"];
        all.extend_from_slice(args);
        let (out, err, code) = run(&all, "");
        assert_eq!(code, Some(0), "{args:?}: {err}");
        out.trim_end().to_owned()
    };
    let six = daily(&["--size", "6", "-d", "hard", "--date", "2026-11-30"]);
    assert_eq!(
        six,
        daily(&["--size", "6", "-d", "hard", "--date", "2026-11-30"])
    );
    assert_ne!(
        six,
        daily(&["--size", "6", "-d", "hard", "--date", "2026-12-01"])
    );
    let seven = daily(&["--size", "7", "-d", "easy", "--date", "2026-11-30"]);
    assert!(seven.starts_with("jigsaw:"), "{seven}");
    for (line, level) in [(&six, "hard"), (&seven, "easy")] {
        check_lines(std::slice::from_ref(line), level);
    }
    // 9 is the classic daily puzzle.
    assert_eq!(
        daily(&["--size", "9", "--date", "2026-11-30"]),
        daily(&["--date", "2026-11-30"])
    );
}

#[test]
fn steps_on_constraint_puzzles_are_each_true_of_the_exact_solution() {
    for name in [
        "thermo_arrow",
        "kropki",
        "lines",
        "little_killer",
        "sandwich",
        "anti_knight",
        "six_xv",
    ] {
        let path = format!(
            "{}/tests/data/fpuzzles/{name}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let (solved, err, code) = run(&["solve", &path], "");
        assert_eq!(code, Some(0), "{name}: {err}");
        let solution: Vec<u8> = solved.trim().chars().map(digit).collect();
        let size = (solution.len() as f64).sqrt() as usize;
        assert_eq!(size * size, solution.len(), "{name}: {solved}");
        let (steps, err, code) = run(&["steps", &path], "");
        assert_eq!(code, Some(0), "{name}: {err}");
        let rows: Vec<&str> = steps.lines().filter(|l| l.starts_with("step\t")).collect();
        assert!(!rows.is_empty(), "{name}: {steps}");
        assert_eq!(
            steps.lines().last(),
            Some(format!("result\t{} steps", rows.len()).as_str()),
            "{name}"
        );
        for row in rows {
            let fields: Vec<&str> = row.split('\t').collect();
            assert_eq!(fields.len(), 5, "{name}: {row}");
            for placed in fields[2].split_whitespace() {
                let (cell, value) = placed.split_once('=').expect("rNcM=D");
                let digit: u8 = value.parse().expect("a digit");
                assert_eq!(solution[cell_index(cell, size)], digit, "{name}: {row}");
            }
            for removed in fields[3].split_whitespace() {
                let (cell, value) = removed.split_once('-').expect("rNcM-D");
                let digit: u8 = value.parse().expect("a digit");
                assert_ne!(solution[cell_index(cell, size)], digit, "{name}: {row}");
            }
        }
    }
}
