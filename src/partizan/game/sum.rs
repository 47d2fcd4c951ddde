//! Sums and negatives: g + h is `{g^L + h, g + h^L | g^R + h, g + h^R}` brought to canonical
//! form, each sum of subgames remembered, and −g swaps the sides of g, recursively (the
//! negative of a canonical form is canonical). Numbers are never expanded: x + G is
//! `{x + G^L | x + G^R}` when G is not a number (number translation), so an integer n costs
//! one node, not n, and sums of numbers, ups and nimbers are added as such.
//!
//! When G is canonical and not a number, `{x + G^L | x + G^R}` (each option canonical) is
//! already the canonical form of x + G, so it is stored with no comparison. No option is
//! dominated, since x + A ≤ x + B exactly when A ≤ B. None is reversible: for G^L not a
//! number, by induction x + G^L is `{x + G^LL | x + G^LR}`, and x + G^LR ≤ x + G would make
//! G^L reversible in G. For G^L a number y, the Right option of the number x + y is a number
//! z above x + y; if z ≤ x + G then w = z − x is a number with y < w ≤ G, so R(G) ≥ w (stops
//! are monotone) and L(G) ≥ R(G) (G is not a number), so some G^L' has R(G^L') ≥ w > y,
//! which makes G^L' > y (a game whose Right stop exceeds a number exceeds it): y was
//! dominated. Dually for Right.

use super::arena::{key, Error, Game, Games, Nus};
use super::canonical::NeverReversing;
use crate::partizan::dyadic::Dyadic;

impl Games {
    /// −g: Left's and Right's options swapped, recursively.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (two, zero) = (games.integer(2), games.zero());
    /// let g = games.from_options(&[two], &[zero]).unwrap();
    /// let minus_g = games.neg(g);
    /// assert_eq!(games.sum(g, minus_g), Ok(zero));
    /// ```
    pub fn neg(&mut self, g: Game) -> Game {
        if let Some(x) = self.as_number(g) {
            return self.number(-x);
        }
        if let Some(&known) = self.neg_memo.get(&g.0) {
            return known;
        }
        let left: Vec<Game> = self.rights(g).to_vec();
        let right: Vec<Game> = self.lefts(g).to_vec();
        let mut left: Vec<Game> = left.into_iter().map(|r| self.neg(r)).collect();
        let mut right: Vec<Game> = right.into_iter().map(|l| self.neg(l)).collect();
        left.sort_unstable();
        right.sort_unstable();
        // The negative of a canonical form is canonical.
        let result = self.intern(left, right);
        self.neg_memo.insert(g.0, result);
        self.neg_memo.insert(result.0, g);
        result
    }

    /// g + h: `{g^L + h, g + h^L | g^R + h, g + h^R}` in canonical form.
    ///
    /// # Errors
    /// [`Error::Overflow`] if a number in it does not fit; [`Error::TooManyGames`] past the
    /// arena's limit.
    ///
    /// # Complexity
    /// At most one sum per pair of subgames of g and h, each remembered.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (up, star) = (games.up(), games.star());
    /// let up_star = games.sum(up, star).unwrap();
    /// let double_up_star = games.sum(up_star, up).unwrap();
    /// assert_eq!(games.as_nus(double_up_star).map(|n| (n.ups, n.star)), Some((2, 1)));
    /// ```
    pub fn sum(&mut self, g: Game, h: Game) -> Result<Game, Error> {
        let (g, h) = (g.min(h), g.max(h));
        match (self.as_number(g), self.as_number(h)) {
            (Some(x), Some(y)) => {
                let z = x.checked_add(y).ok_or(Error::Overflow)?;
                return Ok(self.number(z));
            }
            (Some(x), None) if x == Dyadic::ZERO => return Ok(h),
            (None, Some(y)) if y == Dyadic::ZERO => return Ok(g),
            _ => {}
        }
        let k = key(g, h);
        if let Some(&known) = self.sum_memo.get(&k) {
            return Ok(known);
        }
        let result = match (self.as_nus(g), self.as_nus(h)) {
            (Some(a), Some(b)) => {
                let number = a.number.checked_add(b.number).ok_or(Error::Overflow)?;
                let ups = a.ups.checked_add(b.ups).ok_or(Error::Overflow)?;
                self.nus(Nus {
                    number,
                    ups,
                    star: a.star ^ b.star,
                })?
            }
            (Some(a), _) if self.as_number(g).is_some() => self.translate(h, a.number)?,
            (_, Some(b)) if self.as_number(h).is_some() => self.translate(g, b.number)?,
            _ => {
                let (mut left, mut right) = (Vec::new(), Vec::new());
                for (family, (a, b)) in [(1, (g, h)), (2, (h, g))] {
                    for i in 0..self.nodes[a.index()].left as usize {
                        let al = self.lefts(a)[i];
                        left.push((self.sum(al, b)?, family));
                    }
                    for i in 0..self.nodes[a.index()].right as usize {
                        let ar = self.rights(a)[i];
                        right.push((self.sum(ar, b)?, family));
                    }
                }
                let mut known = NeverReversing {
                    of: Some((g, h)),
                    ..NeverReversing::default()
                };
                self.canonical_tagged(left, right, &mut known)?
            }
        };
        self.sum_memo.insert(k, result);
        Ok(result)
    }

