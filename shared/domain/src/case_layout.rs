//! The case for support document's layout, described once (spec file 3 §2, "Case-for-support
//! document screen"; DECISIONS "Product"): the page list, each page's slots (texts with their
//! word limits, images by their order 1–23, projects, stories) and the rules that add or drop
//! pages and number the contents page. `GET /case-statements` sends this layout with the
//! document's texts; the browser preview, the PDF and the Word file all draw from it, so they show
//! the same pages in the same order with the same numbers. `shared/vectors/case_layout.json`
//! pins the page list for every count of projects and stories and the summary's edge lengths.

use crate::words;
use serde::{Deserialize, Serialize};

/// Words of the programs summary on the programs page; the rest (271–625) goes on the
/// continuation page, shown only when the summary is longer (DECISIONS: 270, not 320).
pub const SUMMARY_THRESHOLD: usize = 270;
/// The summary's limit (spec §5), which the continuation page holds in full.
pub const SUMMARY_LIMIT: usize = 625;
/// The editor's limit for a text without one of its own (spec §5).
pub const NO_LIMIT: usize = 9999;
/// The default image set (spec §2: 23 page images), by order 1–23.
pub const IMAGE_COUNT: u32 = 23;
/// Projects the document shows: the first on the funding priorities page, two per further page.
pub const MAX_PROJECTS: usize = 5;
/// Success stories the document shows (module 11 keeps at most three).
pub const MAX_STORIES: usize = 3;

/// The page kinds, in document order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PageKind {
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
    SuccessStories,
    SuccessStoriesContinued,
    JoinUs,
    Contact,
}

impl PageKind {
    /// The page's heading, which the contents page lists for the pages that start a section.
    pub fn title(self) -> &'static str {
        match self {
            PageKind::Cover => "Case for Support",
            PageKind::Contents => "Contents",
            PageKind::DirectorLetter => "A Letter from Our Executive Director",
            PageKind::OurStory => "Our Story",
            PageKind::VisionMission => "Our Vision and Mission",
            PageKind::Programs => "Our Programs",
            PageKind::ProgramsContinued => "Our Programs (continued)",
            PageKind::CallForMore => "A Call for More",
            PageKind::ThreeYearGoal => "Our Three-Year Goal",
            PageKind::FundingPriorities => "Funding Priorities",
            PageKind::FurtherPriorities => "Funding Priorities (continued)",
            PageKind::SuccessStories => "Success Stories",
            PageKind::SuccessStoriesContinued => "Success Stories (continued)",
            PageKind::JoinUs => "Join Us",
            PageKind::Contact => "Contact Us",
        }
    }

    /// Whether the contents page lists it (continuations and the front matter are not listed).
    pub fn in_contents(self) -> bool {
        !matches!(
            self,
            PageKind::Cover
                | PageKind::Contents
                | PageKind::ProgramsContinued
                | PageKind::FurtherPriorities
                | PageKind::SuccessStoriesContinued
        )
    }
}

/// A text the document shows and the editor may override, by key. Slot keys on the wire:
/// `director_letter`, `our_story`, `vision`, `mission`, `summary`, `call_for_more`, `join_us`,
/// `story:<story id>`, `project:<project id>` (the project's rationale).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Slot {
    DirectorLetter,
    OurStory,
    Vision,
    Mission,
    Summary,
    CallForMore,
    JoinUs,
    Story(String),
    Project(String),
}

impl Slot {
    /// The document editor's word limit (spec §5).
    pub fn limit(&self) -> usize {
        match self {
            Slot::DirectorLetter => 255,
            Slot::OurStory => 294,
            Slot::Vision | Slot::Mission => 70,
            Slot::Summary => SUMMARY_LIMIT,
            Slot::CallForMore => 285,
            Slot::JoinUs => 138,
            Slot::Story(_) => 263,
            Slot::Project(_) => 85,
        }
    }

