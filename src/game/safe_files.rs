//! Files read and written safely: a write replaces a file so that readers see the old bytes
//! or the whole new ones, without following or clobbering anything at that path that is not
//! a regular file; a read takes only regular files, and at most a stated number of bytes.

#[cfg(not(target_arch = "wasm32"))]
use super::temporary_files;
use std::fs;
#[cfg(not(target_arch = "wasm32"))]
use std::fs::Metadata;
use std::io::{self, Write};
use std::path::Path;

/// Writes `bytes` to `path` so that readers see either the old file or the whole new one.
///
/// The bytes go to a temporary file created exclusively, under an unpredictable name
/// (`.NAME.XXXXXX.tmp`), in the target's folder; it is flushed to disk and renamed over the
/// target. On failure the temporary file is removed and the target is untouched.
/// - A folder, device, FIFO or socket at `path` is refused (`InvalidInput`), never replaced.
/// - A symbolic link at `path` is itself replaced by the new file; its target is left alone.
/// - A regular file's permissions (and, where the process may change it, its owner) carry
///   over to the new file. Hard links to the old file keep the old bytes.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomically_with(path, |out| out.write_all(bytes))
}

/// Writes to `path` what `fill` writes, as [`write_atomically`] writes bytes: readers see
/// the old file or the whole new one, and an error from `fill` leaves the target untouched.
/// What `fill` writes is buffered on its way to the temporary file, never held whole.
pub fn write_atomically_with<E: From<io::Error>>(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> Result<(), E>,
) -> Result<(), E> {
    #[cfg(target_arch = "wasm32")]
    {
        // The browser's storage writes an item whole, or not at all.
        let mut bytes = Vec::new();
        fill(&mut bytes)?;
        crate::web::files::write(path, &bytes)?;
        Ok(())
    }
    #[cfg(not(target_arch = "wasm32"))]
    replace_through_temporary_file(path, fill)
}

/// [`write_atomically_with`] on a file system: a temporary file renamed over the target.
#[cfg(not(target_arch = "wasm32"))]
fn replace_through_temporary_file<E: From<io::Error>>(
    path: &Path,
    fill: impl FnOnce(&mut dyn Write) -> Result<(), E>,
) -> Result<(), E> {
    let mut replacing = ReplacingFile::create(path)?;
    let mut buffered = io::BufWriter::new(&mut replacing);
    fill(&mut buffered)?;
    buffered.flush()?;
    drop(buffered);
    replacing.commit()?;
    Ok(())
}

/// A file being written in place of the one at a path, as [`write_atomically`] writes: the
/// bytes go to a temporary file beside the target, and only [`ReplacingFile::commit`] puts
/// it in the target's place. Dropped without a commit, it is removed and the target is
/// untouched: what streams its output (the command line's `--output`) keeps the old file
/// on any failure.
#[cfg(not(target_arch = "wasm32"))]
pub struct ReplacingFile {
    /// The temporary file.
    temp: tempfile::NamedTempFile,
    /// The target.
    path: std::path::PathBuf,
    /// What stood at the target when writing began, if anything.
    existing: Option<Metadata>,
}

#[cfg(not(target_arch = "wasm32"))]
impl ReplacingFile {
    /// Starts writing in place of `path`: refuses a folder, device, FIFO or socket there,
    /// and creates the temporary file (`.NAME.XXXXXX.tmp`, exclusively) in its folder.
    pub fn create(path: &Path) -> io::Result<ReplacingFile> {
        let existing = match fs::symlink_metadata(path) {
            Ok(metadata) => Some(metadata),
            Err(error) if error.kind() == io::ErrorKind::NotFound => None,
            Err(error) => return Err(error),
        };
        if let Some(metadata) = &existing {
            refuse_special_file(metadata)?;
        }
        let dir = match path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
            _ => std::path::PathBuf::from("."),
        };
        let name = path
            .file_name()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"))?;
        // A dropped `NamedTempFile` removes its file; a process killed before then leaves
        // it, for `remove_stale_temporary_files`.
        let temp = new_temp_builder()
            .prefix(&temporary_files::prefix_for(name))
            .rand_bytes(temporary_files::RANDOM_CHARS)
            .suffix(temporary_files::SUFFIX)
            .tempfile_in(&dir)?;
        Ok(ReplacingFile {
            temp,
            path: path.to_path_buf(),
            existing,
        })
    }

    /// Puts the whole file in the target's place (a regular file's owner and permissions
    /// carried over), durably where the platform allows.
    pub fn commit(self) -> io::Result<()> {
        if let Some(metadata) = self.existing.as_ref().filter(|m| m.file_type().is_file()) {
            keep_owner_and_permissions(self.temp.as_file(), metadata)?;
        }
        self.temp.as_file().sync_all()?;
        self.temp.persist(&self.path).map_err(|error| error.error)?;
        // Make the rename itself durable where the platform allows syncing a folder.
        let dir = match self.path.parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir,
            _ => Path::new("."),
        };
        if let Ok(dir) = fs::File::open(dir) {
            let _ = dir.sync_all();
        }
        Ok(())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Write for ReplacingFile {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.temp.as_file_mut().write(bytes)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.temp.as_file_mut().flush()
    }
}

