//! The labels of the bot's figures: closed lists, so a label's values
//! are bounded and say nothing personal.

use prometheus_client::encoding::{EncodeLabelSet, EncodeLabelValue, LabelValueEncoder};
use zertz_data::{ClaimKind, GiveUp};

/// An enum whose values are words, as a label's value.
macro_rules! label_words {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident => $word:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl $name {
            /// Every value, in declaration order (not every list is walked).
            #[allow(dead_code)]
            pub const ALL: [$name; [$($name::$variant),+].len()] = [$($name::$variant),+];

            /// The word a scrape shows.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $word),+
                }
            }
        }

        impl EncodeLabelValue for $name {
            fn encode(&self, encoder: &mut LabelValueEncoder) -> Result<(), std::fmt::Error> {
                EncodeLabelValue::encode(&self.as_str(), encoder)
            }
        }
    };
}

label_words!(
    /// What a person did in Discord (or the console).
    InteractionKind {
        /// A slash command or the context menu.
        Command => "command",
        /// A button.
        Button => "button",
        /// Completing an option as it is typed.
        Autocomplete => "autocomplete",
    }
);

label_words!(
    /// How an interaction ended.
    Outcome {
        /// Done as asked.
        Answered => "answered",
        /// Not allowed, with the reason said to the person.
        Refused => "refused",
        /// Something broke; the person heard an apology.
        Failed => "failed",
    }
);

label_words!(
    /// Who made a move.
    Mover {
        /// A person.
        Player => "player",
        /// The computer.
        Computer => "computer",
    }
);

/// Why the outbox stopped trying a message: the store's reason, as a
/// label's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct GivenUp(pub GiveUp);

impl EncodeLabelValue for GivenUp {
    fn encode(&self, encoder: &mut LabelValueEncoder) -> Result<(), std::fmt::Error> {
        EncodeLabelValue::encode(&self.0.as_str(), encoder)
    }
}

label_words!(
    /// CPU-heavy work on a bounded pool.
    Work {
        /// The computer's search for its move.
        Search => "search",
        /// An analysis of a finished game.
        Analysis => "analysis",
        /// Judging an answer in practice.
        Practice => "practice",
        /// A hint in a game against the computer.
        Hint => "hint",
        /// Drawing a picture.
        Picture => "picture",
    }
);

impl Work {
    /// What the work is, in a failure's words.
    pub const fn doing(self) -> &'static str {
        match self {
            Work::Search => "the computer's search",
            Work::Analysis => "running an analysis",
            Work::Practice => "judging a practice answer",
            Work::Hint => "searching for a hint",
            Work::Picture => "drawing a picture",
        }
    }
}

label_words!(
    /// A database engine.
    Engine {
        /// SQLite, through rusqlite.
        Sqlite => "sqlite",
        /// PostgreSQL.
        Postgres => "postgres",
    }
);

label_words!(
    /// Which connection a store call ran on.
    Access {
        /// The reader's.
        Read => "read",
        /// The writer's.
        Write => "write",
    }
);

label_words!(
    /// Whether a claim on work was won.
    Claim {
        /// This process holds the work.
        Won => "won",
        /// Another process holds it (or the store failed).
        Lost => "lost",
    }
);

label_words!(
    /// What happened to one try at sending an owed message.
    DeliveryResult {
        /// Discord took it.
        Sent => "sent",
        /// It failed and will be tried again.
        Retried => "retried",
        /// It failed and will not be tried again.
        GivenUp => "given_up",
    }
);

/// A claim's kind, as a label.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Duty(pub ClaimKind);

impl EncodeLabelValue for Duty {
    fn encode(&self, encoder: &mut LabelValueEncoder) -> Result<(), std::fmt::Error> {
        EncodeLabelValue::encode(&self.0.as_str(), encoder)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, EncodeLabelSet)]
pub(super) struct InteractionLabels {
    pub kind: InteractionKind,
    pub outcome: Outcome,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, EncodeLabelSet)]
pub(super) struct KindLabel {
    pub kind: InteractionKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, EncodeLabelSet)]
pub(super) struct MoverLabel {
    pub by: Mover,
}

/// A try at delivery; `reason` is empty (no label) unless it was given up.
#[derive(Clone, Debug, PartialEq, Eq, Hash, EncodeLabelSet)]
pub(super) struct DeliveryLabels {
    pub result: DeliveryResult,
    pub reason: Option<GivenUp>,
}

/// A gateway shard, by its number: bounded by the shards Discord gives.
#[derive(Clone, Debug, PartialEq, Eq, Hash, EncodeLabelSet)]
pub(super) struct ShardLabel {
    pub shard: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, EncodeLabelSet)]
pub(super) struct ClaimLabels {
    pub duty: Duty,
    pub result: Claim,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, EncodeLabelSet)]
pub(super) struct WorkLabel {
    pub work: Work,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, EncodeLabelSet)]
pub(super) struct EngineLabels {
    pub engine: Engine,
    pub access: Access,
}
