//! Every PDF of the sample organization, rendered and read back: its text, pages, page size and
//! fonts, plus the edge cases of each (empty, many rows, long names, text that looks like markup).

use crate::common::{Pdf, render, squeeze};
use fundplan_documents::model::{BenefitRow, Document, TalkingPoint};
use fundplan_documents::sample;

/// US Letter and A4 in points. The sample organization gave no international phone number, so it
/// prints on the product's default country's paper, Letter.
const LETTER: (f32, f32) = (612.0, 792.0);
const A4: (f32, f32) = (595.28, 841.89);

fn is_portrait(paper: (f32, f32)) -> impl Fn((f32, f32)) -> bool {
    move |(w, h)| (w - paper.0).abs() < 1.0 && (h - paper.1).abs() < 1.0
}

fn is_landscape(paper: (f32, f32)) -> impl Fn((f32, f32)) -> bool {
    move |(w, h)| (w - paper.1).abs() < 1.0 && (h - paper.0).abs() < 1.0
}

fn is_portrait_letter(size: (f32, f32)) -> bool {
    is_portrait(LETTER)(size)
}

fn is_landscape_letter(size: (f32, f32)) -> bool {
    is_landscape(LETTER)(size)
}

/// Text that typst would read as markup, code or math if it were ever spliced into a template.
const HOSTILE: &str = "<script>alert('x')</script> #set page(fill: red) $x^2$ *bold* _em_ @ref <label> // not a comment \\ [brackets] = heading";

// ---------------------------------------------------------------------------------------------
// Stewardship Structure

#[test]
fn the_stewardship_structure_is_one_landscape_page_with_every_benefit_and_the_goal() {
    let file = render(&Document::Stewardship(sample::stewardship()));
    let pdf = Pdf::read(&file);
    assert_eq!(pdf.pages(), 1);
    assert!(is_landscape_letter(pdf.sizes()[0]), "{:?}", pdf.sizes());
    let text = pdf.squeezed();
    assert!(text.contains("StewardshipStructure"));
    assert!(text.contains("RiverbendLiteracyAlliance"));
    assert!(text.contains("$3,500,000"), "the goal");
    for column in sample::columns() {
        assert!(text.contains(&squeeze(&column)), "column {column}");
    }
    for row in sample::stewardship().rows {
        assert!(text.contains(&squeeze(&row.name)), "benefit {}", row.name);
    }
}

#[test]
fn pdfs_embed_subsets_of_the_organizations_font_and_are_tagged() {
    let pdf = Pdf::read(&render(&Document::Stewardship(sample::stewardship())));
    let fonts = pdf.embedded_fonts();
    assert!(!fonts.is_empty(), "fonts are embedded");
    assert!(
        fonts.iter().all(|f| f.contains("+Montserrat-")),
        "only subsets of Montserrat: {fonts:?}"
    );
    assert!(pdf.tagged(), "tagged PDF");

    let mut doc = sample::stewardship();
    doc.org.letterhead.font_family = "Open Sans".to_owned();
    let fonts = Pdf::read(&render(&Document::Stewardship(doc))).embedded_fonts();
    assert!(fonts.iter().all(|f| f.contains("+OpenSans-")), "{fonts:?}");
}

#[test]
fn every_pdf_is_written_to_pdf_ua_1_and_says_so() {
    // typst refuses, as it writes, what PDF/UA-1 forbids (no title, an image without alt text,
    // a skipped heading level); the file then declares the standard in its metadata.
    let pdfs: Vec<_> = sample::all()
        .into_iter()
        .map(|(name, doc)| (name, fundplan_documents::render(&doc).expect(name)))
        .filter(|(_, file)| file.extension == "pdf")
        .collect();
    assert!(pdfs.len() >= 6, "every PDF kind: {}", pdfs.len());
    for (name, file) in pdfs {
        let text = String::from_utf8_lossy(&file.bytes);
        assert!(
            text.contains("<pdfuaid:part>1</pdfuaid:part>"),
            "{name} declares PDF/UA-1"
        );
        assert!(Pdf::read(&file).tagged(), "{name} is tagged");
    }
}

