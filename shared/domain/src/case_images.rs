//! The images a nonprofit puts in its case for support (issue 9 §2, §4): checked by their
//! content, bounded before they are decoded, and stored at most 2000 px on their longest side.
//!
//! 1. [`check_image`]: PNG or JPEG by their first bytes, at most 1 MB, not empty.
//! 2. The dimensions are read from the header alone; more than 10,000 px on a side or more
//!    than 40 megapixels is refused, so a decompression bomb (a few kilobytes that inflate to
//!    gigabytes) is refused before a pixel is allocated.
//! 3. The image is decoded with [`image::Limits`] set (the sides above, and the memory of a
//!    40-megapixel RGBA image), which also proves the file whole.
//! 4. Larger than 2000 px on its longest side, it is downscaled once with Lanczos3 (2000 px is
//!    more than 150 dpi for any frame of the A4 page); a photo's EXIF orientation is applied.
//!    A PNG stays PNG, a JPEG stays JPEG (quality 85); an image that needs neither keeps its
//!    bytes as uploaded.

use crate::error::DomainError;
use crate::image::{ImageKind, check_image};
use crate::messages as m;
use image::codecs::jpeg::JpegEncoder;
use image::codecs::png::PngEncoder;
use image::imageops::FilterType;
use image::metadata::Orientation;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use std::io::Cursor;

/// The longest side accepted, in pixels.
pub const MAX_SIDE: u32 = 10_000;
/// The most pixels accepted (40 megapixels).
pub const MAX_PIXELS: u64 = 40_000_000;
/// The longest side stored: larger images are scaled down to it.
pub const STORED_SIDE: u32 = 2000;
/// The quality of a re-encoded JPEG.
pub const JPEG_QUALITY: u8 = 85;
/// What decoding may allocate: a 40-megapixel image at 4 bytes a pixel, and a margin.
pub const DECODE_ALLOC: u64 = MAX_PIXELS * 4 + 16 * 1024 * 1024;

/// An image ready to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PreparedImage {
    pub kind: ImageKind,
    pub bytes: Vec<u8>,
    /// Pixels of the stored image.
    pub width: u32,
    pub height: u32,
    /// Whether the bytes are the upload's (false: scaled or turned, and re-encoded).
    pub as_uploaded: bool,
}

fn format(kind: ImageKind) -> ImageFormat {
    match kind {
        ImageKind::Png => ImageFormat::Png,
        ImageKind::Jpeg => ImageFormat::Jpeg,
    }
}

fn unreadable(field: &str) -> DomainError {
    DomainError::field(field, m::IMAGE_UNREADABLE)
}

fn too_many_pixels(field: &str) -> DomainError {
    DomainError::field(field, m::IMAGE_TOO_MANY_PIXELS)
}

/// The width and height an image's header declares, without decoding it.
pub fn dimensions(field: &str, kind: ImageKind, bytes: &[u8]) -> Result<(u32, u32), DomainError> {
    ImageReader::with_format(Cursor::new(bytes), format(kind))
        .into_dimensions()
        .map_err(|_| unreadable(field))
}

/// Whether an image of these dimensions may be decoded.
pub fn within_limits(width: u32, height: u32) -> bool {
    width <= MAX_SIDE && height <= MAX_SIDE && u64::from(width) * u64::from(height) <= MAX_PIXELS
}

/// The size an image of `width` × `height` is stored at: the longest side at most
/// [`STORED_SIDE`], the proportions kept (rounded to the nearest pixel, at least 1).
pub fn stored_size(width: u32, height: u32) -> (u32, u32) {
    let long = width.max(height);
    if long <= STORED_SIDE {
        return (width, height);
    }
    let scale = |side: u32| -> u32 {
        let scaled =
            (u64::from(side) * u64::from(STORED_SIDE) + u64::from(long) / 2) / u64::from(long);
        u32::try_from(scaled).unwrap_or(STORED_SIDE).max(1)
    };
    (scale(width), scale(height))
}

struct Decoded {
    kind: ImageKind,
    img: DynamicImage,
    orientation: Orientation,
    width: u32,
    height: u32,
}