/// Makes the folder `dir` and those above it as needed; in the browser, whose storage has no
/// folders, there is nothing to make.
pub fn create_folders(dir: &Path) -> io::Result<()> {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = dir;
        Ok(())
    }
    #[cfg(not(target_arch = "wasm32"))]
    fs::create_dir_all(dir)
}

/// A builder whose files get the permissions `File::create` would give (0666 less the
/// umask on Unix), rather than tempfile's private 0600, since a save is an ordinary file.
#[cfg(all(unix, not(target_arch = "wasm32")))]
fn new_temp_builder() -> tempfile::Builder<'static, 'static> {
    use std::os::unix::fs::PermissionsExt;
    let mut builder = tempfile::Builder::new();
    builder.permissions(fs::Permissions::from_mode(0o666));
    builder
}

/// A builder for the temporary file; elsewhere than Unix, files get the folder's usual
/// permissions already.
#[cfg(not(any(unix, target_arch = "wasm32")))]
fn new_temp_builder() -> tempfile::Builder<'static, 'static> {
    tempfile::Builder::new()
}

/// What stands at a path that is neither a regular file nor a symbolic link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SpecialFile {
    /// A folder.
    Folder,
    /// A named pipe, which may never end or may block the reader.
    Fifo,
    /// A character or block device (`/dev/zero`, a disk).
    Device,
    /// A Unix domain socket.
    Socket,
    /// Anything else the platform has.
    Other,
}

impl SpecialFile {
    /// The kind of special file `kind` is; `None` for a regular file or a symbolic link.
    fn of(kind: &fs::FileType) -> Option<SpecialFile> {
        if kind.is_file() || kind.is_symlink() {
            None
        } else if kind.is_dir() {
            Some(SpecialFile::Folder)
        } else {
            Some(special_kind(kind))
        }
    }

    /// The catalogue's message saying a file could not be read for being this kind.
    pub fn message_id(self) -> &'static str {
        match self {
            SpecialFile::Folder => "err-file-not-a-file-folder",
            SpecialFile::Fifo => "err-file-not-a-file-fifo",
            SpecialFile::Device => "err-file-not-a-file-device",
            SpecialFile::Socket => "err-file-not-a-file-socket",
            SpecialFile::Other => "err-file-not-a-file-other",
        }
    }
}

impl std::fmt::Display for SpecialFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SpecialFile::Folder => "a folder",
            SpecialFile::Fifo => "a named pipe (FIFO)",
            SpecialFile::Device => "a device",
            SpecialFile::Socket => "a socket",
            SpecialFile::Other => "a special file",
        })
    }
}

/// What stands at `path`, following symbolic links, when it is not a regular file; `None`
/// for a regular file or nothing at all (the caller's open then says so).
pub fn special_file_at(path: &Path) -> Option<SpecialFile> {
    fs::metadata(path)
        .ok()
        .and_then(|metadata| SpecialFile::of(&metadata.file_type()))
}

/// Whether a file (or anything) is at `path`; in the browser, whether it holds one there.
pub fn file_exists(path: &Path) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        crate::web::files::exists(path)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        path.exists()
    }
}

/// Renames the file at `from` to `to`, replacing any file there.
pub fn rename_file(from: &Path, to: &Path) -> io::Result<()> {
    #[cfg(target_arch = "wasm32")]
    {
        crate::web::files::rename(from, to)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        fs::rename(from, to)
    }
}

/// Removes the file at `path`; a file already gone is no error.
pub fn remove_file(path: &Path) -> io::Result<()> {
    #[cfg(target_arch = "wasm32")]
    let removed = crate::web::files::remove(path);
    #[cfg(not(target_arch = "wasm32"))]
    let removed = fs::remove_file(path);
    match removed {
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
        other => other,
    }
}

