//! `nonet print`: a PDF booklet of puzzles from files or from the generator, a few to a page,
//! with their solutions at the back if asked.

use super::terminal::say;
use super::variant_input::LinePuzzle;
use super::{Item, Status, items, report};
use nonet::game::{Game, is_save_file, write_atomically_with};
use nonet::generator::CancelToken;
use nonet::grid::Grid;
use nonet::i18n::{Localized, language, tr_args};
use nonet::logic::Level;
use nonet::picture::booklet::{self, BookletOptions, Paper, PerPage};
use nonet::picture::pdf::PdfError;
use nonet::picture::print_job::{
    MAX_BOOKLET_PUZZLES, PrintError, PuzzleSource, prepare, write_booklet,
};
use nonet::rules::RulePuzzle;
use nonet::shape::Shape;
use nonet::variant::{Kind, Puzzle};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicUsize;

/// Print puzzles as a PDF booklet: from files (any format Nonet reads, or `.nonet` saves) or
/// new ones from the generator (`--difficulty`), a few to a page, each with its number,
/// level and score, and their solutions smaller at the back with `--solutions`.
#[derive(clap::Args)]
pub struct PrintArgs {
    /// Puzzle files to print from (every puzzle in them, in order, or `--range`).
    #[arg(required_unless_present = "difficulty")]
    files: Vec<PathBuf>,

    /// Which puzzles of the files, by 1-based position: `1-50`, or `7` for one.
    #[arg(long, value_parser = parse_range, requires = "files")]
    range: Option<(usize, usize)>,

    /// Print new puzzles at these levels (`easy,hard` gives --count of each).
    #[arg(long, short, value_delimiter = ',', value_parser = parse_level, conflicts_with = "files")]
    difficulty: Vec<Level>,

    /// How many new puzzles at each level.
    #[arg(long, short = 'n', default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    count: u32,

    /// Seed for reproducible puzzles (puzzle i uses seed + i); random when absent.
    #[arg(long)]
    seed: Option<u64>,

    /// Puzzles a page: 1, 2, 4, 6, 9 or 12 [default: by the largest grid: 4 for 9x9, 1 for
    /// 16x16, 2 for 10x10 to 15x15, 6 for 6x6 to 8x8, 9 for 5x5, 12 for 4x4].
    #[arg(long, value_parser = parse_per_page)]
    per_page: Option<PerPage>,

    /// Paper size, a4 or letter [default: from LC_PAPER, else the locale's region].
    #[arg(long, value_parser = parse_paper)]
    paper: Option<Paper>,

    /// Add the solutions, smaller, on pages at the back.
    #[arg(long)]
    solutions: bool,

    /// The title at the top of each page [default: the file's name, or "Nonet Sudoku"].
    #[arg(long)]
    title: Option<String>,

    /// The PDF to write.
    #[arg(long, short)]
    output: PathBuf,
}

fn parse_level(name: &str) -> Result<Level, String> {
    Level::parse(name).ok_or_else(|| "expected easy, medium, hard, expert or master".into())
}

fn parse_per_page(text: &str) -> Result<PerPage, String> {
    text.parse::<u8>()
        .ok()
        .and_then(PerPage::new)
        .ok_or_else(|| "expected 1, 2, 4, 6, 9 or 12".into())
}

fn parse_paper(name: &str) -> Result<Paper, String> {
    Paper::parse(name).ok_or_else(|| "expected a4 or letter".into())
}

/// A range of 1-based positions: `FIRST-LAST` or a single `N`.
fn parse_range(text: &str) -> Result<(usize, usize), String> {
    let number = |part: &str| part.trim().parse::<usize>().ok().filter(|&n| n >= 1);
    let range = match text.split_once('-') {
        Some((first, last)) => number(first).zip(number(last)),
        None => number(text).map(|n| (n, n)),
    };
    match range {
        Some((first, last)) if first <= last => Ok((first, last)),
        _ => Err("expected FIRST-LAST (such as 1-50) or one position, counting from 1".into()),
    }
}

