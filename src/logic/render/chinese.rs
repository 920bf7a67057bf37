//! Simplified Chinese: every sentence the engine says, built from a step's reason (and the
//! finder's mistakes and contradictions), in Chinese word order. Like `english`, each case
//! is one whole sentence written here; nothing is translated piece by piece.
//!
//! Cells keep the `r3c5` notation Chinese solving sites use, houses are 第3行, 第5列 and
//! 第4宫, and the terms are those of `docs/zh-CN-glossary.md`. The uniqueness, ALS, chain
//! and forcing-chain sentences are in `chinese_chains.rs`.

use super::chinese_chains::{als_sentence, chain_sentence, forcing_sentence, uniqueness_sentence};
use super::chinese_words::{cell_list, cells_of, digit_list, unit_name};
use crate::grid::{Conflict, Unit, cell_name};
use crate::logic::reason::{
    Colouring, Contradiction, Fish, Locked, MistakeKind, Reason, Single, SingleDigit, SingleKind,
    Subset, SubsetKind, Wing,
};
use crate::logic::{Candidate, Step, Technique};

/// The step in one sentence, e.g. "摒除法：在第5宫中，7只能填在r5c4。"
pub fn step(step: &Step) -> String {
    let name = technique_name(step.technique);
    let removed = &step.eliminations;
    match &step.reason {
        Reason::Single(single) => single_sentence(name, single),
        Reason::Locked(locked) => locked_sentence(name, locked, removed),
        Reason::Subset(subset) => subset_sentence(name, subset, removed),
        Reason::Fish(fish) => fish_sentence(name, fish, removed),
        Reason::SingleDigit(pattern) => single_digit_sentence(name, pattern, removed),
        Reason::Wing(wing) => wing_sentence(name, wing, removed),
        Reason::Colouring(colouring) => colouring_sentence(name, colouring, removed),
        Reason::Uniqueness(uniqueness) => uniqueness_sentence(name, uniqueness, removed),
        Reason::Als(als) => als_sentence(name, als, removed),
        Reason::Chain(chain) => chain_sentence(name, chain, removed),
        Reason::Forcing(forcing) => forcing_sentence(forcing),
    }
}

/// A wrong entry or lost note, e.g. "r1c3中的4填错了：它不是本题答案中的数字。"
pub fn mistake(cell: u8, entered: u8, kind: MistakeKind) -> String {
    let cell = cell_name(cell as usize);
    match kind {
        MistakeKind::NotTheSolution => {
            format!("{cell}中的{entered}填错了：它不是本题答案中的数字。")
        }
        MistakeKind::NoSolutionWithIt => {
            format!("{cell}中的{entered}填错了：填入它之后盘面无解。")
        }
        MistakeKind::LostCandidate { digit } => {
            format!("{cell}的候选数中少了{digit}，而这一格仍然需要它：有候选数被误删了。")
        }
    }
}

/// What is wrong with a position, as the step finder reports it.
pub fn contradiction(broken: Contradiction) -> String {
    match broken {
        Contradiction::Repeated(Conflict { digit, unit, cells }) => format!(
            "{}中有两个{digit}（{}和{}）。",
            unit_name(unit),
            cell_name(cells[0]),
            cell_name(cells[1])
        ),
        Contradiction::EmptyCell { cell } => {
            format!("{}是空格，但已经没有任何候选数。", cell_name(cell as usize))
        }
        Contradiction::NoPlace { unit, digit } => {
            format!("在{}中，{digit}已经无处可填。", unit_name(unit))
        }
        Contradiction::Clash { candidate } => format!(
            "{}必须同时是{}又不是{}。",
            cell_name(candidate.cell()),
            candidate.digit,
            candidate.digit
        ),
        Contradiction::TwoDigits { cell, .. } => {
            format!("{}需要同时填入两个数字。", cell_name(cell as usize))
        }
        Contradiction::NoSolution => "盘面无解".to_string(),
        Contradiction::PuzzleNotUnique => "原题没有唯一解".to_string(),
    }
}

/// Why the game has no hint when logic knows no step.
pub fn no_technique_applies() -> &'static str {
    "本程序掌握的技巧在这里都用不上；下一步只能靠试错。"
}

