//! Rules whose value at a position a closed form gives (coin rules, Lasker's Nim, Nim): values
//! streamed one by one, none kept.
use crate::explore::output::Output;
use crate::explore::rule::{suggested_period, HeapRule, PeriodFound};

pub(crate) struct ClosedForm {
    pub value_at: Box<dyn Fn(u64) -> u128>,
    /// The module whose closed form it is.
    pub module: &'static str,
    pub first: usize,
}

impl HeapRule for ClosedForm {
    fn first(&self) -> usize {
        self.first
    }

    fn values(&self, len: usize) -> Result<Vec<u128>, String> {
        Ok((0..len as u64).map(|x| (self.value_at)(x)).collect())
    }

    fn table(&self, len: usize, out: &mut Output) -> Result<(), String> {
        for x in self.first..self.first + len {
            out.value((self.value_at)(x as u64))?;
        }
        Ok(())
    }

    fn period(&self, len: Option<usize>) -> Result<PeriodFound, String> {
        suggested_period(self, len, Some(self.module))
    }

    fn exact_value(&self, n: u64) -> Option<u128> {
        Some((self.value_at)(n))
    }
}
