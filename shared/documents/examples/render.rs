//! Renders every document of the sample organization into a folder, to look at them:
//! `cargo run -p fundplan-documents --example render -- /tmp/docs` (then `pdftoppm -r 60 -png`).

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/documents".to_owned());
    std::fs::create_dir_all(&dir).expect("create the folder");
    for (name, doc) in fundplan_documents::sample::all() {
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
