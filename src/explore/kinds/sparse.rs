//! Take-and-break rules computed by the sparse-space engine (octal codes, Grundy's game, Grunt):
//! values streamed in steps with progress, and for an octal code the period proven by the
//! periodicity theorem as values come, after which the rest is printed from it.
use crate::explore::checkpoint::{interrupted, Checkpoint};
use crate::explore::output::{extend, Output, Progress, STEP};
use crate::explore::rule::{
    suggested_period, HeapMoves, HeapRule, PeriodFound, Resumable, MOST_HEAPS,
};
use crate::search::periodicity_theorem::{values_needed, Proof, Watch};
use crate::search::sg;
use crate::search::sparse_space::{Moves, SparseSpace};
use std::cell::RefCell;

pub struct Sparse {
    pub moves: Moves,
    /// The largest take, when the periodicity theorem covers the rule (octal codes).
    pub largest_take: Option<usize>,
    pub first: usize,
    pub heap_moves: Option<HeapMoves>,
}

impl HeapRule for Sparse {
    fn first(&self) -> usize {
        self.first
    }

    fn most(&self) -> u64 {
        MOST_HEAPS
    }

    /// The values of heaps `0..len` (with a progress bar on a terminal past a second).
    fn values(&self, len: usize) -> Result<Vec<u128>, String> {
        self.values_saved(len, None)
    }

    fn table(&self, len: usize, out: &mut Output) -> Result<(), String> {
        self.table_saved(len, out, None)
    }

    fn period(&self, len: Option<usize>) -> Result<PeriodFound, String> {
        self.period_saved(len, None)
    }

    fn proves_period(&self) -> bool {
        true
    }

    fn heap_moves(&self) -> Option<&HeapMoves> {
        self.heap_moves.as_ref()
    }

    fn resumable(&self) -> Option<&dyn Resumable> {
        Some(self)
    }
}

impl Resumable for Sparse {
    /// What the values depend on, which a checkpoint must match.
    fn key(&self) -> String {
        format!("{:?}", self.moves)
    }

    /// [`HeapRule::table`], resumed from and saved to a checkpoint if given.
    fn table_saved(
        &self,
        len: usize,
        out: &mut Output,
        saved: Option<&mut Checkpoint>,
    ) -> Result<(), String> {
        let end = self.first + len;
        let mut watch = self.largest_take.map(Watch::new);
        // The values come in growing tables; those from `printed` on are new.
        let mut printed = self.first;
        // Output on a terminal shows the progress itself.
        let shown = !out.to_terminal();
        self.run_growing(end, saved, (false, shown), &mut |values| {
            let proof = watch.as_mut().and_then(|w| w.observe(values));
            let upto = values.len().min(end);
            for &v in &values[printed.min(upto)..upto] {
                out.value(v.into())?;
            }
            printed = printed.max(upto);
            match proof {
                Some(Proof {
                    pre_period, period, ..
                }) => {
                    out.periodic(&values[..upto], pre_period, period, end)?;
                    Ok(true)
                }
                None => Ok(false),
            }
        })?;
        Ok(())
    }

    /// [`HeapRule::period`], resumed from and saved to a checkpoint if given.
    fn period_saved(
        &self,
        len: Option<usize>,
        saved: Option<&mut Checkpoint>,
    ) -> Result<PeriodFound, String> {
        match self.largest_take {
            Some(t) => self.octal_period(t, len, saved),
            None => {
                let Some(saved) = saved else {
                    return suggested_period(self, len, None);
                };
                let rule = Resumed {
                    sparse: self,
                    saved: RefCell::new(saved),
                };
                suggested_period(&rule, len, None)
            }
        }
    }
}

impl Sparse {
    /// Computes the values of heaps below `end` in steps of [`STEP`] (more, past a million, for
    /// a run with no end in sight: `growing`), from the values a checkpoint holds and saving to
    /// it as it goes; `each` sees the values after every step (and first those resumed from)
    /// and says whether to stop there. Ctrl-C saves and stops with a message.
    fn run(
        &self,
        end: usize,
        saved: Option<&mut Checkpoint>,
        mut each: impl FnMut(&[u16]) -> Result<bool, String>,
    ) -> Result<SparseSpace, String> {
        self.run_growing(end, saved, (false, true), &mut each)
    }

