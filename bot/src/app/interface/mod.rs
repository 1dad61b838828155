//! What comes in and goes out: a request and its reply, buttons and
//! their ids, the choices and options commands take, the command table's
//! shape, where a move is said to go, and refusals, typed to the edge.

pub(in crate::app) mod button;
pub(in crate::app) mod choices;
pub(in crate::app) mod limits;
pub(in crate::app) mod options;
pub mod refusal;
pub(in crate::app) mod reply;
pub(in crate::app) mod request;
pub mod spec;
pub(in crate::app) mod target;
