//! The `sg` explorer (打表找规律) as a library: the rule catalogue (`rules`), the commands
//! (`commands`) and where their output goes (`output`); `src/bin/sg.rs` only calls [`main`].
//! No judge binary names this module, so bundles never carry it.
mod commands;
mod output;
pub mod rules;

use std::process::ExitCode;

const HELP: &str = "sg: Sprague-Grundy values, periods and winning moves

usage:
  sg table RULE N [--row]    values of positions 0..N-1, one per line (--row: on one line)
  sg period RULE [N]         pre-period, period and saltus (octal codes: proven, or N values)
  sg moves GAME POSITION...  verdict, value and every winning move
  sg help [table|period|moves]

RULE (for table and period):
  turtles | single | mock-turtles | ruler | grunt        coin rules (value of one heads coin)
  consecutive K | twins S | partner S                    coin rules with a number or set S=1,2,3
  subtract S                                             subtraction game, S like 1,3,4
  0.77 | 0.07 | 0.137 | any d0.d1d2...                  octal (or hexadecimal) game by its code
  kayles | dawsons-kayles | dawsons-chess                the octal games 0.77, 0.07, 0.137
  grundy                                                 Grundy's game (split into unequal heaps)
  lasker | nim                                           one pile of Lasker's Nim or Nim

GAME (for moves):
  nim PILES... | misere PILES... | lasker PILES... | bash M STONES | wythoff A B
  nimk K PILES... | staircase STAIR1 STAIR2...
  COIN-RULE HEADS...   heads coins by number, e.g. sg moves mock-turtles 0 3 5";

const TABLE_HELP: &str = "usage: sg table RULE N [--row]
Prints the Sprague-Grundy values of positions 0..N-1 of RULE (see sg --help for rules) as
they are computed. Octal codes and Grundy's game use sparse space (N up to 4294967296, as
memory allows; once an octal game's period is proven the rest is printed from it); other
rules take N up to 33554432. Coin rules give the value of a single heads coin at each
position. Progress goes to stderr when it is a terminal.";

const PERIOD_HELP: &str = "usage: sg period RULE [N]
Octal codes: computes values until the periodicity theorem (Guy and Smith: G(n + p) = G(n)
for e <= n < 2e + p + t, t the largest take, proves it for all n >= e) proves a period, and
prints the smallest period p and pre-period e, with the 2e + 2p + t values the proof needs;
with N, stops after N values if nothing is proven by then. Other rules (and hexadecimal
codes): looks for the shortest period p, then the shortest pre-period, with a constant saltus
s (G(n + p) = G(n) + s) among the first N values (default 1000), counted only when the
periodic part seen is as long as the pre-period plus two periods; a table can only suggest
such a period.";

const MOVES_HELP: &str = "usage: sg moves GAME POSITION...
Prints whether the player to move wins, the position's value and every winning move
(nimk: one winning move). See sg --help for the games.";

/// Runs `sg` on the process's arguments; status 2 on a usage error.
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match run(&args) {
        Ok(text) => {
            // A closed pipe (`sg table ... | head`) is a reader that has seen enough.
            let mut out = std::io::stdout().lock();
            let written = std::io::Write::write_all(&mut out, text.as_bytes());
            match written.and_then(|()| std::io::Write::flush(&mut out)) {
                Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
                    eprintln!("error: cannot write the output: {e}");
                    ExitCode::FAILURE
                }
                _ => ExitCode::SUCCESS,
            }
        }
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

use commands::{moves, period, table};

fn run(args: &[&str]) -> Result<String, String> {
    let help = |text: &str| Ok(format!("{text}\n"));
    match args {
        [] | ["help" | "--help" | "-h"] => help(HELP),
        ["help", "table"] | ["table", "--help" | "-h", ..] => help(TABLE_HELP),
        ["help", "period"] | ["period", "--help" | "-h", ..] => help(PERIOD_HELP),
        ["help", "moves"] | ["moves", "--help" | "-h", ..] => help(MOVES_HELP),
        ["table", rest @ ..] => table(rest),
        ["period", rest @ ..] => period(rest),
        ["moves", rest @ ..] => moves(rest),
        [other, ..] => Err(format!("unknown command '{other}' (try sg --help)")),
    }
}
