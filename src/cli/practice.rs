//! `nonet practice`: positions to drill one technique on, as pencilmark lines.

use super::terminal::say;
use super::{Status, buffered_stdout, finish};
use nonet::generator::practice::{PRACTICE_TECHNIQUES, each_practice_position, practice_technique};
use nonet::i18n::{language, tr_args};
use nonet::logic::Technique;
use nonet::variant::Kind;
use nonet::variant::practice::{
    each_variant_practice_position, parse_practice_name, practice_name, practice_techniques,
};
use nonet::words::technique_name_in;
use std::io::Write;
use std::ops::ControlFlow;
use std::process::ExitCode;

/// Positions where one technique is the next logical step and nothing easier applies: one
/// 729-character pencilmark line per position (each cell's candidates in their places),
/// each with exactly one solution. `explain` and `hint` read them. A variant's technique
/// (`killer: Cage combinations`, or `--variant killer --technique "Cage combinations"`)
/// gives the puzzle's variant line, the 81 digits placed, and the pencilmark line, separated by
/// tabs.
#[derive(clap::Args)]
pub struct PracticeArgs {
    /// Print the techniques that can be practised, one per line, as `explain` names them:
    /// the classic ones, then each variant's as `kind: Technique` (only the variant's with
    /// `--variant`).
    #[arg(long, conflicts_with = "technique")]
    list: bool,

    /// The technique, as `explain --format tsv` names it (`X-Wing`, `Hidden single`), in
    /// any case; a variant's as `kind: Technique` (`killer: Cage combinations`).
    #[arg(long, required_unless_present = "list")]
    technique: Option<String>,

    /// The variant whose techniques to list or practise: x, windoku, jigsaw or killer.
    #[arg(long, value_parser = parse_variant)]
    variant: Option<Kind>,

    /// How many positions.
    #[arg(long, short = 'n', default_value_t = 10)]
    count: usize,

    /// Seed for reproducible output; random when absent.
    #[arg(long)]
    seed: Option<u64>,
}

fn parse_variant(text: &str) -> Result<Kind, String> {
    Kind::parse(text)
        .filter(|&kind| kind != Kind::Classic)
        .ok_or_else(|| format!("expected x, windoku, jigsaw or killer, not {text:?}"))
}

/// Every practised name: the classic techniques unless a variant is chosen, then each
/// variant's (or the chosen one's).
fn practice_names(variant: Option<Kind>) -> Vec<String> {
    let classic = PRACTICE_TECHNIQUES.iter().map(|t| t.name().to_string());
    let kinds: Vec<Kind> = match variant {
        Some(kind) => vec![kind],
        None => vec![Kind::X, Kind::Windoku, Kind::Jigsaw, Kind::Killer],
    };
    let variants = kinds.into_iter().flat_map(|kind| {
        practice_techniques(kind)
            .into_iter()
            .map(move |t| practice_name(kind, t))
    });
    if variant.is_some() {
        variants.collect()
    } else {
        classic.chain(variants).collect()
    }
}

/// The variant and technique a name stands for: `kind: Technique`, or a plain name with
/// `--variant`.
fn variant_technique(name: &str, variant: Option<Kind>) -> Option<(Kind, Technique)> {
    parse_practice_name(name)
        .filter(|&(kind, _)| variant.is_none_or(|chosen| chosen == kind))
        .or_else(|| {
            let kind = variant?;
            parse_practice_name(&practice_name(kind, Technique::from_name(name)?))
        })
}

/// Runs `nonet practice`.
pub fn run(args: &PracticeArgs) -> ExitCode {
    let mut out = buffered_stdout();
    if args.list {
        let listed = practice_names(args.variant)
            .iter()
            .try_for_each(|name| writeln!(out, "{name}"));
        return finish(listed.map(|()| Status::Success), &mut out);
    }
    let name = args.technique.as_deref().unwrap_or_default();
    let chosen = if name.contains(':') || args.variant.is_some() {
        variant_technique(name, args.variant).map(|(kind, t)| (Some(kind), t))
    } else {
        practice_technique(name).map(|t| (None, t))
    };
    let Some((kind, technique)) = chosen else {
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
    let mut write = |line: String| {
        written = writeln!(out, "{line}").and_then(|()| out.flush());
        if written.is_ok() {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    };
    let (found, label) = match kind {
        None => (
            each_practice_position(technique, args.count, seed, |p| write(p.line())),
            technique_name_in(language(), technique),
        ),
        Some(kind) => (
            each_variant_practice_position(kind, technique, args.count, seed, |p| write(p.line())),
            practice_name(kind, technique),
        ),
    };
    let status = if written.is_ok() && found < args.count {
        say!(
            "{}",
            tr_args(
                "cli-practice-few",
                &[("count", found.into()), ("technique", label.into())]
            )
        );
        Status::NotUnique
    } else {
        Status::Success
    };
    finish(written.map(|()| status), &mut out)
}
