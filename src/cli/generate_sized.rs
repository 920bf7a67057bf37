//! `nonet generate --size N`: puzzles of every size from 4x4 to 16x16, with boxes or as
//! jigsaws, by the generic generator (`rules::generate`); one line of N×N symbols each.

use super::generate::{GenerateArgs, Stop, level_of, stopped};
use super::parallel::map_in_order;
use super::terminal::say;
use super::{Status, buffered_stdout, finish};
use nonet::rules::RulePuzzle;
use nonet::rules::generate::{generate, generate_jigsaw};
use nonet::shape::Shape;
use nonet::words::variant_report::{rating_line, rules_line};
use std::io::Write;
use std::process::ExitCode;

/// Puzzles generated at a time per worker thread, as for classic puzzles.
const CHUNK_PER_THREAD: usize = 4;

/// Runs `nonet generate --size N` for a size other than a plain 9x9: puzzle i from seed + i.
pub fn run_sized(args: &GenerateArgs, size: usize, jigsaw: bool, base_seed: u64) -> ExitCode {
    if args.technique.is_some() || args.score.is_some() || args.givens.is_some() || args.minimal {
        say!("nonet generate: --technique, --score, --givens and --minimal are for 9x9 puzzles");
        return Status::BadInput.into();
    }
    let template = if jigsaw {
        None
    } else {
        match Shape::boxed(size) {
            Ok(shape) => {
                let cells = shape.cells();
                match RulePuzzle::new(shape, vec![0; cells], Vec::new()) {
                    Ok(template) => Some(template),
                    Err(error) => {
                        say!("nonet generate: {error}");
                        return Status::BadInput.into();
                    }
                }
            }
            Err(error) => {
                say!("nonet generate: {error}; --jigsaw makes jigsaws of any size");
                return Status::BadInput.into();
            }
        }
    };
    let level = level_of(args);
    let mut out = buffered_stdout();
    let mut status = Status::Success;
    let workers = args.threads.workers();
    let work = |i: &u32| {
        let seed = base_seed.wrapping_add(u64::from(*i));
        let made = match &template {
            Some(template) => generate(template, level, seed),
            None => generate_jigsaw(size, level, seed),
        };
        made.map(|made| {
            let line = rules_line(&made.puzzle);
            if args.rate {
                format!("{line}\t{}", rating_line(&made.rating))
            } else {
                line
            }
        })
    };
    let chunk = CHUNK_PER_THREAD * workers.threads();
    let result = map_in_order(&workers, 0..args.count, chunk, work, |_, line| match line {
        // Flushed line by line: a reader should see each puzzle at once.
        Ok(line) => writeln!(out, "{line}")
            .and_then(|()| out.flush())
            .map_err(Stop::Write),
        Err(error) => {
            say!("nonet generate: {error}");
            status = Status::NotUnique;
            // The same order would fail again for the next puzzle.
            Err(Stop::Unmet)
        }
    });
    finish(stopped(result).map(|()| status), &mut out)
}
