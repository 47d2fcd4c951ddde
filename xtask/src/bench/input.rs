//! The generated inputs: a deterministic generator, so every run measures the same inputs, and
//! the file each input is written to once per scale.

use std::fs::File;
use std::io::Write;
use std::path::Path;

/// A deterministic xorshift generator.
pub struct Rng(u64);

impl Rng {
    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }

    /// Shuffles `v` uniformly (Fisher–Yates, from the back).
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i as u64 + 1) as usize);
        }
    }
}

/// Where generated input goes: straight to a file, so this process stays small (a child's
/// peak memory as the kernel reports it can include its parent's at the time of the spawn).
pub type Text = std::io::BufWriter<File>;

/// `count` numbers in `1..below` on one line.
pub fn numbers(rng: &mut Rng, out: &mut Text, count: usize, below: u64) {
    for i in 0..count {
        let sep = if i + 1 == count { '\n' } else { ' ' };
        write!(out, "{}{sep}", 1 + rng.below(below - 1)).unwrap();
    }
}

/// Writes `input` with `generate` at `scale`, unless an earlier run did.
pub fn write_once(
    input: &Path,
    generate: fn(&mut Rng, &mut Text, u64),
    scale: u64,
) -> Result<(), String> {
    if input.exists() {
        return Ok(());
    }
    let file = File::create(input).map_err(|e| e.to_string())?;
    let mut text = std::io::BufWriter::new(file);
    generate(&mut Rng(0x9E37_79B9_7F4A_7C15), &mut text, scale);
    text.flush().map_err(|e| e.to_string())
}
