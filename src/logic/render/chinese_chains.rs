//! Simplified Chinese, continued: the sentences of uniqueness patterns, almost locked sets,
//! alternating chains and forcing chains, the families whose arguments run longest. Chains
//! keep the shared notation (`(4)r1c2=r1c7`, `r1c2=4 -> r1c5<>4`); the words around it are
//! Chinese.

use super::chinese_words::{cell_list, cells_of, digit_list, join_and, join_or, unit_name};
use super::{eureka, facts_notation};
use crate::grid::{Conflict, cell_name};
use crate::logic::Candidate;
use crate::logic::reason::{
    AlmostLockedSet, Als, Chain, ChainConclusion, Contradiction, Fact, Forcing, ForcingArgument,
    ForcingMode, LoopKind, Premise, Uniqueness,
};

/// Unique rectangles and loops, and BUG+1.
pub(super) fn uniqueness_sentence(
    name: &str,
    uniqueness: &Uniqueness,
    removed: &[Candidate],
) -> String {
    let (cells, [x, y], kind) = match uniqueness {
        Uniqueness::Loop {
            cells,
            digits,
            kind,
        } => (cells, *digits, kind),
        Uniqueness::BugPlusOne { cell, digit } => {
            let cell = cell_name(*cell as usize);
            return format!(
                "{name}：除{cell}以外，每个空格都只剩两个候选数，而且每个数字在每个区域中都恰好出现两次，只有该格的{digit}例外；如果没有这个{digit}，盘面就会有两个解，所以{cell}是{digit}。"
            );
        }
        Uniqueness::Bug { cells, extra } => {
            return format!(
                "{name}：如果去掉{}中多出的候选数（{}），每个空格都只剩两个候选数，每个数字在每个区域中都恰好出现两次，这是唯一解的题目不允许的；所以这些格中至少有一格是多出的数字，{}。",
                cell_list(cells),
                digit_list(*extra),
                eliminations(removed)
            );
        }
    };
    let rectangle = cells.len() == 4;
    let shape = if rectangle { "矩形" } else { "环" };
    let title = |number: u8| {
        if rectangle {
            format!("唯一矩形（类型{number}）")
        } else {
            format!("唯一环（{}格，类型{number}）", cells.len())
        }
    };
    let mut sorted = cells.clone();
    sorted.sort_unstable();
    let all = cell_list(&sorted);
    match kind {
        LoopKind::One { roof } => {
            let floors: Vec<u8> = cells.iter().copied().filter(|c| c != roof).collect();
            let roof = cell_name(*roof as usize);
            format!(
                "{}：{}只含{x}和{y}，若{roof}也只能是{x}或{y}，它们就构成一个可以互换的{shape}，所以{roof}不能是{x}或{y}。",
                title(1),
                cell_list(&floors)
            )
        }
        LoopKind::Two { roofs, extra } => format!(
            "{}：除非{}中有一格是{extra}，否则{all}会在{x}和{y}上构成一个可以互换的{shape}，所以{}不能是{extra}。",
            title(2),
            cell_list(roofs),
            cells_of(removed)
        ),
        LoopKind::Three {
            roofs: [a, b],
            extra,
            unit,
            subset,
            subset_digits,
        } => format!(
            "{}：{}和{}中必有一格是{}之一（否则{shape}{all}可以互换）；它们与{}在{}中组成{}的显性数组，所以该区域的其他格子删除这些数字。",
            title(3),
            cell_name(*a as usize),
            cell_name(*b as usize),
            digit_list(*extra),
            cell_list(subset),
            unit_name(*unit),
            digit_list(*subset_digits)
        ),
        LoopKind::Four {
            roofs: [a, b],
            unit,
            locked,
        } => {
            let other = if *locked == x { y } else { x };
            format!(
                "{}：在{}中，{locked}只能填在{}或{}，所以两格中有一格是{locked}；如果其中任何一格是{other}，{shape}{all}就可以互换，所以两格都不能是{other}。",
                title(4),
                unit_name(*unit),
                cell_name(*a as usize),
                cell_name(*b as usize)
            )
        }
    }
}

