//! The pattern finder of `sg guess`: what a pattern is and how a fit is scored (`guess`), the
//! command that fits the table and extends it past the table (`guessing`), the forms it tries
//! (`forms`: known functions of n, n less exceptions; `take_rules`: the take rules with a
//! theorem, octal codes and splits), the arithmetic those forms need (`factor`: prime factors
//! and prime counts up to 10^18), a value computed from a heap by the rule's own moves
//! (`search_at`), and the check of a rule's moves past the table against the form its proof
//! covers (`moves_check`).

pub(super) mod factor;
pub(super) mod forms;
pub(super) mod guess;
pub(super) mod guessing;
pub mod moves_check;
pub(super) mod search_at;
pub(super) mod take_rules;
