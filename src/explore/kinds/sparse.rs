//! Take-and-break rules computed by the sparse-space engine (octal codes, Grundy's game, Grunt):
//! values streamed in steps with progress, and for an octal code the period proven by the
//! periodicity theorem as values come, after which the rest is printed from it.
use crate::explore::output::{engine, extend, Output, Progress, STEP};
use crate::explore::rule::{suggested_period, HeapMoves, HeapRule, PeriodFound, MOST_HEAPS};
use crate::games::periodicity_theorem::{values_needed, Proof, Watch};
use crate::games::sg;
use crate::games::sparse_space::{Moves, SparseSpace};

pub(crate) struct Sparse {
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
        let mut engine = engine(self.moves.clone(), len)?;
        let mut progress = Progress::new(Some(len), true);
        while engine.values().len() < len {
            let done = engine.values().len();
            extend(&mut engine, len.min(done + STEP))?;
            progress.show(engine.values().len(), engine.rare_heaps());
        }
        Ok(engine.values().iter().map(|&v| u128::from(v)).collect())
    }

    fn table(&self, len: usize, out: &mut Output) -> Result<(), String> {
        let end = self.first + len;
        let mut engine = engine(self.moves.clone(), end)?;
        let mut watch = self.largest_take.map(Watch::new);
        // Output on a terminal shows the progress itself.
        let mut progress = Progress::new(Some(end), !out.to_terminal());
        while engine.values().len() < end {
            let done = engine.values().len();
            extend(&mut engine, end.min(done + STEP))?;
            let proof = watch.as_mut().and_then(|w| w.observe(engine.values()));
            let values = engine.values();
            for &v in &values[done.max(self.first)..] {
                out.value(v.into())?;
            }
            if let Some(Proof {
                pre_period, period, ..
            }) = proof
            {
                progress.clear();
                out.periodic(values, pre_period, period, end)?;
                break;
            }
            progress.show(engine.values().len(), engine.rare_heaps());
        }
        progress.clear();
        Ok(())
    }

    fn period(&self, len: Option<usize>) -> Result<PeriodFound, String> {
        match self.largest_take {
            Some(t) => octal_period(self.moves.clone(), t, len),
            None => suggested_period(self, len, None),
        }
    }

    fn heap_moves(&self) -> Option<&HeapMoves> {
        self.heap_moves.as_ref()
    }
}

/// An octal game's period by the periodicity theorem: values are computed until it proves one
/// (or `len` values, if given).
fn octal_period(moves: Moves, t: usize, len: Option<usize>) -> Result<PeriodFound, String> {
    let most = len.unwrap_or(MOST_HEAPS as usize);
    let mut engine = SparseSpace::new(moves);
    let mut watch = Watch::new(t);
    let mut progress = Progress::new(len, true);
    let mut proof = None;
    while proof.is_none() && engine.values().len() < most {
        let done = engine.values().len();
        let step = STEP.max(done / 16);
        if engine.reserve(most.min(done + step)).is_err() {
            return Err(format!(
                "out of memory after {done} values with no period proven"
            ));
        }
        extend(&mut engine, most.min(done + step))?;
        proof = watch.observe(engine.values());
        progress.show(engine.values().len(), engine.rare_heaps());
    }
    progress.clear();
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
