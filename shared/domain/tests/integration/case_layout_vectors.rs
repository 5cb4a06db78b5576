//! The case for support document's page list, pinned by `shared/vectors/case_layout.json`: every
//! count of projects (0–5) and stories (0–3) with summaries of 0, 269, 270, 271 and 625 words.
//! The browser preview reads the same file in its tests, so the preview, the PDF and the Word
//! file agree on the pages, their order and their numbers.
//!
//! The file is written from the code once, on purpose, with
//! `FUNDPLAN_WRITE_VECTORS=1 cargo test -p fundplan-domain --test case_layout_vectors`;
//! otherwise the test compares. The hand-written tests below check the file against the spec's
//! rules, so a wrong rule cannot be pinned unnoticed.

use fundplan_domain::case_layout::{
    Counts, IMAGE_COUNT, Layout, PageKind, SUMMARY_THRESHOLD, layout,
};
use serde::{Deserialize, Serialize};
use std::fmt::Write as _;
use std::path::PathBuf;

const PROJECTS: [usize; 6] = [0, 1, 2, 3, 4, 5];
const STORIES: [usize; 4] = [0, 1, 2, 3];
const SUMMARY_WORDS: [usize; 5] = [0, 269, 270, 271, 625];

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Case {
    projects: usize,
    stories: usize,
    summary_words: usize,
    #[serde(flatten)]
    layout: Layout,
}

#[derive(Debug, Deserialize)]
struct File {
    cases: Vec<Case>,
}

fn path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../vectors/case_layout.json")
}

fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for projects in PROJECTS {
        for stories in STORIES {
            for summary_words in SUMMARY_WORDS {
                let layout = layout(Counts {
                    projects,
                    stories,
                    summary_words,
                });
                out.push(Case {
                    projects,
                    stories,
                    summary_words,
                    layout,
                });
            }
        }
    }
    out
}

/// The file's text: one case per block, one page per line, so a change reads well in a diff.
fn render(cases: &[Case]) -> String {
    let mut o = String::from("{\n");
    o.push_str("  \"about\": \"The case for support document's pages (fundplan_domain::case_layout::layout; spec file 3 §2, DECISIONS: 270-word threshold) for 0-5 projects, 0-3 success stories and summaries of 0, 269, 270, 271 and 625 words: each page's number, kind, title, image orders (1-23), slot keys, project and story indices (0-based) and the summary words it shows (1-based, inclusive); the contents entries with their page numbers. Written from the code with FUNDPLAN_WRITE_VECTORS=1 cargo test -p fundplan-domain --test case_layout_vectors; run by that test and by the web's tests.\",\n");
    o.push_str("  \"cases\": [\n");
    for (i, c) in cases.iter().enumerate() {
        let _ = writeln!(
            o,
            "    {{ \"projects\": {}, \"stories\": {}, \"summary_words\": {},",
            c.projects, c.stories, c.summary_words
        );
        o.push_str("      \"pages\": [\n");
        for (j, p) in c.layout.pages.iter().enumerate() {
            let comma = if j + 1 < c.layout.pages.len() {
                ","
            } else {
                ""
            };
            let _ = writeln!(o, "        {}{comma}", compact(p));
        }
        o.push_str("      ],\n");
        o.push_str("      \"contents\": [\n");
        for (j, e) in c.layout.contents.iter().enumerate() {
            let comma = if j + 1 < c.layout.contents.len() {
                ","
            } else {
                ""
            };
            let _ = writeln!(o, "        {}{comma}", compact(e));
        }
        o.push_str("      ]\n");
        let comma = if i + 1 < cases.len() { "," } else { "" };
        let _ = writeln!(o, "    }}{comma}");
    }
    o.push_str("  ]\n}\n");
    o
}

/// Compact JSON of a page or contents entry.
fn compact<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).expect("serializable")
}

