//! The few tokens the cycle checker needs from a Rust source: identifiers, `::`, punctuation and
//! string literals, each with its line. Comments are dropped (a doc link is no dependency), and
//! string, character and number literals never yield an identifier.

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    Ident(String),
    /// A string literal's contents (escapes left as written): only `#[path = "…"]` reads one.
    Str(String),
    /// `::`
    PathSep,
    Punct(char),
    /// A number, character or byte literal.
    Lit,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub line: u32,
}

fn ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn ident_char(c: char) -> bool {
    c == '_' || c.is_alphanumeric()
}

pub fn lex(src: &str) -> Vec<Token> {
    let s: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1u32;
    let at = |i: usize| s.get(i).copied().unwrap_or('\0');
    while i < s.len() {
        let c = s[i];
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '/' && at(i + 1) == '/' {
            while i < s.len() && s[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < s.len() {
                if s[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if s[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if s[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if let Some(len) = raw_string_prefix(&s, i) {
            // r"…", r#"…"#, br#"…"#, cr"…": no escapes, ends at `"` followed by as many `#`.
            let start_line = line;
            i += len;
            let hashes = count(&s, i, '#');
            i += hashes + 1;
            let begin = i;
            while i < s.len() && !(s[i] == '"' && count(&s, i + 1, '#') >= hashes) {
                if s[i] == '\n' {
                    line += 1;
                }
                i += 1;
            }
            let text: String = s[begin..i.min(s.len())].iter().collect();
            out.push(Token {
                tok: Tok::Str(text),
                line: start_line,
            });
            i += 1 + hashes;
        } else if c == '"' || ((c == 'b' || c == 'c') && at(i + 1) == '"') {
            let start_line = line;
            i += if c == '"' { 1 } else { 2 };
            let begin = i;
            while i < s.len() && s[i] != '"' {
                if s[i] == '\\' {
                    i += 1;
                }
                if at(i) == '\n' {
                    line += 1;
                }
                i += 1;
            }
            let text: String = s[begin..i.min(s.len())].iter().collect();
            out.push(Token {
                tok: Tok::Str(text),
                line: start_line,
            });
            i += 1;
        } else if c == '\'' || (c == 'b' && at(i + 1) == '\'') {
            // A character (or byte) literal, or a lifetime / label.
            let q = if c == 'b' { i + 1 } else { i };
            if at(q + 1) == '\\' {
                // After the backslash and the escaped character (`'\''`, `'\u{…}'`).
                i = q + 3;
                while i < s.len() && s[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push(Token {
                    tok: Tok::Lit,
                    line,
                });
            } else if at(q + 2) == '\'' {
                i = q + 3;
                out.push(Token {
                    tok: Tok::Lit,
                    line,
                });
            } else {
                i = q + 1;
                while i < s.len() && ident_char(s[i]) {
                    i += 1;
                }
            }
        } else if c == 'r' && at(i + 1) == '#' && ident_start(at(i + 2)) {
            // A raw identifier: never a keyword, so it keeps its `r#`.
            let begin = i;
            i += 2;
            while i < s.len() && ident_char(s[i]) {
                i += 1;
            }
            out.push(Token {
                tok: Tok::Ident(s[begin..i].iter().collect()),
                line,
            });
        } else if ident_start(c) {
            let begin = i;
            while i < s.len() && ident_char(s[i]) {
                i += 1;
            }
            out.push(Token {
                tok: Tok::Ident(s[begin..i].iter().collect()),
                line,
            });
        } else if c.is_ascii_digit() {
            while i < s.len() && (ident_char(s[i]) || (s[i] == '.' && at(i + 1).is_ascii_digit())) {
                i += 1;
            }
            out.push(Token {
                tok: Tok::Lit,
                line,
            });
        } else if c == ':' && at(i + 1) == ':' {
            out.push(Token {
                tok: Tok::PathSep,
                line,
            });
            i += 2;
        } else {
            out.push(Token {
                tok: Tok::Punct(c),
                line,
            });
            i += 1;
        }
    }
    out
}

fn count(s: &[char], from: usize, c: char) -> usize {
    s[from.min(s.len())..]
        .iter()
        .take_while(|&&x| x == c)
        .count()
}

/// The length of a raw string's prefix (`r`, `br`, `cr`) when one starts at `i`.
fn raw_string_prefix(s: &[char], i: usize) -> Option<usize> {
    let len = match (s.get(i), s.get(i + 1)) {
        (Some('r'), _) => 1,
        (Some('b' | 'c'), Some('r')) => 2,
        _ => return None,
    };
    if i > 0 && ident_char(s[i - 1]) {
        return None;
    }
    let hashes = count(s, i + len, '#');
    (s.get(i + len + hashes) == Some(&'"')).then_some(len)
}
