//! HDU 1527 is POJ 1067 word for word: the same statement, format and solver.
include!("poj_1067.rs");
