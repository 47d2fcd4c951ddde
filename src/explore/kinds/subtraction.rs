//! Subtraction games (`subtract S`, and the coin rules twins and partner, whose coin at x is worth
//! the subtraction game S at x): past heap t = max S a value is the mex of the t before it, so a
//! window of t values that recurs proves the period, and the rest of a table is printed from it.
use crate::explore::output::Output;
use crate::explore::rule::{from_coin, HeapMoves, HeapRule, PeriodFound, MOST_POSITIONS};
use crate::{games::subtraction, search::sg};

pub(crate) struct Subtraction {
    pub set: Vec<u64>,
    pub first: usize,
    pub heap_moves: Option<HeapMoves>,
}

impl HeapRule for Subtraction {
    fn first(&self) -> usize {
        self.first
    }

    fn values(&self, len: usize) -> Result<Vec<u128>, String> {
        Ok(subtraction::table(&self.set, len)
            .into_iter()
            .map(u128::from)
            .collect())
    }

    fn table(&self, len: usize, out: &mut Output) -> Result<(), String> {
        let (values, proof) = values_until_proven(&self.set, self.first + len);
        for &value in &values[self.first.min(values.len())..] {
            out.value(value.into())?;
        }
        if let Some((pre_period, period)) = proof {
            out.periodic(&values, pre_period, period, self.first + len)?;
        }
        Ok(())
    }

    /// Proven once a window of `t = max S` values recurs (looked for among `len` values, if
    /// given), for the values from position `first` (coins from 1).
    fn period(&self, len: Option<usize>) -> Result<PeriodFound, String> {
        let (set, first) = (&self.set, self.first);
        let t = u128::from(set.iter().max().copied().unwrap_or(0));
        let most = len.unwrap_or(MOST_POSITIONS as usize);
        let (mut values, proof) = values_until_proven(set, first + most);
        values.drain(..first.min(values.len()));
        let size = values.len();
        let from = from_coin(first);
        if let Some((e, p)) = proof {
            let text = format!(
                "pre-period {}, period {p}, saltus 0 (in the first {size} values{from})\n\
                 proven: past position {t} a value is the mex of the {t} before it (largest take \
                 {t}), and the {t} from position {e} on recur at {}: {} values prove it\n",
                e.saturating_sub(first),
                e + p,
                e as u128 + p as u128 + t
            );
            let listed = listed(&values, e.saturating_sub(first) + p);
            return Ok((text, listed, Some((e.saturating_sub(first), p))));
        }
        let found = sg::periodicity(&values);
        let text = match found {
            Some(f) => format!(
                "pre-period {}, period {}, saltus {} (in the first {size} values{from})\n\
                 not proven: {} values would prove it (the {t} from the pre-period on recurring \
                 a period later)\n",
                f.pre_period,
                f.period,
                f.saltus,
                (first + f.pre_period) as u128 + f.period as u128 + t
            ),
            None => format!("none found in the first {size} values{from}\n"),
        };
        let listed = listed(&values, found.map_or(0, |f| f.pre_period + f.period));
        Ok((text, listed, found.map(|f| (f.pre_period, f.period))))
    }

    fn proves_period(&self) -> bool {
        true
    }

    fn heap_moves(&self) -> Option<&HeapMoves> {
        self.heap_moves.as_ref()
    }
}

/// The first `len` of `values`: the pre-period's and one period's, all that is listed.
fn listed(values: &[u64], len: usize) -> Vec<i128> {
    values[..len].iter().map(|&v| v.into()).collect()
}

/// The first values of the subtraction game `set`, at most `len`: tables of 1000 values, then
/// twice as many each time, stopping at the first that proves the period (returned with it).
fn values_until_proven(set: &[u64], len: usize) -> (Vec<u64>, Option<(usize, usize)>) {
    let mut size = len.min(1000);
    loop {
        let values = subtraction::table(set, size);
        let proof = subtraction::proven_period(set, &values);
        if proof.is_some() || size == len {
            return (values, proof);
        }
        size = (2 * size).min(len);
    }
}
