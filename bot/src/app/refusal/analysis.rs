//! Refusals about analyses and imported records.

use zertz_data::GameId;

use super::super::request::UploadError;

/// Why an analysis or an import was refused.
#[derive(Debug)]
pub enum AnalysisRefusal {
    /// The person's analysis of another game is running.
    YoursRunning,
    /// The queue is full.
    QueueFull {
        /// How many wait at most.
        max: usize,
    },
    /// The game is being analysed already.
    BeingAnalysed(GameId),
    /// No finished game of the person's in this channel.
    NoFinishedGame,
    /// The game is still being played.
    StillPlayed(GameId),
    /// An attached file that cannot be imported.
    File {
        /// Its name.
        name: String,
        /// Why.
        problem: FileProblem,
    },
}

/// What is wrong with an attached record.
#[derive(Debug)]
pub enum FileProblem {
    /// It was not fetched.
    Upload(UploadError),
    /// It is not text.
    NotText,
    /// It is not a record (the reader's reason, shortened).
    NotARecord(String),
}

impl AnalysisRefusal {
    /// The words said to the person.
    pub fn words(&self) -> String {
        match self {
            AnalysisRefusal::YoursRunning => {
                "Your analysis of another game is still running; ask again once it is done.".to_string()
            }
            AnalysisRefusal::QueueFull { max } => {
                format!("{max} analyses are waiting already; ask again in a few minutes.")
            }
            AnalysisRefusal::BeingAnalysed(game) => {
                format!("Game #{game} is being analysed already; ask again in a moment.")
            }
            AnalysisRefusal::NoFinishedGame => "You have no finished game in this channel to analyse.".to_string(),
            AnalysisRefusal::StillPlayed(id) => format!(
                "Game #{id} is still being played: it can be analysed once it ends, so the engine helps nobody mid-game."
            ),
            AnalysisRefusal::File { name, problem } => match problem {
                FileProblem::Upload(e) => format!("`{name}`: {e}."),
                FileProblem::NotText => format!(
                    "`{name}` is not a text file. Import an .sgf from boardspace.net or a record line from `/study export`."
                ),
                FileProblem::NotARecord(reason) => format!("`{name}` cannot be imported: {reason}."),
            },
        }
    }
}