    /// g + x for a number x ≠ 0 and a game g that is not a number: `{g^L + x | g^R + x}`,
    /// each option translated in turn, stored as it is with no search for dominated or
    /// reversible options, since there are none (the module's documentation proves it).
    /// Remembered as sums are.
    fn translate(&mut self, g: Game, x: Dyadic) -> Result<Game, Error> {
        if let Some(y) = self.as_number(g) {
            let z = y.checked_add(x).ok_or(Error::Overflow)?;
            return Ok(self.number(z));
        }
        let xg = self.number(x);
        let k = key(g.min(xg), g.max(xg));
        if let Some(&known) = self.sum_memo.get(&k) {
            return Ok(known);
        }
        if self.nodes.len() >= self.limit {
            return Err(Error::TooManyGames);
        }
        let node = &self.nodes[g.index()];
        let (left, right) = (node.left as usize, node.right as usize);
        let mut options = Vec::with_capacity(left + right);
        for i in 0..left + right {
            let o = self.options[self.nodes[g.index()].start as usize + i];
            options.push(self.translate(o, x)?);
        }
        let right_options = options.split_off(left);
        let result = self.intern(options, right_options);
        self.sum_memo.insert(k, result);
        Ok(result)
    }

    /// g − h.
    ///
    /// # Errors
    /// As [`Games::sum`].
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let (up, zero) = (games.up(), games.zero());
    /// assert_eq!(games.difference(up, up), Ok(zero));
    /// ```
    pub fn difference(&mut self, g: Game, h: Game) -> Result<Game, Error> {
        let minus_h = self.neg(h);
        self.sum(g, minus_h)
    }

    /// The sum of all of `parts` (0 for none), added from the smallest (by height, then by
    /// number of options).
    ///
    /// # Errors
    /// As [`Games::sum`].
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::game::Games;
    /// let mut games = Games::new();
    /// let star = games.star();
    /// let three_stars = games.sum_all(&[star, star, star]).unwrap();
    /// assert_eq!(three_stars, star);
    /// ```
    pub fn sum_all(&mut self, parts: &[Game]) -> Result<Game, Error> {
        // Smallest first: the cost of adding a part grows with the size of the total so far
        // times the part's, so the big parts come last, when the fewest additions remain.
        let mut order = parts.to_vec();
        order.sort_by_key(|&g| {
            let node = &self.nodes[g.index()];
            (self.height(g), node.left + node.right)
        });
        let mut total = self.zero();
        for g in order {
            total = self.sum(total, g)?;
        }
        Ok(total)
    }

    /// g + h if it is already known: numbers added, or a sum remembered.
    pub(super) fn known_sum(&self, g: Game, h: Game) -> Option<Game> {
        match (self.as_number(g), self.as_number(h)) {
            (Some(x), Some(y)) => x
                .checked_add(y)
                .and_then(|z| self.by_number.get(&z).copied()),
            (Some(x), None) if x == Dyadic::ZERO => Some(h),
            (None, Some(y)) if y == Dyadic::ZERO => Some(g),
            _ => self.sum_memo.get(&key(g.min(h), g.max(h))).copied(),
        }
    }
}
