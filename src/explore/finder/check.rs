//! Fit and check: the table's sizes are split into the smaller ones, which the search sees,
//! and the largest ones (at least a fifth of the positions), held out; the simplest claim that
//! fits the smaller sizes is a finding only if it also holds on every position held out. A
//! claim that fails there is no finding: nothing else is tried on the held-out sizes, so they
//! stay a test the search never saw.

use super::features::{features, Feature};
use super::formulas::{Claim, Prediction};
use super::search::first_fit;
use super::Entry;

/// A claim that fitted the smaller sizes of a table and held on the largest.
#[derive(Clone, Debug)]
pub struct Finding {
    pub claim: Claim,
    pub features: Vec<Feature>,
    /// Positions in the table: the claim holds on each.
    pub positions: usize,
    /// The largest size fitted.
    pub fitted_to: usize,
    /// The sizes held out and checked, smallest and largest, and how many positions they hold.
    pub checked: (usize, usize, usize),
}

/// The simplest claim that fits the smaller sizes of `table` and holds on the largest, or why
/// there is none.
pub fn find(table: &[Entry]) -> Result<Finding, String> {
    let mut sizes: Vec<usize> = table.iter().map(|e| e.size).collect();
    sizes.sort_unstable();
    sizes.dedup();
    if sizes.len() < 3 {
        return Err(format!(
            "the table has {} sizes: a formula is fitted on the smaller sizes and checked on the \
             largest, which needs 3 at least",
            sizes.len()
        ));
    }
    // The largest sizes holding a fifth of the positions at least, two sizes left to fit.
    let mut held_from = sizes.len() - 1;
    let count = |from: usize| table.iter().filter(|e| e.size >= sizes[from]).count();
    while held_from > 2 && count(held_from) * 5 < table.len() {
        held_from -= 1;
    }
    let (fit, held): (Vec<usize>, Vec<usize>) =
        (0..table.len()).partition(|&i| table[i].size < sizes[held_from]);
    let fitted_to = sizes[held_from - 1];
    let top = sizes[sizes.len() - 1];
    let features = features(table);
    let nothing = format!(
        "no simple formula over the features found (fit on sizes ≤ {fitted_to}, checked on {}..={top})",
        sizes[held_from]
    );
    let claim = first_fit(table, &features, &fit).ok_or(nothing.clone())?;
    if let Some(&i) = held.iter().find(|&&i| !claim.fits(&features, &table[i], i)) {
        let _ = i;
        return Err(nothing);
    }
    Ok(Finding {
        claim,
        features,
        positions: table.len(),
        fitted_to,
        checked: (sizes[held_from], top, held.len()),
    })
}

impl Finding {
    /// What the claim says at a position past the table (its features computed by
    /// [`Finding::features_at`]).
    pub fn predicts(&self, entry: &Entry) -> Option<Prediction> {
        let features = self.features_at(entry)?;
        Some(self.claim.predicts(&features, entry, 0))
    }

    /// The features of one more position, in the order of the finding's own (`None` if one
    /// cannot be computed there).
    pub fn features_at(&self, entry: &Entry) -> Option<Vec<Feature>> {
        let one = super::features::all_features(std::slice::from_ref(entry));
        self.features
            .iter()
            .map(|f| {
                one.iter()
                    .find(|g| g.var == f.var && g.name == f.name)
                    .cloned()
            })
            .collect()
    }
}
