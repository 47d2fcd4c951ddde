//! A fast hash map for keys that are small integers or short slices of them (game handles,
//! pairs of them, numbers, positions written as a few numbers): the multiplicative hash rustc
//! uses, for the partizan arenas' maps of options, numbers and sums and the explorer's memo of
//! positions. It holds what any hash map would; only the hash is cheaper than std's SipHash.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hash for small integer keys (the multiplicative hash rustc uses).
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher(u64);

impl FxHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.add(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn write_i64(&mut self, n: i64) {
        self.add(n as u64);
    }

    fn write_u8(&mut self, n: u8) {
        self.add(n as u64);
    }
}

/// A hash map with [`FxHasher`], for keys that are small integers or short slices of them.
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;
