//! Short partizan games `{L | R}` in canonical form, each stored once in an arena ([`Games`]),
//! so a game is a small handle ([`Game`]) and two games are equal exactly when their handles
//! are: sum, negative, comparison, outcome class, and recognition of numbers, nimbers, ups
//! and switches.
//!
//! Two games are equal exactly when their canonical forms are identical (Conway), so storing
//! each canonical form once makes equality a comparison of handles, and comparison, mostly
//! settled by adorned stops, drives everything else. The theory is shared out by concern, one
//! file each: the arena and what it keeps of each form (`arena`), comparison by the
//! definition, by number avoidance and by stops (`compare`) with its table of answers
//! (`le_memo`), outcome classes (`outcome`), canonical forms by removing dominated options
//! and bypassing reversible ones (`canonical`), sums, negatives and number translation
//! (`sum`), and numbers, nimbers and ups built directly (`values`).

mod arena;
mod canonical;
mod compare;
mod le_memo;
mod outcome;
mod sum;
mod values;

pub use arena::{Error, Game, Games, Nus};
pub use outcome::Outcome;
