//! The text layer: the engine's data said in words. Steps, hints, mistakes, ratings and
//! reports arrive here as data (a [`Reason`](crate::logic::Reason), a variant step, a
//! [`Contradiction`]); this module turns them into [`Phrase`]s, message ids with their
//! arguments, and [`say`] looks each up in the language's catalogue
//! (`assets/i18n/<language>/steps.ftl`). A language writes every sentence whole in its own
//! word order; the only joining done here is of lists, whose words and punctuation come
//! from the catalogue too (`list-and`, `list-and-separator`…), so adding a language means
//! adding catalogue files and no Rust.

mod chains;
pub mod report;
mod steps;
pub mod variant;
mod variant_forcing;
pub mod variant_report;
mod walks;

use crate::grid::{DigitSet, House};
use crate::i18n::{Arg, text_in};
use crate::lang::Language;
use crate::logic::notation::{cell_name_on, facts_notation_on};
use crate::logic::reason::{Chain, Contradiction, Fact, Forcing, MistakeKind, VariantForcing};
use crate::logic::{Candidate, Level, Step, Technique};
use crate::shape::DigitSet16;

pub use report::{closing_phrase, hint_phrase};
pub use steps::{contradiction_phrase, mistake_phrase, step_phrase, technique_id};
pub use variant_forcing::variant_forcing_walk_phrases;
pub use walks::{chain_walk_phrases, forcing_walk_phrases};

/// A sentence or part of one, as data: a catalogue message and its named arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Phrase {
    /// The message id, as in the catalogues.
    pub id: &'static str,
    /// The message's arguments by name.
    pub args: Vec<(&'static str, Word)>,
}

/// An argument of a [`Phrase`].
#[derive(Clone, Debug, PartialEq)]
pub enum Word {
    /// Text the same in every language: a number, chain notation.
    Text(String),
    /// A digit of the grid: 10–16 are written A–G or as numbers, as the thread asks
    /// ([`crate::i18n::set_letters_past_nine`]).
    Digit(u8),
    /// A cell, named when said by the width of its grid (`r3c5`, the same in every
    /// language).
    Cell(u8),
    /// A chain of forcing-chain facts in notation (`r1c2=4 -> r1c5<>4`), its cells named
    /// when said.
    Facts(Vec<Fact>),
    /// A phrase said in the same language as the one around it.
    Phrase(Phrase),
    /// Words joined as the language joins a list of this kind.
    List(ListKind, Vec<Word>),
}

/// How the items of a [`Word::List`] are joined; each kind has two catalogue messages,
/// `list-<kind>-separator` between items and `list-<kind>` before the last one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListKind {
    /// "a, b and c".
    And,
    /// "a, b or c".
    Or,
    /// Facts that all hold: "r1c1 is 4 and r2c2 cannot be 5" (a language whose facts are
    /// clauses may join them differently from nouns).
    Facts,
    /// The numbers of several rows or columns: "2, 5 and 8" in English; Chinese runs them
    /// together without a word for "and".
    Numbers,
    /// Items in a row: "a, b, c".
    Plain,
    /// Clauses of one sentence: "a, b, c" (with a comma of its own in CJK languages).
    Clauses,
    /// Parts of one sentence: "a; b; c".
    Parts,
}

impl ListKind {
    fn ids(self) -> (&'static str, &'static str) {
        match self {
            ListKind::And => ("list-and-separator", "list-and"),
            ListKind::Or => ("list-or-separator", "list-or"),
            ListKind::Facts => ("list-facts-separator", "list-facts"),
            ListKind::Numbers => ("list-numbers-separator", "list-numbers"),
            ListKind::Plain => ("list-plain-separator", "list-plain"),
            ListKind::Clauses => ("list-clauses-separator", "list-clauses"),
            ListKind::Parts => ("list-parts-separator", "list-parts"),
        }
    }
}

