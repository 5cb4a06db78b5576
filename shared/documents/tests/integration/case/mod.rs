//! The case for support, rendered from the sample and read back with Rust crates: the PDF's
//! pages against the layout, its text in reading order, contents numbers against the printed
//! footers, fonts, images with their alternative texts, title and language; the Word statement's
//! headings, cost table and pictures; the narrative's headings and paragraphs.

mod pdf;
mod read;
mod word;
