//! The games of one problem each, built on the families; nothing else imports them.

pub mod empty_neighbour;
pub mod top_and_bottom;
