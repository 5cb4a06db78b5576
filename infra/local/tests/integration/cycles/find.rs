//! The import cycles of a [`Graph`]: groups of files whose modules depend on each other, where an
//! edge between a module and its own ancestor (a child using its parent's items, a parent using
//! its child's) does not count.

use super::model::Graph;
use std::collections::{BTreeSet, VecDeque};

/// One group of modules that depend on each other (a strongly connected component).
#[derive(Debug)]
pub struct Cycle {
    /// Its files, sorted.
    pub files: Vec<String>,
    /// Each elementary cycle through its edges, as a chain of files and the reference making
    /// each step.
    pub chains: Vec<String>,
}

pub fn cycles(g: &Graph) -> Vec<Cycle> {
    let n = g.files.len();
    let mut adj: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (k, e) in g.edges.iter().enumerate() {
        if !g.ancestor(e.from, e.to) && !g.ancestor(e.to, e.from) {
            adj[e.from].push(k);
        }
    }
    let mut out: Vec<Cycle> = components(n, &adj, g)
        .into_iter()
        .filter(|c| c.len() > 1)
        .map(|members| {
            let inside = |f: usize| members.contains(&f);
            let mut seen: BTreeSet<Vec<usize>> = BTreeSet::new();
            let mut chains = Vec::new();
            for &u in &members {
                for &k in &adj[u] {
                    let v = g.edges[k].to;
                    if !inside(v) {
                        continue;
                    }
                    let Some(back) = shortest(g, &adj, v, u, &inside) else {
                        continue;
                    };
                    let mut steps = vec![k];
                    steps.extend(back);
                    // The same cycle found from another of its edges starts elsewhere: rotate.
                    let first =
                        (0..steps.len()).min_by_key(|&s| &g.files[g.edges[steps[s]].from].display);
                    steps.rotate_left(first.unwrap_or(0));
                    if seen.insert(steps.clone()) {
                        chains.push(render(g, &steps));
                    }
                }
            }
            chains.sort();
            let mut files: Vec<String> = members
                .iter()
                .map(|&f| g.files[f].display.clone())
                .collect();
            files.sort();
            Cycle { files, chains }
        })
        .collect();
    out.sort_by(|a, b| a.files.cmp(&b.files));
    out
}

fn render(g: &Graph, steps: &[usize]) -> String {
    let mut chain = g.files[g.edges[steps[0]].from].display.clone();
    for &k in steps {
        chain.push_str(&format!(" → {}", g.files[g.edges[k].to].display));
    }
    for &k in steps {
        chain.push_str(&format!("\n      {}", g.edges[k].why));
    }
    chain
}

/// The edges of a shortest path from `from` to `to` inside the component.
fn shortest(
    g: &Graph,
    adj: &[Vec<usize>],
    from: usize,
    to: usize,
    inside: &dyn Fn(usize) -> bool,
) -> Option<Vec<usize>> {
    let mut via: Vec<Option<usize>> = vec![None; adj.len()];
    let mut queue = VecDeque::from([from]);
    let mut reached = vec![false; adj.len()];
    reached[from] = true;
    while let Some(u) = queue.pop_front() {
        if u == to {
            let mut path = Vec::new();
            let mut at = to;
            while let Some(k) = via[at] {
                path.push(k);
                at = g.edges[k].from;
            }
            path.reverse();
            return Some(path);
        }
        for &k in &adj[u] {
            let v = g.edges[k].to;
            if inside(v) && !reached[v] {
                reached[v] = true;
                via[v] = Some(k);
                queue.push_back(v);
            }
        }
    }
    None
}

/// Tarjan's strongly connected components.
fn components(n: usize, adj: &[Vec<usize>], g: &Graph) -> Vec<Vec<usize>> {
    struct State<'a> {
        adj: &'a [Vec<usize>],
        g: &'a Graph,
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        out: Vec<Vec<usize>>,
    }
    fn visit(s: &mut State, u: usize) {
        s.index[u] = Some(s.next);
        s.low[u] = s.next;
        s.next += 1;
        s.stack.push(u);
        s.on_stack[u] = true;
        for &k in s.adj[u].iter() {
            let v = s.g.edges[k].to;
            match s.index[v] {
                None => {
                    visit(s, v);
                    s.low[u] = s.low[u].min(s.low[v]);
                }
                Some(iv) if s.on_stack[v] => s.low[u] = s.low[u].min(iv),
                Some(_) => {}
            }
        }
        if Some(s.low[u]) == s.index[u] {
            let mut comp = Vec::new();
            while let Some(v) = s.stack.pop() {
                s.on_stack[v] = false;
                comp.push(v);
                if v == u {
                    break;
                }
            }
            s.out.push(comp);
        }
    }
    let mut s = State {
        adj,
        g,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for u in 0..n {
        if s.index[u].is_none() {
            visit(&mut s, u);
        }
    }
    s.out
}
