//! Helpers shared by the integration tests.

use std::path::PathBuf;

/// A file of the shared puzzle sets, failing loudly when the sets are not beside the repo.
pub fn shared(name: &str) -> PathBuf {
    let path = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/puzzles/")).join(name);
    assert!(
        path.exists(),
        "../shared/puzzles/{name} is missing: the tests need the shared puzzle sets beside the repo"
    );
    path
}