/// A technique's Chinese name, as Chinese solving sites say it; Western pattern names that
/// Chinese players use as they are (X-Wing, XY-Wing, W-Wing) stay in Latin letters.
pub fn technique_name(technique: Technique) -> &'static str {
    use Technique::*;
    match technique {
        FullHouse => "唯一空格",
        HiddenSingle => "摒除法",
        NakedSingle => "唯一余数",
        Pointing => "宫区块摒除",
        Claiming => "行列区块摒除",
        NakedPair => "显性数对",
        HiddenPair => "隐性数对",
        NakedTriple => "显性三数组",
        HiddenTriple => "隐性三数组",
        NakedQuad => "显性四数组",
        HiddenQuad => "隐性四数组",
        XWing => "X-Wing",
        Swordfish => "剑鱼",
        Jellyfish => "水母",
        FinnedXWing => "带鳍X-Wing",
        FinnedSwordfish => "带鳍剑鱼",
        FinnedJellyfish => "带鳍水母",
        Skyscraper => "摩天楼",
        TwoStringKite => "双线风筝",
        EmptyRectangle => "空矩形",
        XYWing => "XY-Wing",
        XYZWing => "XYZ-Wing",
        WWing => "W-Wing",
        RemotePairs => "远程数对",
        SimpleColouring => "简单染色",
        UniqueRectangle1 => "唯一矩形（类型1）",
        UniqueRectangle2 => "唯一矩形（类型2）",
        UniqueRectangle3 => "唯一矩形（类型3）",
        UniqueRectangle4 => "唯一矩形（类型4）",
        BugPlusOne => "BUG+1（全双值坟墓）",
        XChain => "X链",
        XYChain => "XY链",
        NiceLoop => "交替推理环",
        AlsXz => "ALS-XZ（待定数组）",
        ForcingChain => "强制链",
        StrongLinkFish => "强链鱼",
        WXYZWing => "WXYZ-Wing",
        VWXYZWing => "VWXYZ-Wing",
        UVWXYZWing => "UVWXYZ-Wing",
        AlignedTripleExclusion => "对齐三数排除",
    }
}

fn single_sentence(name: &str, single: &Single) -> String {
    let cell = cell_name(single.cell as usize);
    let digit = single.digit;
    match single.kind {
        SingleKind::FullHouse(unit) => format!(
            "{name}：{cell}是{}中最后一个空格，因此填入所缺的{digit}。",
            unit_name(unit)
        ),
        SingleKind::Hidden(unit) => {
            format!("{name}：在{}中，{digit}只能填在{cell}。", unit_name(unit))
        }
        SingleKind::Naked => {
            format!("{name}：{cell}只能填{digit}；其他数字都已出现在它所在的行、列或宫中。")
        }
    }
}

fn locked_sentence(name: &str, locked: &Locked, removed: &[Candidate]) -> String {
    let (digit, base, cover) = (
        locked.digit,
        unit_name(locked.base),
        unit_name(locked.cover),
    );
    format!(
        "{name}：在{base}中，{digit}只能位于{cover}内，所以{cover}的其他格子都不能是{digit}：从{}中删除{digit}。",
        cells_of(removed)
    )
}

fn subset_sentence(name: &str, subset: &Subset, removed: &[Candidate]) -> String {
    let unit = unit_name(subset.unit);
    let cells = cell_list(&subset.cells);
    let digits = digit_list(subset.digits);
    match subset.kind {
        SubsetKind::Naked => format!(
            "{name}：在{unit}中，{cells}合起来只含{digits}这几个数字，所以这些数字不能出现在{}。",
            cells_of(removed)
        ),
        SubsetKind::Hidden => {
            format!("{name}：在{unit}中，{digits}只能填在{cells}，所以这些格子不能再填其他数字。")
        }
    }
}

fn fish_sentence(name: &str, fish: &Fish, removed: &[Candidate]) -> String {
    let d = fish.digit;
    let base = line_names(&fish.base);
    let cover = line_names(&fish.cover);
    let targets = cells_of(removed);
    if fish.fins.is_empty() {
        format!(
            "{name}：在{base}中，{d}只能位于{cover}上，所以它必定占满这些位置，{cover}的其他格子都不能是{d}：从{targets}中删除{d}。"
        )
    } else {
        format!(
            "{name}：在{base}中，除了鳍{}以外，{d}只能位于{cover}上；无论鳍是不是{d}，{targets}都不能是{d}。",
            cell_list(&fish.fins)
        )
    }
}

