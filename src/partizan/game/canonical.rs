//! Canonical forms: the canonical form of `{L | R}` is what remains once dominated options
//! are removed (a Left option ≤ another, a Right option ≥ another) and reversible ones
//! bypassed: a Left option G^L with some G^LR ≤ G is replaced by the Left options of that
//! G^LR, and dually. Neither step changes the value, and two games are equal exactly when
//! their canonical forms are identical (Conway); `{a | b}` with numbers a < b is the simplest
//! number between them (simplicity theorem), so numbers are never built from options.
//!
//! Most of the search for reversible options is skipped: bounds on the stops of the form
//! under construction, from its options alone, settle most tests ([`FormStops`]), and in a sum
//! g + h of canonical forms the stored sums g^LR + h are known never to reverse
//! ([`NeverReversing`]). In a sum, too, the options g^L + h are pairwise incomparable (one
//! family), so they are never tested for dominating one another.

use super::arena::{Error, Game, Games, LEFT, RIGHT};
use crate::algo::fast_map::FastMap;
use crate::partizan::dyadic::Dyadic;

/// A tag bit marking an option found dominated, while [`Games::remove_dominated`] runs.
const DOMINATED: u8 = 0x80;

/// A game under construction, `{left | right}`, compared with stored games while its
/// reversible options are found; its value never changes while they are bypassed.
struct Form {
    left: Vec<Game>,
    right: Vec<Game>,
}

/// Games known not to reverse any option of a form G under construction: none in `below` is
/// ≤ G, none in `above` is ≥ G. For G = g + h with g and h canonical these are the stored
/// sums g^LR + h (and g + h^LR): g^LR + h ≤ g + h would mean g^LR ≤ g, making g^L reversible
/// in g's canonical form; dually g^RL + h and g + h^RL. They are typically the Right options
/// of the Left options g^L + h, so most of the search for reversible options is skipped.
/// Gathered when first needed.
#[derive(Default)]
pub(super) struct NeverReversing {
    /// (g, h) while not yet gathered.
    pub(super) of: Option<(Game, Game)>,
    /// Sorted.
    pub(super) below: Vec<Game>,
    /// Sorted.
    pub(super) above: Vec<Game>,
}

/// Bounds on the stops of a form `{L | R}` under construction, from its options alone:
/// a = max R(G^L) and b = min L(G^R). These are G's stops unless G equals a number x, and
/// then a ≤ x ≤ b (no G^L ≥ x, so R(G^L) ≤ x, and dually). So L(G) lies in [a, max(a, b)]
/// and R(G) in [min(a, b), b]; `None` is an infinite bound (no option on that side).
struct FormStops {
    /// Lower and upper bounds on L(G).
    left: (Option<Dyadic>, Option<Dyadic>),
    /// Lower and upper bounds on R(G).
    right: (Option<Dyadic>, Option<Dyadic>),
}

impl FormStops {
    fn of(games: &Games, left: &[Game], right: &[Game]) -> FormStops {
        let a = left.iter().map(|&l| games.right_stop(l)).max();
        let b = right.iter().map(|&r| games.left_stop(r)).min();
        let (min, max) = match (a, b) {
            (Some(a), Some(b)) => (Some(a.min(b)), Some(a.max(b))),
            // min(a, +∞) = a, max(a, +∞) = +∞; min(−∞, b) = −∞, max(−∞, b) = b.
            (Some(a), None) => (Some(a), None),
            (None, b) => (None, b),
        };
        FormStops {
            left: (a, max),
            right: (min, b),
        }
    }

    /// Whether x ≤ G, if the stops (l, r) of x decide it: not if r > R(G) or l > L(G) can
    /// hold for sure (stops are monotone), yes if l < R(G) surely (a number between them).
    fn compare_below(&self, l: Dyadic, r: Dyadic) -> Option<bool> {
        let above = |x: Dyadic, upper: Option<Dyadic>| upper.is_some_and(|u| x > u);
        if above(r, self.right.1) || above(l, self.left.1) {
            return Some(false);
        }
        match self.right.0 {
            Some(low) if l < low => Some(true),
            _ => None,
        }
    }

