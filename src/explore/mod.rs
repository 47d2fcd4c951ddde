//! The `sg` explorer (打表找规律) as a library: the rule catalogue (`rules`), the commands
//! (`commands`) and where their output goes (`output`); `src/bin/sg.rs` only calls [`main`].
//! No judge binary names this module, so bundles never carry it (nor `clap`).
mod checkpoint;
mod commands;
mod compare;
pub mod finder;
mod graph;
mod help;
mod kinds;
mod matrix;
pub mod memory;
mod names;
mod output;
pub mod pairs;
mod partizan;
pub mod pattern;
mod play;
pub mod plot;
pub mod rule;
pub mod rules;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser, Subcommand};
use std::process::ExitCode;

use help::{
    COMPARE_HELP, COMPLETIONS_HELP, GAME_HELP, GRAPH_HELP, GUESS_HELP, MATRIX_HELP, MOVES_HELP,
    PERIOD_HELP, PLAY_HELP, PLOT_HELP, RULES, TABLE_HELP,
};

/// A subcommand's help: its usage line first, as `sg` has always printed it.
const SUBCOMMAND_HELP: &str = "usage: {usage}\n\n{about-with-newline}\n{all-args}";

/// sg: Sprague-Grundy values, periods and winning moves
#[derive(Parser)]
#[command(
    name = "sg",
    version,
    about = "sg: Sprague-Grundy values, periods and winning moves",
    override_usage = "sg COMMAND ARGUMENTS... (sg help COMMAND for each)",
    help_template = "{about}\n\nusage: {usage}\n\ncommands:\n{subcommands}\n\noptions:\n{options}{after-help}",
    after_help = RULES,
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Set a constant of the --rule file, NAME=VALUE in rhai syntax (repeatable)
    #[arg(long = "const", value_name = "NAME=VALUE", global = true)]
    constants: Vec<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Values of the first N positions, one per line (--row: on one line), or a grid
    #[command(
        long_about = TABLE_HELP,
        override_usage = "sg table RULE|GAME N [--row] [--checkpoint FILE [--every SECONDS]]",
        help_template = SUBCOMMAND_HELP
    )]
    Table {
        /// The rule (with its number or set, if it takes one), then N
        #[arg(
            value_name = "RULE N",
            required_unless_present = "script",
            allow_negative_numbers = true
        )]
        words: Vec<String>,
        /// Print the values on one line, separated by spaces
        #[arg(long)]
        row: bool,
        /// For a partizan rule (--rule FILE with fn left and fn right): each start's canonical
        /// form in CGSuite's notation instead of its outcome class
        #[arg(long)]
        values: bool,
        /// Save the values to FILE as they come (every 5 minutes and on Ctrl-C), and resume
        /// from it: the same command prints the whole table (sparse-space rules)
        #[arg(long, value_name = "FILE")]
        checkpoint: Option<String>,
        /// With --checkpoint: save every SECONDS instead of every 300 (0: after every step)
        #[arg(long, value_name = "SECONDS", requires = "checkpoint")]
        every: Option<u64>,
        /// A rule written in rhai: fn moves(n) (or moves(a, b)) returning the options, or fn
        /// left(p) and fn right(p) for a partizan game
        #[arg(long = "rule", value_name = "FILE")]
        script: Option<String>,
        /// For a rule with fn positions(k): only the P-positions (worth 0, or of class P)
        #[arg(long = "p")]
        p: bool,
        /// For a rule with fn positions(k) and fn features(p): each position's features too
        #[arg(long)]
        features: bool,
    },
    /// Pre-period, period and saltus (octal codes and subtraction games: proven)
    #[command(
        long_about = PERIOD_HELP,
        override_usage = "sg period RULE [N] [--values] [--checkpoint FILE [--every SECONDS]]",
        help_template = SUBCOMMAND_HELP
    )]
    Period {
        /// The rule (with its number or set, if it takes one), then N if given
        #[arg(
            value_name = "RULE [N]",
            required_unless_present = "script",
            allow_negative_numbers = true
        )]
        words: Vec<String>,
        /// Also print the pre-period's values and one period's: what a judge solution stores
        #[arg(long)]
        values: bool,
        /// Save the values to FILE as they come (every 5 minutes and on Ctrl-C), and resume
        /// from it: the same command prints the whole table (sparse-space rules)
        #[arg(long, value_name = "FILE")]
        checkpoint: Option<String>,
        /// With --checkpoint: save every SECONDS instead of every 300 (0: after every step)
        #[arg(long, value_name = "SECONDS", requires = "checkpoint")]
        every: Option<u64>,
        /// A rule written in rhai: fn moves(n) (or moves(a, b)) returning the options, or fn
        /// left(p) and fn right(p) for a partizan game
        #[arg(long = "rule", value_name = "FILE")]
        script: Option<String>,
    },
    /// Verdict, value and every winning move
    #[command(
        long_about = MOVES_HELP,
        override_usage = "sg moves GAME POSITION...",
        help_template = SUBCOMMAND_HELP
    )]
    Moves {
        /// The game (with its number or set, if it takes one), then the position
        #[arg(
            value_name = "GAME POSITION",
            required_unless_present = "script",
            allow_negative_numbers = true
        )]
        words: Vec<String>,
        /// A rule written in rhai: fn moves(n) (or moves(a, b)) returning the options, or fn
        /// left(p) and fn right(p) for a partizan game
        #[arg(long = "rule", value_name = "FILE")]
        script: Option<String>,
    },
    /// The patterns that fit the first N values, simplest first, proven or observed
    #[command(
        long_about = GUESS_HELP,
        override_usage = "sg guess RULE|GAME N [--at X1,X2,...] | sg guess --rule FILE N [--at ...]",
        help_template = SUBCOMMAND_HELP
    )]
    Guess {
        /// The rule (with its number or set, if it takes one) or two-dimensional game, then N
        #[arg(
            value_name = "RULE N",
            required_unless_present = "script",
            allow_negative_numbers = true
        )]
        words: Vec<String>,
        /// A rule written in rhai: fn moves(n) (or moves(a, b)) returning the options, or fn
        /// left(p) and fn right(p) for a partizan game
        #[arg(long = "rule", value_name = "FILE")]
        script: Option<String>,
        /// Heaps (up to 2^64 - 1) whose values to print after the patterns, where one backs them;
        /// for a rule of fn positions(k), positions in rhai syntax ([3, 4, 5]), one per --at
        #[arg(long = "at", value_name = "X1,X2,...", value_delimiter = ',')]
        at: Vec<String>,
    },
    /// A picture of the values (PNG): against position, or a grid of a two-dimensional game
    #[command(
        long_about = PLOT_HELP,
        override_usage = "sg plot RULE|GAME N -o FILE.png",
        help_template = SUBCOMMAND_HELP
    )]
    Plot {
        /// The rule (with its number or set, if it takes one) or two-dimensional game, then N
        #[arg(
            value_name = "RULE N",
            required_unless_present = "script",
            allow_negative_numbers = true
        )]
        words: Vec<String>,
        /// The PNG file to write
        #[arg(short, long, value_name = "FILE.png")]
        output: String,
        /// A rule written in rhai: fn moves(n) (or moves(a, b)) returning the options, or fn
        /// left(p) and fn right(p) for a partizan game
        #[arg(long = "rule", value_name = "FILE")]
        script: Option<String>,
    },
    /// Two rule files' tables compared start by start: the first differences and a summary
    #[command(
        long_about = COMPARE_HELP,
        override_usage = "sg compare FILE_A FILE_B N [--values]",
        help_template = SUBCOMMAND_HELP
    )]
    Compare {
        /// A rule written in rhai (a brute-force one, say)
        #[arg(value_name = "FILE_A")]
        first: String,
        /// Another rule of the same kind (a fast one, say)
        #[arg(value_name = "FILE_B")]
        second: String,
        /// How many starts: 0 to N - 1
        #[arg(value_name = "N")]
        n: String,
        /// For partizan rules: compare canonical forms instead of outcome classes
        #[arg(long)]
        values: bool,
    },
    /// Win, loss or draw, generalized values and winning moves of a game graph (edge list)
    #[command(
        long_about = GRAPH_HELP,
        override_usage = "sg graph [FILE] [--geography]",
        help_template = SUBCOMMAND_HELP
    )]
    Graph {
        /// The graph: `n m`, then m moves `u v` (positions 1..n); stdin if absent or `-`
        file: Option<String>,
        /// Play vertex geography on it instead: edges undirected, no vertex entered twice
        #[arg(long)]
        geography: bool,
    },
    /// Canonical form and outcome of a partizan game in CGSuite's notation, or two compared
    #[command(
        long_about = GAME_HELP,
        override_usage = "sg game EXPR... | sg game --compare G H",
        help_template = SUBCOMMAND_HELP
    )]
    Game {
        /// The game, e.g. '{1|-1} + {0|*}' (with --compare: the two games G and H)
        #[arg(value_name = "EXPR", required = true, allow_hyphen_values = true)]
        words: Vec<String>,
        /// Compare two games G and H instead
        #[arg(long)]
        compare: bool,
    },
    /// Play a game against sg, which plays perfectly: ? lists the winning moves
    #[command(
        long_about = PLAY_HELP,
        override_usage = "sg play RULE HEAPS... [--second] | sg play --rule FILE HEAPS... | sg play --graph FILE POSITION",
        help_template = SUBCOMMAND_HELP
    )]
    Play {
        /// The game (with its number or set, if it takes one), then the heaps or the position
        #[arg(
            value_name = "RULE HEAPS",
            required = true,
            allow_negative_numbers = true
        )]
        words: Vec<String>,
        /// A rule written in rhai: fn moves(n) returning the options of a heap of n
        #[arg(long = "rule", value_name = "FILE", conflicts_with = "graph")]
        script: Option<String>,
        /// A game graph, `n m` then m moves `u v`, played from POSITION
        #[arg(long, value_name = "FILE")]
        graph: Option<String>,
        /// sg moves first
        #[arg(long)]
        second: bool,
    },
    /// Value and outcome of a Blue-Red-Green Hackenbush tree (edge list with colours)
    #[command(
        long_about = partizan::HACKENBUSH_HELP,
        override_usage = "sg hackenbush [FILE]",
        help_template = SUBCOMMAND_HELP
    )]
    Hackenbush {
        /// The tree: `n`, then n - 1 edges `u v C` (C: B, R or G; vertex 1 the ground); stdin
        /// if absent or `-`
        file: Option<String>,
    },
    /// Value and optimal mixed strategies of a zero-sum matrix game, in exact fractions
    #[command(
        long_about = MATRIX_HELP,
        override_usage = "sg matrix [FILE]",
        help_template = SUBCOMMAND_HELP
    )]
    Matrix {
        /// The game: `m n`, then m rows of n payoffs to the row player; stdin if absent or `-`
        file: Option<String>,
    },
    /// A completion script for SHELL (bash, zsh, fish, ...)
    #[command(
        long_about = COMPLETIONS_HELP,
        override_usage = "sg completions SHELL",
        help_template = SUBCOMMAND_HELP
    )]
    Completions {
        /// bash, elvish, fish, powershell or zsh
        shell: clap_complete::Shell,
    },
}

