//! Maximum matchings of bipartite graphs (Hopcroft–Karp), kept up to date as vertices are
//! deleted, and the vertices that some maximum matching leaves uncovered.
//!
//! A matching is maximum iff no augmenting path (an alternating path between two uncovered
//! vertices) exists (Berge); Hopcroft–Karp augments along a maximal set of shortest such paths
//! per phase, O(E √V) in all. A vertex is missed by some maximum matching iff an alternating
//! path of even length joins it to an uncovered vertex (swap the path's edges), so one search
//! from the uncovered vertices finds them all. Deleting a covered vertex frees its partner,
//! and one augmenting search from the partner restores a maximum matching: O(E) per deletion.

use std::collections::VecDeque;

const NONE: u32 = u32::MAX;

/// A matching of a bipartite graph whose vertices may be deleted.
#[derive(Clone, Debug)]
pub struct Bipartite {
    /// Neighbours of `v`: `adjacent[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    adjacent: Vec<u32>,
    /// The side of each vertex; every edge joins the two sides.
    right: Vec<bool>,
    mate: Vec<u32>,
    deleted: Vec<bool>,
    /// Search marks: a vertex is seen by the current search when `mark[v] >= stamp`; a deleted
    /// vertex is marked `u32::MAX`, seen by every search, so one look tells both.
    mark: Vec<u32>,
    stamp: u32,
    /// The augmenting search's stack of (next neighbour, end of the neighbours) of the
    /// vertices on the path.
    stack: Vec<(u32, u32)>,
}

impl Bipartite {
    /// The graph on vertices `0..n` with `edges` (self-loops ignored), its vertices given
    /// sides by a breadth-first search, and a maximum matching found by Hopcroft–Karp; `None`
    /// if the graph is not bipartite.
    ///
    /// # Panics
    /// If an edge names a vertex `n` or beyond.
    ///
    /// # Complexity
    /// O(E √V).
    ///
    /// # Example
    /// The path 0 – 1 – 2: one edge at most, and vertex 1 in every maximum matching.
    /// ```
    /// use grundy::algo::matching::Bipartite;
    /// let path = Bipartite::new(3, &[(0, 1), (1, 2)]).unwrap();
    /// assert_eq!(path.size(), 1);
    /// assert_eq!(path.missed_by_some(), [true, false, true]);
    /// assert!(Bipartite::new(3, &[(0, 1), (1, 2), (2, 0)]).is_none());
    /// ```
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Option<Self> {
        let mut start = vec![0u32; n + 1];
        for &(a, b) in edges {
            assert!(a < n && b < n, "edge {} - {} outside 0..{}", a, b, n);
            if a != b {
                start[a + 1] += 1;
                start[b + 1] += 1;
            }
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut next = start.clone();
        let mut adjacent = vec![0u32; start[n] as usize];
        for &(a, b) in edges {
            if a != b {
                adjacent[next[a] as usize] = b as u32;
                next[a] += 1;
                adjacent[next[b] as usize] = a as u32;
                next[b] += 1;
            }
        }
        let mut matching = Bipartite {
            start,
            adjacent,
            right: vec![false; n],
            mate: vec![NONE; n],
            deleted: vec![false; n],
            mark: vec![0; n],
            stamp: 0,
            stack: Vec::new(),
        };
        if !matching.colour() {
            return None;
        }
        matching.hopcroft_karp();
        Some(matching)
    }

    fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let range = self.start[v] as usize..self.start[v + 1] as usize;
        self.adjacent[range]
            .iter()
            .map(|&w| w as usize)
            .filter(move |&w| !self.deleted[w])
    }

    /// Two-colours the graph by breadth-first search; false if an edge joins equal colours.
    fn colour(&mut self) -> bool {
        let n = self.right.len();
        let mut seen = vec![false; n];
        let mut queue = VecDeque::new();
        for root in 0..n {
            if seen[root] {
                continue;
            }
            seen[root] = true;
            queue.push_back(root);
            while let Some(v) = queue.pop_front() {
                for i in self.start[v] as usize..self.start[v + 1] as usize {
                    let w = self.adjacent[i] as usize;
                    if !seen[w] {
                        seen[w] = true;
                        self.right[w] = !self.right[v];
                        queue.push_back(w);
                    } else if self.right[w] == self.right[v] {
                        return false;
                    }
                }
            }
        }
        true
    }

