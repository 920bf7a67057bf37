//! The rating path: the steps Sudoku Explainer would take, so that a puzzle's score is the
//! rating Explainer gives it. The person path (`logic::TECHNIQUES`) may take other steps
//! (a W-Wing, an ALS, a shorter chain); `explain`, `hint` and practice keep it, and a
//! rating's level and hardest technique come from it.
//!
//! Explainer rates a puzzle by the heaviest step of its path, where each step is the first
//! hint of the first technique, in its fixed order, that has one. Its order and weights:
//! hidden single (1.2 in a box, 1.5 in a line), direct pointing and claiming (1.7, 1.9),
//! direct hidden pair (2.0), naked single (2.3), direct hidden triple (2.5), pointing and
//! claiming (2.6, 2.8), naked pair (3.0), X-Wing (3.2), hidden pair (3.4), naked triple
//! (3.6), Swordfish (3.8), hidden triple (4.0), two-strong-link fish (Skyscraper 4.0,
//! 2-String Kite 4.1, Turbot Fish 4.2, with a box or grouped link 4.3: all before the
//! XY-Wing), XY-Wing (4.2), XYZ-Wing (4.4), unique rectangles and loops (4.5, plus 0.1 to
//! 0.5 for a longer loop or a larger type-3 subset), naked quad (5.0), Jellyfish (5.2),
//! hidden quad (5.4), three strong links (5.4-5.6), WXYZ-Wing (5.5-5.6), BUG (5.6 and up),
//! four strong links (5.8-6.0), VWXYZ-Wing (6.2-6.4), five strong links (6.2-6.4),
//! UVWXYZ-Wing (6.6), six strong links (6.6-6.8), then its chains and cycles (6.5 and up,
//! see `chains.rs` here), its aligned triple exclusion (7.5, `aligned.rs`), and its Nishio,
//! multiple and dynamic forcing chains (7.5, 8.0, 8.5 and up, weighed by its complexity:
//! `forcing_pick.rs`), then Nonet's dynamic chains with pointing and claiming where
//! Explainer would go on to its nested chains. Its "wings" are ALS-XZ of a two-candidate
//! cell and a set of three to five cells (`wings.rs`); its strong-link fish are chains on
//! one digit (`strong_links.rs`, with grouped links in `grouped_links.rs`); its BUG has
//! types 1 to 4 (`bug.rs`).
//!
//! Techniques Explainer lacks (colouring, W-Wing, Remote Pairs, finned fish beyond the
//! X-Wing, Nonet's own chains, ALS-XZ beyond the wings) are left out of this path. Also
//! missing: aligned pair exclusion (6.2) and the TUVWXYZ-Wing (7.5); see
//! `docs/design/2026-11-25-se-ratings.md`.
//!
//! The person path never reaches into this folder; this path borrows the person path's
//! finders for what both do alike.

mod aligned;
mod bug;
mod chain_search;
mod chains;
mod forcing;
mod forcing_pick;
mod grouped_links;
mod strong_links;
mod wings;

use super::reason::LinkKind;
use super::{
    Finder, Level, LogicState, SolvePath, Step, Technique, fish, locked, next_step_from,
    single_digit, singles, subsets, uniqueness,
};

/// Weights in tenths of Explainer's strong-link fish by number of links (index = links),
/// grouped links or not.
const BASE: [u32; 7] = [0, 0, 40, 54, 58, 62, 66];