/// Runs `sg` on the process's arguments: status 0 on success, 2 on a usage error (one line on
/// stderr), 1 if the output cannot be written, a rule's `fn guess` was wrong in its table or
/// `sg compare` found two tables that differ.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            return done(e.print());
        }
        Err(e) => {
            eprintln!("error: {}", one_line(&e));
            return ExitCode::from(2);
        }
    };
    if let Err(message) = constants(&cli) {
        eprintln!("error: {message}");
        return ExitCode::from(2);
    }
    let result = match &cli.command {
        None => return done(Cli::command().print_long_help()),
        Some(Command::Table {
            words: w,
            row,
            values,
            script,
            checkpoint,
            every,
            p,
            features,
        }) => commands::table(
            &words(w),
            *row,
            *values,
            script.as_deref(),
            saving(checkpoint, every).as_ref(),
            &commands::Family {
                p: *p,
                features: *features,
            },
        ),
        Some(Command::Period {
            words: w,
            values,
            script,
            checkpoint,
            every,
        }) => commands::period(
            &words(w),
            *values,
            script.as_deref(),
            saving(checkpoint, every).as_ref(),
        ),
        Some(Command::Moves { words: w, script }) => commands::moves(&words(w), script.as_deref()),
        Some(Command::Plot {
            words: w,
            output,
            script,
        }) => commands::plot(&words(w), output, script.as_deref()),
        Some(Command::Guess {
            words: w,
            script,
            at,
        }) => match finder::command::lists_positions(script.as_deref()) {
            Ok(true) => {
                finder::command::guess(script.as_deref().unwrap_or_default(), &words(w), at)
            }
            Ok(false) => heaps_at(at)
                .and_then(|at| pattern::guessing::guess(&words(w), script.as_deref(), &at)),
            Err(e) => Err(e),
        },
        Some(Command::Graph { file, geography }) => {
            read_graph(file.as_deref()).and_then(|text| graph::graph(&text, *geography))
        }
        Some(Command::Game { words, compare }) => game(words, *compare),
        Some(Command::Play {
            words: w,
            script,
            graph,
            second,
        }) => play::play(&words(w), script.as_deref(), graph.as_deref(), *second),
        Some(Command::Hackenbush { file }) => {
            read_graph(file.as_deref()).and_then(|text| partizan::hackenbush(&text))
        }
        Some(Command::Compare {
            first,
            second,
            n,
            values,
        }) => {
            // Tables that differ are an answer, not an error: status 1, the differences listed.
            return match compare::compare(first, second, n, *values) {
                Ok((text, false)) => print(&text),
                Ok((text, true)) => match print(&text) {
                    ExitCode::SUCCESS => ExitCode::FAILURE,
                    failed => failed,
                },
                Err(message) => {
                    eprintln!("error: {message}");
                    ExitCode::from(2)
                }
            };
        }
        Some(Command::Matrix { file }) => {
            // A bad game file is bad input, not a usage error: status 1.
            return match read_graph(file.as_deref()).and_then(|text| matrix::matrix(&text)) {
                Ok(text) => print(&text),
                Err(message) => {
                    eprintln!("error: {message}");
                    ExitCode::FAILURE
                }
            };
        }
        Some(Command::Completions { shell }) => {
            let mut script = Vec::new();
            clap_complete::generate(*shell, &mut Cli::command(), "sg", &mut script);
            Ok(String::from_utf8_lossy(&script).into_owned())
        }
    };
    match result {
        // A rule's guess that a table showed wrong: the table was printed, the status says so.
        Ok(text) if kinds::script::conjecture::was_wrong() => match print(&text) {
            ExitCode::SUCCESS => ExitCode::FAILURE,
            failed => failed,
        },
        Ok(text) => print(&text),
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// The `--const` words recorded for the rule's script; an error if there are some and the
/// command has no `--rule`.
fn constants(cli: &Cli) -> Result<(), String> {
    kinds::script::constants::give(&cli.constants)?;
    if !kinds::script::constants::any() {
        return Ok(());
    }
    let rule = match &cli.command {
        Some(Command::Table { script, .. })
        | Some(Command::Period { script, .. })
        | Some(Command::Moves { script, .. })
        | Some(Command::Guess { script, .. })
        | Some(Command::Plot { script, .. })
        | Some(Command::Play { script, .. }) => script.is_some(),
        _ => false,
    };
    match rule {
        true => Ok(()),
        false => {
            Err("--const sets a constant of a rule file: give the rule with --rule FILE".into())
        }
    }
}

/// `sg game`: the calculator on the words joined, or the comparison of two games.
fn game(words: &[String], compare: bool) -> Result<String, String> {
    // With hyphen values allowed, a `--compare` written after the games is one of the words.
    let compare = compare || words.iter().any(|w| w == "--compare");
    let words: Vec<&str> = words
        .iter()
        .map(String::as_str)
        .filter(|&w| w != "--compare")
        .collect();
    let answer = if compare {
        match words.as_slice() {
            [g, h] => crate::partizan::compare(g, h),
            _ => Err(format!(
                "--compare takes two games, G and H, got {} (quote each game: sg game \
                 --compare '{{1|-1}}' '*')",
                words.len()
            )),
        }
    } else {
        crate::partizan::calculate(&words.join(" "))
    };
    answer.map(|text| text + "\n")
}

/// The text of `file`, or of stdin when it is absent or `-`.
fn read_graph(file: Option<&str>) -> Result<String, String> {
    use std::io::Read;
    let mut text = String::new();
    match file {
        None | Some("-") => std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("cannot read stdin: {e}"))?,
        Some(path) => {
            let mut f =
                std::fs::File::open(path).map_err(|e| format!("cannot read {path}: {e}"))?;
            f.read_to_string(&mut text)
                .map_err(|e| format!("cannot read {path}: {e}"))?
        }
    };
    Ok(text)
}

