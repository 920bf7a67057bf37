//! Compressed inputs: a gzip stream or zstd frames are told by their first bytes, whatever
//! the input's name, and read decompressed as they stream.
//!
//! Every check the formats carry is made (gzip's CRC-32 and length, zstd's content checksum
//! and content size), and a failure is [`Damaged`] data. A reader that failed keeps failing
//! with the same error, so no caller that drops one error (a fast path, a retry) can take
//! the rest of a damaged stream for its end.

use ruzstd::decoding::errors::{FrameDecoderError, ReadFrameHeaderError};
use ruzstd::decoding::{BlockDecodingStrategy, FrameDecoder};
use std::fmt;
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

/// The first bytes of a gzip stream.
const GZIP_MAGIC: &[u8] = &[0x1F, 0x8B];
/// The first bytes of a zstd frame.
const ZSTD_MAGIC: &[u8] = &[0x28, 0xB5, 0x2F, 0xFD];
/// The last three bytes of a skippable zstd frame's magic number; the first is 0x50-0x5F.
const SKIPPABLE_MAGIC_TAIL: &[u8] = &[0x2A, 0x4D, 0x18];
/// Bytes of decompressed output buffered at a time.
const OUTPUT_BUFFER: usize = 64 * 1024;

/// A compression format Nonet reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Compression {
    /// gzip (RFC 1952), one member or several.
    Gzip,
    /// Zstandard (RFC 8878), one frame or several, skippable frames included.
    Zstd,
}

impl Compression {
    /// The format's usual name.
    pub fn name(self) -> &'static str {
        match self {
            Compression::Gzip => "gzip",
            Compression::Zstd => "zstd",
        }
    }

    /// The format a stream starting with `magic` (its first four bytes, or all it has) is in.
    fn of(magic: &[u8]) -> Option<Compression> {
        if magic.starts_with(GZIP_MAGIC) {
            Some(Compression::Gzip)
        } else if magic.starts_with(ZSTD_MAGIC)
            || (magic.len() == 4 && magic[0] & 0xF0 == 0x50 && &magic[1..] == SKIPPABLE_MAGIC_TAIL)
        {
            Some(Compression::Zstd)
        } else {
            None
        }
    }
}

/// Compressed data that does not decompress whole: a check that fails, a stream cut short,
/// bytes that are no part of the format. Carried inside the [`io::Error`] a read returns.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Damaged {
    /// The format of the damaged data.
    pub format: Compression,
    /// The decoder's own account of what is wrong, in its words.
    pub detail: String,
}

impl fmt::Display for Damaged {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "damaged {} data: {}", self.format.name(), self.detail)
    }
}

impl std::error::Error for Damaged {}

impl Damaged {
    /// The damage an I/O error reports, when it is one this module raised.
    pub fn in_error(error: &io::Error) -> Option<&Damaged> {
        error.get_ref()?.downcast_ref::<Damaged>()
    }

    fn error(format: Compression, detail: impl fmt::Display) -> io::Error {
        io::Error::new(
            io::ErrorKind::InvalidData,
            Damaged {
                format,
                detail: detail.to_string(),
            },
        )
    }
}

/// `input` decompressed when it starts like a gzip stream or zstd frames (several members or
/// frames one after another, as `cat a.gz b.gz` makes, read as one); else `input` as it is.
pub fn decompressed<'a>(mut input: Box<dyn BufRead + 'a>) -> io::Result<Box<dyn BufRead + 'a>> {
    let mut magic = Vec::with_capacity(ZSTD_MAGIC.len());
    (&mut input)
        .take(ZSTD_MAGIC.len() as u64)
        .read_to_end(&mut magic)?;
    let format = Compression::of(&magic);
    let whole = io::Cursor::new(magic).chain(input);
    Ok(match format {
        Some(Compression::Gzip) => Box::new(BufReader::with_capacity(
            OUTPUT_BUFFER,
            Sticky::new(
                Compression::Gzip,
                flate2::bufread::MultiGzDecoder::new(whole),
            ),
        )),
        Some(Compression::Zstd) => Box::new(BufReader::with_capacity(
            OUTPUT_BUFFER,
            Sticky::new(Compression::Zstd, ZstdFrames::new(whole)),
        )),
        None => Box::new(whole),
    })
}

/// Whether the file at `path` starts like a gzip stream or zstd frames.
pub fn is_compressed_file(path: &Path) -> bool {
    let mut magic = Vec::with_capacity(ZSTD_MAGIC.len());
    let read = File::open(path)
        .and_then(|file| file.take(ZSTD_MAGIC.len() as u64).read_to_end(&mut magic));
    read.is_ok() && Compression::of(&magic).is_some()
}

