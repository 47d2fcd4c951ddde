//! How a rule's positions are written, for the rules whose positions are not their own kind of
//! value (scored and partizan rules): heaps, arrays of numbers or bit masks, as `start(0)`
//! shows; how a position is shown in a message, handed to the script and read back from it.

use rhai::{Array, Dynamic};

/// How positions are written: heaps (no `start`), arrays of numbers, or bit masks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    Heap,
    Array,
    Mask,
}

impl Kind {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kind::Heap => "a heap",
            Kind::Array => "an array",
            Kind::Mask => "a bit mask",
        }
    }

    /// What a function listing options (`moves`, `left`, `right`) returns for positions of
    /// this kind.
    pub(crate) fn options(self) -> &'static str {
        match self {
            Kind::Heap => {
                "an array of options, each a heap (a whole number, not negative) or a sum of \
                 heaps (an array of them)"
            }
            Kind::Array => {
                "an array of options, each a position (an array of whole numbers) or a sum of \
                 positions (an array of such arrays)"
            }
            Kind::Mask => {
                "an array of options, each a position (a bit mask, one whole number) or a sum \
                 of positions (an array of masks)"
            }
        }
    }
}

/// A position as the script writes it: `5`, `[1, 0, 1]`, or a mask in binary, `0b101`.
pub(crate) fn show(kind: Kind, key: &[i64]) -> String {
    match (kind, key) {
        (Kind::Heap, [n]) => n.to_string(),
        (Kind::Mask, [mask]) if *mask >= 0 => format!("0b{mask:b}"),
        (Kind::Mask, [mask]) => mask.to_string(),
        _ => format!("{key:?}"),
    }
}

/// The position as the script takes it: a number, or an array of numbers.
pub(crate) fn dynamic(kind: Kind, key: &[i64]) -> Dynamic {
    match (kind, key) {
        (Kind::Heap | Kind::Mask, [n]) => Dynamic::from_int(*n),
        _ => Dynamic::from_array(key.iter().map(|&x| Dynamic::from_int(x)).collect()),
    }
}

/// The numbers of a position of `kind`, or `None` if `value` is not one (a heap is not
/// negative).
pub(crate) fn numbers(kind: Kind, value: &Dynamic) -> Option<Vec<i64>> {
    match kind {
        Kind::Heap => value.as_int().ok().filter(|&n| n >= 0).map(|n| vec![n]),
        Kind::Mask => value.as_int().ok().map(|m| vec![m]),
        Kind::Array => {
            let array = value.read_lock::<Array>()?;
            array.iter().map(|x| x.as_int().ok()).collect()
        }
    }
}
