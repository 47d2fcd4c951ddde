//! The table of comparisons already decided, keyed by the pair of games: open addressing over
//! one array of words, each a key with the answer in its top bit, so a lookup reads one cache
//! line and several can be prefetched to wait for memory together. It holds what a hash map
//! would (the test below checks it against one); it is only faster.

/// Comparisons already decided, keyed by the pair of games: open addressing over one array
/// of words, each a key with the answer in its top bit (game indices stay below 2^31), so a
/// lookup reads one cache line. 0 marks an empty slot (no pair (0, 0) is stored: g ≤ g is
/// answered before). Kept at most half full.
#[derive(Clone, Default)]
pub(super) struct Answers {
    slots: Vec<u64>,
    len: usize,
    /// 64 − log2(slots): the slot of a key is the top bits of its multiplicative hash.
    shift: u32,
}

pub(super) const ANSWER: u64 = 1 << 63;

impl Answers {
    fn slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    pub(super) fn get(&self, key: u64) -> Option<bool> {
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        loop {
            let word = self.slots[i];
            if word == 0 {
                return None;
            }
            if word & !ANSWER == key {
                return Some(word & ANSWER != 0);
            }
            i = (i + 1) & mask;
        }
    }

    /// Asks the processor to bring the slot of `key` into cache, so that several lookups
    /// wait for memory together rather than one after another.
    pub(super) fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        if !self.slots.is_empty() {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            let slot = self.slots.as_ptr().wrapping_add(self.slot(key));
            // SAFETY: a prefetch is only a hint: it reads nothing and never faults, whatever the
            // address, and SSE, which it needs, is part of every x86-64 processor.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast()) };
        }
    }

    pub(super) fn insert(&mut self, key: u64, answer: bool) {
        if 2 * (self.len + 1) > self.slots.len() {
            let old = std::mem::take(&mut self.slots);
            self.slots = vec![0; (old.len() * 2).max(1 << 10)];
            self.shift = 64 - self.slots.len().trailing_zeros();
            self.len = 0;
            for word in old.into_iter().filter(|&w| w != 0) {
                self.insert(word & !ANSWER, word & ANSWER != 0);
            }
        }
        let mask = self.slots.len() - 1;
        let mut i = self.slot(key);
        while self.slots[i] != 0 && self.slots[i] & !ANSWER != key {
            i = (i + 1) & mask;
        }
        if self.slots[i] == 0 {
            self.len += 1;
        }
        self.slots[i] = key | if answer { ANSWER } else { 0 };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn the_answer_table_holds_what_a_hash_map_holds() {
        let mut table = Answers::default();
        let mut map = HashMap::new();
        let mut x: u64 = 12345;
        for round in 0..200_000u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Keys as the comparisons make them: two indices below 2^31, never (0, 0).
            let key = (x >> 33) << 32 | (x & 0x7fff_ffff) | 1;
            let key = if round % 3 == 0 {
                key & 0xffff_0000_ffff
            } else {
                key
            };
            let answer = x >> 17 & 1 == 1;
            assert_eq!(table.get(key), map.get(&key).copied());
            table.insert(key, answer);
            map.insert(key, answer);
        }
        assert_eq!(table.len, map.len());
        for (&k, &v) in &map {
            assert_eq!(table.get(k), Some(v));
        }
    }
}
