//! `sg`: a game explorer for finding patterns (打表找规律). See `sg --help`.
use std::process::ExitCode;

/// Counts the bytes held, so that a rule's script that grows them too far is stopped.
#[global_allocator]
static ALLOCATOR: grundy::explore::memory::Counting = grundy::explore::memory::Counting;

fn main() -> ExitCode {
    grundy::explore::main()
}