/// Steps 1 to 3 of the module: the type, the size, the dimensions and the whole picture, decoded
/// within the limits.
fn decode(field: &str, bytes: &[u8]) -> Result<Decoded, DomainError> {
    let kind = check_image(field, bytes)?;
    let (width, height) = dimensions(field, kind, bytes)?;
    if width == 0 || height == 0 {
        return Err(unreadable(field));
    }
    if !within_limits(width, height) {
        return Err(too_many_pixels(field));
    }
    if kind == ImageKind::Jpeg && !jpeg_is_complete(bytes) {
        return Err(unreadable(field));
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format(kind));
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(DECODE_ALLOC);
    reader.limits(limits);
    let mut decoder = reader.into_decoder().map_err(|e| refused(field, e))?;
    if decoder.total_bytes() > DECODE_ALLOC {
        return Err(too_many_pixels(field));
    }
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let img = DynamicImage::from_decoder(decoder).map_err(|e| refused(field, e))?;
    Ok(Decoded {
        kind,
        img,
        orientation,
        width,
        height,
    })
}

/// Checks an uploaded image and prepares it for storing (see the module's steps). `field` names
/// the form field in the errors: 422 empty, unreadable or too many pixels; 413 over 1 MB; 415
/// neither PNG nor JPEG.
pub fn prepare_image(field: &str, bytes: &[u8]) -> Result<PreparedImage, DomainError> {
    let Decoded {
        kind,
        mut img,
        orientation,
        width,
        height,
    } = decode(field, bytes)?;
    let turned = orientation != Orientation::NoTransforms;
    if turned {
        img.apply_orientation(orientation);
    }
    let (w, h) = stored_size(img.width(), img.height());
    let scaled = (w, h) != (img.width(), img.height());
    if !scaled && !turned {
        return Ok(PreparedImage {
            kind,
            bytes: bytes.to_vec(),
            width,
            height,
            as_uploaded: true,
        });
    }
    if scaled {
        img = img.resize_exact(w, h, FilterType::Lanczos3);
    }
    let bytes = encode(&img, kind).map_err(|_| unreadable(field))?;
    Ok(PreparedImage {
        kind,
        bytes,
        width: img.width(),
        height: img.height(),
        as_uploaded: false,
    })
}

/// Whether a JPEG holds its whole picture: its segments parse from the start of image to the
/// first start of scan, and an end-of-image marker follows the scan data. The JPEG decoder
/// tolerates a file cut short in its scan data (it fills the missing rows with grey and reports
/// nothing), so a truncated upload would otherwise be stored and printed as a broken picture.
/// An EXIF thumbnail's own markers sit inside an APP segment, which is skipped by its length;
/// in scan data a 0xFF byte is always followed by 0x00 or a restart marker, so 0xFF 0xD9 there
/// is the end of the image.
pub fn jpeg_is_complete(bytes: &[u8]) -> bool {
    if !bytes.starts_with(&[0xFF, 0xD8]) {
        return false;
    }
    let mut i = 2;
    loop {
        // Fill bytes (0xFF) may come before a marker.
        while bytes.get(i) == Some(&0xFF) && bytes.get(i + 1) == Some(&0xFF) {
            i += 1;
        }
        let (Some(&0xFF), Some(&marker)) = (bytes.get(i), bytes.get(i + 1)) else {
            return false;
        };
        match marker {
            // A marker without a length: TEM, restart markers.
            0x01 | 0xD0..=0xD7 => i += 2,
            // End of image before any scan: no picture.
            0xD9 => return false,
            _ => {
                let (Some(&hi), Some(&lo)) = (bytes.get(i + 2), bytes.get(i + 3)) else {
                    return false;
                };
                let len = usize::from(u16::from_be_bytes([hi, lo]));
                if len < 2 {
                    return false;
                }
                let end = i + 2 + len;
                if end > bytes.len() {
                    return false;
                }
                if marker == 0xDA {
                    return bytes[end..].windows(2).any(|w| w == [0xFF, 0xD9]);
                }
                i = end;
            }
        }
    }
}

/// Checks an uploaded logo or profile picture the way the documents will read it: PNG or JPEG
/// by content, at most 1 MB, within the pixel limits, and decoded whole (a truncated or corrupt
/// file is refused with the unreadable-image message instead of breaking every document that
/// prints it).
pub fn verify_image(field: &str, bytes: &[u8]) -> Result<ImageKind, DomainError> {
    decode(field, bytes).map(|d| d.kind)
}

/// A decoding failure: past the limits is "too many pixels", anything else unreadable.
fn refused(field: &str, e: image::ImageError) -> DomainError {
    match e {
        image::ImageError::Limits(_) => too_many_pixels(field),
        _ => unreadable(field),
    }
}