/// Writes the file from the code when asked (once per test run, before any test reads it).
fn write_if_asked() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        if std::env::var_os("FUNDPLAN_WRITE_VECTORS").is_some() {
            std::fs::write(path(), render(&cases())).expect("vectors written");
        }
    });
}

fn read() -> File {
    write_if_asked();
    let text = std::fs::read_to_string(path()).expect("shared/vectors/case_layout.json");
    serde_json::from_str(&text).expect("the vectors' shape")
}

#[test]
fn the_page_lists_follow_the_shared_vectors() {
    let expected = cases();
    let file = read();
    assert_eq!(file.cases.len(), 6 * 4 * 5);
    for (stored, made) in file.cases.iter().zip(&expected) {
        assert_eq!(
            stored, made,
            "{} projects, {} stories, {} words",
            made.projects, made.stories, made.summary_words
        );
    }
    // The file is exactly what the code writes (no hand edit that still parses).
    let text = std::fs::read_to_string(path()).expect("vectors");
    assert_eq!(text, render(&expected), "case_layout.json is stale");
}

fn case(projects: usize, stories: usize, summary_words: usize) -> Case {
    static FILE: std::sync::LazyLock<File> = std::sync::LazyLock::new(read);
    FILE.cases
        .iter()
        .find(|c| (c.projects, c.stories, c.summary_words) == (projects, stories, summary_words))
        .cloned()
        .expect("a case of the vectors")
}

fn kinds(c: &Case) -> Vec<PageKind> {
    c.layout.pages.iter().map(|p| p.kind).collect()
}

fn images(c: &Case) -> Vec<u32> {
    let mut all: Vec<u32> = c
        .layout
        .pages
        .iter()
        .flat_map(|p| p.images.clone())
        .collect();
    all.sort();
    all
}

fn contents(c: &Case) -> Vec<(String, u32)> {
    c.layout
        .contents
        .iter()
        .map(|e| (e.title.clone(), e.page))
        .collect()
}

#[test]
fn one_project_one_story_and_269_words_make_the_shortest_document_of_twelve_pages() {
    use PageKind::*;
    let c = case(1, 1, 269);
    assert_eq!(
        kinds(&c),
        [
            Cover,
            Contents,
            DirectorLetter,
            OurStory,
            VisionMission,
            Programs,
            CallForMore,
            ThreeYearGoal,
            FundingPriorities,
            SuccessStories,
            JoinUs,
            Contact
        ]
    );
    assert_eq!(
        c.layout.pages.iter().map(|p| p.number).collect::<Vec<_>>(),
        (1..=12).collect::<Vec<_>>()
    );
    assert_eq!(c.layout.pages[5].summary_words, Some((1, 269)));
    assert_eq!(c.layout.pages[8].projects, vec![0]);
    assert_eq!(c.layout.pages[8].images, vec![16]);
    assert_eq!(c.layout.pages[9].stories, vec![0]);
    // Without the continuation, further priorities and second story page, their images are
    // not in the document.
    let shown = images(&c);
    for absent in [13, 17, 18, 19, 20] {
        assert!(!shown.contains(&absent), "image {absent}");
    }
}