    /// Whether x ≥ G, if the stops (l, r) of x decide it (dually).
    fn compare_above(&self, l: Dyadic, r: Dyadic) -> Option<bool> {
        let below = |x: Dyadic, lower: Option<Dyadic>| lower.is_some_and(|v| x < v);
        if below(l, self.left.0) || below(r, self.right.0) {
            return Some(false);
        }
        match self.left.1 {
            Some(high) if r > high => Some(true),
            _ => None,
        }
    }
}

/// Sorts tagged options and merges repeats of a game into one, with the families of all.
fn merge_duplicates(options: &mut Vec<(Game, u8)>) {
    options.sort_unstable();
    options.dedup_by(|later, kept| {
        let same = later.0 == kept.0;
        if same {
            kept.1 |= later.1;
        }
        same
    });
}

impl Games {
    /// The canonical form of `{left | right}`.
    ///
    /// # Errors
    /// [`Error::Overflow`] if it is a number that does not fit (`{0 | 1/2^62}`), or
    /// [`Error::TooManyGames`] past the arena's limit.
    ///
    /// # Complexity
    /// O(k²) comparisons for k options, each remembered once computed.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (zero, star, up) = (games.zero(), games.star(), games.up());
    /// // {0, * | 0} is ↑*; {0, ↑ | 0}: ↑ is reversible through *, so it is {0, 0 | 0} = *.
    /// let up_star = games.from_options(&[zero, star], &[zero]).unwrap();
    /// assert_eq!(games.sum(up, star), Ok(up_star));
    /// assert_eq!(games.from_options(&[zero, up], &[zero]), Ok(star));
    /// ```
    pub fn from_options(&mut self, left: &[Game], right: &[Game]) -> Result<Game, Error> {
        if let Some(x) = self.number_between(left.iter().copied(), right.iter().copied())? {
            return Ok(self.number(x));
        }
        self.canonical(left.to_vec(), right.to_vec())
    }

    /// The canonical form of `{left | right}`, options already canonical.
    fn canonical(&mut self, left: Vec<Game>, right: Vec<Game>) -> Result<Game, Error> {
        let untagged = |v: Vec<Game>| v.into_iter().map(|g| (g, 0)).collect();
        let mut known = NeverReversing::default();
        self.canonical_tagged(untagged(left), untagged(right), &mut known)
    }

    /// The canonical form of `{left | right}`, each option tagged with the families it is
    /// known to belong to (bits): two options sharing a family are incomparable, so neither
    /// can dominate the other. In g + h the options g^L + h are one family (g^L1 + h ≤ g^L2 +
    /// h exactly when g^L1 ≤ g^L2, which g's canonical form rules out) and g + h^L another.
    pub(super) fn canonical_tagged(
        &mut self,
        mut left: Vec<(Game, u8)>,
        mut right: Vec<(Game, u8)>,
        known: &mut NeverReversing,
    ) -> Result<Game, Error> {
        if self.nodes.len() >= self.limit {
            return Err(Error::TooManyGames);
        }
        loop {
            merge_duplicates(&mut left);
            merge_duplicates(&mut right);
            let games = |v: &[(Game, u8)]| -> Vec<Game> { v.iter().map(|o| o.0).collect() };
            let (l, r) = (left.iter().map(|o| o.0), right.iter().map(|o| o.0));
            if let Some(x) = self.number_between(l, r)? {
                return Ok(self.number(x));
            }
            let options = left.len() + right.len();
            self.remove_dominated(&mut left, true);
            self.remove_dominated(&mut right, false);
            let (mut l, mut r) = (games(&left), games(&right));
            if l.len() + r.len() < options {
                // What dominated may have been all that was not a number: {1, * | } is 2.
                if let Some(x) = self.number_between(l.iter().copied(), r.iter().copied())? {
                    return Ok(self.number(x));
                }
            }
            if !self.bypass_reversible(&mut l, &mut r, known) {
                return Ok(self.intern(l, r));
            }
            // Options that stayed keep their families; those brought in by bypassing have
            // none known.
            let tag = |old: &[(Game, u8)], v: Vec<Game>| -> Vec<(Game, u8)> {
                v.into_iter()
                    .map(|g| match old.iter().find(|o| o.0 == g) {
                        Some(&(_, t)) => (g, t),
                        None => (g, 0),
                    })
                    .collect()
            };
            left = tag(&left, l);
            right = tag(&right, r);
        }
    }

