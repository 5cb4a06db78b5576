//! The checker on small crates held in memory: what it finds, and what it lets through.

use super::find::cycles;
use super::model::Graph;
use super::problems;
use std::collections::HashMap;

fn read(files: &[(&str, &str)]) -> Graph {
    let files: HashMap<String, String> = files
        .iter()
        .map(|(p, s)| (p.to_string(), s.to_string()))
        .collect();
    Graph::read("c", &["src/lib.rs"], &|p: &str| files.get(p).cloned())
}

/// The file groups of the cycles found.
fn groups(files: &[(&str, &str)]) -> Vec<Vec<String>> {
    cycles(&read(files)).into_iter().map(|c| c.files).collect()
}

fn chains(files: &[(&str, &str)]) -> Vec<String> {
    cycles(&read(files))
        .into_iter()
        .flat_map(|c| c.chains)
        .collect()
}

#[test]
fn two_siblings_that_use_each_other_are_a_cycle() {
    let crate_ = [
        ("src/lib.rs", "mod a;\nmod b;\n"),
        ("src/a.rs", "use crate::b::B;\npub struct A(B);\n"),
        (
            "src/b.rs",
            "pub struct B;\nimpl B {\n    fn a(&self) -> crate::a::A { todo!() }\n}\n",
        ),
    ];
    assert_eq!(groups(&crate_), [["c/src/a.rs", "c/src/b.rs"]]);
    assert_eq!(
        chains(&crate_),
        [
            "c/src/a.rs → c/src/b.rs → c/src/a.rs\n      a.rs:1 crate::b::B\n      b.rs:3 crate::a::A"
        ]
    );
}

#[test]
fn a_cycle_through_the_roots_re_exports_is_a_cycle() {
    // shared/cloud before issue 16: settings.rs names the adapters as lib.rs re-exports them,
    // and the adapters take their settings from settings.rs.
    let crate_ = [
        (
            "src/lib.rs",
            "mod settings;\nmod stripe;\nmod sqs;\npub use settings::{Settings, load};\npub use stripe::*;\npub use sqs::Jobs;\n",
        ),
        (
            "src/settings.rs",
            "use crate::{Jobs, Stripe};\npub struct Settings;\npub fn load() { crate::Stripe::new(); }\n",
        ),
        (
            "src/stripe.rs",
            "pub struct Stripe;\nimpl Stripe { pub fn new(s: &crate::Settings) {} }\n",
        ),
        ("src/sqs.rs", "pub struct Jobs;\n"),
    ];
    assert_eq!(groups(&crate_), [["c/src/settings.rs", "c/src/stripe.rs"]]);
    assert_eq!(
        chains(&crate_),
        [
            "c/src/settings.rs → c/src/stripe.rs → c/src/settings.rs\n      settings.rs:1 crate::Stripe\n      stripe.rs:2 crate::Settings"
        ]
    );
}

#[test]
fn a_cycle_through_a_mod_rs_re_export_and_super_is_a_cycle() {
    let crate_ = [
        ("src/lib.rs", "pub mod net;\n"),
        (
            "src/net/mod.rs",
            "mod http;\nmod tls;\npub use self::tls::Tls;\n",
        ),
        (
            "src/net/http.rs",
            "use super::Tls;\npub struct Client(Tls);\n",
        ),
        (
            "src/net/tls.rs",
            "pub struct Tls;\nfn f(c: super::http::Client) {}\n",
        ),
    ];
    assert_eq!(groups(&crate_), [["c/src/net/http.rs", "c/src/net/tls.rs"]]);
}

#[test]
fn names_taken_from_a_glob_import_of_the_root_are_references() {
    // shared/data's repo.rs: `use crate::*;` and the root's `pub use user::*;`.
    let crate_ = [
        ("src/lib.rs", "mod repo;\nmod user;\npub use user::*;\n"),
        (
            "src/repo.rs",
            "use crate::*;\npub struct Repo;\nfn load() -> User { todo!() }\n",
        ),
        (
            "src/user.rs",
            "pub struct User;\npub fn save(r: &crate::repo::Repo) {}\n",
        ),
    ];
    assert_eq!(groups(&crate_), [["c/src/repo.rs", "c/src/user.rs"]]);
}

#[test]
fn three_modules_in_a_ring_are_one_chain() {
    let crate_ = [
        ("src/lib.rs", "mod a;\nmod b;\nmod c;\n"),
        ("src/a.rs", "use crate::b;\nfn f() { b::g(); }\n"),
        ("src/b.rs", "pub fn g() { crate::c::h(); }\n"),
        ("src/c.rs", "pub fn h() { super::a::f(); }\n"),
    ];
    assert_eq!(
        groups(&crate_),
        [["c/src/a.rs", "c/src/b.rs", "c/src/c.rs"]]
    );
    let chains = chains(&crate_);
    assert_eq!(chains.len(), 1);
    assert!(
        chains[0].starts_with("c/src/a.rs → c/src/b.rs → c/src/c.rs → c/src/a.rs\n"),
        "{chains:?}"
    );
}

