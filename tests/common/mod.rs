//! Helpers shared by the integration tests.

mod data;

#[allow(
    unused_imports,
    reason = "each test binary uses its own part of the helpers"
)]
pub use data::{data_path, data_text};