    /// The simplest number between the options if all are numbers and every Left one is
    /// below every Right one (the simplicity theorem); `None` if not.
    fn number_between(
        &self,
        left: impl IntoIterator<Item = Game>,
        right: impl IntoIterator<Item = Game>,
    ) -> Result<Option<Dyadic>, Error> {
        let mut low: Option<Dyadic> = None;
        for l in left {
            match self.as_number(l) {
                Some(x) => low = Some(low.map_or(x, |a| a.max(x))),
                None => return Ok(None),
            }
        }
        let mut high: Option<Dyadic> = None;
        for r in right {
            match self.as_number(r) {
                Some(x) => high = Some(high.map_or(x, |b| b.min(x))),
                None => return Ok(None),
            }
        }
        if let (Some(a), Some(b)) = (low, high) {
            if a >= b {
                return Ok(None);
            }
        }
        Dyadic::simplest_between(low, high)
            .map(Some)
            .ok_or(Error::Overflow)
    }

    /// Removes each option that another one dominates: for Left (`is_left`) one that is ≤
    /// another, for Right one that is ≥ another. The options are distinct games, so no two
    /// are equal; two that share a family (a tag bit) are not compared.
    fn remove_dominated(&mut self, options: &mut Vec<(Game, u8)>, is_left: bool) {
        // The likeliest dominators first: for Left, the options with the highest stops.
        options.sort_unstable_by(|x, y| {
            let stops = |g: Game| (self.left_stop(g), self.right_stop(g));
            let order = stops(y.0).cmp(&stops(x.0));
            if is_left {
                order
            } else {
                order.reverse()
            }
        });
        for i in 0..options.len() {
            for j in 0..options.len() {
                let ((a, ta), (b, tb)) = (options[i], options[j]);
                if i == j || tb & DOMINATED != 0 || ta & tb != 0 {
                    continue;
                }
                let dominated = if is_left {
                    self.le(a, b)
                } else {
                    self.le(b, a)
                };
                if dominated {
                    options[i].1 |= DOMINATED;
                    break;
                }
            }
        }
        options.retain(|o| o.1 & DOMINATED == 0);
    }

    /// Bypasses every reversible option of `{left | right}` once: a Left option with a Right
    /// option at most the whole game is replaced by that one's Left options, and dually.
    /// Returns whether anything changed.
    fn bypass_reversible(
        &mut self,
        left: &mut Vec<Game>,
        right: &mut Vec<Game>,
        known: &mut NeverReversing,
    ) -> bool {
        let form = Form {
            left: left.clone(),
            right: right.clone(),
        };
        let stops = FormStops::of(self, left, right);
        let mut memo = FastMap::default();
        let mut changed = false;
        let mut new_left = Vec::with_capacity(left.len());
        for &gl in left.iter() {
            let mut reversed = false;
            for i in 0..self.side_len(gl, RIGHT) {
                let glr = self.side_option(gl, RIGHT, i);
                let (l, r) = (self.left_stop(glr), self.right_stop(glr));
                let below = match stops.compare_below(l, r) {
                    Some(known) => known,
                    None if self.never_reverses(known, glr, true) => false,
                    None => self.le_form(glr, &form, &mut memo),
                };
                if below {
                    new_left.extend(self.left_options(glr));
                    reversed = true;
                    break;
                }
            }
            if !reversed {
                new_left.push(gl);
            }
            changed |= reversed;
        }
        let mut new_right = Vec::with_capacity(right.len());
        for &gr in right.iter() {
            let mut reversed = false;
            for i in 0..self.side_len(gr, LEFT) {
                let grl = self.side_option(gr, LEFT, i);
                let (l, r) = (self.left_stop(grl), self.right_stop(grl));
                let above = match stops.compare_above(l, r) {
                    Some(known) => known,
                    None if self.never_reverses(known, grl, false) => false,
                    None => self.form_le(&form, grl, &mut memo),
                };
                if above {
                    new_right.extend(self.right_options(grl));
                    reversed = true;
                    break;
                }
            }
            if !reversed {
                new_right.push(gr);
            }
            changed |= reversed;
        }
        *left = new_left;
        *right = new_right;
        changed
    }

