//! Tests of the text layer: the notation shared by every language, and sentences and walks
//! built from hand-made reasons (the finders' own tests check the reasons they build).

use super::{chain_walk_in, contradiction_in, forcing_walk_in, mistake_in, step_in};
use crate::grid::Candidates;
use crate::grid::{DigitSet, House};
use crate::lang::Language;
use crate::logic::notation::eureka;
use crate::logic::reason::{Chain, ChainConclusion, Fact, Forcing, ForcingArgument};
use crate::logic::reason::{Exclusion, LinkKind, Reason, Single, SingleKind, Subset, SubsetKind};
use crate::logic::{Candidate, Contradiction, MistakeKind, Step, Technique};

fn node(cell: usize, digit: u8) -> Candidate {
    Candidate::new(cell, digit)
}

#[test]
fn eureka_notation_groups_cells() {
    let x = [node(1, 4), node(6, 4), node(42, 4), node(39, 4)];
    let links = [LinkKind::Strong, LinkKind::Weak, LinkKind::Strong];
    assert_eq!(eureka(&x, &links), "(4)r1c2=r1c7-r5c7=r5c4");
    let mixed = [node(1, 4), node(6, 4), node(6, 6), node(42, 6)];
    assert_eq!(eureka(&mixed, &links), "(4)r1c2=(4-6)r1c7=(6)r5c7");
}

/// A step with `reason`, placing or removing what the sentence needs.
fn step(technique: Technique, reason: Reason, eliminations: Vec<Candidate>) -> Step {
    let placements = match &reason {
        Reason::Single(single) => vec![node(single.cell.into(), single.digit)],
        _ => Vec::new(),
    };
    Step {
        technique,
        placements,
        eliminations,
        cells: Vec::new(),
        units: Vec::new(),
        pattern: Vec::new(),
        score: 1.0,
        reason,
    }
}

#[test]
fn digits_past_nine_are_letters_or_numbers_as_the_thread_asks() {
    // A 16x16's naked pair of 10 and 16 in column 1, taking the 10 out of r3c1 and placing
    // the 12 in r2c3.
    let reason = Reason::Variant(crate::logic::VariantReason {
        digits: crate::shape::DigitSet16::from_bits(1 << 9 | 1 << 15),
        sum: None,
        forcing: None,
        excluded: Vec::new(),
        rule: None,
    });
    let mut pair = step(Technique::NakedPair, reason, vec![Candidate::new(32, 10)]);
    pair.units = vec![House::Col(0)];
    pair.cells = vec![0, 16];
    pair.placements = vec![Candidate::new(18, 12)];
    let say = || super::step_on(Language::En, 16, &pair);
    let numbers = say();
    crate::i18n::set_letters_past_nine(true);
    let letters = say();
    crate::i18n::set_letters_past_nine(false);
    assert_eq!(numbers, say(), "numbers again");
    for (said, ten, twelve, sixteen) in [(&numbers, "10", "12", "16"), (&letters, "A", "C", "G")] {
        for digit in [ten, twelve, sixteen] {
            let word = format!(" {digit}");
            assert!(said.contains(&word), "{word:?} in {said}");
        }
    }
    assert!(
        !letters.contains("10") && !letters.contains("12"),
        "{letters}"
    );
}

#[test]
fn sentences_take_their_cells_units_and_digits_from_the_reason() {
    let hidden = |unit, cell: u8, digit| {
        Reason::Single(Single {
            kind: SingleKind::Hidden(unit),
            cell,
            digit,
            excluded: vec![Exclusion {
                candidate: node(usize::from(cell) + 1, digit),
                by: None,
            }],
        })
    };
    assert_eq!(
        step_in(
            Language::En,
            &step(
                Technique::HiddenSingle,
                hidden(House::Box(4), 40, 7),
                vec![]
            )
        ),
        "Hidden single: in box 5, the 7 fits only in r5c5."
    );
    assert_eq!(
        step_in(
            Language::En,
            &step(Technique::HiddenSingle, hidden(House::Row(0), 2, 3), vec![])
        ),
        "Hidden single: in row 1, the 3 fits only in r1c3."
    );

    let pair = Reason::Subset(Subset {
        kind: SubsetKind::Naked,
        unit: House::Col(8),
        cells: vec![8, 17],
        digits: DigitSet::from_bits(0b101),
    });
    let sentence = step_in(
        Language::En,
        &step(Technique::NakedPair, pair.clone(), vec![node(26, 1)]),
    );
    for part in ["column 9", "r1c9", "r2c9", "1", "3", "r3c9"] {
        assert!(sentence.contains(part), "{part} missing from {sentence:?}");
    }

    // The same reasons in Chinese, in Chinese word order.
    assert_eq!(
        step_in(
            Language::ZhCn,
            &step(
                Technique::HiddenSingle,
                hidden(House::Box(4), 40, 7),
                vec![]
            )
        ),
        "摒除法：在第5宫中，7只能填在r5c5。"
    );
    assert_eq!(
        step_in(
            Language::ZhCn,
            &step(Technique::NakedPair, pair, vec![node(26, 1)])
        ),
        "显性数对：在第9列中，r1c9和r2c9合起来只含1和3这几个数字，所以这些数字不能出现在r3c9。"
    );
}