/// Runs `nonet print`.
pub fn run(args: &PrintArgs) -> ExitCode {
    let source = if args.files.is_empty() {
        PuzzleSource::Generated {
            levels: args.difficulty.clone(),
            count: args.count as usize,
            seed: args.seed.unwrap_or_else(rand::random),
            size: None,
        }
    } else {
        match read_puzzles(&args.files, args.range).map(source_of) {
            Ok(Ok(source)) => source,
            Ok(Err(SourceError::Print(error))) => return fail(&error),
            Ok(Err(SourceError::VariantAmongSizes(number))) => {
                let problem = tr_args(
                    "cli-print-variant-among-sizes",
                    &[("number", number.into())],
                );
                say!(
                    "{}",
                    tr_args(
                        "cli-command-problem",
                        &[("command", "print".into()), ("problem", problem.into())]
                    )
                );
                return Status::BadInput.into();
            }
            Err(status) => return status.into(),
        }
    };
    let title = args
        .title
        .clone()
        .unwrap_or_else(|| default_title(&args.files));
    let options = BookletOptions {
        title,
        per_page: args
            .per_page
            .unwrap_or_else(|| PerPage::for_size(source.largest_size())),
        paper: args.paper.unwrap_or_else(Paper::from_environment),
        solutions: args.solutions,
        language: language(),
    };
    let puzzles = match prepare(&source, &CancelToken::new(), &AtomicUsize::new(0)) {
        Ok(puzzles) => puzzles,
        Err(error) => return fail(&error),
    };
    let written = write_atomically_with(&args.output, |out| write_booklet(&puzzles, &options, out));
    if let Err(error) = written {
        let PrintError::Pdf(PdfError::Io(error)) = error else {
            return fail(&error);
        };
        say!(
            "{}",
            tr_args(
                "cli-cannot-write-booklet",
                &[
                    ("path", super::terminal::shown_path(&args.output).into()),
                    ("reason", error.to_string().into())
                ]
            )
        );
        return Status::BadInput.into();
    }
    let mut out = super::terminal::Stdout::lock();
    let written = writeln!(
        out,
        "{}",
        tr_args(
            if puzzles.len() == 1 {
                "cli-booklet-written-one"
            } else {
                "cli-booklet-written"
            },
            &[
                ("path", super::terminal::shown_path(&args.output).into()),
                ("count", puzzles.len().into())
            ]
        )
    );
    super::finish(written.map(|()| Status::Success), &mut out)
}

/// Reports a failed booklet; a puzzle without exactly one solution exits 1, as in
/// `nonet solve`, anything else 2.
fn fail(error: &PrintError) -> ExitCode {
    tell(error);
    match error {
        PrintError::NoSolution { .. } | PrintError::NotUnique { .. } => Status::NotUnique.into(),
        _ => Status::BadInput.into(),
    }
}

/// Says why the booklet could not be made.
fn tell(error: &PrintError) {
    say!(
        "{}",
        tr_args(
            "cli-command-problem",
            &[
                ("command", "print".into()),
                ("problem", error.localized().into())
            ]
        )
    );
}

/// The title a booklet gets when none is given.
fn default_title(files: &[PathBuf]) -> String {
    match files {
        [one] => one
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_else(|| booklet::default_title(language())),
        _ => booklet::default_title(language()),
    }
}

/// Every puzzle of `files` in order (a `.nonet` save gives its puzzle), numbered by
/// position, cut to `range`. Any unreadable file or bad record stops the booklet: reported
/// by name, with status `BadInput`.
fn read_puzzles(
    files: &[PathBuf],
    range: Option<(usize, usize)>,
) -> Result<Vec<(usize, Printable)>, Status> {
    // Reading stops once the booklet has all it can hold, and puzzles before the range are
    // counted, not kept, so a huge input costs no more than the booklet.
    let (first, last) = match range {
        Some((first, last)) if last + 1 - first > MAX_BOOKLET_PUZZLES => {
            tell(&PrintError::TooMany);
            return Err(Status::BadInput);
        }
        Some(range) => range,
        None => (1, MAX_BOOKLET_PUZZLES + 1),
    };
    let mut read = Reading {
        first,
        count: 0,
        kept: Vec::new(),
    };
    let mut status = Status::Success;
    'files: for path in files {
        if read.count >= last {
            break;
        }
        if path.as_os_str() != "-" && is_save_file(path) {
            match Game::load_from(path) {
                Ok(game) => read.add(match game.variant() {
                    Some(puzzle) => Printable::Variant(Box::new(puzzle.clone())),
                    None => Printable::Classic(*game.givens()),
                }),
                Err(error) => {
                    say!("{}", error.localized());
                    status = Status::BadInput;
                }
            }
            continue;
        }
        for item in items(std::slice::from_ref(path)) {
            match item {
                Item::Puzzle(record) => read.add(Printable::Classic(record.grid)),
                Item::Variant { name, line } => match line.puzzle {
                    Ok(LinePuzzle::Variant(puzzle)) => read.add(Printable::Variant(puzzle)),
                    Ok(LinePuzzle::Sized(puzzle)) => read.add(Printable::Sized(puzzle)),
                    Err(problem) => {
                        super::report_line(&name, line.line, &problem);
                        status = Status::BadInput;
                    }
                },
                Item::Bad { name, error } => {
                    report(&name, &error);
                    status = Status::BadInput;
                }
            }
            if read.count >= last {
                break 'files;
            }
        }
    }
    if status != Status::Success {
        return Err(status);
    }
    if range.is_some() && read.count < last {
        say!(
            "{}",
            tr_args(
                "cli-range-past-end",
                &[
                    ("files", names(files).into()),
                    ("first", first.into()),
                    ("last", last.into()),
                    ("count", read.count.into())
                ]
            )
        );
        return Err(Status::BadInput);
    }
    Ok(read.kept)
}

