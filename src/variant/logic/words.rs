//! Variant steps in the player's language: technique names and whole sentences, each built
//! from a step's data. English is [`super::explain`] (what `nonet explain` prints); the
//! Simplified Chinese sentences follow `docs/zh-CN-glossary.md` and keep the `r3c5` cell
//! notation, as the classic Chinese renderer does.

use super::{House, Step, Technique, digits_of, explain};
use crate::grid::cell_name;
use crate::lang::Language;

/// A technique's name in `language`.
pub fn technique_name_in(language: Language, technique: Technique) -> &'static str {
    match language {
        Language::En => technique.name(),
        Language::ZhCn => chinese_name(technique),
    }
}

/// A step's sentence in `language`.
pub fn explain_in(language: Language, step: &Step) -> String {
    match language {
        Language::En => explain(step),
        Language::ZhCn => chinese_sentence(step),
    }
}

/// A house's name in `language`: "row 3", "第3行", "the main diagonal", "主对角线".
pub fn house_name_in(language: Language, house: House) -> String {
    match language {
        Language::En => house.to_string(),
        Language::ZhCn => chinese_house(house),
    }
}

fn chinese_name(technique: Technique) -> &'static str {
    match technique {
        Technique::HiddenSingle => "摒除法",
        Technique::NakedSingle => "唯一余数",
        Technique::CageCombinations => "笼子组合",
        Technique::LockedCandidates => "区块摒除",
        Technique::CageHouse => "笼子与区域",
        Technique::HouseCage => "区域与笼子",
        Technique::NakedPair => "显性数对",
        Technique::HiddenPair => "隐性数对",
        Technique::RuleOf45 => "45法则",
        Technique::NakedTriple => "显性三数组",
        Technique::HiddenTriple => "隐性三数组",
        Technique::RuleOf45TwoHouses => "两区域45法则",
        Technique::XYWing => "XY-Wing",
    }
}

fn chinese_house(house: House) -> String {
    match house {
        House::Row(r) => format!("第{}行", r + 1),
        House::Col(c) => format!("第{}列", c + 1),
        House::Box(b) => format!("第{}宫", b + 1),
        House::Region(r) => format!("第{}区", r + 1),
        House::Diagonal => "主对角线".to_string(),
        House::AntiDiagonal => "副对角线".to_string(),
        House::Window(w) => format!("第{}窗", w + 1),
    }
}

/// "a", "a和b", "a、b和c".
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}和{last}", init.join("、")),
    }
}

/// "a", "a或b", "a、b或c".
fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}或{last}", init.join("、")),
    }
}

fn cells(cells: &[u8]) -> String {
    let names: Vec<String> = cells.iter().map(|&c| cell_name(usize::from(c))).collect();
    join_and(&names)
}

fn digits(mask: u16) -> Vec<String> {
    digits_of(mask).map(|d| d.to_string()).collect()
}

fn chinese_sentence(step: &Step) -> String {
    let houses: Vec<String> = step.houses.iter().map(|&h| chinese_house(h)).collect();
    let house = houses.first().cloned().unwrap_or_default();
    let pattern = cells(&step.cells);
    let digit_words = join_and(&digits(step.digits));
    let sum = step.sum.map_or(0, u32::from);
    let cause = match step.technique {
        Technique::HiddenSingle => format!("在{house}中，{digit_words}只能填在{pattern}"),
        Technique::NakedSingle => format!("{pattern}只能填{digit_words}"),
        Technique::CageCombinations => {
            format!("笼子{pattern}之和为{sum}，其中各格只能由{digit_words}组成")
        }
        Technique::LockedCandidates => format!(
            "在{house}中，{digit_words}只能填在{pattern}，这些格子也都在{}中",
            houses.get(1).cloned().unwrap_or_default()
        ),
        Technique::CageHouse => format!(
            "和为{sum}的笼子必须含有{digit_words}，而它在笼中可填的格子（{pattern}）都在{house}中"
        ),
        Technique::HouseCage => format!(
            "在{house}中，{digit_words}只能填在{pattern}，这些格子都在和为{sum}的笼子里，所以这个笼子的{digit_words}就在其中"
        ),
        Technique::NakedPair | Technique::NakedTriple => {
            format!("在{house}中，{pattern}只含有{digit_words}")
        }
        Technique::HiddenPair | Technique::HiddenTriple => {
            format!("在{house}中，{digit_words}只能填在{pattern}")
        }
        Technique::RuleOf45 => format!("{house}之和为45，因此{pattern}之和为{sum}"),
        Technique::RuleOf45TwoHouses => {
            format!("{}之和为90，因此{pattern}之和为{sum}", join_and(&houses))
        }
        Technique::XYWing => format!(
            "{}只有两个候选数，并能看到{}；无论它填哪个数，那两格之一都是{digit_words}",
            cells(&step.cells[..1.min(step.cells.len())]),
            cells(step.cells.get(1..).unwrap_or_default())
        ),
    };
    let mut effects = Vec::new();
    for &(cell, digit) in &step.placements {
        effects.push(format!("{}填{digit}", cell_name(usize::from(cell))));
    }
    for &(cell, removed) in &step.eliminations {
        effects.push(format!(
            "{}不能是{}",
            cell_name(usize::from(cell)),
            join_or(&digits(removed))
        ));
    }
    format!(
        "{}：{cause}；所以{}。",
        chinese_name(step.technique),
        effects.join("；")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair_step() -> Step {
        let mut step = Step::new(Technique::NakedPair, 30);
        step.houses = vec![House::Window(1)];
        step.cells = vec![10, 11];
        step.digits = 0b11;
        step.eliminations = vec![(12, 0b1), (20, 0b11)];
        step
    }

    #[test]
    fn chinese_sentence_names_every_cell_house_and_digit() {
        let sentence = explain_in(Language::ZhCn, &pair_step());
        assert_eq!(
            sentence,
            "显性数对：在第2窗中，r2c2和r2c3只含有1和2；所以r2c4不能是1；r3c3不能是1或2。"
        );
    }

    #[test]
    fn english_is_the_command_lines_sentence() {
        let step = pair_step();
        assert_eq!(explain_in(Language::En, &step), explain(&step));
        assert!(explain(&step).contains("window 2"));
    }

    #[test]
    fn every_technique_has_a_chinese_name_apart_from_its_english_one() {
        let all = [
            Technique::HiddenSingle,
            Technique::NakedSingle,
            Technique::CageCombinations,
            Technique::LockedCandidates,
            Technique::CageHouse,
            Technique::NakedPair,
            Technique::HiddenPair,
            Technique::RuleOf45,
            Technique::NakedTriple,
            Technique::HiddenTriple,
            Technique::RuleOf45TwoHouses,
        ];
        for technique in all {
            let name = technique_name_in(Language::ZhCn, technique);
            assert_ne!(name, technique.name());
            assert!(name.chars().any(|c| c > '\u{2e80}'), "{name}");
        }
    }
}