#[test]
fn a_parent_and_its_child_using_each_other_are_no_cycle() {
    let crate_ = [
        (
            "src/lib.rs",
            "pub mod a;\npub use a::A;\npub struct Root;\n",
        ),
        ("src/a/mod.rs", "mod b;\npub use b::B;\npub struct A(B);\n"),
        (
            "src/a/b.rs",
            "use super::A;\nuse crate::{A as Again, Root};\npub struct B;\n\
             #[cfg(test)]\nmod tests {\n    use super::*;\n    use super::super::A;\n}\n",
        ),
    ];
    let graph = read(&crate_);
    assert_eq!(graph.files.len(), 3, "{:?}", graph.files);
    assert!(!graph.edges.is_empty(), "the references are there");
    assert!(cycles(&graph).is_empty(), "{:?}", cycles(&graph));
}

#[test]
fn comments_strings_other_crates_and_variables_are_no_references() {
    let crate_ = [
        ("src/lib.rs", "mod a;\nmod b;\nmod user;\n"),
        (
            "src/a.rs",
            "//! See [`crate::b::B`].\nuse serde::Serialize;\nuse ::b::Thing;\n\
             /* crate::b::B */\nconst S: &str = \"crate::b::B\";\nconst R: &str = r#\"super::b\"#;\n\
             macro_rules! m { () => { $crate::b::B } }\npub struct A;\n",
        ),
        (
            "src/b.rs",
            concat!(
                "use crate::*;\npub struct B(crate::a::A);\n",
                r#"fn f() { let user = 1; let c = ['a', '\'', '"', b'{']; }"#,
            ),
        ),
        ("src/user.rs", "use crate::b::B;\n"),
    ];
    assert!(groups(&crate_).is_empty(), "{:?}", chains(&crate_));
}

#[test]
fn the_known_list_fails_on_a_new_cycle_and_on_a_cycle_that_is_gone() {
    let a_b = [
        ("src/lib.rs", "mod a;\nmod b;\nmod c;\n"),
        ("src/a.rs", "pub fn a() { crate::b::b(); }\n"),
        ("src/b.rs", "pub fn b() { crate::a::a(); }\n"),
        ("src/c.rs", "pub fn c() {}\n"),
    ];
    let found = cycles(&read(&a_b));
    assert!(
        problems(&found, &[&["c/src/a.rs", "c/src/b.rs"]]).is_empty(),
        "listed"
    );

    let unlisted = problems(&found, &[]);
    assert_eq!(unlisted.len(), 1);
    assert!(
        unlisted[0].starts_with("import cycle:\n    c/src/a.rs → c/src/b.rs → c/src/a.rs"),
        "{unlisted:?}"
    );

    let gone = problems(
        &found,
        &[&["c/src/a.rs", "c/src/b.rs"], &["c/src/b.rs", "c/src/c.rs"]],
    );
    assert_eq!(gone.len(), 1);
    assert!(
        gone[0].starts_with(r#"the listed cycle ["c/src/b.rs", "c/src/c.rs"] no longer exists"#),
        "{gone:?}"
    );

    // A listed cycle that grew is a new cycle, and the listed one is gone.
    let grown = problems(&found, &[&["c/src/a.rs", "c/src/b.rs", "c/src/c.rs"]]);
    assert_eq!(grown.len(), 2, "{grown:?}");
}

#[test]
fn literals_lifetimes_and_comments_hide_no_identifier_and_make_none() {
    use super::lexer::{Tok, lex};
    let src = r###"let c = ['\'', '"', b'{', '\u{7b}']; // crate::no
fn f<'a>(s: &'a str) -> &'a str { /* a /* nested */ crate::no */ r#"crate::no"# }
const B: &[u8] = br"\"; crate::yes::B"###;
    let idents: Vec<String> = lex(src)
        .into_iter()
        .filter_map(|t| match t.tok {
            Tok::Ident(s) => Some(format!("{s}@{}", t.line)),
            _ => None,
        })
        .collect();
    assert_eq!(
        idents,
        [
            "let@1", "c@1", "fn@2", "f@2", "s@2", "str@2", "str@2", "const@3", "B@3", "u8@3",
            "crate@3", "yes@3", "B@3"
        ]
    );
}