#[test]
fn five_projects_three_stories_and_625_words_make_sixteen_pages_showing_every_image_once() {
    use PageKind::*;
    let c = case(5, 3, 625);
    assert_eq!(c.layout.pages.len(), 16);
    assert_eq!(images(&c), (1..=IMAGE_COUNT).collect::<Vec<_>>());
    assert_eq!(
        kinds(&c),
        [
            Cover,
            Contents,
            DirectorLetter,
            OurStory,
            VisionMission,
            Programs,
            ProgramsContinued,
            CallForMore,
            ThreeYearGoal,
            FundingPriorities,
            FurtherPriorities,
            FurtherPriorities,
            SuccessStories,
            SuccessStoriesContinued,
            JoinUs,
            Contact
        ]
    );
    assert_eq!(c.layout.pages[6].summary_words, Some((271, 625)));
    assert_eq!(c.layout.pages[8].projects, vec![0, 1, 2, 3, 4]);
    assert_eq!(c.layout.pages[10].projects, vec![1, 2]);
    assert_eq!(c.layout.pages[10].images, vec![17, 18]);
    assert_eq!(c.layout.pages[11].projects, vec![3, 4]);
    assert_eq!(c.layout.pages[11].images, vec![19, 20]);
    assert_eq!(c.layout.pages[13].stories, vec![1, 2]);
    // The contents list the sections, not the continuations or the front matter.
    let t = |k: PageKind| k.title().to_string();
    assert_eq!(
        contents(&c),
        vec![
            (t(DirectorLetter), 3),
            (t(OurStory), 4),
            (t(VisionMission), 5),
            (t(Programs), 6),
            (t(CallForMore), 8),
            (t(ThreeYearGoal), 9),
            (t(FundingPriorities), 10),
            (t(SuccessStories), 13),
            (t(JoinUs), 15),
            (t(Contact), 16),
        ]
    );
}

#[test]
fn the_271st_word_adds_the_continuation_page_and_moves_every_later_section_by_one() {
    for projects in 0..=5 {
        for stories in 0..=3 {
            let at = case(projects, stories, SUMMARY_THRESHOLD);
            let past = case(projects, stories, SUMMARY_THRESHOLD + 1);
            assert!(!kinds(&at).contains(&PageKind::ProgramsContinued));
            assert!(kinds(&past).contains(&PageKind::ProgramsContinued));
            assert_eq!(past.layout.pages.len(), at.layout.pages.len() + 1);
            for (a, p) in contents(&at).iter().zip(contents(&past)) {
                assert_eq!(a.0, p.0);
                let later = a.1 > 6;
                assert_eq!(p.1, a.1 + u32::from(later), "{}", a.0);
            }
        }
    }
}

#[test]
fn pages_follow_the_counts_of_projects_and_stories() {
    for summary in SUMMARY_WORDS {
        for projects in 0..=5usize {
            for stories in 0..=3usize {
                let c = case(projects, stories, summary);
                let count = |k| kinds(&c).iter().filter(|x| **x == k).count();
                // 1 further page for projects 2–3, another for 4–5.
                let further = usize::from(projects > 1) + usize::from(projects > 3);
                assert_eq!(count(PageKind::FurtherPriorities), further);
                assert_eq!(count(PageKind::FundingPriorities), 1);
                assert_eq!(count(PageKind::SuccessStories), usize::from(stories >= 1));
                assert_eq!(
                    count(PageKind::SuccessStoriesContinued),
                    usize::from(stories > 1)
                );
                let continued = usize::from(summary > SUMMARY_THRESHOLD);
                let expected =
                    11 + continued + further + usize::from(stories >= 1) + usize::from(stories > 1);
                assert_eq!(c.layout.pages.len(), expected);
                // Every project and story appears on exactly one page.
                let mut p: Vec<usize> = c
                    .layout
                    .pages
                    .iter()
                    .filter(|p| p.kind != PageKind::ThreeYearGoal)
                    .flat_map(|p| p.projects.clone())
                    .collect();
                p.sort();
                assert_eq!(p, (0..projects).collect::<Vec<_>>());
                let s: Vec<usize> = c
                    .layout
                    .pages
                    .iter()
                    .flat_map(|p| p.stories.clone())
                    .collect();
                assert_eq!(s, (0..stories).collect::<Vec<_>>());
                // Numbers run 1..=n, and the contents point at pages of their title.
                for (i, page) in c.layout.pages.iter().enumerate() {
                    assert_eq!(page.number as usize, i + 1);
                }
                for e in &c.layout.contents {
                    assert_eq!(c.layout.pages[e.page as usize - 1].title, e.title);
                }
            }
        }
    }
}
