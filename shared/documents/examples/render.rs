//! Renders every document of the sample organization into a folder, to look at them:
//! `cargo run -p fundplan-documents --example render -- /tmp/docs [logo.png]` (then
//! `pdftoppm -r 60 -png` to look at the pages). Every policy and form template is written as
//! its Word file, and the foundational policies together as one manual PDF.

use fundplan_documents::model::{Document, ManualDoc, TemplateDoc};
use fundplan_domain::policies::{Group, of_group};

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().unwrap_or_else(|| "target/documents".to_owned());
    // A second argument: a PNG or JPEG logo for the organization.
    let logo = args
        .next()
        .map(|path| std::fs::read(path).expect("read the logo"));
    std::fs::create_dir_all(&dir).expect("create the folder");
    let mut docs = fundplan_documents::sample::all();
    // A form as well as a policy: fields and signature blocks.
    docs.push((
        "pledge_form",
        Document::Template(fundplan_documents::sample::form_template()),
    ));
    // Every policy and form as written in `shared/domain/policies`, filled for the sample
    // organization: each as its Word file, and the foundational ones together as a manual.
    let org = fundplan_documents::sample::org();
    let filled = |id: &str| {
        fundplan_domain::policy_texts::fill(id, &org.letterhead).expect("a known identity")
    };
    for id in fundplan_domain::policy_texts::identities() {
        docs.push((
            id,
            Document::Template(TemplateDoc {
                org: org.clone(),
                text: filled(id),
            }),
        ));
    }
    docs.push((
        "every_foundational_policy",
        Document::PoliciesManual(ManualDoc {
            org: org.clone(),
            policies: of_group(Group::Foundational)
                .map(|p| filled(p.identity))
                .collect(),
        }),
    ));
    for (name, mut doc) in docs {
        *doc.logo_mut() = logo.clone();
        let started = std::time::Instant::now();
        let file = fundplan_documents::render(&doc).unwrap_or_else(|e| panic!("{name}: {e}"));
        let path = format!("{dir}/{name}.{}", file.extension);
        std::fs::write(&path, &file.bytes).expect("write the file");
        println!(
            "{path}: {} bytes in {:?}",
            file.bytes.len(),
            started.elapsed()
        );
    }
}