#[test]
fn an_unknown_font_or_a_colour_that_is_not_hex_falls_back_to_the_defaults() {
    let mut doc = sample::stewardship();
    doc.org.letterhead.font_family = "Comic Sans\"); #panic(".to_owned();
    doc.org.letterhead.headings_color = "red\"); #panic(\"".to_owned();
    let pdf = Pdf::read(&render(&Document::Stewardship(doc)));
    assert!(
        pdf.embedded_fonts()
            .iter()
            .all(|f| f.contains("+Montserrat-"))
    );
}

#[test]
fn every_check_mark_of_the_stewardship_chart_reads_as_included() {
    let doc = sample::stewardship();
    let checked = doc
        .rows
        .iter()
        .flat_map(|r| &r.checks)
        .filter(|c| **c)
        .count();
    assert!(checked > 0);
    let alts = Pdf::read(&render(&Document::Stewardship(doc))).alt_texts();
    assert_eq!(
        alts.iter().filter(|a| *a == "Included").count(),
        checked,
        "{alts:?}"
    );
}

#[test]
fn an_empty_benefit_chart_still_renders_a_page_that_says_it_is_empty() {
    let mut doc = sample::stewardship();
    doc.rows.clear();
    let pdf = Pdf::read(&render(&Document::Stewardship(doc)));
    assert_eq!(pdf.pages(), 1);
    assert!(pdf.squeezed().contains("Nobenefitsareinthechartyet"));
}

#[test]
fn fifty_benefits_flow_onto_more_landscape_pages_with_every_name() {
    let mut doc = sample::stewardship();
    doc.rows = (1..=50)
        .map(|i| BenefitRow {
            name: format!("Benefit number {i} for donors"),
            checks: vec![i % 2 == 0, true, false, i % 3 == 0, true, false],
        })
        .collect();
    let pdf = Pdf::read(&render(&Document::Stewardship(doc)));
    assert!(pdf.pages() >= 2, "{} pages", pdf.pages());
    assert!(pdf.sizes().into_iter().all(is_landscape_letter));
    let text = pdf.squeezed();
    for i in 1..=50 {
        assert!(
            text.contains(&format!("Benefitnumber{i}fordonors")),
            "row {i}"
        );
    }
    // The header row repeats on every page.
    assert_eq!(text.matches("Benefit$500,000").count(), pdf.pages());
}

#[test]
fn long_benefit_and_organization_names_wrap_instead_of_being_cut() {
    let mut doc = sample::stewardship();
    let long = "A very long benefit name that a development officer typed without stopping, naming the reception, the plaque, the annual report listing and the private tour all at once, and then some more words to pass two hundred characters";
    doc.rows[0].name = long.to_owned();
    doc.org.letterhead.name = "The Riverbend County Adult and Family Literacy, English Language and Digital Skills Alliance of the Lower Mill River Valley".to_owned();
    let pdf = Pdf::read(&render(&Document::Stewardship(doc.clone())));
    let text = pdf.squeezed();
    assert!(text.contains(&squeeze(long)));
    assert!(text.contains(&squeeze(&doc.org.letterhead.name)));
}

#[test]
fn benefit_names_that_look_like_markup_print_as_typed() {
    let mut doc = sample::stewardship();
    doc.rows[0].name = HOSTILE.to_owned();
    doc.org.letterhead.name = "Okafor & Lee <b>Fund</b> #1 $5 *star*".to_owned();
    let pdf = Pdf::read(&render(&Document::Stewardship(doc)));
    let text = pdf.squeezed();
    assert!(text.contains(&squeeze(HOSTILE)), "{text}");
    assert!(text.contains("Okafor&Lee<b>Fund</b>#1$5*star*"));
}

