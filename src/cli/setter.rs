//! `nonet analyse` and `nonet minimize`: the setter's questions about puzzles, one line each.

use super::parallel::AnyPuzzle;
use super::rate::rating;
use super::run_stage::{Accepts, run_stage};
use super::stage::{StageArgs, finish_stage};
use super::{Status, inputs_or_stdin};
use nonet::formats::{PuzzleRecord, pencilmark};
use nonet::generator::Symmetry;
use nonet::grid::Grid;
use nonet::logic::notation::cell_name_on;
use nonet::rules::RulePuzzle;
use nonet::rules::text as rules_text;
use nonet::setter::{self, Analysis, Count, SetterError};
use nonet::variant::{self, Kind, Puzzle};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

/// The header `analyse` writes first, naming its columns.
pub const ANALYSIS_HEADER: &str =
    "# puzzle\tsolutions\tlevel\tscore\thardest\tremovable\tminimal\tsymmetry";

/// Analyse puzzles as a setter would: a header line starting with `#` names the columns,
/// then one tab-separated line per puzzle: the puzzle; its solutions counted to two (`0`,
/// `1`, `2+`, or `?` for a puzzle of another size whose count ran past its search budget);
/// level, score and hardest technique as `rate` gives them (`-` unless unique);
/// the givens that could each go with the solution still unique (`removable`, space-separated
/// cell names, empty when there are none); `yes` when the puzzle is minimal (unique, nothing
/// removable), else `no`; and the symmetries of its givens (`rotational`, `mirror`,
/// `diagonal`, comma-separated, or `none`). Variant lines are analysed under their own rules,
/// lines of other sizes (4x4 to 16x16, jigsaws of any size) under theirs, cells named on
/// their width; a pencilmark line within its candidates (a given that goes leaves its cell
/// open to every digit), and written as a pencilmark line.
#[derive(clap::Args)]
pub struct AnalyseArgs {
    /// Write the header line whatever comes: for an input with no puzzle, and in every
    /// shard. Without it the header comes before the first line written, and only in shard
    /// 1 of `--shard`, so that the shards' outputs joined hold it once.
    #[arg(long)]
    header: bool,

    #[command(flatten)]
    stage: StageArgs,

    /// Puzzle files in any supported format; `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

/// Cut puzzles down to minimal ones with the same solution: givens go in reading order
/// while the solution stays unique. One line per puzzle: 81 characters, `.` for empty (a
/// variant line for a variant; a line of its own size and form for another size; a
/// pencilmark line, solved within its candidates, as a pencilmark line whose removed givens'
/// cells hold every digit). A puzzle without exactly one solution gets `no solution` or
/// `multiple solutions` instead, and the exit status 1.
#[derive(clap::Args)]
pub struct MinimizeArgs {
    /// Keep this symmetry of the givens (`rotational`, `mirror`, `diagonal`): a given goes
    /// only with its partner, and the result is minimal among such pairs.
    #[arg(long, value_name = "SYMMETRY", value_parser = parse_symmetry)]
    keep_symmetry: Option<Symmetry>,

    #[command(flatten)]
    stage: StageArgs,

