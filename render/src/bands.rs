//! PNG encoding that compresses each band of rows once. A board differs
//! from the one before it only where marbles moved, so most of its bands
//! were compressed before (for this game, or another at the same stage):
//! each band is compressed on its own into deflate blocks that end on a
//! byte boundary, kept by the hash of its pixels, and the picture's zlib
//! stream is its bands' blocks one after another.

use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex};

use flate2::{Compress, Compression, FlushCompress};
use lru::LruCache;

use crate::canvas::Canvas;

/// Rows per band: a move leaves most of a board's 16 bands alone. Over
/// the 590 boards of 20 real games drawn in turn (`cargo run --release -p
/// zertz-render --example encode_game`), 60 rows at zlib level 1 take 0.23
/// ms a board against 0.46 for one stream, for 45 KB against 37; 40 rows
/// save no time and cost size, 120 rows reuse too little.
const BAND_ROWS: usize = 60;

/// Bands kept: about 3 KB each compressed, so some 12 MB, the boards of
/// about 250 games in play.
const CAPACITY: usize = 4_096;

/// The compressed bands seen lately, by the hash of their rows.
pub(crate) struct BandCache {
    bands: Mutex<LruCache<u128, Arc<[u8]>>>,
}

impl Default for BandCache {
    fn default() -> BandCache {
        BandCache {
            bands: Mutex::new(LruCache::new(NonZeroUsize::new(CAPACITY).unwrap_or(NonZeroUsize::MIN))),
        }
    }
}

impl BandCache {
    /// The whole PNG file of `canvas`, 8-bit indices into `palette` (RGB
    /// triples), rows unfiltered.
    pub(crate) fn png(&self, canvas: &Canvas, palette: &[u8]) -> Result<Vec<u8>, std::io::Error> {
        let (width, height) = (canvas.width, canvas.height);
        let too_big = || std::io::Error::other("picture too large for a PNG");
        let mut zlib = Vec::with_capacity(64 * 1024);
        // CMF 0x78 (deflate, 32 KB window), FLG 0x01 (fastest, check bits).
        zlib.extend_from_slice(&[0x78, 0x01]);
        let mut adler = simd_adler32::Adler32::new();
        for rows in canvas.pixels.chunks(width.max(1) * BAND_ROWS) {
            // Each row starts with its filter byte: 0, none.
            let mut raw = Vec::with_capacity(rows.len() + rows.len() / width.max(1));
            for row in rows.chunks(width.max(1)) {
                raw.push(0);
                raw.extend_from_slice(row);
            }
            adler.write(&raw);
            zlib.extend_from_slice(&self.compressed(&raw)?);
        }
        // An empty final block, then the checksum of everything.
        zlib.extend_from_slice(&[0x03, 0x00]);
        zlib.extend_from_slice(&adler.finish().to_be_bytes());

        let mut png = Vec::with_capacity(zlib.len() + palette.len() + 64);
        png.extend_from_slice(b"\x89PNG\r\n\x1a\n");
        let mut header = Vec::with_capacity(13);
        header.extend_from_slice(&u32::try_from(width).map_err(|_| too_big())?.to_be_bytes());
        header.extend_from_slice(&u32::try_from(height).map_err(|_| too_big())?.to_be_bytes());
        // Bit depth 8, colour type 3 (indexed), deflate, no filter set
        // choice beyond the standard one, no interlace.
        header.extend_from_slice(&[8, 3, 0, 0, 0]);
        chunk(&mut png, b"IHDR", &header)?;
        chunk(&mut png, b"PLTE", palette)?;
        chunk(&mut png, b"IDAT", &zlib)?;
        chunk(&mut png, b"IEND", &[])?;
        Ok(png)
    }

    /// `raw` compressed into deflate blocks ending on a byte boundary
    /// (a sync flush), from the cache or compressed now.
    fn compressed(&self, raw: &[u8]) -> Result<Arc<[u8]>, std::io::Error> {
        let key = xxhash_rust::xxh3::xxh3_128(raw);
        if let Some(hit) = self.lock().get(&key) {
            return Ok(hit.clone());
        }
        let mut out = Vec::with_capacity(raw.len() / 8 + 64);
        COMPRESSOR.with_borrow_mut(|deflate| compress_band(deflate, raw, &mut out))?;
        let band: Arc<[u8]> = out.into();
        self.lock().put(key, band.clone());
        Ok(band)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, LruCache<u128, Arc<[u8]>>> {
        self.bands.lock().unwrap_or_else(|e| e.into_inner())
    }
}

thread_local! {
    /// A compressor per thread, reset for each band: making one is several
    /// times dearer than resetting it.
    static COMPRESSOR: std::cell::RefCell<Compress> = std::cell::RefCell::new(Compress::new(Compression::new(1), false));
}

/// Compresses `raw` on its own (`deflate` is reset first) into `out`,
/// ending with a sync flush: byte-aligned, and not the final block.
fn compress_band(deflate: &mut Compress, raw: &[u8], out: &mut Vec<u8>) -> Result<(), std::io::Error> {
    deflate.reset();
    loop {
        let consumed = usize::try_from(deflate.total_in()).map_err(std::io::Error::other)?;
        let rest = raw.get(consumed..).unwrap_or_default();
        out.reserve(rest.len() / 4 + 64);
        deflate
            .compress_vec(rest, out, FlushCompress::Sync)
            .map_err(std::io::Error::other)?;
        // Done when all is in and the flush left spare room.
        if deflate.total_in() == raw.len() as u64 && out.len() < out.capacity() {
            return Ok(());
        }
    }
}

/// Appends a PNG chunk: length, type, data, CRC of type and data.
fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) -> Result<(), std::io::Error> {
    let len = u32::try_from(data.len()).map_err(|_| std::io::Error::other("PNG chunk too large"))?;
    png.extend_from_slice(&len.to_be_bytes());
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    png.extend_from_slice(kind);
    png.extend_from_slice(data);
    png.extend_from_slice(&crc.finalize().to_be_bytes());
    Ok(())
}