// ---------------------------------------------------------------------------------------------
// Talking Points

#[test]
fn the_talking_points_are_numbered_in_order_on_portrait_pages() {
    let doc = sample::talking_points();
    let pdf = Pdf::read(&render(&Document::TalkingPoints(doc.clone())));
    assert!(pdf.sizes().into_iter().all(is_portrait_letter));
    let text = pdf.squeezed();
    assert!(text.contains("TalkingPoints"));
    let mut at = 0;
    for (i, p) in doc.points.iter().enumerate() {
        let numbered = format!("{}{}", i + 1, squeeze(&p.title));
        let found = text[at..]
            .find(&numbered)
            .unwrap_or_else(|| panic!("point {} after the one before: {numbered}", i + 1));
        at += found + numbered.len();
        assert!(text.contains(&squeeze(&p.text)), "text of point {}", i + 1);
    }
}

#[test]
fn talking_points_keep_markup_characters_and_long_texts_as_text() {
    let mut doc = sample::talking_points();
    doc.points[0] = TalkingPoint {
        title: "Our #1 mission *today*".to_owned(),
        text: HOSTILE.to_owned(),
    };
    doc.points[1].text = "Word ".repeat(400);
    let pdf = Pdf::read(&render(&Document::TalkingPoints(doc)));
    let text = pdf.squeezed();
    assert!(text.contains("Our#1mission*today*"));
    assert!(text.contains(&squeeze(HOSTILE)));
    assert_eq!(text.matches("Word").count(), 400);
}

#[test]
fn talking_points_without_any_point_still_render_the_introduction() {
    let mut doc = sample::talking_points();
    doc.points.clear();
    let pdf = Pdf::read(&render(&Document::TalkingPoints(doc)));
    assert_eq!(pdf.pages(), 1);
    assert!(pdf.squeezed().contains("TalkingPoints"));
}

// ---------------------------------------------------------------------------------------------
// Understanding Your Fundraising Goals

#[test]
fn the_goals_document_shows_the_budget_each_goal_and_the_total_exact_and_rounded() {
    let doc = sample::goals();
    let pdf = Pdf::read(&render(&Document::FundraisingGoals(doc)));
    assert!(pdf.sizes().into_iter().all(is_portrait_letter));
    let text = pdf.squeezed();
    assert!(text.contains("UnderstandingYourFundraisingGoals"));
    for figure in [
        // The Year-1 budget: the programs, the overhead and the total.
        "AdultBasicLiteracy$412,000",
        "FamilyReadingNights$186,500",
        "WorkplaceEnglish$238,000",
        "$301,500",
        "Totalannualexpenses$1,138,000",
        // The annual goals, years 1 to 3, and their three-year total.
        "Annualfundraisinggoal$851,000$885,000$920,000",
        "$2,656,000",
        // The new projects, each over three years, and their total.
        "MobileLearningVan$185,000$50,000$50,000$285,000",
        "DigitalSkillsLab$140,000$50,000$50,000$240,000",
        "$525,000",
        // The exact need and the rounded goal.
        "Exactthree-yearneed$3,181,000",
        "Three-yearfundraisinggoal(roundedup)$3,500,000",
    ] {
        assert!(text.contains(figure), "{figure} in {text}");
    }
    // Each part has its plain explanation.
    for explanation in [
        "ThebudgetiswhatitcoststorunRiverbendLiteracyAlliance",
        "Whatisleftistheannualfundraisinggoal",
        "itsgoalisitscost",
        "Thegoalisroundeduptothenext$500,000",
    ] {
        assert!(text.contains(explanation), "{explanation}");
    }
}

