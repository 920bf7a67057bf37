//! Compressed inputs: a gzip or zstd stream is told by its first bytes, whatever its name,
//! and read decompressed as it streams.

use super::IO_BUFFER;
use ruzstd::decoding::{BlockDecodingStrategy, FrameDecoder};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

/// The first bytes of a gzip stream.
const GZIP_MAGIC: &[u8] = &[0x1F, 0x8B];
/// The first bytes of a zstd frame.
const ZSTD_MAGIC: &[u8] = &[0x28, 0xB5, 0x2F, 0xFD];

/// `input` decompressed when it starts like a gzip stream or a zstd frame (several members or
/// frames one after another, as `cat a.gz b.gz` makes, read as one); else `input` as it is.
pub fn decompressed(mut input: Box<dyn BufRead>) -> io::Result<Box<dyn BufRead>> {
    let mut magic = Vec::with_capacity(ZSTD_MAGIC.len());
    (&mut input)
        .take(ZSTD_MAGIC.len() as u64)
        .read_to_end(&mut magic)?;
    let whole = io::Cursor::new(magic.clone()).chain(input);
    Ok(if magic.starts_with(GZIP_MAGIC) {
        Box::new(BufReader::with_capacity(
            IO_BUFFER,
            flate2::bufread::MultiGzDecoder::new(whole),
        ))
    } else if magic.starts_with(ZSTD_MAGIC) {
        Box::new(BufReader::with_capacity(
            IO_BUFFER,
            ZstdFrames {
                source: whole,
                decoder: FrameDecoder::new(),
                in_frame: false,
            },
        ))
    } else {
        Box::new(whole)
    })
}

/// Whether the file at `path` starts like a gzip stream or a zstd frame.
pub fn is_compressed_file(path: &Path) -> bool {
    let mut magic = Vec::with_capacity(ZSTD_MAGIC.len());
    let read = File::open(path)
        .and_then(|file| file.take(ZSTD_MAGIC.len() as u64).read_to_end(&mut magic));
    read.is_ok() && (magic.starts_with(GZIP_MAGIC) || magic.starts_with(ZSTD_MAGIC))
}

/// The decompressed bytes of the zstd frames in `source`, one after another.
struct ZstdFrames<R> {
    /// The compressed stream.
    source: R,
    /// The decoder of the frame being read.
    decoder: FrameDecoder,
    /// Whether a frame is being read (else the next starts, if any bytes are left).
    in_frame: bool,
}

impl<R: BufRead> Read for ZstdFrames<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        loop {
            if !self.in_frame {
                if self.source.fill_buf()?.is_empty() {
                    return Ok(0);
                }
                self.decoder
                    .init(&mut self.source)
                    .map_err(io::Error::other)?;
                self.in_frame = true;
            }
            while self.decoder.can_collect() == 0 && !self.decoder.is_finished() {
                self.decoder
                    .decode_blocks(&mut self.source, BlockDecodingStrategy::UptoBlocks(1))
                    .map_err(io::Error::other)?;
            }
            let read = self.decoder.read(buf)?;
            if read > 0 {
                return Ok(read);
            }
            // Nothing left to collect, and the frame is finished: on to the next.
            self.in_frame = false;
        }
    }
}
