//! Checkpoints of long sparse-space runs (`--checkpoint FILE`): the values computed so far, so
//! that a run stopped by Ctrl-C, a crash or SIGKILL resumes where it stopped, and a run of the
//! same command into the same file prints the whole table from it.
//!
//! The file is append-only: a header naming the rule, then blocks of values, each with the
//! heap it starts at, its count, the width its values need (1 or 2 bytes) and a checksum. It
//! is created whole by a rename, and each block is appended (its header, then its values) and
//! synced, so a run killed at any moment leaves either a file that ends in a whole block or
//! one whose last block is cut short; the latter is dropped on resume. Anything else that does not read back
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
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn add(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

fn checksum(parts: &[&[u8]]) -> u64 {
    let mut h = Fnv::new();
    for part in parts {
        h.add(part);
    }
    h.finish()
}

/// Fills `buf` from `r` as far as it goes: the bytes read, fewer only at the end of the file.
fn read_all(r: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        match r.read(&mut buf[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(got)
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

/// Writes one block holding `values`, the first being heap `first`, to `out`: the header
/// with the checksum (a first pass over the values), then the values in pieces of a megabyte,
/// so that saving needs no copy of the table.
fn write_block(out: &mut impl Write, first: usize, values: &[u16]) -> std::io::Result<()> {
    let width: u8 = if values.iter().all(|&v| v < 256) {
        1
    } else {
        2
    };
    let pieces = || {
        values.chunks(1 << 19).map(move |chunk| -> Vec<u8> {
            if width == 1 {
                chunk.iter().map(|&v| v as u8).collect()
            } else {
                chunk.iter().flat_map(|v| v.to_le_bytes()).collect()
            }
        })
    };
    let (first, count) = (
        (first as u64).to_le_bytes(),
        (values.len() as u64).to_le_bytes(),
    );
    let mut sum = Fnv::new();
    sum.add(&first);
    sum.add(&count);
    sum.add(&[width]);
    for piece in pieces() {
        sum.add(&piece);
    }
    let mut head = Vec::with_capacity(BLOCK_HEADER);
    head.extend(BLOCK);
    head.extend(first);
    head.extend(count);
    head.push(width);
    head.extend(sum.finish().to_le_bytes());
    out.write_all(&head)?;
    for piece in pieces() {
        out.write_all(&piece)?;
    }
    Ok(())
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
        let file = match File::open(path) {
            Ok(f) => f,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(checkpoint),
            Err(e) => return Err(format!("cannot read the checkpoint {shown}: {e}")),
        };
        let read_failed = |e: std::io::Error| format!("cannot read the checkpoint {shown}: {e}");
        let refuse = |why: String| Err(format!("the checkpoint {shown} {why}"));
        let mut file = std::io::BufReader::with_capacity(1 << 20, file);
        // The header, read whole: it is short.
        let mut header = vec![0u8; MAGIC.len() + 4];
        if read_all(&mut file, &mut header).map_err(read_failed)? < header.len()
            || !header.starts_with(MAGIC)
        {
            return refuse("is not a checkpoint of sg (delete it or name another file)".into());
        }
        if read_u32(&header, MAGIC.len()) != Some(VERSION) {
            return refuse("was written by another version of sg".into());
        }
        let mut texts = Vec::new();
        for _ in 0..2 {
            let mut len = [0u8; 4];
            let whole = read_all(&mut file, &mut len).map_err(read_failed)? == 4;
            let len = u32::from_le_bytes(len) as usize;
            let mut text = vec![0u8; len.min(1 << 16)];
            if !whole || len > 1 << 16 || read_all(&mut file, &mut text).map_err(read_failed)? < len
            {
                return refuse("is damaged: its header cannot be read".into());
            }
            header.extend((len as u32).to_le_bytes());
            header.extend(&text);
            match String::from_utf8(text) {
                Ok(text) => texts.push(text),
                Err(_) => return refuse("is damaged: its header cannot be read".into()),
            }
        }
        let mut sum = [0u8; 8];
        if read_all(&mut file, &mut sum).map_err(read_failed)? < 8
            || u64::from_le_bytes(sum) != checksum(&[&header])
        {
            return refuse("is damaged: its header fails its checksum".into());
        }
        if texts[1] != key {
            return refuse(format!(
                "holds the values of {}, not of {name} (name another file)",
                texts[0]
            ));
        }
        // The blocks, each read in pieces straight into the values.
        let mut at = header.len() + 8;
        let mut values: Vec<u16> = Vec::new();
        let mut piece = vec![0u8; 1 << 20];
        let torn = loop {
            let mut head = [0u8; BLOCK_HEADER];
            match read_all(&mut file, &mut head).map_err(read_failed)? {
                0 => break false,
                n if n < BLOCK_HEADER => break true, // cut short in a block's header
                _ => {}
            }
            let first = read_u64(&head, 4).unwrap_or(u64::MAX);
            let count = read_u64(&head, 12).and_then(|c| usize::try_from(c).ok());
            let width = head[20];
            let damaged = |why: &str| {
                format!(
                    "the checkpoint {shown} is damaged: the block at byte {at} {why} (delete \
                     it to start over)"
                )
            };
            if &head[..4] != BLOCK || !(width == 1 || width == 2) {
                return Err(damaged("has no block header"));
            }
            if first != values.len() as u64 {
                return Err(damaged(&format!(
                    "starts at heap {first}, after {} values",
                    values.len()
                )));
            }
            let Some(len) = count.and_then(|c| c.checked_mul(usize::from(width))) else {
                return Err(damaged("is too long"));
            };
            let mut sum = Fnv::new();
            sum.add(&head[4..21]);
            let mut left = len;
            let mut cut = false;
            while left > 0 {
                let want = left.min(piece.len());
                let got = read_all(&mut file, &mut piece[..want]).map_err(read_failed)?;
                let data = &piece[..got - got % usize::from(width)];
                sum.add(data);
                if width == 1 {
                    values.extend(data.iter().map(|&v| u16::from(v)));
                } else {
                    values.extend(
                        data.chunks_exact(2)
                            .map(|w| u16::from_le_bytes([w[0], w[1]])),
                    );
                }
                if got < want {
                    cut = true;
                    break;
                }
                left -= got;
            }
            if cut {
                values.truncate(first as usize);
                break true; // cut short in its values
            }
            if read_u64(&head, 21) != Some(sum.finish()) {
                return Err(damaged("fails its checksum"));
            }
            at += BLOCK_HEADER + len;
        };
        drop(piece);
        if torn {
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
        let new = &values[self.saved..];
        if self.saved == 0 && !self.path.exists() {
            // Created whole, header and first block, by a rename: never half a header.
            let mut tmp = self.path.clone().into_os_string();
            tmp.push(".partial");
            let tmp = PathBuf::from(tmp);
            let mut f = File::create(&tmp).map_err(failed)?;
            f.write_all(&header(&self.name, &self.key))
                .and_then(|()| write_block(&mut f, 0, new))
                .and_then(|()| f.sync_all())
                .map_err(failed)?;
            std::fs::rename(&tmp, &self.path).map_err(failed)?;
        } else {
            let mut f = OpenOptions::new()
                .append(true)
                .open(&self.path)
                .map_err(failed)?;
            write_block(&mut f, self.saved, new)
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
