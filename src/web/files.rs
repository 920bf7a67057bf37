//! The web build's files, by path, as the desktop's are: the data folder ([`DATA_DIR`])
//! lives in the page's local storage and survives a reload; a file the player opened
//! through the browser's picker is held in memory under [`OPENED`]; and a file written
//! under [`DOWNLOADS`] (a save, an export, a booklet) is handed to the browser as a download
//! of that name.

use std::cell::RefCell;
use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use wasm_bindgen::JsCast;

/// The data folder: settings, statistics and the autosave, kept in local storage.
pub const DATA_DIR: &str = "/nonet";

/// Where files the player opened are held, by their own names.
pub const OPENED: &str = "/opened";

/// Where a write becomes a download: `/downloads/puzzle.nonet` downloads `puzzle.nonet`.
pub const DOWNLOADS: &str = "/downloads";

/// What local storage keys are prefixed with, so other pages' data on the same host is left
/// alone.
const KEY_PREFIX: &str = "nonet:";

thread_local! {
    /// Opened files' bytes: a page has one thread, so this is every opened file.
    static OPENED_FILES: RefCell<HashMap<PathBuf, Vec<u8>>> = RefCell::new(HashMap::new());
}

/// Keeps an opened file's bytes and returns the path to read them back by.
pub fn hold_opened(name: &str, bytes: Vec<u8>) -> PathBuf {
    // The picker gives a bare name; anything path-like in it is cut off.
    let name = Path::new(name)
        .file_name()
        .map_or_else(|| "puzzle".into(), |n| n.to_string_lossy().into_owned());
    let path = Path::new(OPENED).join(name);
    OPENED_FILES.with(|files| files.borrow_mut().insert(path.clone(), bytes));
    path
}

/// The bytes at `path`: an opened file, or one in the data folder.
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    if let Some(bytes) = OPENED_FILES.with(|files| files.borrow().get(path).cloned()) {
        return Ok(bytes);
    }
    let key = storage_key(path)?;
    match local_storage()?.get_item(&key) {
        Ok(Some(text)) => Ok(text.into_bytes()),
        Ok(None) => Err(io::Error::new(io::ErrorKind::NotFound, "no such file")),
        Err(_) => Err(io::Error::other("the browser's storage refused the read")),
    }
}

/// Whether there is a file at `path`: an opened file, or one in the data folder.
pub fn exists(path: &Path) -> bool {
    read(path).is_ok()
}

/// Moves the data folder's file at `from` to `to`, replacing what was there.
pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
    let bytes = read(from)?;
    write(to, &bytes)?;
    local_storage()?
        .remove_item(&storage_key(from)?)
        .map_err(|_| io::Error::other("the browser's storage refused the removal"))
}

/// Removes the data folder's file at `path`; none there is no error.
pub fn remove(path: &Path) -> io::Result<()> {
    local_storage()?
        .remove_item(&storage_key(path)?)
        .map_err(|_| io::Error::other("the browser's storage refused the removal"))
}

/// Writes `bytes` to `path`: a download under [`DOWNLOADS`], else the data folder's storage.
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Ok(name) = path.strip_prefix(DOWNLOADS) {
        return download(&name.to_string_lossy(), bytes);
    }
    let key = storage_key(path)?;
    let text = std::str::from_utf8(bytes)
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "not text"))?;
    local_storage()?
        .set_item(&key, text)
        .map_err(|_| io::Error::new(io::ErrorKind::StorageFull, "the browser's storage is full"))
}

/// The local storage key of a data folder file; other paths have none.
fn storage_key(path: &Path) -> io::Result<String> {
    match path.strip_prefix(DATA_DIR) {
        Ok(inside) => Ok(format!("{KEY_PREFIX}{}", inside.to_string_lossy())),
        Err(_) => Err(io::Error::new(
            io::ErrorKind::NotFound,
            "the browser keeps no files outside Nonet's own",
        )),
    }
}

fn local_storage() -> io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .ok_or_else(|| io::Error::other("the browser gives this page no storage"))
}

/// Hands `bytes` to the browser as a download named `name`.
fn download(name: &str, bytes: &[u8]) -> io::Result<()> {
    let refused = |_| io::Error::other("the browser refused the download");
    let window = web_sys::window().ok_or_else(|| io::Error::other("no browser window"))?;
    let document = window
        .document()
        .ok_or_else(|| io::Error::other("no document"))?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime_type(name));
    let blob =
        web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(refused)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(refused)?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(refused)?
        .dyn_into()
        .map_err(|_| io::Error::other("not an anchor"))?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    // The download reads the object URL after this turn; it goes once that has long happened.
    let _ = super::after(60_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    Ok(())
}

/// The type a download is served as, by its extension.
fn mime_type(name: &str) -> &'static str {
    match Path::new(name).extension().and_then(|e| e.to_str()) {
        Some("pdf") => "application/pdf",
        Some("png") => "image/png",
        Some("svg") => "image/svg+xml",
        Some("csv") => "text/csv",
        _ => "text/plain",
    }
}