/// A file open for reading, with its length in bytes.
pub struct OpenedFile {
    /// Its bytes, from the start.
    pub reader: Box<dyn io::Read + Send>,
    /// How many bytes it holds (as the file system says, on disk).
    pub len: u64,
}

/// Opens the file at `path` for reading: from disk, or in the browser the bytes held for it
/// (see [`crate::web::files`]). Special files are the caller's to refuse first
/// ([`special_file_at`]).
pub fn open_for_reading(path: &Path) -> io::Result<OpenedFile> {
    #[cfg(target_arch = "wasm32")]
    {
        let bytes = crate::web::files::read(path)?;
        Ok(OpenedFile {
            len: bytes.len() as u64,
            reader: Box::new(io::Cursor::new(bytes)),
        })
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let file = fs::File::open(path)?;
        Ok(OpenedFile {
            len: file.metadata()?.len(),
            reader: Box::new(file),
        })
    }
}

/// Why [`read_regular_file`] read nothing.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The file system refused.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// The path holds no regular file (following links), so it was not opened.
    #[error("the path is {0}, not a regular file")]
    Special(SpecialFile),
    /// The file holds more bytes than the caller accepts.
    #[error("the file is longer than {limit} bytes")]
    TooBig {
        /// The most bytes accepted.
        limit: u64,
    },
}

impl From<ReadError> for io::Error {
    fn from(error: ReadError) -> io::Error {
        match error {
            ReadError::Io(error) => error,
            other => io::Error::new(io::ErrorKind::InvalidInput, other.to_string()),
        }
    }
}

/// Reads the regular file at `path` whole, refusing a folder, FIFO, device or socket
/// (following links) before opening it, and stopping after `limit` bytes: the length the
/// file system reports is 0 for `/dev/zero` or a pipe, so only bytes actually read count.
pub fn read_regular_file(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    #[cfg(target_arch = "wasm32")]
    {
        let bytes = crate::web::files::read(path)?;
        if bytes.len() as u64 > limit {
            return Err(ReadError::TooBig { limit });
        }
        Ok(bytes)
    }
    #[cfg(not(target_arch = "wasm32"))]
    read_regular_file_from_disk(path, limit)
}

/// [`read_regular_file`] on a file system.
#[cfg(not(target_arch = "wasm32"))]
fn read_regular_file_from_disk(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    use std::io::Read;
    if let Some(kind) = special_file_at(path) {
        return Err(ReadError::Special(kind));
    }
    let file = fs::File::open(path)?;
    // Checked again on the open file, in case the path changed since the look above.
    if let Some(kind) = SpecialFile::of(&file.metadata()?.file_type()) {
        return Err(ReadError::Special(kind));
    }
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooBig { limit });
    }
    Ok(bytes)
}

#[cfg(not(target_arch = "wasm32"))]
/// Refuses what renaming over would destroy without being a file the user meant to write.
fn refuse_special_file(metadata: &Metadata) -> io::Result<()> {
    match SpecialFile::of(&metadata.file_type()) {
        None => Ok(()),
        Some(kind) => Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            ReadError::Special(kind).to_string(),
        )),
    }
}

/// The kind of a file that is neither a file, a link nor a folder.
#[cfg(unix)]
fn special_kind(kind: &fs::FileType) -> SpecialFile {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_fifo() {
        SpecialFile::Fifo
    } else if kind.is_char_device() || kind.is_block_device() {
        SpecialFile::Device
    } else if kind.is_socket() {
        SpecialFile::Socket
    } else {
        SpecialFile::Other
    }
}

/// The kind of a file that is neither a file, a link nor a folder.
#[cfg(not(unix))]
fn special_kind(_kind: &fs::FileType) -> SpecialFile {
    SpecialFile::Other
}

/// Gives the new file the old one's mode, and its owner where this process may (root, or
/// the same owner); a file of another owner otherwise becomes this user's, mode kept.
#[cfg(unix)]
fn keep_owner_and_permissions(file: &fs::File, old: &Metadata) -> io::Result<()> {
    use std::os::unix::fs::MetadataExt;
    let new = file.metadata()?;
    if new.uid() != old.uid() || new.gid() != old.gid() {
        // Changing the owner can fail for an ordinary user; the mode below still applies.
        let _ = std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid()));
    }
    // After the owner, since a change of owner may clear set-id bits.
    file.set_permissions(old.permissions())
}

