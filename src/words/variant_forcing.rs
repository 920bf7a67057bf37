//! Variant forcing chains in words, as the classic ones are said: in one sentence for
//! `explain`, with the chain in forcing-chain notation (`r1c1=2 -> r2c3=5`) and the rule it
//! breaks or the result every case reaches, in the classic messages; and walked on the hint
//! card, one numbered item per link, each saying which single forced it.

use super::chains::{broken_clause, premise_intro, says};
use super::walks::{hence, premise_item};
use super::{ListKind, Phrase, Word, cell, digit_word, house_word, on};
use crate::logic::Candidate;
use crate::logic::reason::{Fact, Forced, ForcedLink, VariantForcing};

/// The placements of a chain as facts, then `end` when it does not close the chain already.
fn facts(chain: &[ForcedLink], end: Option<Fact>) -> Vec<Fact> {
    let mut facts: Vec<Fact> = chain
        .iter()
        .map(|link| Fact {
            candidate: link.placed,
            holds: true,
        })
        .collect();
    if let Some(end) = end
        && facts.last() != Some(&end)
    {
        facts.push(end);
    }
    facts
}

/// A variant forcing chain in one sentence, with `name` the technique's.
pub(super) fn forcing_phrase(name: Word, forcing: &VariantForcing) -> Phrase {
    match forcing {
        VariantForcing::Contradiction { chain, broken } => {
            let Some(first) = chain.first() else {
                return Phrase::new("step-forcing-bare").with("title", name);
            };
            let story = Phrase::new("forcing-story-then")
                .with("chain", Word::Facts(facts(chain, None)))
                .with("why", broken_clause(*broken));
            Phrase::new("step-forcing-contradiction")
                .with("title", name)
                .with("assume", on("forcing-if-is", first.placed))
                .with("story", story)
                .with(
                    "conclude",
                    says(Fact {
                        candidate: first.placed,
                        holds: false,
                    }),
                )
        }
        VariantForcing::Agreement {
            premise,
            branches,
            conclusions,
        } => {
            let Some((&main, others)) = conclusions.split_first() else {
                return Phrase::new("step-forcing-bare").with("title", name);
            };
            let chains = branches
                .iter()
                .map(|branch| Word::Facts(facts(branch, Some(main))))
                .collect();
            let phrase = if others.is_empty() {
                Phrase::new("step-forcing-agreement")
            } else {
                let others = others.iter().map(|&f| says(f).into()).collect();
                Phrase::new("step-forcing-agreement-also")
                    .with("also", Word::List(ListKind::Facts, others))
            };
            phrase
                .with("title", name)
                .with("intro", premise_intro(*premise))
                .with("branches", Word::List(ListKind::Parts, chains))
                .with("main", says(main))
        }
    }
}

/// Why a link's digit goes in its cell: "it is the only place left for 7 in column 3".
fn why(link: &ForcedLink) -> Option<Phrase> {
    let placed = link.placed;
    Some(match link.by {
        Forced::Supposed => return None,
        Forced::NakedSingle => Phrase::new("vwhy-naked-single").with("cell", cell(placed.cell)),
        Forced::HiddenSingle(house) => Phrase::new("vwhy-hidden-single")
            .with("digit", digit_word(placed.digit))
            .with("unit", house_word(house)),
        Forced::CageSum { sum } => Phrase::new("vwhy-cage-sum")
            .with("sum", sum)
            .with("digit", digit_word(placed.digit)),
    })
}

/// The links after a chain's first as items: "Then r4c3 is 7: …", the first after `case`
/// ("If r5c3 is 2, then r4c3 is 7: …") when a case leads the chain.
fn link_items(case: Option<Candidate>, links: &[ForcedLink]) -> Vec<Phrase> {
    let mut items = Vec::with_capacity(links.len());
    for (index, link) in links.iter().enumerate() {
        let fact = on("fact-is", link.placed);
        let item = match (case.filter(|_| index == 0), why(link)) {
            (Some(case), Some(why)) => Phrase::new("vwalk-if-forced")
                .with("case", on("fact-is", case))
                .with("fact", fact)
                .with("why", why),
            (None, Some(why)) => Phrase::new("vwalk-forced")
                .with("fact", fact)
                .with("why", why),
            (Some(case), None) => Phrase::new("walk-sentence").with(
                "text",
                Phrase::new("walk-if-then")
                    .with("case", on("fact-is", case))
                    .with("fact", fact),
            ),
            (None, None) => Phrase::new("walk-sentence")
                .with("text", Phrase::new("walk-then").with("fact", fact)),
        };
        items.push(item);
    }
    items
}

/// A variant forcing chain as numbered-list items: the supposition or the cases, one item
/// per link with the single that forces it, the rule broken or the result every case
/// reaches, and what the step places (`placed`) and removes (`removed`).
pub fn variant_forcing_walk_phrases(
    forcing: &VariantForcing,
    placed: &[Candidate],
    removed: &[Candidate],
) -> Vec<Phrase> {
    let mut items = Vec::new();
    match forcing {
        VariantForcing::Contradiction { chain, broken } => {
            if let Some((first, links)) = chain.split_first() {
                items.push(Phrase::new("walk-suppose").with("fact", on("fact-is", first.placed)));
                items.extend(link_items(None, links));
            }
            items.push(Phrase::new("walk-but-then").with("why", broken_clause(*broken)));
        }
        VariantForcing::Agreement {
            premise,
            branches,
            conclusions,
        } => {
            items.push(premise_item(*premise));
            let main = conclusions.first().copied();
            for branch in branches {
                let Some((case, links)) = branch.split_first() else {
                    continue;
                };
                match (links, main) {
                    ([], Some(main)) => items.push(
                        Phrase::new("walk-sentence").with(
                            "text",
                            Phrase::new("walk-if-then")
                                .with("case", on("fact-is", case.placed))
                                .with("fact", says(main)),
                        ),
                    ),
                    _ => items.extend(link_items(Some(case.placed), links)),
                }
                // A candidate gone is said once the branch has placed what takes it away.
                if let Some(main) = main.filter(|main| !main.holds && !links.is_empty()) {
                    items.push(Phrase::new("vwalk-so").with("fact", says(main)));
                }
            }
            let facts = conclusions.iter().map(|&fact| says(fact).into()).collect();
            items.push(
                Phrase::new("walk-same-end").with("facts", Word::List(ListKind::Clauses, facts)),
            );
        }
    }
    items.extend(hence(placed, removed));
    items
}