/// Every mistake and broken rule, in both languages, with the cell (and digit) each names.
fn every_mistake_and_contradiction() -> Vec<(String, String, &'static [&'static str])> {
    use crate::grid::{Conflict, House};
    let mistakes: [(MistakeKind, &'static [&'static str]); 3] = [
        (MistakeKind::NotTheSolution, &["r2c2", "5"]),
        (MistakeKind::NoSolutionWithIt, &["r2c2", "5"]),
        (MistakeKind::LostCandidate { digit: 8 }, &["r2c2", "8"]),
    ];
    let broken: [(Contradiction, &'static [&'static str]); 7] = [
        (
            Contradiction::Repeated(Conflict {
                digit: 4,
                unit: House::Row(2),
                cells: [18, 20],
            }),
            &["r3c1", "r3c3", "4"],
        ),
        (Contradiction::EmptyCell { cell: 80 }, &["r9c9"]),
        (
            Contradiction::NoPlace {
                unit: House::Box(3),
                digit: 6,
            },
            &["4", "6"],
        ),
        (
            Contradiction::Clash {
                candidate: node(0, 2),
            },
            &["r1c1", "2"],
        ),
        (
            Contradiction::TwoDigits {
                cell: 9,
                digits: [1, 2],
            },
            &["r2c1"],
        ),
        (Contradiction::NoSolution, &[]),
        (Contradiction::PuzzleNotUnique, &[]),
    ];
    let mut all = Vec::new();
    for (kind, parts) in mistakes {
        let entered = if matches!(kind, MistakeKind::LostCandidate { .. }) {
            0
        } else {
            5
        };
        all.push((
            mistake_in(Language::En, 10, entered, kind),
            mistake_in(Language::ZhCn, 10, entered, kind),
            parts,
        ));
    }
    for (why, parts) in broken {
        all.push((
            contradiction_in(Language::En, why),
            contradiction_in(Language::ZhCn, why),
            parts,
        ));
    }
    all
}

#[test]
fn chinese_mistakes_and_broken_rules_are_chinese_and_name_what_english_names() {
    for (en, zh, parts) in every_mistake_and_contradiction() {
        for part in parts {
            assert!(en.contains(part), "{part} missing from {en:?}");
            assert!(zh.contains(part), "{part} missing from {zh:?}");
        }
        assert!(
            zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{zh:?}"
        );
        // Only the cells' r and c are Latin letters.
        assert!(
            zh.split(|c: char| !c.is_ascii_alphabetic())
                .all(|run| run.is_empty() || run == "r" || run == "c"),
            "{zh:?}"
        );
    }
    assert!(
        super::no_technique_applies_in(Language::ZhCn)
            .chars()
            .all(|c| !c.is_ascii_alphabetic())
    );
}

#[test]
fn mistakes_and_broken_rules_name_the_cell() {
    let wrong = mistake_in(Language::En, 10, 5, MistakeKind::NotTheSolution);
    assert!(wrong.contains("r2c2") && wrong.contains('5'), "{wrong}");
    let lost = mistake_in(Language::En, 10, 0, MistakeKind::LostCandidate { digit: 8 });
    assert!(lost.contains("r2c2") && lost.contains('8'), "{lost}");
    let empty = contradiction_in(Language::En, Contradiction::EmptyCell { cell: 80 });
    assert!(empty.contains("r9c9"), "{empty}");
    assert_ne!(super::no_technique_applies_in(Language::En), "");
}

// The hint card's walks through chains and forcing chains, item by item.

/// (4)r1c2=r1c7-r5c7=r5c4 on a board where row 1 and row 5 hold their 4 in two places only,
/// with the candidates it was found among.
fn open_chain() -> (Chain, Candidates) {
    let mut candidates = Candidates::none();
    for cell in [1, 6, 42, 39] {
        candidates.set(cell, DigitSet::single(4).union(DigitSet::single(9)));
    }
    let chain = Chain {
        nodes: vec![node(1, 4), node(6, 4), node(42, 4), node(39, 4)],
        links: vec![LinkKind::Strong, LinkKind::Weak, LinkKind::Strong],
        conclusion: ChainConclusion::EitherEnd,
    };
    (chain, candidates)
}