    /// [`Sparse::run`], making room as it goes if `growing`, with a progress bar if `shown`.
    fn run_growing(
        &self,
        end: usize,
        mut saved: Option<&mut Checkpoint>,
        (growing, shown): (bool, bool),
        each: &mut dyn FnMut(&[u16]) -> Result<bool, String>,
    ) -> Result<SparseSpace, String> {
        let mut resumed = match saved.as_deref_mut() {
            Some(checkpoint) => checkpoint.take_values(),
            None => Vec::new(),
        };
        resumed.truncate(end);
        let mut engine = SparseSpace::resume(self.moves.clone(), resumed);
        // A run with no end in sight makes room as it goes; one with an end, all at once,
        // so that a table too large for memory is refused before the work starts.
        if !growing && engine.reserve(end).is_err() {
            return Err(format!("not enough memory for {end} values (2 bytes each)"));
        }
        let mut progress = Progress::new(Some(end), shown);
        if !engine.values().is_empty() && each(engine.values())? {
            progress.clear();
            return Ok(engine);
        }
        while engine.values().len() < end {
            let done = engine.values().len();
            let step = if growing { STEP.max(done / 16) } else { STEP };
            if growing && engine.reserve(end.min(done + step)).is_err() {
                return Err(format!(
                    "out of memory after {done} values with no period proven"
                ));
            }
            extend(&mut engine, end.min(done + step))?;
            let stop = each(engine.values())?;
            if let Some(checkpoint) = saved.as_deref_mut() {
                if stop || checkpoint.due() || engine.values().len() == end {
                    checkpoint.save(engine.values())?;
                    if interrupted() {
                        progress.clear();
                        return Err(checkpoint.stopped());
                    }
                }
            }
            if stop {
                break;
            }
            progress.show(engine.values().len(), engine.rare_heaps());
        }
        progress.clear();
        Ok(engine)
    }

    /// [`HeapRule::values`], resumed from and saved to a checkpoint if given.
    fn values_saved(
        &self,
        len: usize,
        saved: Option<&mut Checkpoint>,
    ) -> Result<Vec<u128>, String> {
        let engine = self.run(len, saved, |_| Ok(false))?;
        Ok(engine.values().iter().map(|&v| u128::from(v)).collect())
    }

    /// An octal game's period by the periodicity theorem: values are computed until it
    /// proves one (or `len` values, if given).
    fn octal_period(
        &self,
        t: usize,
        len: Option<usize>,
        saved: Option<&mut Checkpoint>,
    ) -> Result<PeriodFound, String> {
        let most = len.unwrap_or(MOST_HEAPS as usize);
        let mut watch = Watch::new(t);
        let mut proof = None;
        let engine = self.run_growing(most, saved, (true, true), &mut |values| {
            proof = watch.observe(values);
            Ok(proof.is_some())
        })?;
        let proof = proof.or_else(|| watch.finish(engine.values()));
        let values = engine.values();
        // Only the pre-period's and one period's values are listed: the rest stay 16-bit.
        let listed = |pre: usize, p: usize| values[..pre + p].iter().map(|&v| v.into()).collect();
        if let Some(p) = proof {
            let text = format!(
                "pre-period {}, period {}, saltus 0 (in the first {} values)\n\
             proven: the periodicity theorem needs {} values (largest take {t})\n",
                p.pre_period, p.period, p.values_needed, p.values_needed
            );
            let values = listed(p.pre_period, p.period);
            return Ok((text, values, Some((p.pre_period, p.period))));
        }
        let len = values.len();
        let found = sg::periodicity(values);
        let text = match found {
            Some(found) if found.saltus == 0 => format!(
                "pre-period {}, period {}, saltus 0 (in the first {len} values)\n\
             not proven: the periodicity theorem needs {} values\n",
                found.pre_period,
                found.period,
                values_needed(found.pre_period, found.period, t)
            ),
            Some(found) => format!(
                "pre-period {}, period {}, saltus {} (in the first {len} values)\n\
             not proven: the periodicity theorem here covers saltus 0 only\n",
                found.pre_period, found.period, found.saltus
            ),
            None => format!("none found in the first {len} values\n"),
        };
        let values = found.map_or(Vec::new(), |f| listed(f.pre_period, f.period));
        Ok((text, values, found.map(|f| (f.pre_period, f.period))))
    }
}

/// A sparse rule whose values come from and go to a checkpoint.
struct Resumed<'a> {
    sparse: &'a Sparse,
    saved: RefCell<&'a mut Checkpoint>,
}

impl HeapRule for Resumed<'_> {
    fn first(&self) -> usize {
        self.sparse.first
    }

    fn values(&self, len: usize) -> Result<Vec<u128>, String> {
        let mut saved = self.saved.borrow_mut();
        self.sparse.values_saved(len, Some(&mut **saved))
    }
}
