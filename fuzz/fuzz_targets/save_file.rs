//! Fuzz target: arbitrary text as a `.nonet` save; whatever loads must save and reload as the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use nonet::game::Game;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(mut game) = Game::from_save_text(text) else {
        return;
    };
    assert_reloads(&game);

    // What the app does with a loaded game next: ask for a hint, walk the history both
    // ways. The game must stay consistent enough to be saved and opened again.
    let _ = game.hint();
    while game.undo() {}
    assert_reloads(&game);
    let _ = game.hint();
    while game.redo() {}
    assert_reloads(&game);
});

/// Saving and loading again gives an equal game, and the same text once more.
fn assert_reloads(game: &Game) {
    let saved = game.to_save_text();
    let reloaded = match Game::from_save_text(&saved) {
        Ok(reloaded) => reloaded,
        Err(error) => panic!("a loaded game's save does not load: {error}\n{saved}"),
    };
    assert!(reloaded == *game, "reloaded game differs\n{saved}");
    assert_eq!(reloaded.elapsed(), game.elapsed());
    assert_eq!(reloaded.to_save_text(), saved);
}
