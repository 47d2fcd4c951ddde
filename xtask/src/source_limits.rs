//! Each judge's limit on the size of a submission's source, and which of them a bundle
//! exceeds: a bundle over its judge's limit is refused at submission, whatever it computes, so
//! `--check` fails on it (and names every other judge's limit it is over).
//!
//! ```
//! let over = xtask::limits_exceeded("cf_1147f", 70_000);
//! assert_eq!(over.own.map(|l| l.judge), Some("Codeforces"));
//! assert!(xtask::limits_exceeded("abc229_h", 70_000).own.is_none());
//! ```

/// One judge's limit on a submission's source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourceLimit {
    pub judge: &'static str,
    /// The prefixes of the binaries of its problems (`cf_1147f` is a Codeforces problem).
    pub prefixes: &'static [&'static str],
    /// The most bytes a submission may have.
    pub bytes: usize,
}

/// The judges' limits, smallest first. Where no page of the judge's own could be found to cite,
/// the smaller reading of the figure it is known by is taken (50 KB as 50 000 bytes, not
/// 51 200; 64 KB as 65 535), so that a bundle this passes is never over the real limit.
pub const SOURCE_LIMITS: [SourceLimit; 7] = [
    // CodeChef's problem pages state "Source Limit: 50000 Bytes" (no page found to cite here).
    SourceLimit {
        judge: "CodeChef",
        prefixes: &["codechef_"],
        bytes: 50_000,
    },
    // SPOJ's problem pages state "Source limit: 50000B", the default most problems keep (no
    // page found to cite here).
    SourceLimit {
        judge: "SPOJ",
        prefixes: &["spoj_"],
        bytes: 50_000,
    },
    // Luogu: 50 KB, as docs/adding-a-problem.md has it (no page of Luogu's found to cite).
    SourceLimit {
        judge: "Luogu",
        prefixes: &["luogu_"],
        bytes: 50_000,
    },
    // HDU: 64 KB (no page of HDU's found to cite).
    SourceLimit {
        judge: "HDU",
        prefixes: &["hdu_"],
        bytes: 65_535,
    },
    // POJ: 64 KB (no page of POJ's found to cite).
    SourceLimit {
        judge: "POJ",
        prefixes: &["poj_"],
        bytes: 65_535,
    },
    // Codeforces refuses a source longer than 65536 bytes at its submit form (the figure of
    // issue 49, which a 65 662-byte bundle was refused by; no page found to cite here).
    SourceLimit {
        judge: "Codeforces",
        prefixes: &["cf_"],
        bytes: 65_536,
    },
    // AtCoder: 512 KiB, the limit its contest rules (https://atcoder.jp/contests/abc262/rules)
    // state and other judges copy ("AtCoderと同じ512kb",
    // https://github.com/makutamoto/mojacoder/issues/2).
    SourceLimit {
        judge: "AtCoder",
        prefixes: &["abc", "arc", "agc", "dp_"],
        bytes: 512 * 1024,
    },
];

/// The limits a bundle of `bytes` exceeds: that of binary `name`'s own judge, if it has one
/// here, and the others.
#[derive(Debug, Default)]
pub struct Exceeded {
    pub own: Option<SourceLimit>,
    pub others: Vec<SourceLimit>,
}

/// The judge of binary `name`, by its prefix.
pub fn judge_of(name: &str) -> Option<SourceLimit> {
    SOURCE_LIMITS
        .into_iter()
        .find(|l| l.prefixes.iter().any(|p| name.starts_with(p)))
}

/// The judges' limits that a bundle of `bytes` of binary `name` exceeds.
pub fn limits_exceeded(name: &str, bytes: usize) -> Exceeded {
    let own = judge_of(name);
    let (mut exceeded, mut others) = (Exceeded::default(), Vec::new());
    for limit in SOURCE_LIMITS.into_iter().filter(|l| bytes > l.bytes) {
        match own {
            Some(own) if own == limit => exceeded.own = Some(limit),
            _ => others.push(limit),
        }
    }
    exceeded.others = others;
    exceeded
}

/// The limits in words: `Codeforces' 65536 bytes, HDU's 65535 bytes`.
pub fn listed(limits: &[SourceLimit]) -> String {
    let words: Vec<String> = limits
        .iter()
        .map(|l| format!("{}'s {} bytes", l.judge, l.bytes))
        .collect();
    words.join(", ")
}