fn saving(file: &Option<String>, every: &Option<u64>) -> Option<commands::Saving> {
    file.as_ref().map(|file| commands::Saving {
        file: file.clone(),
        every: *every,
    })
}

fn words(words: &[String]) -> Vec<&str> {
    words.iter().map(String::as_str).collect()
}

/// Writes `text` to stdout.
fn print(text: &str) -> ExitCode {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    done(out.write_all(text.as_bytes()).and_then(|()| out.flush()))
}

/// The heaps of `--at`: whole numbers, or powers of ten written 10^K.
fn heaps_at(words: &[String]) -> Result<Vec<u64>, String> {
    let heap = |word: &String| -> Option<u64> {
        let word = word.trim();
        match word.strip_prefix("10^") {
            Some(k) => 10u64.checked_pow(k.parse().ok()?),
            None => word.parse().ok(),
        }
    };
    words
        .iter()
        .map(|w| {
            heap(w).ok_or_else(|| {
                format!("--at: expected heaps like 1000,1000000 or 10^18 (at most 2^64 - 1), found '{w}'")
            })
        })
        .collect()
}

/// The status after writing to stdout: a closed pipe (`sg ... | head`) is a reader that has
/// seen enough, any other failure is reported.
fn done(written: std::io::Result<()>) -> ExitCode {
    match written {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("error: cannot write the output: {e}");
            ExitCode::FAILURE
        }
        _ => ExitCode::SUCCESS,
    }
}

/// A clap error as one line: its message (with what it lists, if it ends in a colon) and the
/// closest valid word, if clap found one.
fn one_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let mut lines = text.lines();
    let first = lines.next().unwrap_or_default();
    let mut message = first.strip_prefix("error: ").unwrap_or(first).to_string();
    if message.ends_with(':') {
        let listed: Vec<&str> = lines
            .take_while(|l| l.starts_with("  "))
            .map(str::trim)
            .collect();
        message = format!("{message} {}", listed.join(", "));
    }
    if let Some(ContextValue::Strings(valid)) = e.get(ContextKind::ValidValue) {
        message = format!("{message}, expected one of {}", valid.join(", "));
    }
    let suggested = [ContextKind::SuggestedSubcommand, ContextKind::SuggestedArg]
        .into_iter()
        .find_map(|kind| match e.get(kind) {
            Some(ContextValue::String(s)) => Some(s.clone()),
            // clap lists its suggestions from the least to the most similar.
            Some(ContextValue::Strings(s)) => s.last().cloned(),
            _ => None,
        });
    match suggested {
        Some(word) => format!("{message}; did you mean '{word}'? (try sg --help)"),
        None => format!("{message} (try sg --help)"),
    }
}
