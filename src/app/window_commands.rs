//! The commands that belong to one window, grouped so that each window's handler matches
//! all of its own and nothing else: [`PrintCommand`], [`SolvePathCommand`],
//! [`StatisticsCommand`] and [`TechniquesCommand`]. Their labels and keys are in the one
//! command table (`command.rs`); this file holds only the values.

use super::carried::{PathOrigin, PrintChoices};
use crate::logic::{Level, Technique};
use std::path::PathBuf;

/// What the Print window does.
#[derive(Clone, PartialEq, Debug)]
pub enum PrintCommand {
    /// Show or hide the Print window.
    ToggleWindow,
    /// Change the window's choices.
    SetChoices(PrintChoices),
    /// Choose where to write the booklet the window describes, then print it.
    Print,
    /// Write the booklet the window describes to this PDF and open it.
    PrintTo(PathBuf),
    /// Stop making the booklet.
    Cancel,
}

/// What the solve path window does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SolvePathCommand {
    /// Show or hide the solve path: the whole logical solution, step by step.
    ToggleWindow,
    /// Work the path out from the start or from the player's position.
    From(PathOrigin),
    /// Show the board just before this step.
    Select(usize),
    /// Show the step before the one shown.
    Back,
    /// Show the step after the one shown.
    Forward,
    /// Carry out the steps up to and including this one.
    ApplyTo(usize),
}

/// What the statistics window does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum StatisticsCommand {
    /// Show or hide the statistics window.
    ToggleWindow,
    /// Export every game as CSV (through a file dialog).
    Export,
    /// Plot the last games of this level.
    ShowLevel(Level),
    /// Move the calendar by this many months.
    Month(i32),
}

/// What the techniques window and practice do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TechniquesCommand {
    /// Show or hide the techniques: what each does, an example, and practice.
    ToggleWindow,
    /// Show this technique in the window.
    Choose(Technique),
    /// Practise a technique: positions where it is the next step.
    Practise(Technique),
    /// The next practice position.
    NextPractice,
    /// Stop practising and keep the position as a game.
    StopPractice,
}
