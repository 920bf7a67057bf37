//! `nonet analyse`, `nonet minimize` and `nonet pattern` checked against an independent
//! solution counter: the removable givens are exactly those whose removal leaves one
//! solution, a minimised puzzle keeps its solution with no given to spare (classic and
//! variant alike), and a filled pattern is unique with its givens on the pattern only.

use nonet::grid::{CELLS, Grid, cell_name};
use nonet::variant::{Kind, Puzzle, parse_line};
use variant_brute::brute_count;

#[path = "common/cli.rs"]
mod cli_support;
mod common;
mod variant_brute;

use cli_support::{nonet, write_file};

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("nonet prints UTF-8")
}

/// The first puzzles of the data set, with spare givens: the solution's digit in every
/// fourth empty cell.
fn padded() -> Vec<String> {
    common::data_text("top1465.txt")
        .lines()
        .take(3)
        .map(|line| {
            let puzzle: Grid = line.trim().parse().expect("a puzzle line");
            let solution = nonet::solver::solve_first(&puzzle).expect("solvable");
            let mut givens = puzzle;
            let open: Vec<usize> = (0..CELLS).filter(|&c| puzzle.get(c) == 0).collect();
            for cell in open.into_iter().step_by(4) {
                givens.set(cell, solution.get(cell));
            }
            givens.to_line()
        })
        .collect()
}

/// An X puzzle, unique only under its diagonals.
const X: &str =
    "x:..........1.8..29.4.......65..93....2.......5....14..93.......1.75..6.3..........";

fn puzzle_of(line: &str) -> Puzzle {
    parse_line(line).expect("a puzzle line")
}

/// Whether the givens, less `cell`, have one solution by the independent counter.
fn unique_without(puzzle: &Puzzle, cell: usize) -> bool {
    let mut fewer = *puzzle.givens();
    fewer.set(cell, 0);
    let fewer = puzzle
        .with_givens(fewer)
        .expect("fewer givens keep the rules");
    brute_count(&fewer, 2) == 1
}

#[test]
fn analyse_names_its_columns_and_the_givens_that_can_go() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut lines = padded();
    lines.push(".".repeat(CELLS));
    let classic = write_file(dir.path(), "classic.txt", lines.join("\n").as_bytes());
    let variant = write_file(dir.path(), "x.txt", X.as_bytes());
    for command in ["analyse", "analyze"] {
        let output = nonet(&[command, &classic, &variant]);
        let out = text(&output.stdout);
        let mut rows = out.lines();
        assert_eq!(
            rows.next(),
            Some("# puzzle\tsolutions\tlevel\tscore\thardest\tremovable\tminimal\tsymmetry")
        );
        let rows: Vec<Vec<&str>> = rows.map(|row| row.split('\t').collect()).collect();
        assert_eq!(rows.len(), 5, "{out}");
        for (row, line) in rows.iter().zip(lines.iter().map(String::as_str).chain([X])) {
            assert_eq!(row.len(), 8, "{row:?}");
            assert_eq!(row[0], line);
            let puzzle = puzzle_of(line);
            let solutions = brute_count(&puzzle, 2);
            assert_eq!(row[1], ["0", "1", "2+"][solutions], "{line}");
            if solutions != 1 {
                assert_eq!(&row[2..=5], ["-", "-", "-", ""]);
                assert_eq!(row[6], "no");
                continue;
            }
            let expected: Vec<String> = (0..CELLS)
                .filter(|&c| puzzle.givens().get(c) != 0 && unique_without(&puzzle, c))
                .map(cell_name)
                .collect();
            assert_eq!(row[5], expected.join(" "), "{line}");
            assert_eq!(row[6], if expected.is_empty() { "yes" } else { "no" });
        }
        assert_eq!(rows[3][7], "rotational,mirror,diagonal", "the empty grid");
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    }
}

