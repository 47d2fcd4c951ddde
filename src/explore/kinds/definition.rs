//! Rules computed by the definition from a table of values (hexadecimal codes, whose splits into
//! three heaps sparse space does not cover).
use crate::explore::rule::{HeapMoves, HeapRule};

pub(crate) struct Definition {
    pub values: Box<dyn Fn(usize) -> Vec<u128>>,
    pub most: u64,
    pub most_note: &'static str,
    pub heap_moves: Option<HeapMoves>,
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
}
