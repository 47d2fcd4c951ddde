//! The finder of `sg guess` over features: a table of positions of sizes 0..=K (numbers,
//! arrays, pairs, trees) with their values is described by the simplest formula over named
//! features of the positions that fits the smaller sizes and still holds on the largest ones,
//! held out. A finding is observed on the positions it was checked on, never proven: it is a
//! conjecture a user pastes into the rule (`fn guess`) or a binary (a Rust function).
//!
//! What lives where: the input and the features of a position (`features`: numbers, arrays,
//! pairs, parent arrays of trees, the rule's own `fn features` map), the formulas and their
//! atoms (`formulas`), the candidates in order of simplicity and the first that fits
//! (`search`), the split into sizes fitted and sizes held out and the check (`check`), and the
//! finding in words, as rhai and as Rust (`render`).
//!
//! ```
//! use grundy::explore::finder::{find, Entry, Position, Value};
//! // Two piles, take from either or from both equally with |a − b| kept… here: P iff a = b.
//! let mut table = Vec::new();
//! for a in 0..12u64 {
//!     for b in 0..12u64 {
//!         let value = Value::Grundy(a ^ b);
//!         table.push(Entry::new((a + b) as usize, Position::Array(vec![a as i64, b as i64]), value));
//!     }
//! }
//! let found = find(&table).expect("a finding");
//! assert!(found.words().contains("the value is the XOR"), "{}", found.words());
//! ```

#[cfg(test)]
mod catalogue;
pub mod check;
pub(crate) mod command;
pub mod features;
pub mod formulas;
pub mod render;
pub mod search;

pub use check::{find, Finding};

/// A position of a rule's family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Position {
    /// A heap, or a bit mask.
    Number(u64),
    /// Piles, a pair, a string's letters: an array of whole numbers.
    Array(Vec<i64>),
    /// A tree of vertices 0..n as each vertex's parent (vertex 0 the root; every other vertex's
    /// parent smaller than itself).
    Tree(Vec<i64>),
}

/// The value of a position: what the table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// A Sprague-Grundy value.
    Grundy(u64),
    /// A position from which play may go on forever (∞): never a P-position.
    Loopy,
    /// A partizan position's outcome class: 'L', 'R', 'N' or 'P'.
    Class(char),
}

/// One line of the table: the position's size k, the position, its value, and the features
/// the rule names for it (`fn features(p)`).
#[derive(Clone, Debug)]
pub struct Entry {
    pub size: usize,
    pub position: Position,
    pub value: Value,
    pub named: Vec<(String, i64)>,
}

impl Entry {
    /// An entry with no named features.
    pub fn new(size: usize, position: Position, value: Value) -> Entry {
        Entry {
            size,
            position,
            value,
            named: Vec::new(),
        }
    }

    /// Whether the player to move loses (value 0, or class P).
    pub fn is_p(&self) -> bool {
        matches!(self.value, Value::Grundy(0) | Value::Class('P'))
    }
}