    fn hopcroft_karp(&mut self) {
        let n = self.right.len();
        let left: Vec<usize> = (0..n).filter(|&v| !self.right[v]).collect();
        // A greedy matching first: most augmenting paths are then short.
        for &v in &left {
            let free = self.neighbours(v).find(|&w| self.mate[w] == NONE);
            if let Some(w) = free {
                self.mate[v] = w as u32;
                self.mate[w] = v as u32;
            }
        }
        let mut layer = vec![u32::MAX; n];
        let mut cursor = vec![0u32; n];
        let mut stack: Vec<usize> = Vec::new();
        loop {
            // Layers of the left vertices by alternating distance from the uncovered ones.
            let mut queue = VecDeque::new();
            for &v in &left {
                layer[v] = if self.mate[v] == NONE {
                    queue.push_back(v);
                    0
                } else {
                    u32::MAX
                };
            }
            let mut found = false;
            while let Some(v) = queue.pop_front() {
                for w in self.neighbours(v) {
                    match self.mate[w] {
                        NONE => found = true,
                        m if layer[m as usize] == u32::MAX => {
                            layer[m as usize] = layer[v] + 1;
                            queue.push_back(m as usize);
                        }
                        _ => {}
                    }
                }
            }
            if !found {
                return;
            }
            for &v in &left {
                cursor[v] = self.start[v];
            }
            // Augment along vertex-disjoint shortest paths, each found by a depth-first search
            // on an explicit stack through the layers.
            for &root in &left {
                if self.mate[root] != NONE {
                    continue;
                }
                stack.clear();
                stack.push(root);
                while let Some(&v) = stack.last() {
                    let Some(w) = self.next_neighbour(&mut cursor, v) else {
                        layer[v] = u32::MAX;
                        stack.pop();
                        continue;
                    };
                    match self.mate[w] {
                        NONE => {
                            // The path runs down the stack; each vertex takes the neighbour
                            // its cursor last passed.
                            for &u in stack.iter().rev() {
                                let x = self.adjacent[cursor[u] as usize - 1];
                                self.mate[u] = x;
                                self.mate[x as usize] = u as u32;
                            }
                            break;
                        }
                        m if layer[m as usize] == layer[v] + 1 => stack.push(m as usize),
                        _ => {}
                    }
                }
            }
        }
    }

    /// The next neighbour of `v` past its cursor that is not deleted, the cursor moved past it.
    fn next_neighbour(&self, cursor: &mut [u32], v: usize) -> Option<usize> {
        while cursor[v] < self.start[v + 1] {
            let w = self.adjacent[cursor[v] as usize] as usize;
            cursor[v] += 1;
            if !self.deleted[w] {
                return Some(w);
            }
        }
        None
    }

    /// The number of edges in the matching.
    pub fn size(&self) -> usize {
        (0..self.mate.len())
            .filter(|&v| self.mate[v] != NONE && !self.right[v])
            .count()
    }

    /// The vertex matched to `v`, if any.
    pub fn mate(&self, v: usize) -> Option<usize> {
        let m = self.mate[v];
        (m != NONE).then_some(m as usize)
    }

    /// For each vertex, whether some maximum matching of the graph left after the deletions
    /// leaves it uncovered (false for deleted vertices).
    ///
    /// # Complexity
    /// O(V + E).
    pub fn missed_by_some(&self) -> Vec<bool> {
        let n = self.mate.len();
        let mut missed = vec![false; n];
        let mut queue: Vec<usize> = (0..n)
            .filter(|&v| !self.deleted[v] && self.mate[v] == NONE)
            .collect();
        for &v in &queue {
            missed[v] = true;
        }
        let mut head = 0;
        while let Some(&v) = queue.get(head) {
            head += 1;
            for w in self.neighbours(v) {
                // The matching is maximum, so `w` is covered: swap along v – w – mate(w).
                let m = self.mate[w] as usize;
                if !missed[m] {
                    missed[m] = true;
                    queue.push(m);
                }
            }
        }
        missed
    }

