//! PNG encoding that makes and compresses each band of rows once. A board
//! differs from the one before it only where marbles moved, so most of its
//! bands were made before (for this game, or another at the same stage):
//! each band is compressed on its own into deflate blocks that end on a
//! byte boundary, kept by a key that decides its pixels (for a board, the
//! steps that paint it; for any other canvas, the hash of its pixels), and
//! the picture's zlib stream is its bands' blocks one after another.

use std::borrow::Cow;
use std::num::NonZeroUsize;
use std::ops::Range;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use flate2::{Compress, Compression, FlushCompress};
use lru::LruCache;

use crate::canvas::Canvas;

/// Rows per band of a picture that does not cut its own (a board card
/// does: `theme::band_cuts`). Over the 590 boards of 20 real games drawn
/// in turn (`cargo run --release -p zertz-render --example encode_game`),
/// 60 rows at zlib level 1 took 0.23 ms a board against 0.46 for one
/// stream, for 45 KB against 37; 40 rows saved no time and cost size, and
/// 120 rows were slower in the one run made of them.
const BAND_ROWS: usize = 60;

/// Bands kept: a board card has 32, of which about 25 are its game's
/// own, 2 KB each compressed, so some 12 MB, the boards of about 250
/// games in play.
const CAPACITY: usize = 6_144;

/// A band compressed, with the Adler-32 and length of its bytes (its rows,
/// each after its filter byte), which the zlib stream's checksum needs,
/// and the CRC-32 of its compressed bytes, which the PNG chunk's needs.
struct Band {
    deflated: Vec<u8>,
    adler: u32,
    len: u64,
    crc: u32,
}

/// The compressed bands seen lately, by their keys.
pub(crate) struct BandCache {
    bands: Mutex<LruCache<u128, Arc<Band>>>,
    /// Rows painted and compressed so far, for figures and tests.
    rows_made: AtomicU64,
}

impl Default for BandCache {
    fn default() -> BandCache {
        BandCache {
            bands: Mutex::new(LruCache::new(NonZeroUsize::new(CAPACITY).unwrap_or(NonZeroUsize::MIN))),
            rows_made: AtomicU64::new(0),
        }
    }
}

/// A picture that can be encoded band by band: each band known by a key
/// that decides its pixels, and its pixels made only when it is not in the
/// cache.
pub(crate) trait Bands {
    /// Width and height in pixels.
    fn size(&self) -> (usize, usize);
    /// A hash of everything that decides the pixels of `rows`.
    fn key(&self, rows: Range<usize>) -> u128;
    /// The palette indices of `rows`, row by row.
    fn pixels(&self, rows: Range<usize>) -> Cow<'_, [u8]>;
    /// Where bands end, top to bottom (the last band ends at the bottom):
    /// by default every [`BAND_ROWS`] rows.
    fn cuts(&self) -> Cow<'_, [usize]> {
        Cow::Owned((BAND_ROWS..self.size().1).step_by(BAND_ROWS).collect())
    }
}

impl Bands for Canvas {
    fn size(&self) -> (usize, usize) {
        (self.width, self.height)
    }

    fn key(&self, rows: Range<usize>) -> u128 {
        xxhash_rust::xxh3::xxh3_128_with_seed(&self.pixels(rows), self.width as u64)
    }

    fn pixels(&self, rows: Range<usize>) -> Cow<'_, [u8]> {
        let range = rows.start * self.width..rows.end * self.width;
        Cow::Borrowed(self.pixels.get(range).unwrap_or_default())
    }
}