impl Phrase {
    /// The message `id` with no arguments.
    pub fn new(id: &'static str) -> Phrase {
        Phrase {
            id,
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    pub fn with(mut self, name: &'static str, word: impl Into<Word>) -> Phrase {
        self.args.push((name, word.into()));
        self
    }

    /// The phrase in `language`.
    pub fn say(&self, language: Language) -> String {
        say(language, self)
    }

    /// The phrase in `language`, its cells named on a grid `width` cells wide.
    pub fn say_on(&self, language: Language, width: usize) -> String {
        say_on(language, width, self)
    }
}

impl From<Phrase> for Word {
    fn from(phrase: Phrase) -> Word {
        Word::Phrase(phrase)
    }
}

impl From<String> for Word {
    fn from(text: String) -> Word {
        Word::Text(text)
    }
}

impl From<&str> for Word {
    fn from(text: &str) -> Word {
        Word::Text(text.to_string())
    }
}

impl From<u8> for Word {
    fn from(number: u8) -> Word {
        Word::Text(number.to_string())
    }
}

impl From<usize> for Word {
    fn from(number: usize) -> Word {
        Word::Text(number.to_string())
    }
}

/// The width of a classic grid, on which [`say`] names cells.
const CLASSIC_WIDTH: usize = 9;

/// `phrase` in `language`'s words, its cells named on a 9x9 grid.
pub fn say(language: Language, phrase: &Phrase) -> String {
    say_on(language, CLASSIC_WIDTH, phrase)
}

/// `phrase` in `language`'s words, its cells named on a grid `width` cells wide.
pub fn say_on(language: Language, width: usize, phrase: &Phrase) -> String {
    let args: Vec<(&str, Arg)> = phrase
        .args
        .iter()
        .map(|(name, word)| (*name, Arg::Text(word_on(language, width, word))))
        .collect();
    text_in(language, phrase.id, &args)
}

/// One argument in `language`'s words, its cells named on a 9x9 grid.
pub fn word_in(language: Language, word: &Word) -> String {
    word_on(language, CLASSIC_WIDTH, word)
}

/// One argument in `language`'s words, its cells named on a grid `width` cells wide.
pub fn word_on(language: Language, width: usize, word: &Word) -> String {
    match word {
        Word::Text(text) => text.clone(),
        Word::Digit(digit) => crate::i18n::digit_symbol(*digit),
        Word::Cell(cell) => cell_name_on(usize::from(*cell), width),
        Word::Facts(facts) => facts_notation_on(facts, width),
        Word::Phrase(phrase) => say_on(language, width, phrase),
        Word::List(kind, items) => {
            let said: Vec<String> = items
                .iter()
                .map(|item| word_on(language, width, item))
                .collect();
            join(language, *kind, &said)
        }
    }
}

fn join(language: Language, kind: ListKind, items: &[String]) -> String {
    let (separator, last_id) = kind.ids();
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => text_in(
            language,
            last_id,
            &[
                (
                    "init",
                    Arg::Text(init.join(&text_in(language, separator, &[]))),
                ),
                ("last", Arg::Text(last.clone())),
            ],
        ),
    }
}

/// Items joined by "and" in `language`: "r1c1, r2c2 and r3c3".
pub fn and_list(language: Language, items: &[String]) -> String {
    join(language, ListKind::And, items)
}

/// Items in a row in `language`: "r1c1, r2c2" in English.
pub fn plain_list(language: Language, items: &[String]) -> String {
    join(language, ListKind::Plain, items)
}

/// A cell, named when said: `r3c5`, the same in every language. Cells run below 256 on
/// every grid, so each fits a byte.
pub(crate) fn cell(cell: impl Into<usize>) -> Word {
    Word::Cell(cell.into() as u8)
}

/// The message `id` about one candidate, with its `cell` and `digit`.
pub(crate) fn on(id: &'static str, candidate: Candidate) -> Phrase {
    Phrase::new(id)
        .with("cell", cell(candidate.cell))
        .with("digit", digit_word(candidate.digit))
}

/// A house's name: "row 3", "column 5", "box 4", "the main diagonal", "window 2".
pub(crate) fn house_word(house: House) -> Word {
    let (id, number) = match house {
        House::Row(r) => ("unit-row", Some(r)),
        House::Col(c) => ("unit-column", Some(c)),
        House::Box(b) => ("unit-box", Some(b)),
        House::Region(r) => ("unit-region", Some(r)),
        House::Window(w) => ("unit-window", Some(w)),
        House::Diagonal => ("unit-diagonal", None),
        House::AntiDiagonal => ("unit-anti-diagonal", None),
    };
    let phrase = Phrase::new(id);
    match number {
        Some(index) => phrase.with("number", usize::from(index) + 1),
        None => phrase,
    }
    .into()
}

/// Cells in the order given, joined by "and".
pub(crate) fn cell_list(cells: &[u8]) -> Word {
    Word::List(ListKind::And, cells.iter().map(|&c| cell(c)).collect())
}

/// The cells of some candidates, each once, in increasing order.
pub(crate) fn cells_of(candidates: &[Candidate]) -> Word {
    let mut cells: Vec<u8> = candidates.iter().map(|c| c.cell).collect();
    cells.sort_unstable();
    cells.dedup();
    cell_list(&cells)
}

/// Digits joined by "and": "1, 2 and 3".
pub(crate) fn digit_list(digits: impl Into<Digits>) -> Word {
    let Digits(digits) = digits.into();
    Word::List(ListKind::And, digits.iter().map(Word::Digit).collect())
}

/// A digit of the grid as a word (see [`Word::Digit`]).
pub(crate) fn digit_word(digit: u8) -> Word {
    Word::Digit(digit)
}

/// Digits to list: a classic [`DigitSet`] or a larger grid's [`DigitSet16`].
pub(crate) struct Digits(DigitSet16);

impl From<DigitSet> for Digits {
    fn from(digits: DigitSet) -> Digits {
        Digits(DigitSet16::from_bits(digits.bits()))
    }
}

impl From<DigitSet16> for Digits {
    fn from(digits: DigitSet16) -> Digits {
        Digits(digits)
    }
}

/// A house's name in `language`: "row 3", "the main diagonal", "window 2".
pub fn house_name_in(language: Language, house: House) -> String {
    word_in(language, &house_word(house))
}

/// The step in one sentence in `language`.
pub fn step_in(language: Language, step: &Step) -> String {
    say(language, &step_phrase(step))
}

/// The step in one sentence in `language`, its cells named on a grid `width` cells wide.
pub fn step_on(language: Language, width: usize, step: &Step) -> String {
    say_on(language, width, &step_phrase(step))
}

/// A chain walked link by link in `language`, for the hint card.
pub fn chain_walk_in(
    language: Language,
    chain: &Chain,
    removed: &[Candidate],
    candidates: &crate::grid::Candidates,
) -> Vec<String> {
    chain_walk_phrases(chain, removed, candidates)
        .iter()
        .map(|phrase| say(language, phrase))
        .collect()
}

/// A forcing chain walked case by case in `language`.
pub fn forcing_walk_in(
    language: Language,
    forcing: &Forcing,
    placed: &[Candidate],
    removed: &[Candidate],
) -> Vec<String> {
    forcing_walk_phrases(forcing, placed, removed)
        .iter()
        .map(|phrase| say(language, phrase))
        .collect()
}

/// A variant forcing chain walked link by link in `language`.
pub fn variant_forcing_walk_in(
    language: Language,
    forcing: &VariantForcing,
    placed: &[Candidate],
    removed: &[Candidate],
) -> Vec<String> {
    variant_forcing_walk_phrases(forcing, placed, removed)
        .iter()
        .map(|phrase| say(language, phrase))
        .collect()
}

/// What a hint says on a solved grid, in `language`.
pub fn grid_solved_in(language: Language) -> String {
    text_in(language, "hint-grid-solved", &[])
}

/// A wrong entry or lost note in `language`.
pub fn mistake_in(language: Language, cell: u8, entered: u8, kind: MistakeKind) -> String {
    say(language, &mistake_phrase(cell, entered, kind))
}

/// A wrong entry or lost note in `language`, its cell named on a grid `width` cells wide.
pub fn mistake_on(
    language: Language,
    width: usize,
    cell: u8,
    entered: u8,
    kind: MistakeKind,
) -> String {
    say_on(language, width, &mistake_phrase(cell, entered, kind))
}

/// What is wrong with a position, in `language`.
pub fn contradiction_in(language: Language, broken: Contradiction) -> String {
    say(language, &contradiction_phrase(broken))
}

/// Why the game has no hint when logic knows no step, in `language`.
pub fn no_technique_applies_in(language: Language) -> String {
    text_in(language, "hint-no-technique", &[])
}

/// A technique's name for people in `language` (in English, [`Technique::name`], which
/// machine-readable outputs use whatever the language).
pub fn technique_name_in(language: Language, technique: Technique) -> String {
    text_in(language, technique_id(technique), &[])
}

/// A level's name for people in `language`: "Hard".
pub fn level_name_in(language: Language, level: Level) -> String {
    text_in(language, level_id(level), &[])
}

/// The catalogue id of a level's name.
pub fn level_id(level: Level) -> &'static str {
    match level {
        Level::Easy => "level-easy",
        Level::Medium => "level-medium",
        Level::Hard => "level-hard",
        Level::Expert => "level-expert",
        Level::Master => "level-master",
    }
}

/// Sentences for a step, as the methods players' code reads best: `step.explanation()`.
pub trait Explained {
    /// The step in one sentence in `language`.
    fn explanation_in(&self, language: Language) -> String;

    /// The step in one English sentence, as the command line and saves keep it.
    fn explanation(&self) -> String {
        self.explanation_in(Language::En)
    }
}

impl Explained for Step {
    fn explanation_in(&self, language: Language) -> String {
        step_in(language, self)
    }
}

#[cfg(test)]
mod tests;
