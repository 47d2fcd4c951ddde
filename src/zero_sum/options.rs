//! Where a scored rule's `moves` puts the options of a position ([`Options`]): pushed one at a
//! time, each with its gain, as into a `Vec`, and taken by the search as they come.
//!
//! The search decides what becomes of each option: the recursive search lists them to visit in
//! turn, and the bottom-up fill ([`Search::fill`](super::minimax::Search::fill)) values each one
//! on the spot from its table and keeps only the best, so no list is built per position. The
//! options are the same either way, so both searches compute the same recurrence.
//!
//! ```
//! use grundy::zero_sum::options::Options;
//! let mut taken = Vec::new();
//! let mut moves = |n: u32, out: &mut Options<u32, i64>| out.extend((1..=2.min(n)).map(|t| (n - t, 0)));
//! moves(5, &mut Options::new(&mut |option, gain| taken.push((option, gain))));
//! assert_eq!(taken, [(4, 0), (3, 0)]);
//! ```

/// The options of one position, each with its gain, as a scored rule's `moves` gives them:
/// `out.push((option, gain))`, or `out.extend(...)` of such pairs.
pub struct Options<'a, P, V> {
    take: &'a mut dyn FnMut(P, V),
}

impl<'a, P, V> Options<'a, P, V> {
    /// Options handed to `take` one by one, each with its gain.
    #[inline]
    pub fn new(take: &'a mut dyn FnMut(P, V)) -> Self {
        Options { take }
    }

    /// One more option of the position, with the mover's gain for moving there.
    #[inline]
    pub fn push(&mut self, (option, gain): (P, V)) {
        (self.take)(option, gain)
    }
}

impl<P, V> Extend<(P, V)> for Options<'_, P, V> {
    #[inline]
    fn extend<I: IntoIterator<Item = (P, V)>>(&mut self, options: I) {
        for option in options {
            self.push(option);
        }
    }
}

impl<'b, P: Clone + 'b, V: Clone + 'b> Extend<&'b (P, V)> for Options<'_, P, V> {
    #[inline]
    fn extend<I: IntoIterator<Item = &'b (P, V)>>(&mut self, options: I) {
        for option in options {
            self.push(option.clone());
        }
    }
}