/// A chain whose strong links lie inside the bivalue cells r1c1 and r2c1.
fn chain_inside_cells() -> Chain {
    Chain {
        nodes: vec![node(0, 1), node(0, 4), node(9, 4), node(9, 1)],
        links: vec![LinkKind::Strong, LinkKind::Weak, LinkKind::Strong],
        conclusion: ChainConclusion::EitherEnd,
    }
}

/// Supposing r1c1 is 3 removes the 3 of r2c1, which leaves it 5, and r3c1 empty.
fn forcing_contradiction() -> Forcing {
    use crate::logic::reason::{Contradiction, ForcingMode};
    let fact = |cell, digit, holds| Fact {
        candidate: node(cell, digit),
        holds,
    };
    Forcing {
        mode: ForcingMode::Static,
        argument: ForcingArgument::Contradiction {
            assumption: fact(0, 3, true),
            chains: vec![vec![fact(0, 3, true), fact(9, 3, false), fact(9, 5, true)]],
            broken: Contradiction::EmptyCell { cell: 18 },
        },
    }
}

#[test]
fn an_open_chain_reads_as_an_assumption_and_its_consequences() {
    let (chain, candidates) = open_chain();
    let items = chain_walk_in(Language::En, &chain, &[node(37, 4)], &candidates);
    assert_eq!(
        items,
        vec![
            "Suppose r1c2 is not 4.",
            "Then r1c7 is 4: it is the only other place for 4 in row 1.",
            "So r5c7 is not 4: 4 in r1c7 shares column 7 with it.",
            "Then r5c4 is 4: it is the only other place for 4 in row 5.",
            "So if r1c2 is not 4, r5c4 is 4: one of the two is true, and r5c2 cannot be 4.",
        ]
    );
}

#[test]
fn a_forcing_contradiction_reads_as_a_story_ending_in_the_broken_rule() {
    let items = forcing_walk_in(Language::En, &forcing_contradiction(), &[], &[node(0, 3)]);
    assert_eq!(
        items,
        vec![
            "Suppose r1c1 is 3.",
            "Then r2c1 cannot be 3, so r2c1 is 5.",
            "But then r3c1 has no candidate left.",
            "Hence r1c1 cannot be 3.",
        ]
    );
}

#[test]
fn links_inside_a_cell_name_its_two_candidates() {
    let chain = chain_inside_cells();
    let items = chain_walk_in(Language::En, &chain, &[node(2, 1)], &Candidates::none());
    assert_eq!(
        items[1],
        "Then r1c1 is 4: 1 and 4 are the only candidates of r1c1."
    );
    assert_eq!(
        items[2],
        "So r2c1 is not 4: 4 in r1c1 shares column 1 with it."
    );
    assert_eq!(
        items[3],
        "Then r2c1 is 1: 1 and 4 are the only candidates of r2c1."
    );
}

#[test]
fn in_chinese_an_open_chain_reads_as_an_assumption_and_its_consequences() {
    let (chain, candidates) = open_chain();
    assert_eq!(
        chain_walk_in(Language::ZhCn, &chain, &[node(37, 4)], &candidates),
        vec![
            "假设r1c2不是4。",
            "那么r1c7是4：它是第1行中4仅剩的另一个位置。",
            "所以r5c7不是4：r1c7的4与它同在第7列。",
            "那么r5c4是4：它是第5行中4仅剩的另一个位置。",
            "所以，如果r1c2不是4，那么r5c4是4：两者至少有一个为真，r5c2不能是4。",
        ]
    );
    let inside = chain_inside_cells();
    let items = chain_walk_in(Language::ZhCn, &inside, &[node(2, 1)], &Candidates::none());
    assert_eq!(items[1], "那么r1c1是4：1和4是r1c1仅有的两个候选数。");
}

#[test]
fn in_chinese_a_forcing_contradiction_reads_as_a_story_ending_in_the_broken_rule() {
    assert_eq!(
        forcing_walk_in(Language::ZhCn, &forcing_contradiction(), &[], &[node(0, 3)]),
        vec![
            "假设r1c1是3。",
            "那么r2c1不能是3，所以r2c1是5。",
            "但这样一来，r3c1没有任何候选数了。",
            "因此r1c1不能是3。",
        ]
    );
}
