//! The 23 default images of the case for support (`case-images/`, drawn for the product), by
//! order: what the PDF and the Word file show for an order without a stored image.

use crate::assets::DEFAULT_IMAGES;
pub use crate::assets::DefaultImage;
use fundplan_domain::case_layout::IMAGE_COUNT;

/// The default image of `order` (1–23).
pub fn default_image(order: u32) -> Option<&'static DefaultImage> {
    let i = order.checked_sub(1)? as usize;
    DEFAULT_IMAGES.get(i).filter(|d| d.order == order)
}

/// Every default image, in order.
pub fn defaults() -> &'static [DefaultImage] {
    &DEFAULT_IMAGES
}

/// The frame of an order as (width, height) in the SVG's units (the contract's frames): the
/// image is placed in it with `fit: cover`.
pub fn frame(order: u32) -> (u32, u32) {
    match order {
        1 | 4..=7 | 9..=12 => (1600, 1200),
        2 => (1200, 1600),
        3 => (1200, 1200),
        16..=21 => (1500, 1000),
        _ => (1600, 900),
    }
}

const _: () = assert!(DEFAULT_IMAGES.len() == IMAGE_COUNT as usize);

#[cfg(test)]
mod tests {
    use super::*;

    /// The `viewBox` attribute of an SVG's root element.
    fn view_box(svg: &str) -> Option<(f64, f64)> {
        let root = &svg[svg.find("<svg")?..];
        let root = &root[..root.find('>')?];
        let at = root.find("viewBox=")? + 9;
        let value = &root[at..];
        let value = &value[..value.find(['"', '\''])?];
        let n: Vec<f64> = value
            .split([' ', ','])
            .filter(|s| !s.is_empty())
            .filter_map(|s| s.parse().ok())
            .collect();
        (n.len() == 4).then(|| (n[2], n[3]))
    }

    #[test]
    fn every_order_has_an_svg_drawn_for_its_frame_and_a_sentence_of_alt_text() {
        for order in 1..=IMAGE_COUNT {
            let image = default_image(order).expect("an image");
            let svg = std::str::from_utf8(image.bytes).expect("an SVG is text");
            let (w, h) = view_box(svg).unwrap_or_else(|| panic!("{}: a viewBox", image.file));
            assert_eq!((w as u32, h as u32), frame(order), "{}", image.file);
            assert!(image.alt.len() > 20, "{}: alt {:?}", image.file, image.alt);
        }
        assert!(default_image(0).is_none());
        assert!(default_image(24).is_none());
    }

    /// Words that tie a picture to one cause (issue 17 §3: the defaults suit any community
    /// nonprofit, a theatre, a clinic or a food bank as well as a literacy charity), matched
    /// case-insensitively inside words ("bookshelf", "learners", "classroom").
    const CAUSE_SPECIFIC: [&str; 9] = [
        "book", "reading", "tutor", "literacy", "librar", "class", "school", "graduat", "learn",
    ];

    /// The cause-specific words in a text.
    fn cause_specific(text: &str) -> Vec<&'static str> {
        let text = text.to_lowercase();
        CAUSE_SPECIFIC
            .into_iter()
            .filter(|w| text.contains(w))
            .collect()
    }

    #[test]
    fn no_default_image_is_named_or_described_for_one_cause() {
        for image in defaults() {
            for text in [image.file, image.alt] {
                let found = cause_specific(text);
                assert!(
                    found.is_empty(),
                    "order {}: {found:?} in {text:?}",
                    image.order
                );
            }
        }
    }

    #[test]
    fn the_cause_check_catches_each_word() {
        for text in [
            "02-contents-books.svg",
            "A volunteer tutor points to a line.",
            "Adult Learners at a desk.",
            "A sunny library corner.",
            "A small class follows along.",
            "A classroom with a board.",
            "A school bus.",
            "A graduation under balloons.",
            "A family reading on a sofa.",
            "A literacy van.",
        ] {
            assert!(!cause_specific(text).is_empty(), "{text}");
        }
        assert!(cause_specific("Neighbors share a meal at a long table.").is_empty());
    }
}