    pub fn key(&self) -> String {
        match self {
            Slot::DirectorLetter => "director_letter".into(),
            Slot::OurStory => "our_story".into(),
            Slot::Vision => "vision".into(),
            Slot::Mission => "mission".into(),
            Slot::Summary => "summary".into(),
            Slot::CallForMore => "call_for_more".into(),
            Slot::JoinUs => "join_us".into(),
            Slot::Story(id) => format!("story:{id}"),
            Slot::Project(id) => format!("project:{id}"),
        }
    }

    /// The slot of a key; `None` for anything else (ids are not checked here: the API checks
    /// that the story or project is the organization's).
    pub fn parse(key: &str) -> Option<Slot> {
        Some(match key {
            "director_letter" => Slot::DirectorLetter,
            "our_story" => Slot::OurStory,
            "vision" => Slot::Vision,
            "mission" => Slot::Mission,
            "summary" => Slot::Summary,
            "call_for_more" => Slot::CallForMore,
            "join_us" => Slot::JoinUs,
            _ => {
                let (kind, id) = key.split_once(':')?;
                let ok = !id.is_empty()
                    && id.len() <= 64
                    && id
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
                if !ok {
                    return None;
                }
                match kind {
                    "story" => Slot::Story(id.to_string()),
                    "project" => Slot::Project(id.to_string()),
                    _ => return None,
                }
            }
        })
    }
}

/// What decides the page list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    /// Listed new projects (0 when module 9 is skipped); more than [`MAX_PROJECTS`] count as 5.
    pub projects: usize,
    /// Success stories; more than [`MAX_STORIES`] count as 3.
    pub stories: usize,
    /// Words of the programs summary as the document shows it (override or answer).
    pub summary_words: usize,
}

/// One page: what it holds, by reference into the document's content.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Page {
    /// 1-based, as printed in the footer and on the contents page.
    pub number: u32,
    pub kind: PageKind,
    pub title: String,
    /// Image orders (1–23) in reading order.
    pub images: Vec<u32>,
    /// Slot keys of the editable texts, in reading order.
    pub slots: Vec<String>,
    /// Indices into the document's projects (0-based) this page presents.
    pub projects: Vec<usize>,
    /// Indices into the document's success stories (0-based).
    pub stories: Vec<usize>,
    /// For the programs pages: the summary's words this page shows, 1-based inclusive
    /// (`[1, 270]` and `[271, 625]`); `None` elsewhere.
    pub summary_words: Option<(usize, usize)>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContentsEntry {
    pub title: String,
    pub page: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    pub pages: Vec<Page>,
    pub contents: Vec<ContentsEntry>,
}

/// The image order of project `i` (0-based): 16 for the first (funding priorities), 17–20 for
/// projects 2–5 on the further-priorities pages.
pub fn project_image(i: usize) -> u32 {
    16 + i as u32
}