/// Puzzles read so far: each counted, kept from position `first` on.
struct Reading {
    first: usize,
    count: usize,
    kept: Vec<(usize, Printable)>,
}

impl Reading {
    fn add(&mut self, printable: Printable) {
        self.count += 1;
        if self.count >= self.first {
            self.kept.push((self.count, printable));
        }
    }
}

/// A puzzle read for the booklet.
enum Printable {
    /// Classic Sudoku.
    Classic(Grid),
    /// A variant (Killer, Jigsaw, X, Windoku).
    Variant(Box<Puzzle>),
    /// A puzzle of another size (4x4 to 16x16).
    Sized(Box<RulePuzzle>),
}

/// The booklet's source: classic puzzles alone take the classic engine; with any variant
/// among them, the classic ones go along as classic variant puzzles (a classic puzzle
/// whose givens clash has no solution, as the classic engine would find); with any puzzle
/// of another size, they go along as 9x9 grids of the generic engine, and a 9x9 variant
/// is refused (its cages and shading are drawn on 9x9 boards only).
fn source_of(puzzles: Vec<(usize, Printable)>) -> Result<PuzzleSource, SourceError> {
    if puzzles
        .iter()
        .any(|(_, p)| matches!(p, Printable::Sized(_)))
    {
        return sized_source(puzzles);
    }
    if puzzles
        .iter()
        .all(|(_, p)| matches!(p, Printable::Classic(_)))
    {
        return Ok(PuzzleSource::Given(
            puzzles
                .into_iter()
                .filter_map(|(number, p)| match p {
                    Printable::Classic(grid) => Some((number, grid)),
                    Printable::Variant(_) | Printable::Sized(_) => None,
                })
                .collect(),
        ));
    }
    let mut variants = Vec::with_capacity(puzzles.len());
    for (number, printable) in puzzles {
        let puzzle = match printable {
            Printable::Classic(grid) => Puzzle::new(Kind::Classic, grid)
                .map_err(|_| SourceError::Print(PrintError::NoSolution { number }))?,
            Printable::Variant(puzzle) => *puzzle,
            // Sent to `sized_source` above.
            Printable::Sized(_) => continue,
        };
        variants.push((number, puzzle));
    }
    Ok(PuzzleSource::Variants(variants))
}

/// Why the puzzles read make no booklet.
enum SourceError {
    /// A puzzle that cannot be printed.
    Print(PrintError),
    /// A 9x9 variant among puzzles of other sizes: its number.
    VariantAmongSizes(usize),
}

/// The source of a booklet with puzzles of other sizes: every puzzle a grid of the generic
/// engine, classic 9x9 ones as a 9x9 grid with boxes.
fn sized_source(puzzles: Vec<(usize, Printable)>) -> Result<PuzzleSource, SourceError> {
    let mut sized = Vec::with_capacity(puzzles.len());
    for (number, printable) in puzzles {
        let puzzle = match printable {
            Printable::Sized(puzzle) => *puzzle,
            Printable::Classic(grid) => classic_as_rules(&grid, number)?,
            // A classic line read among variant lines.
            Printable::Variant(puzzle) if puzzle.kind() == Kind::Classic => {
                classic_as_rules(puzzle.givens(), number)?
            }
            Printable::Variant(_) => return Err(SourceError::VariantAmongSizes(number)),
        };
        sized.push((number, puzzle));
    }
    Ok(PuzzleSource::Sized(sized))
}

/// A classic 9x9 puzzle as a grid with boxes of the generic engine; one whose givens clash
/// has no solution, as the classic engine would find.
fn classic_as_rules(grid: &Grid, number: usize) -> Result<RulePuzzle, SourceError> {
    let givens = (0..nonet::grid::CELLS).map(|cell| grid.get(cell)).collect();
    Shape::boxed(9)
        .ok()
        .and_then(|shape| RulePuzzle::new(shape, givens, Vec::new()).ok())
        .ok_or(SourceError::Print(PrintError::NoSolution { number }))
}

/// The files' names, for a message.
fn names(files: &[PathBuf]) -> String {
    files
        .iter()
        .map(|path| super::input_name(Path::new(path)))
        .collect::<Vec<_>>()
        .join(", ")
}
