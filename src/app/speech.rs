//! What a screen reader says without the player going to it: the panel's news (a hint, a
//! check's result, a message), a question as it opens, the win, a house completed.
//!
//! News that is drawn is drawn through [`label`]: each such label is a polite live region
//! of its own, so a screen reader announces a line when it appears or changes, in the words
//! shown, and not again while it stays. News that is not drawn (a house completed) is a
//! [`live_region`] with no picture.

use egui::{Id, Rect, Response, RichText, Sense, Ui, accesskit};

/// Draws `text` as a label that a screen reader announces when it appears or changes.
pub(super) fn label(ui: &mut Ui, text: RichText) -> Response {
    let response = ui.label(text);
    response.ctx.accesskit_node_builder(response.id, |node| {
        node.set_live(accesskit::Live::Polite);
    });
    response
}

/// A polite live region over `rect` saying `text`, drawn as nothing. `news` names what it
/// says: a new value makes a new node, which a screen reader announces; the same value
/// keeps the node, so it is said once.
pub(super) fn live_region(
    ui: &Ui,
    rect: Rect,
    news: impl std::hash::Hash + std::fmt::Debug,
    text: &str,
) {
    if text.is_empty() {
        return;
    }
    let id = Id::unique("nonet-live-region").with(news);
    let _ = ui.interact(rect, id, Sense::hover());
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_role(accesskit::Role::Status);
        node.set_live(accesskit::Live::Polite);
        node.set_label(text);
        node.set_bounds(accesskit::Rect {
            x0: rect.min.x.into(),
            y0: rect.min.y.into(),
            x1: rect.max.x.into(),
            y1: rect.max.y.into(),
        });
    });
}