/// `img` as a PNG (its colour type kept where PNG has it) or a JPEG at [`JPEG_QUALITY`].
pub fn encode(img: &DynamicImage, kind: ImageKind) -> image::ImageResult<Vec<u8>> {
    let mut out = Vec::new();
    match kind {
        ImageKind::Png => img.write_with_encoder(PngEncoder::new(&mut out))?,
        ImageKind::Jpeg => {
            let encoder = JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY);
            if img.color().has_color() {
                DynamicImage::ImageRgb8(img.to_rgb8()).write_with_encoder(encoder)?;
            } else {
                DynamicImage::ImageLuma8(img.to_luma8()).write_with_encoder(encoder)?;
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::MAX_IMAGE_BYTES;
    use image::{ImageBuffer, Rgb, Rgba};

    fn photo(width: u32, height: u32) -> DynamicImage {
        // A gradient with some texture: compresses like a picture, not like a flat colour.
        DynamicImage::ImageRgb8(ImageBuffer::from_fn(width, height, |x, y| {
            Rgb([
                (x * 255 / width.max(1)) as u8,
                (y * 255 / height.max(1)) as u8,
                ((x ^ y) & 0x3f) as u8,
            ])
        }))
    }

    fn jpeg(width: u32, height: u32) -> Vec<u8> {
        encode(&photo(width, height), ImageKind::Jpeg).unwrap()
    }

    fn png(img: &DynamicImage) -> Vec<u8> {
        encode(img, ImageKind::Png).unwrap()
    }

    fn message(e: &DomainError) -> String {
        e.to_string()
    }

    #[test]
    fn a_3000_by_2000_jpeg_is_stored_as_a_2000_by_1333_jpeg() {
        let upload = jpeg(3000, 2000);
        assert!(upload.len() <= MAX_IMAGE_BYTES, "{} bytes", upload.len());
        let p = prepare_image("image", &upload).unwrap();
        assert_eq!((p.kind, p.width, p.height), (ImageKind::Jpeg, 2000, 1333));
        assert!(!p.as_uploaded);
        assert!(p.bytes.starts_with(&[0xFF, 0xD8, 0xFF]));
        let back = image::load_from_memory_with_format(&p.bytes, ImageFormat::Jpeg).unwrap();
        assert_eq!((back.width(), back.height()), (2000, 1333));
    }

    #[test]
    fn a_tall_png_with_transparency_stays_a_png_with_its_alpha() {
        let img = DynamicImage::ImageRgba8(ImageBuffer::from_fn(600, 2400, |x, y| {
            Rgba([
                (x % 256) as u8,
                (y % 256) as u8,
                90,
                if x < 300 { 0 } else { 255 },
            ])
        }));
        let p = prepare_image("image", &png(&img)).unwrap();
        assert_eq!((p.kind, p.width, p.height), (ImageKind::Png, 500, 2000));
        let back = image::load_from_memory_with_format(&p.bytes, ImageFormat::Png).unwrap();
        assert_eq!(back.color(), image::ColorType::Rgba8);
        assert_eq!(back.to_rgba8().get_pixel(10, 10)[3], 0);
        assert_eq!(back.to_rgba8().get_pixel(490, 10)[3], 255);
    }

    #[test]
    fn an_image_within_2000_pixels_is_kept_byte_for_byte() {
        for upload in [jpeg(1600, 1200), png(&photo(1200, 900))] {
            let p = prepare_image("image", &upload).unwrap();
            assert!(p.as_uploaded);
            assert_eq!(p.bytes, upload);
        }
        let p = prepare_image("image", &jpeg(1200, 1600)).unwrap();
        assert_eq!((p.width, p.height), (1200, 1600));
    }

    #[test]
    fn the_stored_size_keeps_the_proportions_and_the_longest_side_at_2000() {
        assert_eq!(stored_size(3000, 2000), (2000, 1333));
        assert_eq!(stored_size(2000, 3000), (1333, 2000));
        assert_eq!(stored_size(4000, 3000), (2000, 1500));
        assert_eq!(stored_size(10_000, 1), (2000, 1));
        assert_eq!(stored_size(2001, 2001), (2000, 2000));
        assert_eq!(stored_size(2000, 1999), (2000, 1999));
        assert_eq!(stored_size(5, 5), (5, 5));
    }

    #[test]
    fn the_limits_are_ten_thousand_pixels_a_side_and_forty_megapixels() {
        assert!(within_limits(10_000, 4_000));
        assert!(!within_limits(10_001, 10));
        assert!(!within_limits(10, 10_001));
        assert!(!within_limits(8_000, 5_001));
        assert!(within_limits(8_000, 5_000));
    }

    #[test]
    fn empty_oversized_and_foreign_files_are_refused_with_the_products_messages() {
        let e = prepare_image("image", b"").unwrap_err();
        assert!(matches!(e, DomainError::Validation { .. }));
        assert_eq!(message(&e), m::IMAGE_EMPTY);

        let mut big = jpeg(400, 300);
        big.resize(MAX_IMAGE_BYTES + 1, 0);
        let e = prepare_image("image", &big).unwrap_err();
        assert!(matches!(e, DomainError::PayloadTooLarge(_)));
        assert_eq!(message(&e), m::FILE_TOO_LARGE);

        // A text file named .png: the name is never read, the content is not an image.
        let e =
            prepare_image("image", b"Riverbend Literacy Alliance, 412 Mill Street").unwrap_err();
        assert!(matches!(e, DomainError::UnsupportedMedia(_)));
        assert_eq!(message(&e), m::IMAGE_TYPE);
    }

    #[test]
    fn a_truncated_image_is_refused_as_unreadable() {
        let whole = png(&photo(300, 200));
        let e = prepare_image("image", &whole[..whole.len() / 2]).unwrap_err();
        assert!(matches!(e, DomainError::Validation { .. }));
        assert_eq!(message(&e), m::IMAGE_UNREADABLE);
        let whole = jpeg(300, 200);
        let e = prepare_image("image", &whole[..40]).unwrap_err();
        assert_eq!(message(&e), m::IMAGE_UNREADABLE);
        // Cut in its scan data (the decoder alone fills the rest with grey and accepts it), or
        // without its end-of-image marker.
        for cut in [whole.len() / 10, whole.len() / 2, whole.len() - 2] {
            let e = prepare_image("image", &whole[..cut]).unwrap_err();
            assert_eq!(
                message(&e),
                m::IMAGE_UNREADABLE,
                "cut at {cut} of {}",
                whole.len()
            );
        }
        assert!(prepare_image("image", &whole).is_ok());
    }

    #[test]
    fn a_jpeg_is_complete_with_its_end_marker_after_the_scan_even_with_an_exif_thumbnail() {
        let whole = jpeg(120, 80);
        assert!(jpeg_is_complete(&whole));
        // Bytes after the end marker (some cameras append data) are allowed.
        assert!(jpeg_is_complete(&[whole.as_slice(), b"trailer"].concat()));
        // A thumbnail with its own end marker in an APP1 segment before the main picture's
        // scan does not make a cut main picture complete.
        let thumb = jpeg(8, 8);
        let mut app1 = vec![0xFF, 0xE1];
        app1.extend_from_slice(&u16::try_from(thumb.len() + 2).unwrap().to_be_bytes());
        app1.extend_from_slice(&thumb);
        let with_thumb = [&whole[..2], app1.as_slice(), &whole[2..]].concat();
        assert!(jpeg_is_complete(&with_thumb));
        assert!(!jpeg_is_complete(&with_thumb[..with_thumb.len() / 2]));
        assert!(!jpeg_is_complete(&[0xFF, 0xD8, 0xFF, 0xD9]));
        assert!(!jpeg_is_complete(b"not a jpeg"));
    }

    #[test]
    fn a_photo_turned_by_its_exif_orientation_is_stored_upright() {
        // 300 × 200 pixels taken sideways: EXIF orientation 6 (rotate 90° clockwise).
        let mut out = Vec::new();
        let mut encoder = JpegEncoder::new_with_quality(&mut out, 90);
        let exif: Vec<u8> = [
            b"MM\0\x2a\0\0\0\x08".as_slice(),
            &[0, 1],                                     // one entry
            &[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0], // Orientation, SHORT, 1, value 6
            &[0, 0, 0, 0],
        ]
        .concat();
        image::ImageEncoder::set_exif_metadata(&mut encoder, exif).unwrap();
        DynamicImage::ImageRgb8(photo(300, 200).to_rgb8())
            .write_with_encoder(encoder)
            .unwrap();
        let p = prepare_image("image", &out).unwrap();
        assert_eq!((p.width, p.height), (200, 300));
        assert!(!p.as_uploaded);
    }
}