#[test]
fn the_goals_document_draws_its_charts_as_vectors_with_their_labels() {
    let pdf = Pdf::read(&render(&Document::FundraisingGoals(sample::goals())));
    let text = pdf.squeezed();
    // The Year-1 expense chart, largest first, and the build-up of the goal.
    assert!(text.contains("WheretheYear-1budgetgoes"));
    assert!(text.contains("CorePrograms$836,500"));
    assert!(text.contains("PersonnelandBenefits$226,000"));
    assert!(text.contains("Howthethree-yeargoalisbuilt"));
    assert!(text.contains("Roundingmargin:$319,000"));
    // Drawn, not pasted: the PDF holds no raster image.
    let images = pdf
        .doc
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Subtype").and_then(|v| v.as_name()).ok() == Some(b"Image"))
        .count();
    assert_eq!(images, 0);
}

#[test]
fn a_plan_without_new_projects_says_so_and_keeps_the_annual_goals() {
    let mut doc = sample::goals();
    doc.new_projects_skipped = true;
    doc.figures.inputs.new_projects_skipped = true;
    doc.figures.goals = fundplan_domain::goals::goals(&doc.figures.inputs);
    doc.rounded_goal_cents = fundplan_domain::goals::round_goal(
        doc.figures.goals.final_total_fundraising_goal_for_3_years,
    );
    let pdf = Pdf::read(&render(&Document::FundraisingGoals(doc)));
    let text = pdf.squeezed();
    assert!(text.contains("Thisplanaddsnonewprojects"));
    assert!(!text.contains("MobileLearningVan"));
    assert!(text.contains("Exactthree-yearneed$2,656,000"));
    assert!(text.contains("$3,000,000"));
}

#[test]
fn an_empty_plan_renders_zeros_and_the_minimum_goal() {
    let mut doc = sample::goals();
    doc.programs.clear();
    doc.projects.clear();
    doc.figures = Default::default();
    doc.rounded_goal_cents = fundplan_domain::goals::round_goal(0);
    let pdf = Pdf::read(&render(&Document::FundraisingGoals(doc)));
    let text = pdf.squeezed();
    assert!(text.contains("Totalannualexpenses$0"));
    assert!(text.contains("$500,000"));
}

#[test]
fn money_in_the_documents_follows_the_domains_format() {
    // The template's `money` and fundplan_domain::money::format_usd agree, rounding included.
    let mut doc = sample::goals();
    let cents = [
        0,
        49,
        50,
        149,
        150,
        99_999_950,
        123_456_789,
        100_000_000_000_000,
    ];
    doc.figures.goals.annual_fundraising_goal = [cents[5], cents[6], cents[7]];
    doc.figures.programs[0].total[0] = cents[3];
    doc.figures.programs[1].total[0] = cents[4];
    doc.figures.programs[2].total[0] = cents[2];
    let pdf = Pdf::read(&render(&Document::FundraisingGoals(doc)));
    let text = pdf.squeezed();
    for c in [cents[2], cents[3], cents[4], cents[5], cents[6], cents[7]] {
        let shown = fundplan_domain::money::format_usd(c);
        assert!(text.contains(&shown), "{shown}");
    }
    assert!(text.contains("Annualfundraisinggoal$1,000,000$1,234,568$1,000,000,000,000"));
}

#[test]
fn program_and_project_names_that_look_like_markup_print_as_typed() {
    let mut doc = sample::goals();
    doc.programs[0] = HOSTILE.to_owned();
    doc.projects[1] = "Lab #2 <i>$$</i> *new*".to_owned();
    let pdf = Pdf::read(&render(&Document::FundraisingGoals(doc)));
    let text = pdf.squeezed();
    assert!(text.contains(&squeeze(HOSTILE)));
    assert!(text.contains("Lab#2<i>$$</i>*new*"));
}

// ---------------------------------------------------------------------------------------------
// Policies and Procedures

