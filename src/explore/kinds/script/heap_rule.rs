//! A heap rule given by a script: its values, its table, and its options at one heap for the
//! checks of `sg guess` (natively where the rule's `moves` translates, else by the script).
//! The values come from the script's own engines; this file only adapts them to [`HeapRule`].

use super::{in_parallel, threads, Script, MOST_SCRIPT_POSITIONS};
use crate::explore::output::Output;
use crate::explore::rule::{HeapMoves, HeapRule};
use crate::search::generalized_sg::Value;
use std::cell::RefCell;
use std::rc::Rc;

/// A heap rule given by a script.
pub(crate) struct ScriptRule {
    script: Rc<Script>,
    heap_moves: HeapMoves,
    /// The values computed so far (`sg guess` asks twice), for a game that ends.
    known: RefCell<Vec<u128>>,
}

impl ScriptRule {
    pub(crate) fn new(script: Script) -> Self {
        let script = Rc::new(script);
        let listed = script.clone();
        // `moves` listing runs after the values, so the options have been checked already.
        let heap_moves = HeapMoves::new(
            move |n| listed.heap_options(n).unwrap_or_default().all(),
            1 << 20,
        );
        ScriptRule {
            script,
            heap_moves,
            known: RefCell::default(),
        }
    }
}

impl HeapRule for ScriptRule {
    fn most(&self) -> u64 {
        MOST_SCRIPT_POSITIONS
    }

    fn values(&self, len: usize) -> Result<Vec<u128>, String> {
        if !self.script.loopy {
            let values = self.script.finite_values(&self.known.borrow(), len)?;
            if values.len() > self.known.borrow().len() {
                *self.known.borrow_mut() = values.clone();
            }
            return Ok(values);
        }
        self.script
            .loopy_values(len)?
            .into_iter()
            .enumerate()
            .map(|(n, v)| match v {
                Value::Finite(v) => Ok(u128::from(v)),
                infinite => Err(format!(
                    "heap {n} of {} is worth {infinite}: play from it can go on forever; sg \
                     table --rule {} N shows every value",
                    self.script.name(),
                    self.script.name()
                )),
            })
            .collect()
    }

    fn table(&self, len: usize, out: &mut Output) -> Result<(), String> {
        if !self.script.loopy {
            for value in self.values(len)? {
                out.value(value)?;
            }
            return Ok(());
        }
        for value in self.script.loopy_values(len)? {
            out.word(&value.to_string())?;
        }
        Ok(())
    }

    fn heap_moves(&self) -> Option<&HeapMoves> {
        Some(&self.heap_moves)
    }

    fn split_moves_at(&self, n: u64) -> Option<Vec<(u64, usize)>> {
        if self.script.loopy {
            return None;
        }
        let options = self.script.heap_options(usize::try_from(n).ok()?).ok()?;
        // A check of every heap's splits is bounded by its work like one of options.
        let left = options.heaps.iter().map(Vec::len).sum::<usize>() + options.splits.len();
        self.script.spend(left);
        let n = n as usize;
        let mut moves = Vec::new();
        for heaps in options.heaps {
            let heaps: Vec<usize> = heaps.into_iter().filter(|&h| h > 0).collect();
            match heaps[..] {
                [] => moves.push((n as u64, 0)),
                [h] if h < n => moves.push(((n - h) as u64, 1)),
                _ => return None,
            }
        }
        for split in options.splits {
            // Every way into non-empty heaps; a split with no way is no move.
            if split.least != 1 || split.unequal || split.total > n {
                return None;
            }
            if split.total >= split.parts {
                moves.push(((n - split.total) as u64, split.parts));
            }
        }
        moves.sort_unstable();
        moves.dedup();
        Some(moves)
    }

    fn options_at(&self, n: u64) -> Option<Result<Vec<Vec<u64>>, String>> {
        self.script.options_at(n)
    }

    fn options_of(&self, heaps: &[u64]) -> Vec<Option<Result<Vec<Vec<u64>>, String>>> {
        let script: &Script = &self.script;
        in_parallel(0..heaps.len(), threads(), |i| script.options_at(heaps[i]))
    }

    fn script_work(&self) -> u64 {
        self.script.work.load(std::sync::atomic::Ordering::Relaxed)
    }
}

impl Script {
    /// Counts a call of the script that listed options leaving `left` heaps as work: one, plus
    /// the heaps (what `sg guess`'s check of every heap is bounded by).
    fn spend(&self, left: usize) {
        let work = std::sync::atomic::Ordering::Relaxed;
        self.work.fetch_add(1 + left as u64, work);
    }

    /// The options of a heap of `n`, each the heaps it leaves; `None` for a game with cycles
    /// or declared splits (which stand for more ways than a search of single heaps should list).
    fn options_at(&self, n: u64) -> Option<Result<Vec<Vec<u64>>, String>> {
        let n = usize::try_from(n)
            .ok()
            .filter(|&n| n <= i64::MAX as usize)?;
        if self.loopy {
            return None;
        }
        if let Some(options) = self
            .native
            .as_ref()
            .and_then(|native| native.options(n as u64))
        {
            return Some(Ok(options));
        }
        let options = match self.heap_options(n) {
            Ok(options) if !options.splits.is_empty() => return None,
            Ok(options) => Ok(options.all()),
            Err(error) => Err(error),
        };
        self.spend(
            options
                .as_ref()
                .map_or(0, |o| o.iter().map(Vec::len).sum::<usize>()),
        );
        let heaps = |o: Vec<usize>| o.into_iter().map(|h| h as u64).collect();
        Some(options.map(|options| options.into_iter().map(heaps).collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listing_a_heaps_splits_counts_as_work_of_the_script() {
        // The check of every heap's moves is bounded by this work: uncounted, a rule of splits
        // checked to 10^18 ran 16 s where its budget meant a second or two.
        let text = "fn moves(n) { if n == 0 { return []; } [n - 1, split(n - 1, 2)] }";
        let rule = ScriptRule::new(Script::compile("split.rhai", text).expect("compiles"));
        assert_eq!(rule.script_work(), 0);
        assert!(rule.split_moves_at(5).is_some());
        assert_eq!(rule.script_work(), 3, "one call, one heap left, one split");
    }
}
