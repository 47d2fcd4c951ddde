//! What a benchmark case is: the binary, how to make its input, and what it races.

use super::input::{Rng, Text};

/// One benchmark: a binary, its input generator, its limit program (in `bench/`) and its C++
/// reference (`bench/cpp/BINARY.cpp`).
pub struct Case {
    pub binary: &'static str,
    /// The input in words, for the report.
    pub about: &'static str,
    /// Writes the input, divided by the scale (the third argument) where it is large.
    pub generate: fn(&mut Rng, &mut Text, u64),
    pub limit: &'static str,
}

/// Reads and parses, prints one line.
pub const READ_LIMIT: &str = "limit";
