//! The ZÈRTZ text protocol (ztp) on stdin and stdout, so any tool can run
//! matches between engines. See the crate's README for the commands.
//!
//! ```sh
//! cargo run --release -p zertz-ai --example ztp
//! ```

use std::io::{BufRead, Write};

use zertz_ai::ztp::Session;

fn main() {
    let mut session = Session::default();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let Some(reply) = session.answer(&line) else { break };
        for l in reply {
            if writeln!(out, "{l}").is_err() {
                return;
            }
        }
        if out.flush().is_err() {
            return;
        }
    }
}