    /// Whether every maximum matching of the graph left covers `v`. A maximum matching that
    /// misses `v`, when one exists, is kept.
    ///
    /// # Complexity
    /// O(V + E).
    ///
    /// # Example
    /// ```
    /// use grundy::algo::matching::Bipartite;
    /// let mut path = Bipartite::new(3, &[(0, 1), (1, 2)]).unwrap();
    /// assert!(path.always_covered(1));
    /// assert!(!path.always_covered(0) && !path.always_covered(2));
    /// ```
    pub fn always_covered(&mut self, v: usize) -> bool {
        assert!(!self.deleted[v], "vertex {} is deleted", v);
        let Some(partner) = self.mate(v) else {
            return false;
        };
        self.mate[v] = NONE;
        self.mate[partner] = NONE;
        self.deleted[v] = true;
        self.mark[v] = u32::MAX;
        let rematched = self.augment_from(partner);
        self.deleted[v] = false;
        self.mark[v] = 0;
        if !rematched {
            self.mate[v] = partner as u32;
            self.mate[partner] = v as u32;
        }
        !rematched
    }

    /// Deletes `v` and restores a maximum matching of what is left; returns whether every
    /// maximum matching covered `v` before (false if `v` was deleted already). An augmenting
    /// path after the deletion must start at `v`'s old partner, so one search decides both.
    ///
    /// # Complexity
    /// O(V + E).
    pub fn delete(&mut self, v: usize) -> bool {
        if self.deleted[v] {
            return false;
        }
        self.deleted[v] = true;
        self.mark[v] = u32::MAX;
        match self.mate(v) {
            Some(partner) => {
                self.mate[v] = NONE;
                self.mate[partner] = NONE;
                !self.augment_from(partner)
            }
            None => false,
        }
    }

    /// Looks for an augmenting path from the uncovered vertex `root` (a depth-first search on
    /// an explicit stack, each vertex entered once) and, if one exists, swaps it in. Only the
    /// vertices on the far side of `root` are marked: each vertex on `root`'s side is entered
    /// from its one partner.
    fn augment_from(&mut self, root: usize) -> bool {
        if self.stamp >= u32::MAX - 1 {
            for m in self.mark.iter_mut().filter(|m| **m != u32::MAX) {
                *m = 0;
            }
            self.stamp = 0;
        }
        self.stamp += 1;
        let stamp = self.stamp;
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        // The search's current vertex: its next neighbour and the end of its neighbours, kept
        // in registers; the stack holds the same for the vertices it came through.
        let (mut at, mut end) = (self.start[root], self.start[root + 1]);
        let mut found = false;
        loop {
            if at == end {
                match stack.pop() {
                    Some((a, e)) => (at, end) = (a, e),
                    None => break,
                }
                continue;
            }
            // SAFETY: `at < end <= adjacent.len()` (a range of `start`), and every entry of
            // `adjacent` is a vertex, below `mark.len() == mate.len()`.
            // (Unchecked: this loop is the whole of a replayed game's work; by callgrind on the
            // `cargo xtask bench` input of luogu_p1971, 27.1 M instructions against 33.9 M.)
            let m = unsafe {
                let w = *self.adjacent.get_unchecked(at as usize) as usize;
                at += 1;
                let mark = self.mark.get_unchecked_mut(w);
                if *mark >= stamp {
                    continue;
                }
                *mark = stamp;
                *self.mate.get_unchecked(w)
            };
            stack.push((at, end));
            if m == NONE {
                // The path starts at `root`; each vertex on it takes the neighbour its search
                // last passed, and the next vertex is that neighbour's old partner.
                let mut u = root as u32;
                for &(at, _) in &stack {
                    let x = self.adjacent[at as usize - 1];
                    let next = self.mate[x as usize];
                    self.mate[u as usize] = x;
                    self.mate[x as usize] = u;
                    u = next;
                }
                found = true;
                break;
            }
            (at, end) = (self.start[m as usize], self.start[m as usize + 1]);
        }
        self.stack = stack;
        found
    }
}
