//! Drawing in the workshop: the rules a setter draws along the selected cells, in the order
//! chosen (the path the selection commands keep), and the Sum field a killer cage's or an
//! outside clue's number is typed into.

use super::NonetApp;
use crate::setter::{Edit, RuleTool, make_rules};
use crate::variant::Kind;

/// How a cell joins the path the rule tools draw along.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum PathStep {
    /// It starts a new path (a click, the start of a drag).
    Start,
    /// It is added as chosen (Ctrl+click).
    Add,
    /// A drag reached it: the cells it skipped go in between.
    Drag,
}

impl NonetApp {
    /// Draws a rule of `tool` along the cells selected, in the order chosen, with the number
    /// in the Sum field where the rule needs one; cells that make no such rule say why.
    pub(super) fn draw_rule(&mut self, tool: RuleTool) {
        let Some(setting) = &self.setting else {
            return;
        };
        // The path drawn, kept only while it is still the selection.
        let mut path: Vec<usize> = setting
            .path
            .iter()
            .copied()
            .filter(|&cell| self.selection.contains(cell))
            .collect();
        for cell in self.selection.iter() {
            if !path.contains(&cell) {
                path.push(cell);
            }
        }
        match make_rules(tool, &path, setting.cage_sum, 9) {
            Ok(rules) => {
                if self.edit(Edit::AddRules(rules))
                    && tool.needs_number()
                    && let Some(setting) = &mut self.setting
                {
                    setting.cage_sum = None;
                }
            }
            Err(error) => self.refused("set-rule-refused", &error),
        }
    }

    /// Notes the selection's order for the rule tools: `cell` just selected, alone, added
    /// (Ctrl+click), or dragged to, when the cells a quick stroke skipped are put back in
    /// between.
    pub(super) fn note_path(&mut self, cell: usize, how: PathStep) {
        let Some(setting) = &mut self.setting else {
            return;
        };
        match how {
            PathStep::Start => {
                setting.path = vec![cell];
                return;
            }
            PathStep::Add => {
                setting.path.push(cell);
                return;
            }
            PathStep::Drag => {}
        }
        let mut drawn = setting.path.clone();
        drawn.push(cell);
        setting.path = crate::setter::joined(&drawn, 9);
        for &cell in &setting.path {
            self.selection.insert(cell);
        }
    }

    /// The sum typed for the next killer cage, while a puzzle is set.
    pub fn setter_cage_sum(&self) -> Option<u32> {
        self.setting.as_ref().and_then(|s| s.cage_sum)
    }

    /// Whether a killer cage is being drawn: cells typed digits then go to its sum.
    pub(super) fn drawing_cage(&self) -> bool {
        self.setting
            .as_ref()
            .is_some_and(|s| s.kind() == Kind::Killer)
            && self.selection.len() > 1
    }

    /// Types `digit` into the next cage's sum (a sum past 45 starts again from the digit).
    pub(super) fn type_cage_sum(&mut self, digit: u8) {
        if let Some(setting) = &mut self.setting {
            let longer = setting.cage_sum.unwrap_or(0) * 10 + u32::from(digit);
            setting.cage_sum = Some(if longer <= 45 {
                longer
            } else {
                u32::from(digit)
            });
        }
    }

    /// Takes the last digit off the next cage's sum.
    pub(super) fn erase_cage_sum(&mut self) {
        if let Some(setting) = &mut self.setting {
            setting.cage_sum = setting.cage_sum.map(|sum| sum / 10).filter(|&sum| sum > 0);
        }
    }
}
