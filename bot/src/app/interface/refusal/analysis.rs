//! Refusals about analyses and imported records.

use zertz_data::GameId;

use crate::app::interface::request::UploadError;
use crate::app::text::lang::{say, Lang, Msg};

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
    /// The words said to the person, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            AnalysisRefusal::YoursRunning => say!(lang, Msg::AnalysisRunning),
            AnalysisRefusal::QueueFull { max } => say!(lang, Msg::AnalysisQueueFull, max = *max),
            AnalysisRefusal::BeingAnalysed(game) => say!(lang, Msg::BeingAnalysed, game = game.0),
            AnalysisRefusal::NoFinishedGame => say!(lang, Msg::NoFinishedGame),
            AnalysisRefusal::StillPlayed(id) => say!(lang, Msg::StillPlayed, game = id.0),
            AnalysisRefusal::File { name, problem } => match problem {
                FileProblem::Upload(UploadError::TooLarge { size, limit }) => {
                    say!(lang, Msg::FileTooLarge, name = name, size = *size, limit = *limit)
                }
                FileProblem::Upload(UploadError::Unreachable(why)) => {
                    say!(lang, Msg::FileUnreachable, name = name, why = why)
                }
                FileProblem::NotText => say!(lang, Msg::FileNotText, name = name),
                FileProblem::NotARecord(reason) => say!(lang, Msg::FileNotARecord, name = name, why = reason),
            },
        }
    }
}
