//! One interface for every heap rule of the explorer, whatever computes its values: `table`,
//! `period`, `moves`, `plot` and `guess` are written once against [`HeapRule`], and each kind of
//! rule (sparse space, a subtraction set, a closed form, the definition, a user's script) is
//! one file in `kinds/` that says how it streams its values, what it can prove about their
//! period, and which heaps a move leaves.

use super::checkpoint::Checkpoint;
use super::output::Output;
use crate::search::periodicity_theorem::Watch;
use crate::search::sg;

/// The most positions `table` and `period` compute by the definition or a coin rule.
pub const MOST_POSITIONS: u64 = 1 << 25;
/// The most positions sparse space computes (heaps are kept in 32 bits).
pub const MOST_HEAPS: u64 = 1 << 32;
/// The most heaps of a hexadecimal code (splits into three heaps, by the definition: O(n³)).
pub const MOST_HEXADECIMAL: u64 = 2048;

/// What a period search prints, values it looked at (at least the pre-period's and one
/// period's, when one is found; signed, as a scored rule's may be), and the (pre-period,
/// period) found.
pub(crate) type PeriodFound = (String, Vec<i128>, Option<(usize, usize)>);

/// The moves from one heap of a heap game: `leaves(n)` lists the heaps each move from a heap of
/// `n` leaves (each list sorted, no list twice), computed for heaps below `listed_below`.
pub struct HeapMoves {
    pub leaves: Box<dyn Fn(usize) -> Vec<Vec<usize>>>,
    pub listed_below: usize,
}

impl HeapMoves {
    pub(crate) fn new(
        leaves: impl Fn(usize) -> Vec<Vec<usize>> + 'static,
        listed_below: usize,
    ) -> Self {
        let leaves = Box::new(move |n| {
            let mut all: Vec<Vec<usize>> = leaves(n);
            all.iter_mut().for_each(|heaps| heaps.sort_unstable());
            all.sort_unstable();
            all.dedup();
            all
        });
        HeapMoves {
            leaves,
            listed_below,
        }
    }
}

/// A rule of one heap (or one coin): its values, what it proves about their period, its moves.
pub trait HeapRule {
    /// The first position shown (coins numbered from 1 start at coin 1).
    fn first(&self) -> usize {
        0
    }

    /// The most positions a table takes.
    fn most(&self) -> u64 {
        MOST_POSITIONS
    }

    /// Why [`most`](Self::most) is what it is, when that needs saying.
    fn most_note(&self) -> &'static str {
        ""
    }

    /// The values of positions `0..len` (from 0, not from the first shown).
    fn values(&self, len: usize) -> Result<Vec<u128>, String>;

    /// For a scored rule, whose values are payoffs under best play (whole numbers, maybe
    /// negative) rather than Sprague-Grundy values: those of positions `0..len`. `None` for a
    /// rule of Sprague-Grundy values.
    fn scores(&self, _len: usize) -> Option<Result<Vec<i128>, String>> {
        None
    }

    /// Writes the values of the `len` positions from the first to `out` as they are computed
    /// (a kind that proves a period prints the rest from it).
    fn table(&self, len: usize, out: &mut Output) -> Result<(), String> {
        let first = self.first();
        for value in self.values(first + len)?.into_iter().skip(first) {
            out.value(value)?;
        }
        Ok(())
    }

    /// The pre-period and period: proven where the kind can prove one, else looked for among
    /// `len` values (1000 by default).
    fn period(&self, len: Option<usize>) -> Result<PeriodFound, String> {
        suggested_period(self, len, None)
    }

    /// The heaps each move leaves, for a heap game (`sg moves`).
    fn heap_moves(&self) -> Option<&HeapMoves> {
        None
    }

    /// Whether [`period`](Self::period) can prove a period (else it only suggests one).
    fn proves_period(&self) -> bool {
        false
    }

    /// The value at any position by a closed form the kind has, if it has one (`sg guess
    /// --at`).
    fn exact_value(&self, _n: u64) -> Option<u128> {
        None
    }

    /// The options of a heap of `n` for any `n`, each the heaps it leaves, if the kind can be
    /// asked for them far past a table (`sg guess --at` searches such a rule from the heap).
    fn options_at(&self, _n: u64) -> Option<Result<Vec<Vec<u64>>, String>> {
        None
    }

    /// [`options_at`](Self::options_at) of each of `heaps`, in order (a script lists them on
    /// every core).
    fn options_of(&self, heaps: &[u64]) -> Vec<Option<Result<Vec<Vec<u64>>, String>>> {
        heaps.iter().map(|&n| self.options_at(n)).collect()
    }

    /// The work of the options listed so far by calling a script (each call one, plus the
    /// heaps its options leave), where a listing run natively costs a small fraction of it:
    /// budgets count the work as it is done.
    fn script_work(&self) -> u64 {
        0
    }

    /// Every option of a heap of `n` as (stones taken, heaps left) when each option leaves
    /// every way of splitting the rest into that many non-empty heaps (a single heap, nothing,
    /// or a declared `split(total, k)`); `None` for a rule that cannot say so.
    fn split_moves_at(&self, _n: u64) -> Option<Vec<(u64, usize)>> {
        None
    }

    /// The rule as a run that saves to a checkpoint and resumes from it, if it can: only long
    /// runs want one (`--checkpoint`).
    fn resumable(&self) -> Option<&dyn Resumable> {
        None
    }
}

