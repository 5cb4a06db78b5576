//! Decompression bombs are refused before they allocate: a real 20,000 × 20,000 PNG (a few
//! dozen kilobytes of deflated zeros that inflate to 400 MB of pixels) and a JPEG whose header
//! claims as much are refused by `prepare_image` with the image-size message while the thread
//! allocates less than 1 MB, measured by a counting allocator.

use fundplan_domain::DomainError;
use fundplan_domain::case_images::{encode, prepare_image};
use fundplan_domain::image::{ImageKind, MAX_IMAGE_BYTES};
use fundplan_domain::messages as m;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Counts the bytes live and their peak, for the threads that ask to be watched.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    static WATCHED: Cell<bool> = const { Cell::new(false) };
}

fn watched() -> bool {
    WATCHED.try_with(Cell::get).unwrap_or(false)
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if watched() {
            let now = LIVE.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
            PEAK.fetch_max(now, Ordering::SeqCst);
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        if watched() {
            LIVE.fetch_sub(
                layout.size().min(LIVE.load(Ordering::SeqCst)),
                Ordering::SeqCst,
            );
        }
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The most bytes live at once on this thread while `f` runs.
fn peak_of<T>(f: impl FnOnce() -> T) -> (T, usize) {
    LIVE.store(0, Ordering::SeqCst);
    PEAK.store(0, Ordering::SeqCst);
    WATCHED.with(|w| w.set(true));
    let out = f();
    WATCHED.with(|w| w.set(false));
    (out, PEAK.load(Ordering::SeqCst))
}

/// A 20,000 × 20,000 grayscale PNG of zeros, written row by row with the png crate: every row
/// is really there, deflated.
fn png_bomb() -> Vec<u8> {
    let side = 20_000u32;
    let mut out = Vec::new();
    {
        let mut encoder = png::Encoder::new(&mut out, side, side);
        encoder.set_color(png::ColorType::Grayscale);
        encoder.set_depth(png::BitDepth::One);
        encoder.set_compression(png::Compression::High);
        let mut writer = encoder.write_header().expect("header");
        let mut stream = writer.stream_writer().expect("stream");
        let row = vec![0u8; (side as usize).div_ceil(8)];
        for _ in 0..side {
            std::io::Write::write_all(&mut stream, &row).expect("row");
        }
        stream.finish().expect("image");
        writer.finish().expect("end of image");
    }
    out
}

/// A small real JPEG whose frame header (SOF0) is changed to claim 20,000 × 20,000 pixels.
fn jpeg_claiming_20000_pixels_a_side() -> Vec<u8> {
    let img = image::DynamicImage::ImageRgb8(image::RgbImage::from_pixel(
        16,
        16,
        image::Rgb([200, 100, 50]),
    ));
    let mut bytes = encode(&img, ImageKind::Jpeg).expect("a JPEG");
    let sof = bytes
        .windows(2)
        .position(|w| w == [0xFF, 0xC0])
        .expect("a baseline frame header");
    // FF C0, length (2), precision (1), height (2), width (2).
    let side = 20_000u16.to_be_bytes();
    bytes[sof + 5..sof + 7].copy_from_slice(&side);
    bytes[sof + 7..sof + 9].copy_from_slice(&side);
    bytes
}

fn is_size_refusal(r: Result<fundplan_domain::case_images::PreparedImage, DomainError>) {
    match r {
        Err(e @ DomainError::Validation { .. }) => {
            assert_eq!(e.to_string(), m::IMAGE_TOO_MANY_PIXELS)
        }
        other => panic!("expected the image-size refusal, got {other:?}"),
    }
}

#[test]
fn decompression_bombs_are_refused_from_their_header_without_allocating_their_pixels() {
    let bomb = png_bomb();
    assert!(bomb.len() < 100_000, "{} bytes", bomb.len());
    assert!(bomb.len() <= MAX_IMAGE_BYTES, "it passes the 1 MB rule");
    let decoded =
        image::ImageReader::with_format(std::io::Cursor::new(&bomb), image::ImageFormat::Png)
            .into_dimensions()
            .expect("a real PNG");
    assert_eq!(decoded, (20_000, 20_000));

    let (r, peak) = peak_of(|| prepare_image("image", &bomb));
    is_size_refusal(r);
    assert!(peak < 1024 * 1024, "{peak} bytes allocated");

    let claim = jpeg_claiming_20000_pixels_a_side();
    let (r, peak) = peak_of(|| prepare_image("image", &claim));
    is_size_refusal(r);
    assert!(peak < 1024 * 1024, "{peak} bytes allocated");

    // The watch works: a real 1000 × 1000 decode is seen (3 MB of pixels at least).
    let photo = encode(
        &image::DynamicImage::ImageRgb8(image::RgbImage::from_fn(1000, 1000, |x, y| {
            image::Rgb([(x % 251) as u8, (y % 241) as u8, ((x * y) % 239) as u8])
        })),
        ImageKind::Jpeg,
    )
    .unwrap();
    let (r, peak) = peak_of(|| prepare_image("image", &photo));
    assert!(r.is_ok());
    assert!(peak >= 3_000_000, "{peak} bytes allocated");
}
