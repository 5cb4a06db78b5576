//! Renders the sample case for support with a chosen font and colours, to look at it:
//! `cargo run -p fundplan-documents --example case -- /tmp/case [--font Impact]
//! [--colors '#0f172a,#7dd3fc,#e2e8f0'] [--limits] [--projects N] [--stories N] [--words N]`
//! writes `case.pdf`, `case.docx` and `narrative.docx` (then `pdftoppm -r 60 -png`).

use fundplan_documents::model::Document;
use fundplan_documents::sample;

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().unwrap_or_else(|| "target/case".to_owned());
    let (mut font, mut colors, mut limits) = (None, None, false);
    let (mut projects, mut stories, mut words) = (5, 3, 625);
    while let Some(a) = args.next() {
        let mut value = || args.next().expect("a value after the option");
        match a.as_str() {
            "--font" => font = Some(value()),
            "--colors" => colors = Some(value()),
            "--limits" => limits = true,
            "--projects" => projects = value().parse().expect("a number"),
            "--stories" => stories = value().parse().expect("a number"),
            "--words" => words = value().parse().expect("a number"),
            other => panic!("unknown option {other}"),
        }
    }
    let mut doc = if limits {
        sample::case_at_limits()
    } else {
        sample::case_with(projects, stories, words)
    };
    let o = &mut doc.content.organization;
    if let Some(font) = font {
        o.font_family = font;
    }
    if let Some(colors) = colors {
        let c: Vec<&str> = colors.split(',').collect();
        o.background_color = c[0].to_owned();
        o.headings_color = c[1].to_owned();
        o.body_color = c[2].to_owned();
    }
    std::fs::create_dir_all(&dir).expect("create the folder");
    for (name, doc) in [
        ("case", Document::CaseStatement(doc.clone())),
        ("case", Document::CaseStatementDocx(doc.clone())),
        ("narrative", Document::CaseNarrative(doc)),
    ] {
        let started = std::time::Instant::now();
        match fundplan_documents::render(&doc) {
            Ok(file) => {
                let path = format!("{dir}/{name}.{}", file.extension);
                std::fs::write(&path, &file.bytes).expect("write the file");
                println!(
                    "{path}: {} bytes in {:?}",
                    file.bytes.len(),
                    started.elapsed()
                );
            }
            Err(e) => eprintln!("{name}: {e}"),
        }
    }
}