#[test]
fn the_manual_has_a_cover_a_contents_list_and_each_policy_on_its_own_pages() {
    let doc = sample::manual();
    let pdf = Pdf::read(&render(&Document::PoliciesManual(doc.clone())));
    assert!(pdf.sizes().into_iter().all(is_portrait_letter));
    // Cover, contents, then one page per short policy.
    assert_eq!(pdf.pages(), 2 + doc.policies.len());
    let text = pdf.squeezed();
    assert!(text.contains("PoliciesandProcedures"));
    assert!(text.contains("Contents"));
    // The contents list names each policy with its page, after a dotted leader.
    let contents = text.replace('.', "");
    assert!(
        contents.contains("GiftAcceptancePolicy3DonorPrivacyPolicy4"),
        "{text}"
    );
    for policy in &doc.policies {
        assert!(
            text.contains(&squeeze(&policy.note)),
            "the note of {}",
            policy.title
        );
        for section in &policy.sections {
            assert!(text.contains(&squeeze(&section.heading)));
        }
    }
    assert!(text.contains("1.Cashandchecks"));
    assert!(text.contains("6.Books,computersandclassroomsupplies"));
}

/// Every foundational policy the policies screen offers, the five added for campaigns
/// included, in one manual: each prints whole, in screen order, and the contents list names it.
#[test]
fn a_manual_of_every_foundational_policy_prints_each_of_them_whole() {
    use fundplan_domain::policies::{Group, of_group};
    use fundplan_domain::policy_texts::{Block, fill};
    let mut doc = sample::manual();
    doc.policies = of_group(Group::Foundational)
        .map(|p| fill(p.identity, &doc.org.letterhead).expect("fills"))
        .collect();
    assert_eq!(doc.policies.len(), 10);
    let pdf = Pdf::read(&render(&Document::PoliciesManual(doc.clone())));
    assert!(pdf.sizes().into_iter().all(is_portrait_letter));
    assert!(
        pdf.pages() > 2 + doc.policies.len(),
        "long policies run over pages"
    );
    let text = pdf.squeezed();
    let mut at = text.find("Contents").expect("a contents list");
    for policy in &doc.policies {
        let title = squeeze(&policy.title);
        at += text[at..]
            .find(&title)
            .unwrap_or_else(|| panic!("{title} listed in order"));
        // The opening words of each piece: a page's footer may fall inside a long one.
        let opening =
            |s: &str| squeeze(&s.split_whitespace().take(8).collect::<Vec<_>>().join(" "));
        for paragraph in policy.note.split("\n\n") {
            assert!(
                text.contains(&opening(paragraph)),
                "{}: {paragraph}",
                policy.title
            );
        }
        for section in &policy.sections {
            assert!(
                text.contains(&squeeze(&section.heading)),
                "{}",
                section.heading
            );
            for piece in section.blocks.iter().flat_map(Block::texts) {
                assert!(text.contains(&opening(piece)), "{}: {piece}", policy.title);
            }
        }
    }
}

#[test]
fn a_manual_without_policies_is_refused_with_the_specs_message() {
    let mut doc = sample::manual();
    doc.policies.clear();
    let err = fundplan_documents::render(&Document::PoliciesManual(doc)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "No policies found. Please ensure your policies are set up and try again."
    );
    // Retrying cannot help: the worker fails the job at once with this message.
    assert_eq!(
        err.user_message().as_deref(),
        Some("No policies found. Please ensure your policies are set up and try again.")
    );
}

#[test]
fn forms_in_the_manual_print_fields_and_signature_lines() {
    let mut doc = sample::manual();
    doc.policies = vec![sample::pledge_form()];
    let pdf = Pdf::read(&render(&Document::PoliciesManual(doc)));
    let text = pdf.squeezed();
    assert!(text.contains("Totalamountpledged($):"));
    assert!(text.contains("Signature:Donor"));
    assert!(text.contains("Signature:ForRiverbendLiteracyAlliance"));
}

