//! Heaps whose moves depend on their history beyond the last move: a take of k stones may be
//! made at most once on each heap (Codeforces 768E, "Game of Stones", and its variants with a
//! set of allowed takes), so a heap's position is its size and the set of takes already used.
//!
//! Theorem: a used take larger than the heap can never be made again, so the position
//! `(heap, used)` plays exactly as `(heap, used ∩ 1..=heap)`, its canonical state. Proof idea:
//! the two have the same moves, to positions that are again equal after the same cut, so by
//! induction on the heap they have one game tree; memoising on the canonical state merges
//! histories that differ only in takes out of reach (the tests compare it with a search over
//! full histories).

/// A heap with the set of takes (1 to [`MAX_TAKE`]) already used on it, kept canonical: a key
/// for [`sg::Solver`](crate::search::sg::Solver) that merges the positions that play alike.
///
/// # Example
/// Game of Stones (each take at most once per heap): the heap of 6 is worth 3.
/// ```
/// use grundy::search::sg::Solver;
/// use grundy::problems::heaps::used_takes::UsedTakes;
/// let mut solver = Solver::new(|p: &UsedTakes| p.options().collect());
/// assert_eq!(solver.value(&UsedTakes::new(6)), 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UsedTakes {
    heap: u64,
    /// Bit k − 1 for take k; only takes up to the heap are kept.
    used: u64,
}

/// The largest take whose use a [`UsedTakes`] records.
pub const MAX_TAKE: u64 = 64;

/// The bits of the takes 1..=`heap` (up to [`MAX_TAKE`]).
fn reachable(heap: u64) -> u64 {
    if heap >= MAX_TAKE {
        u64::MAX
    } else {
        (1 << heap) - 1
    }
}

impl UsedTakes {
    /// A heap of `heap` stones on which no take has been made.
    pub fn new(heap: u64) -> UsedTakes {
        UsedTakes { heap, used: 0 }
    }

    /// The stones in the heap.
    pub fn heap(self) -> u64 {
        self.heap
    }

    /// Whether `take` has been made on this heap (or can no longer be made, being larger than
    /// the heap: the canonical state forgets it).
    pub fn is_used(self, take: u64) -> bool {
        (1..=MAX_TAKE.min(self.heap)).contains(&take) && self.used >> (take - 1) & 1 == 1
    }

    /// The heap after taking `take` stones, in its canonical state; `None` if `take` is 0,
    /// larger than the heap or than [`MAX_TAKE`], or already used.
    ///
    /// # Complexity
    /// O(1).
    pub fn take(self, take: u64) -> Option<UsedTakes> {
        if take == 0 || take > self.heap || take > MAX_TAKE || self.is_used(take) {
            return None;
        }
        let heap = self.heap - take;
        let used = (self.used | 1 << (take - 1)) & reachable(heap);
        Some(UsedTakes { heap, used })
    }

    /// Every position one unused take away, by increasing take (Game of Stones' moves; filter
    /// them for a set of allowed takes).
    ///
    /// # Complexity
    /// O(min(heap, [`MAX_TAKE`])).
    pub fn options(self) -> impl Iterator<Item = UsedTakes> {
        (1..=self.heap.min(MAX_TAKE)).filter_map(move |take| self.take(take))
    }
}