/// A decoder whose first failure is its answer to every read after it, as [`Damaged`] data.
struct Sticky<R> {
    /// The format, for the damage report.
    format: Compression,
    /// The decoder.
    inner: R,
    /// The first failure, once there was one: its kind and what it said.
    failed: Option<(io::ErrorKind, Damaged)>,
}

impl<R> Sticky<R> {
    fn new(format: Compression, inner: R) -> Sticky<R> {
        Sticky {
            format,
            inner,
            failed: None,
        }
    }
}

impl<R: Read> Read for Sticky<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let (kind, damage) = match &self.failed {
            Some(failed) => failed.clone(),
            None => match self.inner.read(buf) {
                Err(error) if error.kind() != io::ErrorKind::Interrupted => {
                    let kind = match error.kind() {
                        io::ErrorKind::UnexpectedEof => io::ErrorKind::UnexpectedEof,
                        _ => io::ErrorKind::InvalidData,
                    };
                    let damage = Damaged::in_error(&error).cloned().unwrap_or(Damaged {
                        format: self.format,
                        detail: error.to_string(),
                    });
                    self.failed = Some((kind, damage.clone()));
                    (kind, damage)
                }
                read => return read,
            },
        };
        Err(io::Error::new(kind, damage))
    }
}

/// The decompressed bytes of the zstd frames in `source`, one after another; skippable
/// frames are passed over, and each frame's checksum and content size are checked.
struct ZstdFrames<R> {
    /// The compressed stream.
    source: R,
    /// The decoder of the frame being read.
    decoder: FrameDecoder,
    /// Whether a frame is being read (else the next starts, if any bytes are left).
    in_frame: bool,
    /// Bytes the frame being read has given so far.
    produced: u64,
}

impl<R: BufRead> ZstdFrames<R> {
    fn new(source: R) -> ZstdFrames<R> {
        ZstdFrames {
            source,
            decoder: FrameDecoder::new(),
            in_frame: false,
            produced: 0,
        }
    }

    /// Starts the next frame, passing over skippable ones; `false` at the end of the input.
    fn start_frame(&mut self) -> io::Result<bool> {
        loop {
            if self.source.fill_buf()?.is_empty() {
                return Ok(false);
            }
            match self.decoder.init(&mut self.source) {
                Ok(()) => {
                    self.in_frame = true;
                    self.produced = 0;
                    return Ok(true);
                }
                Err(FrameDecoderError::ReadFrameHeaderError(ReadFrameHeaderError::SkipFrame {
                    length,
                    ..
                })) => {
                    let skipped =
                        io::copy(&mut (&mut self.source).take(length.into()), &mut io::sink())?;
                    if skipped != u64::from(length) {
                        return Err(Damaged::error(
                            Compression::Zstd,
                            "a skippable frame is cut short",
                        ));
                    }
                }
                Err(error) => return Err(Damaged::error(Compression::Zstd, error)),
            }
        }
    }

    /// Checks a finished, drained frame against its checksum and declared size.
    fn check_frame(&self) -> io::Result<()> {
        if let Some(stored) = self.decoder.get_checksum_from_data()
            && self.decoder.get_calculated_checksum() != Some(stored)
        {
            return Err(Damaged::error(
                Compression::Zstd,
                "the content checksum does not match",
            ));
        }
        let declared = self.decoder.content_size();
        if declared != 0 && declared != self.produced {
            return Err(Damaged::error(
                Compression::Zstd,
                format!(
                    "the frame holds {} bytes, its header says {declared}",
                    self.produced
                ),
            ));
        }
        Ok(())
    }
}

impl<R: BufRead> Read for ZstdFrames<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        loop {
            if !self.in_frame && !self.start_frame()? {
                return Ok(0);
            }
            while self.decoder.can_collect() == 0 && !self.decoder.is_finished() {
                self.decoder
                    .decode_blocks(&mut self.source, BlockDecodingStrategy::UptoBlocks(1))
                    .map_err(|error| Damaged::error(Compression::Zstd, error))?;
            }
            let read = self.decoder.read(buf)?;
            if read > 0 {
                self.produced += read as u64;
                return Ok(read);
            }
            // Nothing left to collect, and the frame is finished: on to the next.
            self.check_frame()?;
            self.in_frame = false;
        }
    }
}

#[cfg(test)]
mod tests;