#[test]
fn policy_text_that_looks_like_markup_prints_as_typed() {
    let mut doc = sample::manual();
    doc.policies[0].title = "Gift #1 Policy".to_owned();
    doc.policies[0].sections[0].heading = "= Not a heading".to_owned();
    doc.policies[0].sections[0].blocks = vec![fundplan_domain::policy_texts::Block::Paragraph {
        text: HOSTILE.to_owned(),
    }];
    let pdf = Pdf::read(&render(&Document::PoliciesManual(doc)));
    let text = pdf.squeezed();
    assert!(text.contains("Gift#1Policy"));
    assert!(text.contains("=Notaheading"));
    assert!(text.contains(&squeeze(HOSTILE)));
}

#[test]
fn a_manual_of_every_policy_at_full_length_flows_over_many_pages() {
    let mut doc = sample::manual();
    let long = sample::gift_acceptance_policy();
    doc.policies = (0..6).map(|_| long.clone()).collect();
    for p in &mut doc.policies {
        for s in &mut p.sections {
            s.blocks.extend(s.blocks.clone());
            s.blocks.extend(s.blocks.clone());
        }
    }
    let pdf = Pdf::read(&render(&Document::PoliciesManual(doc)));
    assert!(pdf.pages() >= 14, "{} pages", pdf.pages());
}

// ---------------------------------------------------------------------------------------------
// Certificate

#[test]
fn the_certificate_is_one_landscape_page_with_the_name_date_goal_and_team() {
    let doc = sample::certificate();
    let pdf = Pdf::read(&render(&Document::Certificate(doc.clone())));
    assert_eq!(pdf.pages(), 1);
    assert!(is_landscape_letter(pdf.sizes()[0]));
    let text = pdf.squeezed();
    assert!(text.contains("Congratulations"));
    assert!(text.contains("StrategicPlanforFundraisingCompleted"));
    assert!(text.contains("RiverbendLiteracyAlliance"));
    assert!(text.contains("November23,2026"));
    assert!(text.contains("$3,500,000"));
    assert!(text.contains("DanaWhitfieldExecutiveDirector"));
    assert!(text.contains("PriyaNandakumarFinanceandOperationsManager"));
}

#[test]
fn a_large_team_and_a_long_name_still_fit_the_certificates_one_page() {
    let mut doc = sample::certificate();
    doc.team = (1..=40)
        .map(|i| format!("Member Number{i}, Volunteer Committee Chair"))
        .collect();
    doc.org.letterhead.name = "The Riverbend County Adult and Family Literacy, English Language and Digital Skills Alliance".to_owned();
    let pdf = Pdf::read(&render(&Document::Certificate(doc)));
    assert_eq!(pdf.pages(), 1);
    let text = pdf.squeezed();
    assert!(text.contains("MemberNumber40"));
}

#[test]
fn a_certificate_with_markup_characters_prints_them_as_typed() {
    let mut doc = sample::certificate();
    doc.org.letterhead.name = HOSTILE.to_owned();
    doc.team = vec!["<b>Dana</b> #1, $CEO *".to_owned()];
    let pdf = Pdf::read(&render(&Document::Certificate(doc)));
    let text = pdf.squeezed();
    assert!(text.contains(&squeeze(HOSTILE)));
    assert!(text.contains("<b>Dana</b>#1$CEO*"));
}

// ---------------------------------------------------------------------------------------------
// The organization's logo

const LOGO: &[u8] = include_bytes!("fixtures/logo.png");

fn images(pdf: &Pdf) -> usize {
    pdf.doc
        .objects
        .values()
        .filter_map(|o| o.as_stream().ok())
        .filter(|s| s.dict.get(b"Subtype").and_then(|v| v.as_name()).ok() == Some(b"Image"))
        .count()
}

