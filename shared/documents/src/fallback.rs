//! The fallback fonts (`fonts/fallback.toml`): the faces typst falls back to for the characters
//! the document's font lacks (Chinese, Japanese, Korean, Arabic, Hebrew, Devanagari, Greek,
//! Cyrillic, emoji). They are about 50 MB, so they are not embedded like the document fonts: the
//! files are found at run time in one folder ([`search_dirs`]: `$FUNDPLAN_FONTS_DIR`, else
//! Debian's install folders).
//!
//! Once per process (on the first render) every listed file is scanned: the faces it holds and
//! what each covers ([`FontInfo`]), read from a memory map, so only the tables the scan reads
//! are paged in. A face's data is mapped again and parsed only when typst asks for that font,
//! which a document in the scripts of the embedded fonts never does. The faces join typst's font
//! book after the embedded fonts, and every document names the fallback families after its own
//! font ([`font_list`]): typst tries them, in the table's order, for the characters its font
//! lacks, so Greek in Montserrat prints in Noto Sans rather than in whichever embedded font
//! typst's own fallback (`text(fallback: true)`, the default, still on after the list) would
//! rank first (Anton, a condensed display face, for some letters).
//!
//! A missing file is logged once and left out: text the other fonts cover still renders; text
//! only it covered makes the PDF fail with [`crate::RenderError::Unprintable`].

use std::path::{Path, PathBuf};
use std::sync::{LazyLock, OnceLock};

use typst::foundations::Bytes;
use typst::text::{Font, FontInfo};

use crate::assets::FALLBACK_FONTS;
pub use crate::assets::FallbackFont;

/// The variable naming the folder of the fallback files (on Lambda the fonts layer,
/// `/opt/fonts`).
pub const FONTS_DIR_VAR: &str = "FUNDPLAN_FONTS_DIR";

/// The table of `fonts/fallback.toml`, in its order.
pub fn table() -> &'static [FallbackFont] {
    &FALLBACK_FONTS
}

/// The folders the files are looked for in: `$FUNDPLAN_FONTS_DIR` alone when it is set, else the
/// folders Debian installs the packages to.
pub fn search_dirs() -> Vec<PathBuf> {
    if let Some(dir) = std::env::var_os(FONTS_DIR_VAR).filter(|d| !d.is_empty()) {
        return vec![PathBuf::from(dir)];
    }
    let mut dirs: Vec<PathBuf> = Vec::new();
    for font in table() {
        let dir = PathBuf::from(font.debian_dir);
        if !dirs.contains(&dir) {
            dirs.push(dir);
        }
    }
    dirs
}

/// Every file of the table, with the first of `dirs` that holds it (`None`: missing).
pub fn locate(dirs: &[PathBuf]) -> Vec<(&'static str, Option<PathBuf>)> {
    table()
        .iter()
        .flat_map(|font| font.files.iter().copied())
        .map(|name| {
            let path = dirs.iter().map(|d| d.join(name)).find(|p| p.is_file());
            (name, path)
        })
        .collect()
}

/// The font list of a document in `family`: that family, then the fallback families in the
/// table's order. typst tries them in turn for each character the ones before lack, then falls
/// back to any face that has it; a family that is not installed is skipped.
pub fn font_list(family: &str) -> Vec<&str> {
    std::iter::once(family)
        .chain(table().iter().map(|f| f.family))
        .collect()
}

/// What this process found: every file of the table and where, read once by the first render.
pub fn found() -> Vec<(&'static str, Option<PathBuf>)> {
    FALLBACK
        .files
        .iter()
        .map(|f| (f.name, f.path.clone()))
        .collect()
}

/// The files of the table this process did not find (empty when all are installed).
pub fn missing() -> Vec<&'static str> {
    FALLBACK
        .files
        .iter()
        .filter(|f| f.path.is_none())
        .map(|f| f.name)
        .collect()
}

/// A file of the table, where it was found.
struct FontFile {
    name: &'static str,
    path: Option<PathBuf>,
    /// Its bytes, mapped when typst first asks for one of its faces.
    data: OnceLock<Option<Bytes>>,
}

/// One face of a found file: what the scan read, and the font once typst asks for it.
struct Face {
    file: usize,
    index: u32,
    info: FontInfo,
    font: OnceLock<Option<Font>>,
}

/// The fallback faces of this process.
pub(crate) struct Fallback {
    files: Vec<FontFile>,
    faces: Vec<Face>,
}

pub(crate) static FALLBACK: LazyLock<Fallback> = LazyLock::new(|| {
    let dirs = search_dirs();
    let fallback = Fallback::scan(&dirs);
    let missing: Vec<&str> = fallback
        .files
        .iter()
        .filter(|f| f.path.is_none())
        .map(|f| f.name)
        .collect();
    if !missing.is_empty() {
        tracing::warn!(
            ?missing,
            ?dirs,
            "fallback fonts missing: text in the scripts they cover cannot be printed in PDFs \
             (install them with infra/scripts/fonts.sh, or set {FONTS_DIR_VAR} to their folder)"
        );
    }
    fallback
});