/// Keeps the old file's read-only flag, the one permission other platforms have.
#[cfg(not(any(unix, target_arch = "wasm32")))]
fn keep_owner_and_permissions(file: &fs::File, old: &Metadata) -> io::Result<()> {
    file.set_permissions(old.permissions())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_a_file_whole_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("game.nonet");
        fs::write(&path, "old").expect("write");
        write_atomically(&path, b"new").expect("replace");
        assert_eq!(fs::read_to_string(&path).expect("read"), "new");
        let names: Vec<_> = fs::read_dir(dir.path()).expect("list").collect();
        assert_eq!(names.len(), 1, "only the target remains");
    }

    #[cfg(unix)]
    #[test]
    fn a_new_file_gets_the_permissions_file_create_gives() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("a temporary folder");
        let plain = dir.path().join("plain");
        fs::File::create(&plain).expect("create");
        let path = dir.path().join("new.nonet");
        write_atomically(&path, b"x").expect("write");
        let mode = |p: &Path| fs::metadata(p).expect("stat").permissions().mode() & 0o7777;
        assert_eq!(mode(&path), mode(&plain));
    }

    #[cfg(unix)]
    #[test]
    fn replacing_a_file_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("private.nonet");
        fs::write(&path, "old").expect("write");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).expect("chmod");
        write_atomically(&path, b"new").expect("replace");
        let mode = fs::metadata(&path).expect("stat").permissions().mode() & 0o7777;
        assert_eq!(mode, 0o600);
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_is_replaced_and_its_target_left_alone() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let victim = dir.path().join("victim");
        fs::write(&victim, "precious").expect("write");
        let link = dir.path().join("book.pdf");
        std::os::unix::fs::symlink(&victim, &link).expect("symlink");
        write_atomically(&link, b"pdf").expect("write");
        assert_eq!(fs::read_to_string(&victim).expect("read"), "precious");
        assert!(!fs::symlink_metadata(&link).expect("stat").is_symlink());
        assert_eq!(fs::read_to_string(&link).expect("read"), "pdf");
    }

    #[cfg(unix)]
    #[test]
    fn a_planted_link_at_the_old_temporary_name_is_not_followed() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let victim = dir.path().join("victim");
        fs::write(&victim, "precious").expect("write");
        // The name the old writer would have picked first in this process.
        let planted = dir
            .path()
            .join(format!(".book.pdf.{}.0.tmp", std::process::id()));
        std::os::unix::fs::symlink(&victim, &planted).expect("symlink");
        write_atomically(&dir.path().join("book.pdf"), b"pdf").expect("write");
        assert_eq!(fs::read_to_string(&victim).expect("read"), "precious");
    }

    #[test]
    fn a_folder_is_refused() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let folder = dir.path().join("saves");
        fs::create_dir(&folder).expect("mkdir");
        let error = write_atomically(&folder, b"x").expect_err("a folder is not replaced");
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
        assert!(folder.is_dir());
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_refused() {
        // The check alone: a failing write test here would replace the real /dev/null.
        let device = fs::symlink_metadata("/dev/null").expect("stat");
        let error = refuse_special_file(&device).expect_err("a device");
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
        assert!(error.to_string().contains("device"), "{error}");
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let fifo = dir.path().join("pipe");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        let error = write_atomically(&fifo, b"x").expect_err("a FIFO is not replaced");
        assert!(error.to_string().contains("FIFO"), "{error}");
    }

    #[test]
    fn a_regular_file_reads_whole_up_to_the_limit() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("p.txt");
        fs::write(&path, "12345").expect("write");
        assert_eq!(read_regular_file(&path, 5).expect("read"), b"12345");
        assert!(matches!(
            read_regular_file(&path, 4),
            Err(ReadError::TooBig { limit: 4 })
        ));
    }

    #[cfg(unix)]
    #[test]
    fn an_endless_device_behind_a_link_is_refused_unread() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let link = dir.path().join("autosave.nonet");
        std::os::unix::fs::symlink("/dev/zero", &link).expect("symlink");
        assert!(matches!(
            read_regular_file(&link, 1 << 20),
            Err(ReadError::Special(SpecialFile::Device))
        ));
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_is_refused_without_opening_it() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let fifo = dir.path().join("game.nonet");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .expect("mkfifo runs");
        assert!(made.success());
        // Opening a FIFO with no writer would block this test forever.
        assert!(matches!(
            read_regular_file(&fifo, 1 << 20),
            Err(ReadError::Special(SpecialFile::Fifo))
        ));
        assert_eq!(special_file_at(&fifo), Some(SpecialFile::Fifo));
    }
}