/// The techniques of the rating path, in Explainer's order.
pub(crate) static TECHNIQUES: &[(Technique, Finder)] = &[
    (Technique::FullHouse, singles::full_house),
    (Technique::HiddenSingle, singles::hidden_single),
    (Technique::Pointing, locked::direct_pointing),
    (Technique::Claiming, locked::direct_claiming),
    (Technique::HiddenPair, subsets::direct_hidden_pair),
    (Technique::NakedSingle, singles::naked_single),
    (Technique::HiddenTriple, subsets::direct_hidden_triple),
    (Technique::Pointing, locked::pointing),
    (Technique::Claiming, locked::claiming),
    (Technique::NakedPair, subsets::naked_pair),
    (Technique::XWing, fish::x_wing),
    (Technique::HiddenPair, subsets::hidden_pair),
    (Technique::NakedTriple, subsets::naked_triple),
    (Technique::Swordfish, fish::swordfish),
    (Technique::HiddenTriple, subsets::hidden_triple),
    (Technique::Skyscraper, single_digit::skyscraper),
    (Technique::TwoStringKite, single_digit::two_string_kite),
    (Technique::EmptyRectangle, single_digit::empty_rectangle),
    (Technique::FinnedXWing, fish::finned_x_wing),
    (Technique::XYWing, crate::logic::wings::xy_wing),
    (Technique::XYZWing, crate::logic::wings::xyz_wing),
    (Technique::UniqueRectangle1, uniqueness::unique_rectangle_1),
    (Technique::UniqueRectangle2, uniqueness::unique_rectangle_2),
    (Technique::UniqueRectangle4, uniqueness::unique_rectangle_4),
    (Technique::UniqueRectangle3, uniqueness::unique_rectangle_3),
    (Technique::UniqueRectangle1, uniqueness::unique_loop),
    (Technique::NakedQuad, subsets::naked_quad),
    (Technique::Jellyfish, fish::jellyfish),
    (Technique::HiddenQuad, subsets::hidden_quad),
    (Technique::StrongLinkFish, strong_links::three_links),
    (Technique::WXYZWing, wings::wxyz_wing),
    (Technique::BugPlusOne, bug::find),
    (Technique::StrongLinkFish, strong_links::four_links),
    (Technique::VWXYZWing, wings::vwxyz_wing),
    (Technique::StrongLinkFish, strong_links::five_links),
    (Technique::UVWXYZWing, wings::uvwxyz_wing),
    (Technique::StrongLinkFish, strong_links::six_links),
    (Technique::NiceLoop, chains::find),
    (Technique::AlignedTripleExclusion, aligned::triple_exclusion),
    (Technique::ForcingChain, forcing_chains),
];

/// The techniques of the first entries of both [`TECHNIQUES`] and the person path's list,
/// which list them alike (and nowhere later): a step of one of these on the person path is
/// the step Explainer's path takes too.
pub(crate) const SHARED_PREFIX: [Technique; 13] = [
    Technique::FullHouse,
    Technique::HiddenSingle,
    Technique::Pointing,
    Technique::Claiming,
    Technique::HiddenPair,
    Technique::NakedSingle,
    Technique::HiddenTriple,
    Technique::NakedPair,
    Technique::XWing,
    Technique::NakedTriple,
    Technique::Swordfish,
    Technique::Skyscraper,
    Technique::TwoStringKite,
];

/// The path Explainer would take from `state`.
pub(crate) fn path_from(state: LogicState) -> SolvePath {
    super::path_by(state, |state| {
        next_step_from(state, Level::Master, TECHNIQUES)
    })
}

/// The links of a chain through `nodes` candidates that starts with a strong link and
/// alternates: strong, weak, strong …
fn alternating_links(nodes: usize) -> Vec<LinkKind> {
    (0..nodes.saturating_sub(1))
        .map(|i| {
            if i % 2 == 0 {
                LinkKind::Strong
            } else {
                LinkKind::Weak
            }
        })
        .collect()
}

/// The rating path's forcing chains: Explainer's Nishio, multiple and dynamic chains
/// (`forcing_pick.rs`), weighed as Explainer weighs them, then Nonet's own dynamic chains
/// with pointing and claiming (which Explainer's next searches only approach).
fn forcing_chains(state: &LogicState) -> Option<Step> {
    forcing_pick::find(state).or_else(|| super::forcing::dynamic_plus(state))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::TECHNIQUES as PERSON;

    #[test]
    fn the_shared_techniques_lead_both_lists_alike_and_appear_nowhere_later() {
        let n = PERSON
            .iter()
            .zip(TECHNIQUES)
            .take_while(|(a, b)| a.0 == b.0 && std::ptr::fn_addr_eq(a.1, b.1))
            .count();
        let lead: Vec<Technique> = PERSON[..n].iter().map(|t| t.0).collect();
        for technique in SHARED_PREFIX {
            assert!(lead.contains(&technique), "{technique}");
            assert!(
                PERSON[n..].iter().all(|t| t.0 != technique),
                "{technique} appears again later in the person's list"
            );
        }
    }
}