/// The bytes of a font file, memory-mapped.
fn map(path: &Path) -> std::io::Result<memmap2::Mmap> {
    let file = std::fs::File::open(path)?;
    // SAFETY: the fonts are read-only files of a package or of the Lambda layer, never written
    // in place while a process runs (a package upgrade replaces a file by renaming a new one
    // over it, which leaves this mapping on the old file).
    unsafe { memmap2::Mmap::map(&file) }
}

/// How many faces a file holds: a collection (`ttcf`) says so in its header (a damaged header is
/// not believed beyond 256), a font is one.
fn face_count(data: &[u8]) -> u32 {
    match data {
        [b't', b't', b'c', b'f', _, _, _, _, a, b, c, d, ..] => {
            u32::from_be_bytes([*a, *b, *c, *d]).min(256)
        }
        _ => 1,
    }
}

impl Fallback {
    /// Finds each file of the table in `dirs` and reads what its faces cover.
    fn scan(dirs: &[PathBuf]) -> Fallback {
        let mut files = Vec::new();
        let mut faces = Vec::new();
        for (name, path) in locate(dirs) {
            let file = files.len();
            let path = path.and_then(|path| match map(&path) {
                Ok(data) => {
                    let found: Vec<Face> = (0..face_count(&data))
                        .filter_map(|index| {
                            Some(Face {
                                file,
                                index,
                                info: FontInfo::new(&data, index)?,
                                font: OnceLock::new(),
                            })
                        })
                        .collect();
                    let none = found.is_empty();
                    faces.extend(found);
                    if none {
                        tracing::warn!(path = %path.display(), "not a font file: left out");
                        return None;
                    }
                    Some(path)
                }
                Err(error) => {
                    tracing::warn!(path = %path.display(), %error, "fallback font unreadable");
                    None
                }
            });
            files.push(FontFile {
                name,
                path,
                data: OnceLock::new(),
            });
        }
        Fallback { files, faces }
    }

    /// Every face's info, in the order of [`Fallback::font`]'s indices.
    pub(crate) fn infos(&self) -> impl Iterator<Item = &FontInfo> {
        self.faces.iter().map(|f| &f.info)
    }

    /// The `i`-th face, mapped and parsed on the first call.
    pub(crate) fn font(&self, i: usize) -> Option<Font> {
        let face = self.faces.get(i)?;
        face.font
            .get_or_init(|| {
                let file = &self.files[face.file];
                let data = file.data.get_or_init(|| {
                    let path = file.path.as_ref()?;
                    map(path)
                        .inspect_err(|error| {
                            tracing::error!(path = %path.display(), %error, "fallback font unreadable");
                        })
                        .ok()
                        .map(Bytes::new)
                });
                Font::new(data.clone()?, face.index)
            })
            .clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_covers_the_scripts_the_issue_names_and_each_file_once() {
        let scripts: String = table()
            .iter()
            .map(|f| f.scripts)
            .collect::<Vec<_>>()
            .join(", ");
        for script in [
            "Chinese",
            "Japanese",
            "Korean",
            "Arabic",
            "Hebrew",
            "Devanagari",
            "Greek",
            "Cyrillic",
            "emoji",
        ] {
            assert!(scripts.contains(script), "{script} in {scripts}");
        }
        let files: Vec<&str> = table()
            .iter()
            .flat_map(|f| f.files.iter().copied())
            .collect();
        let mut unique = files.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), files.len());
    }

    #[test]
    fn a_collection_counts_its_faces_and_a_font_is_one() {
        let mut ttc = b"ttcf\x00\x02\x00\x00\x00\x00\x00\x0a".to_vec();
        ttc.extend([0; 40]);
        assert_eq!(face_count(&ttc), 10);
        ttc[8..12].copy_from_slice(&u32::MAX.to_be_bytes());
        assert_eq!(face_count(&ttc), 256);
        assert_eq!(face_count(&[0, 1, 0, 0, 0, 12]), 1);
        assert_eq!(face_count(b""), 1);
    }

    #[test]
    fn a_folder_without_the_files_finds_nothing_and_scans_to_no_faces() {
        let dir = std::env::temp_dir().join(format!("fundplan-no-fonts-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let found = locate(std::slice::from_ref(&dir));
        assert!(found.iter().all(|(_, path)| path.is_none()));
        let scan = Fallback::scan(std::slice::from_ref(&dir));
        assert_eq!(scan.infos().count(), 0);
        assert!(scan.font(0).is_none());
        let _ = std::fs::remove_dir(&dir);
    }
}
