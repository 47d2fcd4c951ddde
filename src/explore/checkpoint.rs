//! Checkpoints of long sparse-space runs (`--checkpoint FILE`): the values computed so far, so
//! that a run stopped by Ctrl-C, a crash or SIGKILL resumes where it stopped, and a run of the
//! same command into the same file prints the whole table from it.
//!
//! The file is append-only: a header naming the rule, then blocks of values, each with the
//! heap it starts at, its count, the width its values need (1 or 2 bytes) and a checksum. It
//! is created whole by a rename, and each block is appended with one write and synced, so a
//! run killed at any moment leaves either a file that ends in a whole block or one whose last
//! block is cut short; the latter is dropped on resume. Anything else that does not read back
//! exactly (a bad checksum, a block out of order, another rule's header, not a checkpoint at
//! all) is refused with a message, never trusted.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const MAGIC: &[u8] = b"grundy sg checkpoint\n";
const VERSION: u32 = 1;
const BLOCK: &[u8; 4] = b"BLK1";
/// A block's header: BLOCK, first heap (u64), count (u64), width (u8), checksum (u64).
const BLOCK_HEADER: usize = 4 + 8 + 8 + 1 + 8;

/// How often a running table is saved, unless `--every` says otherwise.
pub(crate) const EVERY: Duration = Duration::from_secs(300);

/// Set by Ctrl-C once a checkpoint is in use.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// A checkpoint file in use by one run.
pub struct Checkpoint {
    path: PathBuf,
    /// The rule as the user named it, and the key its values depend on.
    name: String,
    key: String,
    every: Duration,
    /// Heaps whose values the file holds.
    saved: usize,
    last_save: Instant,
    /// The values read when it was opened, until the run takes them.
    resumed: Vec<u16>,
}

