//! `nonet practice`: positions to drill one technique on, as pencilmark lines.

use super::terminal::say;
use super::{Status, buffered_stdout, finish};
use nonet::generator::practice::{PRACTICE_TECHNIQUES, each_practice_position, practice_technique};
use nonet::i18n::{language, tr_args};
use nonet::words::technique_name_in;
use std::io::Write;
use std::ops::ControlFlow;
use std::process::ExitCode;

/// Positions where one technique is the next logical step and nothing easier applies: one
/// 729-character pencilmark line per position (each cell's candidates in their places),
/// each with exactly one solution. `explain` and `hint` read them.
#[derive(clap::Args)]
pub struct PracticeArgs {
    /// Print the techniques that can be practised, one per line, as `explain` names them.
    #[arg(long, conflicts_with = "technique")]
    list: bool,

    /// The technique, as `explain --format tsv` names it (`X-Wing`, `Hidden single`), in
    /// any case.
    #[arg(long, required_unless_present = "list")]
    technique: Option<String>,

    /// How many positions.
    #[arg(long, short = 'n', default_value_t = 10)]
    count: usize,

    /// Seed for reproducible output; random when absent.
    #[arg(long)]
    seed: Option<u64>,
}

/// Runs `nonet practice`.
pub fn run(args: &PracticeArgs) -> ExitCode {
    let mut out = buffered_stdout();
    if args.list {
        let listed = PRACTICE_TECHNIQUES
            .iter()
            .try_for_each(|technique| writeln!(out, "{}", technique.name()));
        return finish(listed.map(|()| Status::Success), &mut out);
    }
    let name = args.technique.as_deref().unwrap_or_default();
    let Some(technique) = practice_technique(name) else {
        say!(
            "{}",
            tr_args(
                "cli-practice-unknown",
                &[("name", format!("{name:?}").into())]
            )
        );
        return Status::BadInput.into();
    };
    let seed = args.seed.unwrap_or_else(rand::random);
    // Each position is written as soon as it is found: they can take a while to come.
    let mut written = Ok(());
    let found = each_practice_position(technique, args.count, seed, |position| {
        written = writeln!(out, "{}", position.line()).and_then(|()| out.flush());
        if written.is_ok() {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    });
    let status = if written.is_ok() && found < args.count {
        say!(
            "{}",
            tr_args(
                "cli-practice-few",
                &[
                    ("count", found.into()),
                    ("technique", technique_name_in(language(), technique).into())
                ]
            )
        );
        Status::NotUnique
    } else {
        Status::Success
    };
    finish(written.map(|()| status), &mut out)
}