impl BandCache {
    /// The whole PNG file of `picture`, 8-bit indices into `palette` (RGB
    /// triples), rows unfiltered.
    pub(crate) fn png(&self, picture: &impl Bands, palette: &[u8]) -> Result<Vec<u8>, std::io::Error> {
        let (width, height) = picture.size();
        let too_big = || std::io::Error::other("picture too large for a PNG");
        let mut bands = Vec::new();
        let mut top = 0;
        for end in picture.cuts().iter().copied().chain([height]) {
            // Cuts out of order or past the bottom are skipped, so the
            // bands always cover every row once.
            let end = end.min(height);
            if end <= top {
                continue;
            }
            bands.push(self.band(picture, top..end)?);
            top = end;
        }
        let deflated: usize = bands.iter().map(|b| b.deflated.len()).sum();
        let mut png = Vec::with_capacity(deflated + palette.len() + 64);
        png.extend_from_slice(b"\x89PNG\r\n\x1a\n");
        let mut header = Vec::with_capacity(13);
        header.extend_from_slice(&u32::try_from(width).map_err(|_| too_big())?.to_be_bytes());
        header.extend_from_slice(&u32::try_from(height).map_err(|_| too_big())?.to_be_bytes());
        // Bit depth 8, colour type 3 (indexed), compression method 0
        // (deflate), filter method 0, no interlace.
        header.extend_from_slice(&[8, 3, 0, 0, 0]);
        chunk(&mut png, b"IHDR", &header)?;
        chunk(&mut png, b"PLTE", palette)?;

        idat(&mut png, &bands)?;
        chunk(&mut png, b"IEND", &[])?;
        Ok(png)
    }

    /// The band of `rows` of `picture` compressed into deflate blocks
    /// ending on a byte boundary (a sync flush), from the cache, or made
    /// and compressed now.
    fn band(&self, picture: &impl Bands, rows: Range<usize>) -> Result<Arc<Band>, std::io::Error> {
        let key = picture.key(rows.clone());
        if let Some(hit) = self.lock().get(&key) {
            return Ok(hit.clone());
        }
        let width = picture.size().0.max(1);
        self.rows_made.fetch_add(rows.len() as u64, Ordering::Relaxed);
        let pixels = picture.pixels(rows);
        let band = SCRATCH.with_borrow_mut(|Scratch { deflate, raw, out }| {
            raw.clear();
            for row in pixels.chunks(width) {
                // Filter type 0, none.
                raw.push(0);
                raw.extend_from_slice(row);
            }
            compress_band(deflate, raw, out)?;
            Ok::<_, std::io::Error>(Band {
                deflated: out.as_slice().to_vec(),
                adler: simd_adler32::adler32(&raw.as_slice()),
                len: raw.len() as u64,
                crc: crc32fast::hash(out),
            })
        })?;
        let band = Arc::new(band);
        self.lock().put(key, band.clone());
        Ok(band)
    }

