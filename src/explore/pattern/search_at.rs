//! The value of one heap far past a table by searching the rule itself: when the options of a
//! heap are few and the heaps reachable from it are few before the table is reached (divide by
//! 2 or 3, take ⌊n/2⌋ or ⌊n/3⌋ stones), the definition evaluates it exactly, the table giving
//! the values of the small heaps.

use crate::explore::rule::HeapRule;
use std::collections::HashMap;

/// The most heaps past the table one search may value.
const BUDGET: usize = 5_000;
/// The most options a heap may have for the rule to be searched at all.
const MOST_OPTIONS: usize = 64;

/// A search of `rule` from heaps past `table` (the values from heap 0), sharing what it learns
/// between heaps.
pub struct Search<'a> {
    rule: &'a dyn HeapRule,
    table: &'a [u64],
    memo: HashMap<u64, u64>,
    spent: usize,
}

impl<'a> Search<'a> {
    /// A search of `rule`, if the rule can give its options at any heap and the number of
    /// options does not grow over the table's last three quarters (sampled): a rule whose
    /// options number n or √n is never asked for them at 10^18.
    pub fn new(rule: &'a dyn HeapRule, table: &'a [u64]) -> Option<Self> {
        let len = table.len() as u64;
        if len < 64 {
            return None;
        }
        let most_in = |from: u64, to: u64| -> Option<usize> {
            let step = ((to - from) / 32).max(1);
            let mut most = 0;
            for n in (from..to).step_by(step as usize) {
                most = most.max(rule.options_at(n)?.ok()?.len());
            }
            Some(most)
        };
        let (low, high) = (most_in(len / 4, len / 2)?, most_in(len / 2, len)?);
        (high <= MOST_OPTIONS && high <= low).then_some(Search {
            rule,
            table,
            memo: HashMap::new(),
            spent: 0,
        })
    }

    /// The value of heap `n` by the definition, or `None` if the search would value more than
    /// its budget of heaps (in all, over every heap asked), the rule fails, or a move does not
    /// shrink the heap.
    pub fn value(&mut self, n: u64) -> Option<u64> {
        if n < self.table.len() as u64 {
            return Some(self.table[n as usize]);
        }
        if let Some(&v) = self.memo.get(&n) {
            return Some(v);
        }
        self.spent += 1;
        if self.spent > BUDGET {
            return None;
        }
        let options = self.rule.options_at(n)?.ok()?;
        if options.len() > MOST_OPTIONS {
            return None;
        }
        let mut seen = Vec::with_capacity(options.len());
        for heaps in options {
            let mut xor = 0;
            for heap in heaps {
                if heap >= n {
                    return None;
                }
                xor ^= self.value(heap)?;
            }
            seen.push(xor);
        }
        let value = crate::search::sg::mex(seen);
        self.memo.insert(n, value);
        Some(value)
    }
}