#[test]
fn analyse_rates_as_rate_does() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let lines = padded();
    let file = write_file(dir.path(), "p.txt", lines.join("\n").as_bytes());
    let rated = text(&nonet(&["rate", &file]).stdout);
    let analysed = text(&nonet(&["analyse", &file]).stdout);
    for (rate, row) in rated.lines().zip(analysed.lines().skip(1)) {
        let fields: Vec<&str> = row.split('\t').collect();
        assert_eq!(fields[2..5].join("\t"), rate);
    }
}

#[test]
fn minimize_keeps_the_solution_and_leaves_no_given_to_spare() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let lines = padded();
    let classic = write_file(dir.path(), "classic.txt", lines.join("\n").as_bytes());
    let variant = write_file(dir.path(), "x.txt", X.as_bytes());
    for command in ["minimize", "minimise"] {
        let output = nonet(&[command, &classic, &variant]);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        let out = text(&output.stdout);
        let minimised: Vec<&str> = out.lines().collect();
        assert_eq!(minimised.len(), 4, "{out}");
        for (line, before) in minimised
            .iter()
            .zip(lines.iter().map(String::as_str).chain([X]))
        {
            let (puzzle, before) = (puzzle_of(line), puzzle_of(before));
            assert_eq!(puzzle.kind(), before.kind());
            if puzzle.kind() == Kind::Classic {
                assert_eq!(line.len(), CELLS);
            }
            assert_eq!(brute_count(&puzzle, 2), 1, "{line}");
            let givens = puzzle.givens();
            assert!(
                (0..CELLS).all(|c| givens.get(c) == 0 || givens.get(c) == before.givens().get(c)),
                "only givens go"
            );
            for cell in (0..CELLS).filter(|&c| givens.get(c) != 0) {
                assert!(
                    !unique_without(&puzzle, cell),
                    "{} could go",
                    cell_name(cell)
                );
            }
        }
    }
}

#[test]
fn minimize_can_keep_a_symmetry_and_refuses_puzzles_without_one_solution() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let first = &padded()[0];
    let solution = nonet::solver::solve_first(&first.parse().expect("a line")).expect("solved");
    let full = write_file(dir.path(), "full.txt", solution.to_line().as_bytes());
    let output = nonet(&["minimize", "--keep-symmetry", "rotational", &full]);
    let line = text(&output.stdout);
    let givens: Grid = line.trim().parse().expect("an 81-character line");
    assert!((0..CELLS).all(|c| (givens.get(c) == 0) == (givens.get(80 - c) == 0)));
    assert_eq!(brute_count(&puzzle_of(line.trim()), 2), 1);

    let empty = write_file(dir.path(), "empty.txt", ".".repeat(CELLS).as_bytes());
    let output = nonet(&["minimize", &empty]);
    assert_eq!(text(&output.stdout), "multiple solutions\n");
    assert_eq!(output.status.code(), Some(1));
    let clash = write_file(
        dir.path(),
        "clash.txt",
        format!("11{}", ".".repeat(CELLS - 2)).as_bytes(),
    );
    let output = nonet(&["minimize", &clash]);
    assert_eq!(text(&output.stdout), "no solution\n");
    let analysed = text(&nonet(&["analyse", &clash]).stdout);
    let row: Vec<&str> = analysed
        .lines()
        .nth(1)
        .expect("a row")
        .split('\t')
        .collect();
    assert_eq!(row.len(), 8, "{row:?}");
    assert_eq!(&row[1..7], ["0", "-", "-", "-", "", "no"]);
    let output = nonet(&["minimize", "--keep-symmetry", "sideways", &empty]);
    assert_eq!(
        output.status.code(),
        Some(2),
        "a bad symmetry is a usage error"
    );
}

/// The clue pattern of a generated Medium puzzle (rotational, 31 givens) over three lines.
const PATTERN: &str =
    "x.x....x..x...x..x.x..x..x.x\n..xx..x...xxxxx...x..xx..x.x..x..\nx.x..x...x..x....x.x\n";