/// FNV-1a, 64 bits: enough to tell a damaged file, not meant against forgery.
fn checksum(parts: &[&[u8]]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for &b in *part {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

fn header(name: &str, key: &str) -> Vec<u8> {
    let mut h = MAGIC.to_vec();
    h.extend(VERSION.to_le_bytes());
    for text in [name, key] {
        h.extend((text.len() as u32).to_le_bytes());
        h.extend(text.as_bytes());
    }
    let sum = checksum(&[&h]);
    h.extend(sum.to_le_bytes());
    h
}

/// The bytes of one block holding `values`, the first being heap `first`.
fn block(first: usize, values: &[u16]) -> Vec<u8> {
    let width: u8 = if values.iter().all(|&v| v < 256) {
        1
    } else {
        2
    };
    let mut data = Vec::with_capacity(values.len() * usize::from(width));
    for &v in values {
        if width == 1 {
            data.push(v as u8);
        } else {
            data.extend(v.to_le_bytes());
        }
    }
    let (first, count) = (
        (first as u64).to_le_bytes(),
        (values.len() as u64).to_le_bytes(),
    );
    let sum = checksum(&[&first, &count, &[width], &data]);
    let mut b = Vec::with_capacity(BLOCK_HEADER + data.len());
    b.extend(BLOCK);
    b.extend(first);
    b.extend(count);
    b.push(width);
    b.extend(sum.to_le_bytes());
    b.extend(data);
    b
}

/// Reads a little-endian integer of N bytes at `at`, if the text is that long.
fn read_u64(bytes: &[u8], at: usize) -> Option<u64> {
    let word: [u8; 8] = bytes.get(at..at + 8)?.try_into().ok()?;
    Some(u64::from_le_bytes(word))
}

fn read_u32(bytes: &[u8], at: usize) -> Option<u32> {
    let word: [u8; 4] = bytes.get(at..at + 4)?.try_into().ok()?;
    Some(u32::from_le_bytes(word))
}

impl Checkpoint {
    /// The checkpoint at `path` for the rule `name` (values depending on `key`), and the
    /// values it holds (none if the file does not exist yet). A file cut short in its last
    /// block is trimmed back to its last whole block.
    ///
    /// # Errors
    /// A message naming the file if it cannot be read, is not a checkpoint, holds another
    /// rule's values, or is damaged.
    pub(crate) fn open(
        path: &Path,
        name: &str,
        key: &str,
        every: Duration,
    ) -> Result<Checkpoint, String> {
        let shown = path.display();
        let mut checkpoint = Checkpoint {
            path: path.to_owned(),
            name: name.to_owned(),
            key: key.to_owned(),
            every,
            saved: 0,
            last_save: Instant::now(),
            resumed: Vec::new(),
        };
        let mut bytes = Vec::new();
        match File::open(path) {
            Ok(mut f) => f
                .read_to_end(&mut bytes)
                .map_err(|e| format!("cannot read the checkpoint {shown}: {e}"))?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(checkpoint),
            Err(e) => return Err(format!("cannot read the checkpoint {shown}: {e}")),
        };
        let refuse = |why: String| Err(format!("the checkpoint {shown} {why}"));
        if !bytes.starts_with(MAGIC) {
            return refuse("is not a checkpoint of sg (delete it or name another file)".into());
        }
        let mut at = MAGIC.len();
        if read_u32(&bytes, at) != Some(VERSION) {
            return refuse("was written by another version of sg".into());
        }
        at += 4;
        let mut texts = Vec::new();
        for _ in 0..2 {
            let len = read_u32(&bytes, at).map(|n| n as usize);
            let text = len.and_then(|n| bytes.get(at + 4..at + 4 + n));
            let Some(text) = text.and_then(|t| std::str::from_utf8(t).ok()) else {
                return refuse("is damaged: its header cannot be read".into());
            };
            texts.push(text.to_owned());
            at += 4 + text.len();
        }
        if read_u64(&bytes, at) != Some(checksum(&[&bytes[..at]])) {
            return refuse("is damaged: its header fails its checksum".into());
        }
        at += 8;
        if texts[1] != key {
            return refuse(format!(
                "holds the values of {}, not of {name} (name another file)",
                texts[0]
            ));
        }
        let mut values: Vec<u16> = Vec::new();
        while at < bytes.len() {
            let rest = &bytes[at..];
            let first = read_u64(rest, 4);
            let count = read_u64(rest, 12).and_then(|c| usize::try_from(c).ok());
            let width = rest.get(20).copied();
            let (Some(first), Some(count), Some(width)) = (first, count, width) else {
                break; // cut short in a block's header
            };
            let damaged = |why: &str| {
                format!(
                    "the checkpoint {shown} is damaged: the block at byte {at} {why} (delete \
                     it to start over)"
                )
            };
            if &rest[..4] != BLOCK || !(width == 1 || width == 2) {
                return Err(damaged("has no block header"));
            }
            if first != values.len() as u64 {
                return Err(damaged(&format!(
                    "starts at heap {first}, after {} values",
                    values.len()
                )));
            }
            let Some(len) = count.checked_mul(usize::from(width)) else {
                return Err(damaged("is too long"));
            };
            let Some(data) = rest.get(BLOCK_HEADER..).and_then(|d| d.get(..len)) else {
                break; // cut short in its values
            };
            let sum = checksum(&[&rest[4..12], &rest[12..20], &[width], data]);
            if read_u64(rest, 21) != Some(sum) {
                return Err(damaged("fails its checksum"));
            }
            if width == 1 {
                values.extend(data.iter().map(|&v| u16::from(v)));
            } else {
                values.extend(
                    data.chunks_exact(2)
                        .map(|w| u16::from_le_bytes([w[0], w[1]])),
                );
            }
            at += BLOCK_HEADER + len;
        }
        if at < bytes.len() {
            // The last block was being written when the run stopped: it is dropped.
            let f = OpenOptions::new()
                .write(true)
                .open(path)
                .map_err(|e| format!("cannot write the checkpoint {shown}: {e}"))?;
            f.set_len(at as u64)
                .and_then(|()| f.sync_all())
                .map_err(|e| format!("cannot write the checkpoint {shown}: {e}"))?;
        }
        checkpoint.saved = values.len();
        checkpoint.resumed = values;
        Ok(checkpoint)
    }

    /// Whether it is time to save: `every` has passed since the last save, or Ctrl-C was
    /// pressed.
    pub(crate) fn due(&self) -> bool {
        interrupted() || self.last_save.elapsed() >= self.every
    }

    /// The values read from the file when it was opened (once; then none).
    pub fn take_values(&mut self) -> Vec<u16> {
        std::mem::take(&mut self.resumed)
    }

    /// Appends the values past those saved (`values` holds them all, from heap 0).
    ///
    /// # Errors
    /// A message naming the file if it cannot be written.
    pub(crate) fn save(&mut self, values: &[u16]) -> Result<(), String> {
        self.last_save = Instant::now();
        if values.len() <= self.saved {
            return Ok(());
        }
        let shown = self.path.display().to_string();
        let failed = |e: std::io::Error| format!("cannot write the checkpoint {shown}: {e}");
        let bytes = block(self.saved, &values[self.saved..]);
        if self.saved == 0 && !self.path.exists() {
            // Created whole, header and first block, by a rename: never half a header.
            let mut tmp = self.path.clone().into_os_string();
            tmp.push(".partial");
            let tmp = PathBuf::from(tmp);
            let mut f = File::create(&tmp).map_err(failed)?;
            f.write_all(&header(&self.name, &self.key))
                .and_then(|()| f.write_all(&bytes))
                .and_then(|()| f.sync_all())
                .map_err(failed)?;
            std::fs::rename(&tmp, &self.path).map_err(failed)?;
        } else {
            let mut f = OpenOptions::new()
                .append(true)
                .open(&self.path)
                .map_err(failed)?;
            f.write_all(&bytes)
                .and_then(|()| f.sync_data())
                .map_err(failed)?;
        }
        self.saved = values.len();
        Ok(())
    }

    /// The message for a run stopped by Ctrl-C after saving.
    pub(crate) fn stopped(&self) -> String {
        format!(
            "interrupted: the values of heaps below {} are saved in {}; the same command \
             resumes from there",
            self.saved,
            self.path.display()
        )
    }
}

/// Makes Ctrl-C set the flag [`interrupted`] reads (a second Ctrl-C ends the program at once).
pub(crate) fn catch_ctrl_c() {
    let _ = ctrlc::set_handler(|| {
        if INTERRUPTED.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
    });
}

/// Whether Ctrl-C was pressed.
pub(crate) fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}