#[test]
fn the_logo_appears_on_every_pdf_that_carries_it() {
    let mut org = sample::org();
    org.logo = Some(LOGO.to_vec());
    let docs = [
        Document::Stewardship(fundplan_documents::model::StewardshipDoc {
            org: org.clone(),
            ..sample::stewardship()
        }),
        Document::TalkingPoints(fundplan_documents::model::TalkingPointsDoc {
            org: org.clone(),
            ..sample::talking_points()
        }),
        Document::FundraisingGoals(fundplan_documents::model::GoalsDoc {
            org: org.clone(),
            ..sample::goals()
        }),
        Document::PoliciesManual(fundplan_documents::model::ManualDoc {
            org: org.clone(),
            ..sample::manual()
        }),
        Document::Certificate(fundplan_documents::model::CertificateDoc {
            org: org.clone(),
            ..sample::certificate()
        }),
    ];
    for doc in docs {
        let pdf = Pdf::read(&render(&doc));
        assert!(images(&pdf) >= 1, "{doc:?} shows the logo");
    }
}

#[test]
fn a_logo_that_is_not_an_image_is_left_out_and_the_document_still_renders() {
    for bytes in [
        b"not an image".to_vec(),
        b"\x89PNG\r\n\x1a\ntruncated".to_vec(),
    ] {
        let mut doc = sample::certificate();
        doc.org.logo = Some(bytes);
        let pdf = Pdf::read(&render(&Document::Certificate(doc)));
        assert_eq!(images(&pdf), 0);
        assert!(pdf.squeezed().contains("Congratulations"));
    }
}

#[test]
fn the_last_talking_point_never_stands_alone_on_a_page() {
    // Longer and longer first points push the last ones over the page, line by line.
    let mut spilled = 0;
    for words in (0..=400).step_by(12) {
        let mut doc = sample::talking_points();
        doc.points[0].text = format!("{} {}", doc.points[0].text, "word ".repeat(words));
        let titles: Vec<String> = doc.points.iter().map(|p| squeeze(&p.title)).collect();
        let file = render(&Document::TalkingPoints(doc));
        let text = crate::common::pdftotext("talking-points-pages", &file);
        let pages: Vec<String> = text
            .split('\u{c}')
            .map(squeeze)
            .filter(|p| !p.is_empty())
            .collect();
        if pages.len() < 2 {
            continue;
        }
        spilled += 1;
        // The page of the last point (the pitch follows it) holds the point before it too.
        let n = titles.len();
        let last = pages
            .iter()
            .find(|p| p.contains(&titles[n - 1]))
            .expect("the page of the last point");
        assert!(
            last.contains(&titles[n - 2]),
            "{words} more words: the last point stands alone on its page: {last}"
        );
    }
    assert!(spilled > 0, "no length ran over one page");
}

// ---------------------------------------------------------------------------------------------
// Paper

#[test]
fn every_pdf_is_on_the_organizations_paper_letter_or_a4() {
    use fundplan_domain::organization::Paper;
    for (paper, size) in [(Paper::Letter, LETTER), (Paper::A4, A4)] {
        for (name, mut doc) in sample::all() {
            match &mut doc {
                Document::CaseStatement(d) | Document::CaseStatementDocx(d) => {
                    d.content.organization.paper = paper
                }
                other => match other.org_mut() {
                    Some(org) => org.letterhead.paper = paper,
                    None => continue,
                },
            }
            let file = render(&doc);
            if file.extension == "docx" {
                // Word's page size, in twentieths of a point.
                let (w, h) = paper.twips();
                let xml = crate::common::part(&file, "word/document.xml");
                assert!(
                    xml.contains(&format!("<w:pgSz w:w=\"{w}\" w:h=\"{h}\"")),
                    "{name} on {paper:?}"
                );
                continue;
            }
            if file.extension != "pdf" {
                continue;
            }
            let sizes = Pdf::read(&file).sizes();
            let landscape = matches!(doc, Document::Stewardship(_) | Document::Certificate(_));
            let fits = if landscape {
                sizes.iter().all(|s| is_landscape(size)(*s))
            } else {
                sizes.iter().all(|s| is_portrait(size)(*s))
            };
            assert!(fits, "{name} on {paper:?}: {sizes:?}");
        }
    }
}
