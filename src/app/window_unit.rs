//! What every window of the app is to the rest of it: its kind, where Escape finds it
//! ([`Precedence`]), the interface it implements ([`AppWindow`]) and what its commands may
//! ask of the app ([`Effect`]). Kept apart from `windows.rs`, which holds one of each
//! window, so the windows' files import this and not each other.

use super::files::Dialog;
use super::message::Message;
use crate::game::Action;

/// Where something Escape closes stands: the first open thing in this order closes. The
/// win card and the solve path's previewed step stand among the windows, so they have
/// places here too; the solve path takes its step's place while it previews one.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Precedence {
    /// Help and the keyboard shortcuts sheet, over everything but a question.
    Help,
    /// The card shown after a win (not a window: the app closes it).
    WinCard,
    /// The step of the solve path the board shows instead of the game.
    PathStep,
    /// The statistics window.
    Statistics,
    /// The Print window.
    Print,
    /// The collection's picker.
    CollectionPicker,
    /// The Replay window.
    Replay,
    /// The All steps window.
    AllSteps,
    /// The techniques window.
    Techniques,
    /// The solve path.
    SolvePath,
}

/// Which window a unit is, in the order [`Windows::each_mut`] walks them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WindowKind {
    /// Help: How to play and the keyboard shortcuts sheet.
    Help,
    /// The statistics window.
    Statistics,
    /// The Print window.
    Print,
    /// The open collection and its picker.
    Collection,
    /// The Replay window.
    Replay,
    /// The All steps window.
    AllSteps,
    /// The techniques window.
    Techniques,
    /// The solve path.
    SolvePath,
}

impl WindowKind {
    /// Every kind of window.
    pub const ALL: [WindowKind; 8] = [
        WindowKind::Help,
        WindowKind::Statistics,
        WindowKind::Print,
        WindowKind::Collection,
        WindowKind::Replay,
        WindowKind::AllSteps,
        WindowKind::Techniques,
        WindowKind::SolvePath,
    ];
}

/// A window of the app: what Escape needs to know of it.
pub(super) trait AppWindow {
    /// Which window it is.
    fn kind(&self) -> WindowKind;

    /// Whether it is shown.
    fn is_open(&self) -> bool;

    /// Where what Escape would close in it stands, while something is open.
    fn precedence(&self) -> Precedence;

    /// Closes what Escape closes in it (the window, or a part of it such as a previewed
    /// step); whether anything closed.
    fn close(&mut self) -> bool;
}

/// What a window's command asks of the app once the window has done its own part.
pub(super) enum Effect {
    /// Show this message in the panel.
    Message(Message),
    /// Take the panel's message away.
    ClearMessage,
    /// Ask the player for a file.
    Dialog(Dialog),
    /// Apply this action to the game.
    Act(Action),
}
