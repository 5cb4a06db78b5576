//! Uploaded images are checked by their content, not their name or declared type.

use crate::error::DomainError;
use crate::messages as m;

/// 1 MB (spec §5).
pub const MAX_IMAGE_BYTES: usize = 1_048_576;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageKind {
    Png,
    Jpeg,
}

impl ImageKind {
    pub fn content_type(self) -> &'static str {
        match self {
            ImageKind::Png => "image/png",
            ImageKind::Jpeg => "image/jpeg",
        }
    }
    pub fn extension(self) -> &'static str {
        match self {
            ImageKind::Png => "png",
            ImageKind::Jpeg => "jpg",
        }
    }
}

/// PNG or JPEG by magic bytes, whatever the size; none for anything else.
pub fn image_kind(bytes: &[u8]) -> Option<ImageKind> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") && bytes.len() > 24 {
        return Some(ImageKind::Png);
    }
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) && bytes.len() > 4 {
        return Some(ImageKind::Jpeg);
    }
    None
}

/// PNG or JPEG by magic bytes, at most 1 MB, not empty.
pub fn check_image(field: &str, bytes: &[u8]) -> Result<ImageKind, DomainError> {
    if bytes.is_empty() {
        return Err(DomainError::field(field, m::IMAGE_EMPTY));
    }
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(DomainError::PayloadTooLarge(m::FILE_TOO_LARGE.into()));
    }
    image_kind(bytes).ok_or_else(|| DomainError::UnsupportedMedia(m::IMAGE_TYPE.into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(len: usize) -> Vec<u8> {
        let mut v = b"\x89PNG\r\n\x1a\n".to_vec();
        v.resize(len, 0);
        v
    }

    #[test]
    fn a_png_and_a_jpeg_are_recognised_by_content() {
        assert_eq!(check_image("logo", &png(100)).unwrap(), ImageKind::Png);
        assert_eq!(
            check_image("logo", &[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]).unwrap(),
            ImageKind::Jpeg
        );
    }

    #[test]
    fn a_file_named_png_that_is_not_an_image_is_refused() {
        assert!(matches!(
            check_image("logo", b"GIF89a......"),
            Err(DomainError::UnsupportedMedia(_))
        ));
        assert!(matches!(
            check_image("logo", b"<svg></svg>"),
            Err(DomainError::UnsupportedMedia(_))
        ));
    }

    #[test]
    fn exactly_one_megabyte_passes_and_one_byte_more_is_too_large() {
        assert!(check_image("logo", &png(MAX_IMAGE_BYTES)).is_ok());
        let e = check_image("logo", &png(MAX_IMAGE_BYTES + 1)).unwrap_err();
        assert_eq!(e.to_string(), m::FILE_TOO_LARGE);
    }

    #[test]
    fn an_empty_file_is_refused() {
        assert_eq!(
            check_image("logo", b"").unwrap_err().to_string(),
            m::IMAGE_EMPTY
        );
    }
}
