//! Text tables for the reports.

/// Columns two spaces apart: the first `left` aligned left (names), the others right (numbers).
pub fn table(rows: &[Vec<String>], left: usize) -> String {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..cols)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(c, s)| {
                if c < left {
                    format!("{s:<w$}", w = widths[c])
                } else {
                    format!("{s:>w$}", w = widths[c])
                }
            })
            .collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::table;

    #[test]
    fn table_columns_line_up_whatever_the_cell_widths() {
        let rows = vec![
            vec!["a".to_string(), "1".into()],
            vec!["longer".to_string(), "12345".into()],
        ];
        assert_eq!(table(&rows, 1), "a           1\nlonger  12345\n");
        assert_eq!(table(&rows, 2), "a       1\nlonger  12345\n");
    }
}