    /// How many rows were painted and compressed, because their band was
    /// not in the cache.
    pub(crate) fn rows_made(&self) -> u64 {
        self.rows_made.load(Ordering::Relaxed)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, LruCache<u128, Arc<Band>>> {
        self.bands.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A thread's compressor, reset for each band (making one is several
/// times dearer than resetting it), and its buffers, kept so that a band
/// allocates only its result.
struct Scratch {
    deflate: Compress,
    raw: Vec<u8>,
    out: Vec<u8>,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch {
        deflate: Compress::new(Compression::new(1), false),
        raw: Vec::new(),
        out: Vec::new(),
    });
}

/// Compresses `raw` on its own (`deflate` is reset first) into `out`
/// (emptied first), ending with a sync flush: byte-aligned, and not the
/// final block.
fn compress_band(deflate: &mut Compress, raw: &[u8], out: &mut Vec<u8>) -> Result<(), std::io::Error> {
    deflate.reset();
    out.clear();
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

/// The Adler-32 of two byte strings one after the other, from each one's
/// (`second` being `len` bytes long), as zlib's `adler32_combine`.
fn adler32_combine(first: u32, second: u32, len: u64) -> u32 {
    const BASE: u64 = 65_521;
    let rem = len % BASE;
    let (a1, b1) = (u64::from(first & 0xffff), u64::from(first >> 16));
    let (a2, b2) = (u64::from(second & 0xffff), u64::from(second >> 16));
    let a = (a1 + a2 + BASE - 1) % BASE;
    let b = (rem * a1 + b1 + b2 + BASE - rem) % BASE;
    // Both are below 65,521, so they fit.
    (a | (b << 16)) as u32
}

/// Appends the IDAT chunk: a zlib stream of `bands`' blocks one after
/// another. Its CRC-32 is combined from the bands' own, not taken again
/// over every byte.
fn idat(png: &mut Vec<u8>, bands: &[Arc<Band>]) -> Result<(), std::io::Error> {
    // CMF 0x78 (deflate, 32 KB window), FLG 0x01 (fastest, check bits).
    const HEAD: [u8; 2] = [0x78, 0x01];
    // An empty final block; the Adler-32 of everything follows it.
    const LAST: [u8; 2] = [0x03, 0x00];
    let deflated: usize = bands.iter().map(|b| b.deflated.len()).sum();
    let len = HEAD.len() + deflated + LAST.len() + 4;
    let len = u32::try_from(len).map_err(|_| std::io::Error::other("PNG chunk too large"))?;
    png.extend_from_slice(&len.to_be_bytes());
    png.extend_from_slice(b"IDAT");
    png.extend_from_slice(&HEAD);
    let mut crc = crc32fast::Hasher::new();
    crc.update(b"IDAT");
    crc.update(&HEAD);
    let mut adler = 1;
    for band in bands {
        png.extend_from_slice(&band.deflated);
        crc.combine(&crc32fast::Hasher::new_with_initial_len(
            band.crc,
            band.deflated.len() as u64,
        ));
        adler = adler32_combine(adler, band.adler, band.len);
    }
    let tail = [LAST.as_slice(), &adler.to_be_bytes()].concat();
    png.extend_from_slice(&tail);
    crc.update(&tail);
    png.extend_from_slice(&crc.finalize().to_be_bytes());
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every chunk's CRC-32 is that of its type and data, the image
    /// data's too, whose CRC is combined from its bands'; and the picture
    /// decodes to its pixels, from the cache as when first made.
    #[test]
    fn a_png_made_of_bands_has_every_checksum_right_and_decodes_to_its_pixels() {
        let mut canvas = Canvas::new(50, 130, 0);
        for (i, p) in canvas.pixels.iter_mut().enumerate() {
            *p = (i * 7 % 13) as u8;
        }
        let palette: Vec<u8> = (0..=255u8).flat_map(|i| [i, 255 - i, i / 2]).collect();
        let cache = BandCache::default();
        let first = cache.png(&canvas, &palette).unwrap();
        let again = cache.png(&canvas, &palette).unwrap();
        assert_eq!(first, again, "the same bytes from the cache");
        let mut at = 8;
        let mut kinds = Vec::new();
        while at < first.len() {
            let len = u32::from_be_bytes(first[at..at + 4].try_into().unwrap()) as usize;
            let body = &first[at + 4..at + 8 + len];
            let stored = u32::from_be_bytes(first[at + 8 + len..at + 12 + len].try_into().unwrap());
            assert_eq!(
                stored,
                crc32fast::hash(body),
                "chunk {:?}",
                String::from_utf8_lossy(&body[..4])
            );
            kinds.push(String::from_utf8_lossy(&body[..4]).into_owned());
            at += 12 + len;
        }
        assert_eq!(kinds, ["IHDR", "PLTE", "IDAT", "IEND"]);
        let decoded = image::load_from_memory_with_format(&first, image::ImageFormat::Png)
            .unwrap()
            .to_rgb8();
        for (i, px) in decoded.pixels().enumerate() {
            let index = usize::from(canvas.pixels[i]);
            assert_eq!(
                px.0,
                [palette[3 * index], palette[3 * index + 1], palette[3 * index + 2]]
            );
        }
    }

    #[test]
    fn checksums_combine_as_if_taken_whole() {
        let bytes: Vec<u8> = (0..200_000u32).map(|i| (i * 7919 % 251) as u8).collect();
        for cut in [0, 1, 5_552, 65_521, 100_000, 199_999, 200_000] {
            let (a, b) = bytes.split_at(cut);
            let combined = adler32_combine(simd_adler32::adler32(&a), simd_adler32::adler32(&b), b.len() as u64);
            assert_eq!(combined, simd_adler32::adler32(&bytes.as_slice()), "cut at {cut}");
        }
    }
}