/// "第2、6行", "第1、5、9列", "第4行".
fn line_names(lines: &[Unit]) -> String {
    let numbers: Vec<String> = lines
        .iter()
        .map(|u| match u {
            Unit::Row(i) | Unit::Col(i) | Unit::Box(i) => (i + 1).to_string(),
        })
        .collect();
    let kind = match lines.first() {
        Some(Unit::Row(_)) => "行",
        Some(Unit::Box(_)) => "宫",
        _ => "列",
    };
    format!("第{}{kind}", numbers.join("、"))
}

fn single_digit_sentence(name: &str, pattern: &SingleDigit, removed: &[Candidate]) -> String {
    match pattern {
        SingleDigit::TwoLinks {
            digit,
            links: [a, b],
            shared,
        } => {
            let (near_a, far_a) = (cell_name(a.near as usize), cell_name(a.far as usize));
            let (near_b, far_b) = (cell_name(b.near as usize), cell_name(b.far as usize));
            let (unit_a, unit_b) = (unit_name(a.unit), unit_name(b.unit));
            let targets = cells_of(removed);
            let together = match shared {
                Unit::Box(_) => format!("同在{}", unit_name(*shared)),
                _ => "位于同一条线上".to_string(),
            };
            format!(
                "{name}：{digit}在{unit_a}中只能位于{near_a}或{far_a}，在{unit_b}中只能位于{near_b}或{far_b}；{near_a}与{near_b}{together}，所以{far_a}和{far_b}至少有一个是{digit}，{targets}不能是{digit}。"
            )
        }
        SingleDigit::EmptyRectangle {
            digit,
            box_unit,
            row,
            column,
            link,
            ..
        } => format!(
            "{name}：在{}中，{digit}只位于{}和{}上；{digit}在{}中只能位于{}或{}；无论是哪一格，{}都不能是{digit}。",
            unit_name(*box_unit),
            unit_name(*row),
            unit_name(*column),
            unit_name(link.unit),
            cell_name(link.near as usize),
            cell_name(link.far as usize),
            cells_of(removed)
        ),
    }
}

fn wing_sentence(name: &str, wing: &Wing, removed: &[Candidate]) -> String {
    let targets = cells_of(removed);
    match *wing {
        Wing::Xy {
            pivot,
            pincers: [a, b],
            x,
            y,
            z,
        } => format!(
            "{name}：{}不是{x}就是{y}；无论哪种情况，{}和{}中总有一个是{z}，所以{targets}不能是{z}。",
            cell_name(pivot as usize),
            cell_name(a as usize),
            cell_name(b as usize)
        ),
        Wing::Xyz {
            pivot,
            pincers: [a, b],
            z,
        } => format!(
            "{name}：{}、{}和{}中必有一个是{z}，所以{targets}不能是{z}。",
            cell_name(pivot as usize),
            cell_name(a as usize),
            cell_name(b as usize)
        ),
        Wing::W {
            cells: [a, b],
            x,
            y,
            link,
        } => {
            let (a, b) = (cell_name(a as usize), cell_name(b as usize));
            format!(
                "{name}：{a}和{b}都只含{x}和{y}；在{}中，{x}只能位于{}或{}，所以{a}和{b}中有一个不是{x}而是{y}，{targets}不能是{y}。",
                unit_name(link.unit),
                cell_name(link.near as usize),
                cell_name(link.far as usize)
            )
        }
    }
}

fn colouring_sentence(name: &str, colouring: &Colouring, removed: &[Candidate]) -> String {
    match colouring {
        Colouring::Wrap { digit, colours } => format!(
            "{name}（颜色矛盾）：由强链成对相连的{digit}交替染成两种颜色；同一种颜色的两个格子位于同一个区域，所以这种颜色为假，{}删除{digit}。",
            cell_list(&colours[0])
        ),
        Colouring::Trap { digit, .. } => format!(
            "{name}（颜色夹击）：由强链成对相连的{digit}交替染成两种颜色，其中必有一种为真；{}同时看到两种颜色，所以不能是{digit}。",
            cells_of(removed)
        ),
        Colouring::RemotePairs {
            digits: [x, y],
            colours,
        } => {
            let mut cells: Vec<u8> = colours.concat();
            cells.sort_unstable();
            format!(
                "{name}：{}都只含{x}和{y}，并连成一条两个数字交替出现的链，所以{}同时看到一个{x}和一个{y}，这两个数字都要删除。",
                cell_list(&cells),
                cells_of(removed)
            )
        }
    }
}