/// ALS-XZ.
pub(super) fn als_sentence(name: &str, als: &Als, removed: &[Candidate]) -> String {
    let [a, b] = &als.sets;
    let link = match als.restricted[..] {
        [x, y, ..] => format!(
            "有两个受限公共数{x}和{y}，所以每个数组恰好缺少其中一个：它们的其他数字都被锁定在原位，{x}和{y}各自落在其中一个数组里"
        ),
        [x] => format!(
            "有受限公共数{x}（一个数组中的每个{x}都能看到另一个数组中的每个{x}，所以至多一个数组含有它），所以其中一个数组在没有{x}的情况下被锁定，它们的其他公共数字必定各自落在其中一个数组里"
        ),
        [] => String::new(),
    };
    format!(
        "{name}：待定数组A = {}与B = {}{link}；{}。",
        almost_locked_set(a),
        almost_locked_set(b),
        eliminations(removed)
    )
}

/// "r1c1 r1c2（第1行，数字147）".
fn almost_locked_set(set: &AlmostLockedSet) -> String {
    let cells: Vec<String> = set.cells.iter().map(|&c| cell_name(c as usize)).collect();
    let digits: String = set.digits.iter().map(|d| char::from(b'0' + d)).collect();
    format!(
        "{}（{}，数字{digits}）",
        cells.join(" "),
        unit_name(set.unit)
    )
}

/// X-Chain, XY-Chain and Nice Loop.
pub(super) fn chain_sentence(name: &str, chain: &Chain, removed: &[Candidate]) -> String {
    let (Some(&first), Some(&last)) = (chain.nodes.first(), chain.nodes.last()) else {
        return format!("{name}。");
    };
    match chain.conclusion {
        ChainConclusion::FirstIsTrue => format!(
            "{name}：{}。如果{}不成立，这条链反而会推出它成立，所以{}。",
            eureka(&chain.nodes, &chain.links),
            is(first),
            is(first)
        ),
        ChainConclusion::EitherEnd => format!(
            "{name}：{}。{}与{}至少有一个成立，所以{}。",
            eureka(&chain.nodes, &chain.links),
            is(first),
            is(last),
            eliminations(removed)
        ),
        ChainConclusion::ContinuousLoop => {
            let mut closed = chain.nodes.clone();
            closed.push(first);
            format!(
                "{name}：{}是一个连续环，所以它的每条链接都恰好有一端为真；{}。",
                eureka(&closed, &chain.links),
                eliminations(removed)
            )
        }
    }
}

/// Forcing chains of every kind.
pub(super) fn forcing_sentence(forcing: &Forcing) -> String {
    let title = forcing_title(forcing);
    match &forcing.argument {
        ForcingArgument::Contradiction {
            assumption,
            chains,
            broken,
        } => {
            let (cell, digit) = (
                cell_name(assumption.candidate.cell()),
                assumption.candidate.digit,
            );
            let assume = if assumption.holds {
                format!("假设{cell}是{digit}")
            } else {
                format!("假设{cell}不是{digit}")
            };
            let conclude = says(Fact {
                candidate: assumption.candidate,
                holds: !assumption.holds,
            });
            let why = broken_clause(*broken);
            let story = match (broken, &chains[..]) {
                (Contradiction::Clash { .. } | Contradiction::TwoDigits { .. }, [first]) => {
                    format!("{}：{why}", facts_notation(first))
                }
                (
                    Contradiction::Clash { .. } | Contradiction::TwoDigits { .. },
                    [first, second, ..],
                ) => format!(
                    "{}，但同时{}：{why}",
                    facts_notation(first),
                    facts_notation(second)
                ),
                (_, [first, ..]) => format!("{}，于是{why}", facts_notation(first)),
                (_, []) => why,
            };
            format!("{title}：{assume}，那么{story}；所以{conclude}。")
        }
        ForcingArgument::Agreement {
            premise,
            branches,
            conclusions,
        } => {
            let Some((&main, others)) = conclusions.split_first() else {
                return format!("{title}。");
            };
            let intro = match *premise {
                Premise::BothWays(c) => {
                    format!("无论{}是不是{}，", cell_name(c.cell()), c.digit)
                }
                Premise::EachDigit { cell, digits } => {
                    let digits: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
                    format!(
                        "{}必定是{}，而每一种选择",
                        cell_name(cell as usize),
                        join_or(&digits)
                    )
                }
                Premise::EachPlace { unit, digit } => {
                    format!("{}中的{digit}总要填在某一格，而每一个位置", unit_name(unit))
                }
            };
            let chains: Vec<String> = branches.iter().map(|b| facts_notation(b)).collect();
            let also = if others.is_empty() {
                String::new()
            } else {
                let others: Vec<String> = others.iter().map(|&f| says(f)).collect();
                format!("这些分支还表明：{}。", join_and(&others))
            };
            format!(
                "{title}：{intro}都会得到相同的结果：{}；所以{}。{also}",
                chains.join("；"),
                says(main)
            )
        }
    }
}

