//! Rules computed by the definition from a table of values (hexadecimal codes, whose splits into
//! three heaps sparse space does not cover).
use crate::explore::rule::{split_period, suggested_period, HeapMoves, HeapRule, PeriodFound};

pub(crate) struct Definition {
    pub values: Box<dyn Fn(usize) -> Vec<u128>>,
    pub most: u64,
    pub most_note: &'static str,
    pub heap_moves: Option<HeapMoves>,
    /// The largest take and the most heaps a move leaves, when every way of splitting is a
    /// move (a code): the periodicity theorem then proves a period.
    pub splits: Option<(usize, usize)>,
}

impl HeapRule for Definition {
    fn most(&self) -> u64 {
        self.most
    }

    fn most_note(&self) -> &'static str {
        self.most_note
    }

    fn values(&self, len: usize) -> Result<Vec<u128>, String> {
        Ok((self.values)(len))
    }

    fn heap_moves(&self) -> Option<&HeapMoves> {
        self.heap_moves.as_ref()
    }

    fn proves_period(&self) -> bool {
        self.splits.is_some()
    }

    fn period(&self, len: Option<usize>) -> Result<PeriodFound, String> {
        match self.splits {
            Some((t, parts)) => split_period(self, len, t, parts),
            None => suggested_period(self, len, None),
        }
    }
}