    /// Puzzle files in any supported format; `-` (or nothing) reads standard input.
    files: Vec<PathBuf>,
}

fn parse_symmetry(text: &str) -> Result<Symmetry, String> {
    Symmetry::parse(text).ok_or_else(|| "expected rotational, mirror, diagonal or none".to_string())
}

/// A classic record as a puzzle of the classic kind, so both kinds go one way; `Err` holds
/// the grid of a classic record whose givens clash, which has no solution.
fn as_puzzle(puzzle: AnyPuzzle<'_>) -> Result<Puzzle, Grid> {
    match puzzle {
        AnyPuzzle::Classic(record) => {
            Puzzle::new(Kind::Classic, record.grid).map_err(|_| record.grid)
        }
        AnyPuzzle::Variant(puzzle) => Ok(puzzle.clone()),
        // Other sizes are analysed and minimised on their own path, never through here.
        AnyPuzzle::Sized(_) => Err(Grid::empty()),
    }
}

/// The symmetries of a clue pattern as the last column writes them.
fn symmetry_text(symmetries: &[Symmetry]) -> String {
    let names: Vec<&str> = symmetries.iter().map(|s| s.as_str()).collect();
    if names.is_empty() {
        "none".to_string()
    } else {
        names.join(",")
    }
}

/// The puzzle as written in the first column and by `minimize`.
fn line_of(puzzle: &Puzzle) -> String {
    if puzzle.kind() == Kind::Classic {
        puzzle.givens().to_line()
    } else {
        variant::write_line(puzzle)
    }
}

/// One analysis line.
fn analysis_line(any: AnyPuzzle<'_>) -> String {
    if let AnyPuzzle::Classic(record) = any
        && let Some(candidates) = &record.candidates
    {
        let analysis = setter::analyse_within(&record.grid, candidates);
        let line = pencilmark::to_line(&record.grid, candidates);
        return analysis_columns(&line, &analysis, any, 9);
    }
    match any {
        AnyPuzzle::Sized(puzzle) => {
            let analysis = setter::analyse_rules(puzzle);
            analysis_columns(&sized_line(puzzle), &analysis, any, puzzle.shape().size())
        }
        any => match as_puzzle(any) {
            Ok(puzzle) => {
                let analysis = setter::analyse(&puzzle);
                analysis_columns(&line_of(&puzzle), &analysis, AnyPuzzle::Variant(&puzzle), 9)
            }
            Err(clashing) => format!(
                "{}\t0\t-\t-\t-\t\tno\t{}",
                clashing.to_line(),
                symmetry_text(&setter::symmetries(&clashing))
            ),
        },
    }
}

/// A puzzle of the generic engine as `analyse` and `minimize` write it: its own line form,
/// or, for rules no line holds (a Killer X read from a link), its f-puzzles link.
fn sized_line(puzzle: &RulePuzzle) -> String {
    rules_text::write_line(puzzle)
        .unwrap_or_else(|_| nonet::formats::fpuzzles::fpuzzles_link(puzzle))
}

/// The analysis line of the puzzle written `line`, on a grid `width` cells wide, rated as
/// `rated` (when unique).
fn analysis_columns(line: &str, analysis: &Analysis, rated: AnyPuzzle<'_>, width: usize) -> String {
    let solutions = match analysis.count {
        Count::None => "0",
        Count::One => "1",
        Count::Several => "2+",
        Count::Unknown => "?",
    };
    let rated = match analysis.count {
        Count::One => rating(rated).unwrap_or_default(),
        _ => "-\t-\t-".to_string(),
    };
    let removable: Vec<String> = analysis
        .removable
        .iter()
        .map(|&cell| cell_name_on(usize::from(cell), width))
        .collect();
    format!(
        "{line}\t{solutions}\t{rated}\t{}\t{}\t{}",
        removable.join(" "),
        if analysis.is_minimal() { "yes" } else { "no" },
        symmetry_text(&analysis.symmetries)
    )
}

/// Runs `nonet analyse`.
pub fn run_analyse(args: &AnalyseArgs) -> ExitCode {
    let (stage, out) = match args.stage.open(&args.files) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let header = (args.header || stage.is_first_shard()).then_some(ANALYSIS_HEADER);
    let mut headed = Headed { out, header };
    let result = if args.header {
        headed.write_header()
    } else {
        Ok(())
    };
    let result = result.and_then(|()| {
        run_stage(
            &inputs_or_stdin(&args.files),
            &stage,
            &mut headed,
            Accepts::AnySize,
            analysis_line,
            |out, line| writeln!(out, "{line}"),
        )
    });
    finish_stage(result, headed.out)
}

/// An output that writes a header line before its first byte, if anything is written.
struct Headed<W> {
    /// The output.
    out: W,
    /// The header, until it is written.
    header: Option<&'static str>,
}

impl<W: Write> Headed<W> {
    /// Writes the header now, if it is still to come.
    fn write_header(&mut self) -> std::io::Result<()> {
        match self.header.take() {
            Some(header) => writeln!(self.out, "{header}"),
            None => Ok(()),
        }
    }
}

impl<W: Write> Write for Headed<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        if !bytes.is_empty() {
            self.write_header()?;
        }
        self.out.write(bytes)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// Runs `nonet minimize`.
pub fn run_minimize(args: &MinimizeArgs) -> ExitCode {
    let (stage, mut out) = match args.stage.open(&args.files) {
        Ok(opened) => opened,
        Err(code) => return code,
    };
    let keep = args.keep_symmetry.unwrap_or(Symmetry::None);
    let mut verdicts = Status::Success;
    let result = run_stage(
        &inputs_or_stdin(&args.files),
        &stage,
        &mut out,
        Accepts::AnySize,
        |any| match any {
            AnyPuzzle::Classic(PuzzleRecord {
                grid,
                candidates: Some(candidates),
                ..
            }) => setter::minimize_within(grid, candidates, keep)
                .map(|(grid, left)| pencilmark::to_line(&grid, &left)),
            AnyPuzzle::Sized(puzzle) => {
                setter::minimize_rules(puzzle, keep).map(|puzzle| sized_line(&puzzle))
            }
            any => as_puzzle(any)
                .map_err(|_| SetterError::NoSolution)
                .and_then(|puzzle| setter::minimize(&puzzle, keep))
                .map(|puzzle| line_of(&puzzle)),
        },
        |out, minimised| match minimised {
            Ok(line) => writeln!(out, "{line}"),
            Err(SetterError::NoSolution) => {
                verdicts = Status::NotUnique;
                out.write_all(b"no solution\n")
            }
            Err(SetterError::TooHard) => {
                verdicts = Status::NotUnique;
                out.write_all(b"unknown\n")
            }
            Err(_) => {
                verdicts = Status::NotUnique;
                out.write_all(b"multiple solutions\n")
            }
        },
    );
    finish_stage(
        result.map(|input| input.worst(stage.verdicts(verdicts))),
        out,
    )
}