    /// Whether x ≤ form, by the definition (the form may equal a number, so number avoidance
    /// does not apply to it).
    fn le_form(&mut self, x: Game, form: &Form, memo: &mut FastMap<(Game, bool), bool>) -> bool {
        if let Some(&known) = memo.get(&(x, true)) {
            return known;
        }
        let mut result = true;
        for &r in &form.right {
            if self.le(r, x) {
                result = false;
                break;
            }
        }
        if result {
            for i in 0..self.side_len(x, LEFT) {
                let xl = self.side_option(x, LEFT, i);
                if self.form_le(form, xl, memo) {
                    result = false;
                    break;
                }
            }
        }
        memo.insert((x, true), result);
        result
    }

    /// Whether form ≤ y, by the definition.
    fn form_le(&mut self, form: &Form, y: Game, memo: &mut FastMap<(Game, bool), bool>) -> bool {
        if let Some(&known) = memo.get(&(y, false)) {
            return known;
        }
        let mut result = true;
        for &l in &form.left {
            if self.le(y, l) {
                result = false;
                break;
            }
        }
        if result {
            for i in 0..self.side_len(y, RIGHT) {
                let yr = self.side_option(y, RIGHT, i);
                if self.le_form(yr, form, memo) {
                    result = false;
                    break;
                }
            }
        }
        memo.insert((y, false), result);
        result
    }

    /// Whether `x` is known not to reverse: not ≤ the form if `below`, else not ≥ it.
    fn never_reverses(&mut self, known: &mut NeverReversing, x: Game, below: bool) -> bool {
        if let Some((g, h)) = known.of.take() {
            self.never_reversing(g, h, known);
        }
        let v = if below { &known.below } else { &known.above };
        v.binary_search(&x).is_ok()
    }

    /// Gathers the sums g^LR + h and g + h^LR (and g^RL + h, g + h^RL) already stored, for g
    /// and h canonical: none reverses an option of g + h (see [`NeverReversing`]).
    fn never_reversing(&mut self, g: Game, h: Game, known: &mut NeverReversing) {
        for (a, b) in [(g, h), (h, g)] {
            for (side, found) in [(LEFT, &mut known.below), (RIGHT, &mut known.above)] {
                for i in 0..self.side_len(a, side) {
                    let o = self.side_option(a, side, i);
                    for j in 0..self.side_len(o, !side) {
                        let oo = self.side_option(o, !side, j);
                        found.extend(self.known_sum(oo, b));
                    }
                }
            }
        }
        for v in [&mut known.below, &mut known.above] {
            v.sort_unstable();
            v.dedup();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Outcome;
    use super::*;

    #[test]
    fn day_one_and_small_values() {
        let mut games = Games::new();
        let (zero, one, minus_one, star) = (
            games.zero(),
            games.integer(1),
            games.integer(-1),
            games.star(),
        );
        assert_eq!(games.from_options(&[], &[]), Ok(zero));
        assert_eq!(games.from_options(&[zero], &[]), Ok(one));
        assert_eq!(games.from_options(&[], &[zero]), Ok(minus_one));
        assert_eq!(games.from_options(&[zero], &[zero]), Ok(star));
        // {1 | } = 2, {-1 | 1} = 0, {* | } = 0 (* reverses through 0).
        let two = games.integer(2);
        assert_eq!(games.from_options(&[one], &[]), Ok(two));
        assert_eq!(games.from_options(&[minus_one], &[one]), Ok(zero));
        assert_eq!(games.from_options(&[star], &[]), Ok(zero));
        let up = games.up();
        let down = games.down();
        let s = games.sum(up, down).unwrap();
        assert_eq!(s, zero);
        assert_eq!(games.outcome(star), Outcome::Next);
    }
}