#[test]
fn pattern_fills_the_marked_cells_only_with_unique_puzzles_of_the_level_asked_for() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = write_file(dir.path(), "pattern.txt", PATTERN.as_bytes());
    let marked: Vec<bool> = PATTERN
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c == 'x')
        .collect();
    assert_eq!(marked.len(), CELLS);
    let args = [
        "pattern", &file, "-d", "medium", "--score", "2.0-3.4", "-n", "3", "--seed", "5",
    ];
    let output = nonet(&args);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    assert_eq!(
        out,
        text(&nonet(&args).stdout),
        "the same seed, the same puzzles"
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3);
    let puzzles = write_file(dir.path(), "filled.txt", out.as_bytes());
    let rated = text(&nonet(&["rate", &puzzles]).stdout);
    for (line, rating) in lines.iter().zip(rated.lines()) {
        assert_eq!(line.len(), CELLS);
        let on_pattern: Vec<bool> = line.chars().map(|c| c != '.').collect();
        assert_eq!(on_pattern, marked, "{line}");
        assert_eq!(brute_count(&puzzle_of(line), 2), 1, "{line}");
        let fields: Vec<&str> = rating.split('\t').collect();
        assert_eq!(fields[0], "medium", "{rating}");
        let score: f32 = fields[1].parse().expect("a score");
        assert!((2.0..=3.4).contains(&score), "{rating}");
    }
}

