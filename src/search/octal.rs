//! Octal games: heaps of tokens; the code `d0.d1d2d3…` says, digit by digit, what taking `k`
//! tokens from a heap may leave: bit 1 of `dk`, nothing (the whole heap was `k`); bit 2, one
//! non-empty heap; bit 4, two non-empty heaps. `d0` may only have bit 4 (split a heap in two
//! without taking). Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's Chess `0.137`.
//! Hexadecimal codes add bit 8, three non-empty heaps (a Multi-SG move: one move leaves several
//! components); `8.3333…` is Nim where a heap may also split into three (HDU 5795).
//!
//! [`Code::values`] computes values by the definition, the mex over all options, with the sum of
//! heaps worth the XOR of their values (Sprague–Grundy): O(n²) for games that split in two,
//! O(n³) for three, O(n·k) else. [`Code::moves`] hands an octal code to the sparse-space engine
//! ([`super::sparse_space`]), which the tests check against the definition.

use super::periodicity_theorem;
use super::recurrence::Periodic;
use super::sg;
use super::sparse_space::Moves;

/// A parsed octal code: `digits[k]` is `dk`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Code {
    pub digits: Vec<u8>,
}

impl Code {
    /// Parses `d0.d1d2…` (`d0` may be left out: `.77`). `None` unless every digit is
    /// hexadecimal (`0`–`9`, `a`–`f`; above 7 only in hexadecimal games), `d0` has no bit but 4
    /// and 8 (splitting takes nothing), and some move exists.
    ///
    /// # Example
    /// ```
    /// use grundy::search::octal::Code;
    /// assert_eq!(Code::parse("0.137").unwrap().digits, [0, 1, 3, 7]);
    /// assert_eq!(Code::parse("8.3").unwrap().digits, [8, 3]);
    /// assert!(Code::parse("0.g").is_none());
    /// ```
    pub fn parse(code: &str) -> Option<Code> {
        let (whole, fraction) = code.split_once('.')?;
        let whole = if whole.is_empty() { "0" } else { whole };
        let digit = |c: char| c.to_digit(16).map(|d| d as u8);
        let d0 = if whole.len() == 1 {
            digit(whole.chars().next()?)?
        } else {
            return None;
        };
        let mut digits = vec![d0];
        for c in fraction.chars() {
            digits.push(digit(c)?);
        }
        let sensible = d0 & 3 == 0 && digits.iter().any(|&d| d != 0);
        sensible.then_some(Code { digits })
    }

    /// Whether every digit is octal (no move leaves three heaps), the case the periodicity
    /// theorem of Guy and Smith covers.
    pub fn is_octal(&self) -> bool {
        self.digits.iter().all(|&d| d < 8)
    }

    /// The largest number of tokens a move takes (`t` in the periodicity theorem).
    pub fn largest_take(&self) -> usize {
        self.digits.iter().rposition(|&d| d != 0).unwrap_or(0)
    }

    /// The moves of an octal code, for the sparse-space engine; `None` for a hexadecimal code
    /// (a move leaving three heaps).
    ///
    /// # Example
    /// ```
    /// use grundy::search::octal::Code;
    /// use grundy::search::sparse_space;
    /// let moves = Code::parse("0.137").unwrap().moves().unwrap();
    /// assert_eq!(moves.split, [3]);
    /// assert_eq!(sparse_space::values(moves, 6).unwrap(), [0, 1, 1, 2, 0, 3]);
    /// ```
    pub fn moves(&self) -> Option<Moves> {
        if !self.is_octal() {
            return None;
        }
        let takes = |bit: u8| -> Vec<usize> {
            let with_bit = self
                .digits
                .iter()
                .enumerate()
                .filter(|&(_, &d)| d & bit != 0);
            with_bit.map(|(k, _)| k).collect()
        };
        Some(Moves {
            take_all: takes(1),
            leave_one: takes(2),
            split: takes(4),
            unequal: false,
        })
    }

    /// The values of every heap, from a period proven by the periodicity theorem
    /// ([`periodicity_theorem::periodic`]) on values computed by the definition; `None` for a
    /// hexadecimal code or when no period is proven within `most` values.
    ///
    /// # Complexity
    /// O(m²) for the m values the proof needs (rounded up to a power of two).
    ///
    /// # Example
    /// Dawson's Kayles: period 34 from heap 53 on.
    /// ```
    /// use grundy::search::octal::Code;
    /// let dawson = Code::parse("0.07").unwrap().periodic_values(1 << 12).unwrap();
    /// assert_eq!((dawson.pre_period(), dawson.period()), (53, 34));
    /// assert_eq!(*dawson.value(1_000_000_000_000), *dawson.value(1_000_000_000_000 % 34 + 68));
    /// ```
    pub fn periodic_values(&self, most: usize) -> Option<Periodic<u64>> {
        if !self.is_octal() {
            return None;
        }
        periodicity_theorem::periodic(self.largest_take(), most, |len| self.values(len))
    }

    /// Values of heaps `0..len`, by the definition.
    ///
    /// # Example
    /// ```
    /// use grundy::search::octal::Code;
    /// let kayles = Code::parse("0.77").unwrap();
    /// assert_eq!(kayles.values(8), [0, 1, 2, 3, 1, 4, 3, 2]);
    /// ```
    pub fn values(&self, len: usize) -> Vec<u64> {
        sg::table(len, |n, g, out| {
            for (k, &d) in self.digits.iter().enumerate() {
                if k > n {
                    break;
                }
                let rest = n - k;
                if d & 1 != 0 && rest == 0 && k > 0 {
                    out.push(0);
                }
                if d & 2 != 0 && rest >= 1 && k > 0 {
                    out.push(g[rest]);
                }
                if d & 4 != 0 && rest >= 2 {
                    out.extend((1..=rest / 2).map(|a| g[a] ^ g[rest - a]));
                }
                if d & 8 != 0 && rest >= 3 {
                    for a in 1..=rest / 3 {
                        let pair = rest - a;
                        out.extend((a..=pair / 2).map(|b| g[a] ^ g[b] ^ g[pair - b]));
                    }
                }
            }
        })
    }
}
