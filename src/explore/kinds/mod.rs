//! The kinds of heap rule, one file each, every one a [`HeapRule`](super::rule::HeapRule).
pub(crate) mod closed_form;
pub(crate) mod definition;
pub(crate) mod expected;
pub(crate) mod families;
pub(crate) mod helpers;
pub(crate) mod partizan;
pub(crate) mod positions;
pub(crate) mod scored;
pub(crate) mod script;
pub(crate) mod sparse;
pub(crate) mod split;
pub(crate) mod subtraction;
pub(crate) mod written;