fn forcing_title(forcing: &Forcing) -> &'static str {
    let premise = match &forcing.argument {
        ForcingArgument::Agreement { premise, .. } => Some(*premise),
        ForcingArgument::Contradiction { .. } => None,
    };
    match (forcing.mode, premise) {
        (ForcingMode::Nishio, _) => "Nishio强制链",
        (ForcingMode::Static, Some(Premise::EachDigit { .. })) => "单元格强制链",
        (ForcingMode::Static, Some(Premise::EachPlace { .. })) => "区域强制链",
        (ForcingMode::Static, _) => "强制链",
        (ForcingMode::Dynamic, Some(Premise::EachDigit { .. })) => "动态单元格强制链",
        (ForcingMode::Dynamic, Some(Premise::EachPlace { .. })) => "动态区域强制链",
        (ForcingMode::Dynamic, _) => "动态强制链",
        (ForcingMode::DynamicPlus, Some(Premise::EachDigit { .. })) => "动态单元格强制链（+）",
        (ForcingMode::DynamicPlus, Some(Premise::EachPlace { .. })) => "动态区域强制链（+）",
        (ForcingMode::DynamicPlus, _) => "动态强制链（+）",
    }
}

/// The broken rule as the end of a forcing chain's story: "r4c4没有任何候选数了".
pub(super) fn broken_clause(broken: Contradiction) -> String {
    match broken {
        Contradiction::EmptyCell { cell } => {
            format!("{}没有任何候选数了", cell_name(cell as usize))
        }
        Contradiction::NoPlace { unit, digit } => {
            format!("{digit}在{}中无处可填", unit_name(unit))
        }
        Contradiction::Clash { candidate } => format!(
            "{}必须同时是{}又不是{}",
            cell_name(candidate.cell()),
            candidate.digit,
            candidate.digit
        ),
        Contradiction::TwoDigits { cell, .. } => {
            format!("{}需要同时填入两个数字", cell_name(cell as usize))
        }
        Contradiction::Repeated(Conflict { digit, unit, cells }) => format!(
            "{}和{}在{}中都会是{digit}",
            cell_name(cells[0]),
            cell_name(cells[1]),
            unit_name(unit)
        ),
        Contradiction::NoSolution | Contradiction::PuzzleNotUnique => "盘面将会无解".to_string(),
    }
}

/// "r3c5是4" or "r3c5不能是4".
pub(super) fn says(fact: Fact) -> String {
    if fact.holds {
        is(fact.candidate)
    } else {
        format!(
            "{}不能是{}",
            cell_name(fact.candidate.cell()),
            fact.candidate.digit
        )
    }
}

/// "r3c5是4".
fn is(candidate: Candidate) -> String {
    format!("{}是{}", cell_name(candidate.cell()), candidate.digit)
}

/// Eliminations grouped by digit: "r3c2和r3c8不能是4；r5c5不能是6".
pub(super) fn eliminations(removed: &[Candidate]) -> String {
    let mut parts = Vec::new();
    for digit in 1..=9u8 {
        let cells: Vec<String> = removed
            .iter()
            .filter(|c| c.digit == digit)
            .map(|c| cell_name(c.cell()))
            .collect();
        if !cells.is_empty() {
            parts.push(format!("{}不能是{digit}", join_and(&cells)));
        }
    }
    parts.join("；")
}