/// The page list for `c`.
pub fn layout(c: Counts) -> Layout {
    let projects = c.projects.min(MAX_PROJECTS);
    let stories = c.stories.min(MAX_STORIES);
    let mut pages: Vec<Page> = Vec::with_capacity(16);
    let mut push = |kind: PageKind,
                    images: Vec<u32>,
                    slots: Vec<String>,
                    projects: Vec<usize>,
                    stories: Vec<usize>,
                    summary_words: Option<(usize, usize)>| {
        let number = pages.len() as u32 + 1;
        pages.push(Page {
            number,
            kind,
            title: kind.title().to_string(),
            images,
            slots,
            projects,
            stories,
            summary_words,
        });
    };
    let s = |slot: Slot| slot.key();
    push(PageKind::Cover, vec![1], vec![], vec![], vec![], None);
    push(PageKind::Contents, vec![2], vec![], vec![], vec![], None);
    push(
        PageKind::DirectorLetter,
        vec![3],
        vec![s(Slot::DirectorLetter)],
        vec![],
        vec![],
        None,
    );
    push(
        PageKind::OurStory,
        vec![4, 5, 6, 7],
        vec![s(Slot::OurStory)],
        vec![],
        vec![],
        None,
    );
    push(
        PageKind::VisionMission,
        vec![8],
        vec![s(Slot::Vision), s(Slot::Mission)],
        vec![],
        vec![],
        None,
    );
    let first = c.summary_words.min(SUMMARY_THRESHOLD);
    push(
        PageKind::Programs,
        vec![9, 10, 11, 12],
        vec![s(Slot::Summary)],
        vec![],
        vec![],
        Some((1, first)),
    );
    if c.summary_words > SUMMARY_THRESHOLD {
        push(
            PageKind::ProgramsContinued,
            vec![13],
            vec![s(Slot::Summary)],
            vec![],
            vec![],
            Some((SUMMARY_THRESHOLD + 1, c.summary_words.min(SUMMARY_LIMIT))),
        );
    }
    push(
        PageKind::CallForMore,
        vec![14],
        vec![s(Slot::CallForMore)],
        vec![],
        vec![],
        None,
    );
    push(
        PageKind::ThreeYearGoal,
        vec![15],
        vec![],
        (0..projects).collect(),
        vec![],
        None,
    );
    let project_slots = |range: std::ops::Range<usize>| -> (Vec<u32>, Vec<usize>) {
        let ids: Vec<usize> = range.collect();
        (ids.iter().map(|&i| project_image(i)).collect(), ids)
    };
    let (images, ids) = project_slots(0..projects.min(1));
    push(
        PageKind::FundingPriorities,
        images,
        vec![],
        ids,
        vec![],
        None,
    );
    for range in [1..projects.min(3), 3..projects.min(5)] {
        if range.start < range.end {
            let (images, ids) = project_slots(range);
            push(
                PageKind::FurtherPriorities,
                images,
                vec![],
                ids,
                vec![],
                None,
            );
        }
    }
    if stories >= 1 {
        push(
            PageKind::SuccessStories,
            vec![21],
            vec![],
            vec![],
            vec![0],
            None,
        );
    }
    if stories > 1 {
        push(
            PageKind::SuccessStoriesContinued,
            vec![],
            vec![],
            vec![],
            (1..stories).collect(),
            None,
        );
    }
    push(
        PageKind::JoinUs,
        vec![22],
        vec![s(Slot::JoinUs)],
        vec![],
        vec![],
        None,
    );
    push(PageKind::Contact, vec![23], vec![], vec![], vec![], None);
    let contents = pages
        .iter()
        .filter(|p| p.kind.in_contents())
        .map(|p| ContentsEntry {
            title: p.title.clone(),
            page: p.number,
        })
        .collect();
    Layout { pages, contents }
}