/// A rule whose runs save their values to a checkpoint as they go and resume from the values
/// it holds: what [`HeapRule::table`] and [`HeapRule::period`] print is the same either way.
pub trait Resumable {
    /// What the values depend on, which a checkpoint must match.
    fn key(&self) -> String;

    /// [`HeapRule::table`], resumed from and saved to a checkpoint if given.
    fn table_saved(
        &self,
        len: usize,
        out: &mut Output,
        saved: Option<&mut Checkpoint>,
    ) -> Result<(), String>;

    /// [`HeapRule::period`], resumed from and saved to a checkpoint if given.
    fn period_saved(
        &self,
        len: Option<usize>,
        saved: Option<&mut Checkpoint>,
    ) -> Result<PeriodFound, String>;
}

/// `", from coin N"` for a rule whose positions start at coin N ≥ 1, else `""`.
pub(crate) fn from_coin(first: usize) -> String {
    match first {
        0 => String::new(),
        first => format!(", from coin {first}"),
    }
}

/// A period suggested by a table of `len` values (default 1000) from the rule's first
/// position; with `closed_form`, the module whose closed form gives every value.
pub(crate) fn suggested_period<R: HeapRule + ?Sized>(
    rule: &R,
    len: Option<usize>,
    closed_form: Option<&str>,
) -> Result<PeriodFound, String> {
    let len = len.unwrap_or(1000);
    let first = rule.first();
    if let Some(scores) = rule.scores(first + len) {
        return Ok(suggested_by(&scores?[first..], first, closed_form));
    }
    let values: Vec<u64> = rule
        .values(first + len)?
        .into_iter()
        .skip(first)
        .map(|v| u64::try_from(v).unwrap_or(u64::MAX))
        .collect();
    Ok(suggested_by(&values, first, closed_form))
}

/// [`suggested_period`] from the values (from the first position shown, at `first`).
fn suggested_by<V: Copy + Into<i128>>(
    values: &[V],
    first: usize,
    closed_form: Option<&str>,
) -> PeriodFound {
    let len = values.len();
    let found = sg::periodicity(values);
    let from = from_coin(first);
    let mut text = match found {
        Some(found) => format!(
            "pre-period {}, period {}, saltus {} (in the first {len} values{from})\n",
            found.pre_period, found.period, found.saltus
        ),
        None => format!("none found in the first {len} values{from}\n"),
    };
    if found.is_some() {
        text += &match closed_form {
            Some(module) => format!("(a closed form gives every value: see {module})\n"),
            None => "not proven: a table of values only suggests a period\n".to_string(),
        };
    }
    let listed = found.map_or(0, |f| f.pre_period + f.period);
    let listed = values[..listed].iter().map(|&v| v.into()).collect();
    (text, listed, found.map(|f| (f.pre_period, f.period)))
}

/// The period of a game whose moves take at most `t` tokens and leave at most `parts` heaps in
/// every way (a hexadecimal code), proven by the periodicity theorem over `len` values (default:
/// the rule's most) when they prove one, else suggested by them.
pub(crate) fn split_period<R: HeapRule + ?Sized>(
    rule: &R,
    len: Option<usize>,
    t: usize,
    parts: usize,
) -> Result<PeriodFound, String> {
    let len = len.unwrap_or(rule.most() as usize);
    let values: Vec<u64> = rule
        .values(len)?
        .into_iter()
        .map(|v| u64::try_from(v).unwrap_or(u64::MAX))
        .collect();
    let small: Option<Vec<u16>> = values.iter().map(|&v| u16::try_from(v).ok()).collect();
    let proof = small.and_then(|small| Watch::with_parts(t, parts).finish(&small));
    let Some(p) = proof else {
        return Ok(suggested_by(&values, 0, None));
    };
    let text = format!(
        "pre-period {}, period {}, saltus 0 (in the first {} values)\n\
         proven: the periodicity theorem for moves that leave up to {parts} heaps needs {} \
         values (largest take {t})\n",
        p.pre_period, p.period, p.values_needed, p.values_needed
    );
    let listed = values[..p.pre_period + p.period]
        .iter()
        .map(|&v| v.into())
        .collect();
    Ok((text, listed, Some((p.pre_period, p.period))))
}