#[test]
fn pattern_says_when_it_cannot_be_met_and_where_a_pattern_is_wrong() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = write_file(dir.path(), "pattern.txt", PATTERN.as_bytes());
    let output = nonet(&[
        "pattern",
        &file,
        "-d",
        "master",
        "--attempts",
        "200",
        "--seed",
        "1",
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    let said = text(&output.stderr);
    assert!(
        said.contains("no Master puzzle found after 200 attempts"),
        "{said}"
    );

    let bad = write_file(dir.path(), "bad.txt", b"x.x\n..y");
    let output = nonet(&["pattern", &bad]);
    assert_eq!(output.status.code(), Some(2));
    let said = text(&output.stderr);
    assert!(
        said.contains("bad.txt: line 2, column 3: found 'y'"),
        "{said}"
    );
    let short = write_file(dir.path(), "short.txt", b"xx..");
    let said = text(&nonet(&["pattern", &short]).stderr);
    assert!(
        said.contains("short.txt: it has 4 cells where a pattern has 81"),
        "{said}"
    );
}

/// Lines of `nonet generate ARGS`, rated by `nonet rate` from a file.
fn generated_and_rated(args: &[&str]) -> Vec<(String, Vec<String>)> {
    let output = nonet(args);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let out = text(&output.stdout);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = write_file(dir.path(), "generated.txt", out.as_bytes());
    let rated = text(&nonet(&["rate", &file]).stdout);
    out.lines()
        .zip(rated.lines())
        .map(|(line, rating)| {
            let fields = rating.split('\t').map(str::to_string).collect();
            (line.to_string(), fields)
        })
        .collect()
}

#[test]
fn generate_takes_a_technique_a_score_range_and_a_range_of_givens() {
    // A technique alone implies its level; any case names it.
    let rated = generated_and_rated(&[
        "generate",
        "--technique",
        "x-wing",
        "-n",
        "2",
        "--seed",
        "1",
    ]);
    assert_eq!(rated.len(), 2);
    for (line, fields) in &rated {
        assert_eq!(fields, &["hard", "3.2", "X-Wing"], "{line}");
        assert_eq!(brute_count(&puzzle_of(line), 2), 1);
    }
    let rated = generated_and_rated(&[
        "generate", "-d", "master", "--score", "8.0-8.5", "-n", "2", "--seed", "2",
    ]);
    for (line, fields) in &rated {
        assert_eq!(fields[0], "master", "{line}");
        let score: f32 = fields[1].parse().expect("a score");
        assert!((8.0..=8.5).contains(&score), "{fields:?}");
    }
    let rated = generated_and_rated(&[
        "generate", "-d", "hard", "--givens", "28-30", "-n", "3", "--seed", "3",
    ]);
    for (line, fields) in &rated {
        assert_eq!(fields[0], "hard", "{line}");
        let givens = line.chars().filter(|c| c.is_ascii_digit()).count();
        assert!((28..=30).contains(&givens), "{givens} givens: {line}");
    }
}

#[test]
fn generate_refuses_an_unknown_technique_and_an_order_that_cannot_be_met() {
    let output = nonet(&["generate", "--technique", "quantum wing"]);
    assert_eq!(output.status.code(), Some(2));
    // An X-Wing is never the hardest step of an Expert puzzle.
    let output = nonet(&[
        "generate",
        "--technique",
        "X-Wing",
        "-d",
        "expert",
        "--seed",
        "1",
    ]);
    assert_eq!(output.status.code(), Some(2));
    let said = text(&output.stderr);
    assert!(said.contains("X-Wing is a hard technique"), "{said}");
    let output = nonet(&["generate", "--variant", "x", "--score", "1.0-2.0"]);
    assert_eq!(output.status.code(), Some(2), "{}", text(&output.stderr));
}

/// A rotational pattern of 26 cells.
const VARIANT_PATTERN: &str =
    "..x....xx.xx.xx....x........xxx......xx...xx......xxx........x....xx.xx.xx....x..";

/// The jigsaw regions of `nonet generate --variant jigsaw -d medium --seed 3`.
const JIGSAW_REGIONS: &str =
    "112222333111112363411522363447522663477599963477559966447555966477785999488888888";

#[test]
fn a_variant_line_as_pattern_fills_under_that_variants_rules() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let marked: Vec<bool> = VARIANT_PATTERN.chars().map(|c| c == 'x').collect();
    for (name, line, level) in [
        ("x", format!("x:{VARIANT_PATTERN}"), "medium"),
        ("windoku", format!("windoku:{VARIANT_PATTERN}"), "easy"),
        (
            "jigsaw",
            format!("jigsaw:{VARIANT_PATTERN}:{JIGSAW_REGIONS}"),
            "easy",
        ),
    ] {
        let file = write_file(dir.path(), &format!("{name}.txt"), line.as_bytes());
        let output = nonet(&[
            "pattern", &file, "-d", level, "-n", "2", "--seed", "9", "--rate",
        ]);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{name}: {}",
            text(&output.stderr)
        );
        let printed = text(&output.stdout);
        assert_eq!(printed.lines().count(), 2, "{name}");
        for printed_line in printed.lines() {
            let fields: Vec<&str> = printed_line.split('\t').collect();
            assert_eq!(fields[1], level, "{printed_line}");
            let puzzle = parse_line(fields[0]).expect("a variant line");
            assert_eq!(puzzle.kind().as_str(), name);
            let on_pattern: Vec<bool> = (0..CELLS).map(|c| puzzle.givens().get(c) != 0).collect();
            assert_eq!(on_pattern, marked, "{printed_line}");
            assert_eq!(brute_count(&puzzle, 2), 1, "{printed_line}");
        }
    }
    // Variants go to Master.
    let file = write_file(
        dir.path(),
        "x.txt",
        format!("x:{VARIANT_PATTERN}").as_bytes(),
    );
    let output = nonet(&["pattern", &file, "-d", "master", "--seed", "9", "--rate"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let printed = text(&output.stdout);
    let (line, rating) = printed.trim_end().split_once('\t').expect("a rated line");
    assert!(rating.starts_with("master"), "{printed}");
    let puzzle = parse_line(line).expect("a variant line");
    assert_eq!(brute_count(&puzzle, 2), 1, "{printed}");
    // A damaged rule names its problem.
    let bad = write_file(
        dir.path(),
        "bad.txt",
        format!("jigsaw:{VARIANT_PATTERN}:123").as_bytes(),
    );
    let output = nonet(&["pattern", &bad]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("bad.txt: "),
        "{}",
        text(&output.stderr)
    );
}
