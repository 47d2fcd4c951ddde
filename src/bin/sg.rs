//! `sg`: a game explorer for finding patterns (打表找规律). See `sg --help`.
use std::process::ExitCode;

fn main() -> ExitCode {
    grundy::explore::main()
}