/// The summary's words `from..=to` (1-based) as the page shows them: the words joined by single
/// spaces within a paragraph, paragraph breaks (blank lines) kept.
pub fn summary_part(summary: &str, from: usize, to: usize) -> String {
    let mut out = String::new();
    let mut n = 0;
    for (p, paragraph) in summary.split("\n\n").enumerate() {
        let mut started = false;
        for word in paragraph.split(words::is_space).filter(|w| !w.is_empty()) {
            n += 1;
            if n < from || n > to {
                continue;
            }
            if !started && !out.is_empty() && p > 0 {
                out.push_str("\n\n");
            } else if started {
                out.push(' ');
            }
            started = true;
            out.push_str(word);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(c: Counts) -> Vec<PageKind> {
        layout(c).pages.iter().map(|p| p.kind).collect()
    }

    #[test]
    fn the_shortest_document_has_twelve_pages_and_the_fullest_sixteen() {
        let small = Counts {
            projects: 1,
            stories: 1,
            summary_words: 270,
        };
        assert_eq!(layout(small).pages.len(), 12);
        let full = Counts {
            projects: 5,
            stories: 3,
            summary_words: 625,
        };
        let l = layout(full);
        assert_eq!(l.pages.len(), 16);
        let mut images: Vec<u32> = l.pages.iter().flat_map(|p| p.images.clone()).collect();
        images.sort();
        assert_eq!(images, (1..=IMAGE_COUNT).collect::<Vec<_>>());
    }

    #[test]
    fn the_continuation_page_appears_from_the_271st_word_and_shifts_later_pages_by_one() {
        let at = |w| Counts {
            projects: 2,
            stories: 2,
            summary_words: w,
        };
        assert!(!kinds(at(270)).contains(&PageKind::ProgramsContinued));
        assert!(kinds(at(271)).contains(&PageKind::ProgramsContinued));
        let page_of = |w, kind| {
            layout(at(w))
                .contents
                .iter()
                .find(|e| e.title == PageKind::title(kind))
                .unwrap()
                .page
        };
        assert_eq!(page_of(270, PageKind::CallForMore), 7);
        assert_eq!(page_of(271, PageKind::CallForMore), 8);
        let p = &layout(at(400)).pages[6];
        assert_eq!(p.summary_words, Some((271, 400)));
    }

    #[test]
    fn further_priority_pages_take_projects_two_and_three_then_four_and_five() {
        let with = |n| Counts {
            projects: n,
            stories: 1,
            summary_words: 100,
        };
        let further = |n| {
            layout(with(n))
                .pages
                .iter()
                .filter(|p| p.kind == PageKind::FurtherPriorities)
                .map(|p| p.projects.clone())
                .collect::<Vec<_>>()
        };
        assert!(further(1).is_empty());
        assert_eq!(further(2), vec![vec![1]]);
        assert_eq!(further(3), vec![vec![1, 2]]);
        assert_eq!(further(4), vec![vec![1, 2], vec![3]]);
        assert_eq!(further(5), vec![vec![1, 2], vec![3, 4]]);
        assert_eq!(further(9), further(5));
        assert_eq!(layout(with(0)).pages[8].projects, Vec::<usize>::new());
    }

    #[test]
    fn a_second_success_story_page_holds_the_second_and_third_stories() {
        let with = |n| Counts {
            projects: 1,
            stories: n,
            summary_words: 100,
        };
        assert!(!kinds(with(0)).contains(&PageKind::SuccessStories));
        assert!(!kinds(with(1)).contains(&PageKind::SuccessStoriesContinued));
        let l = layout(with(3));
        let cont = l
            .pages
            .iter()
            .find(|p| p.kind == PageKind::SuccessStoriesContinued)
            .unwrap();
        assert_eq!(cont.stories, vec![1, 2]);
    }

    #[test]
    fn slot_keys_round_trip_and_foreign_keys_are_refused() {
        for slot in [
            Slot::DirectorLetter,
            Slot::OurStory,
            Slot::Vision,
            Slot::Mission,
            Slot::Summary,
            Slot::CallForMore,
            Slot::JoinUs,
            Slot::Story("st_01".into()),
            Slot::Project("pr-9".into()),
        ] {
            assert_eq!(Slot::parse(&slot.key()), Some(slot));
        }
        for bad in [
            "",
            "story:",
            "story:a b",
            "program:x",
            "x:y",
            "impact",
            "story:../x",
        ] {
            assert_eq!(Slot::parse(bad), None, "{bad}");
        }
        assert_eq!(Slot::Story("a".into()).limit(), 263);
        assert_eq!(Slot::Project("a".into()).limit(), 85);
    }

    #[test]
    fn the_summary_splits_at_the_threshold_keeping_paragraphs() {
        let text = "one two three\n\nfour five";
        assert_eq!(summary_part(text, 1, 3), "one two three");
        assert_eq!(summary_part(text, 1, 4), "one two three\n\nfour");
        assert_eq!(summary_part(text, 4, 5), "four five");
        assert_eq!(summary_part(text, 3, 5), "three\n\nfour five");
    }
}
