//! Public messages, composed without I/O and without drawing, so that
//! they can be written to the outbox inside the transaction of the change
//! they announce. A picture is owed as what it shows (a [`Drawing`] of a
//! game, a table's words), drawn by `pictures.rs` once the change is saved
//! and off the store's writer (a board takes 0.2 to 0.8 ms), or given as
//! text where the chat takes no files.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use zertz_data::{
    ChannelId, ComputerLevel, Finish, GameId, GameMeta, LoadedGame, Millis, MoveRecorded, PuzzleId, Store, StoreError,
    UserId,
};
use zertz_render::Labels;
use zertz_rules::{Game, Player};

use crate::app::interface::button::{ButtonId, PickFor};
use crate::app::interface::reply::{colours, Attachment, Button, ButtonStyle, Card, Drawing, DrawingKind, Reply};
use crate::app::interface::request::User;
use crate::app::services::clock::deadline_words;
use crate::app::services::players::{name_pair, Identity};
use crate::app::text::lang::{say, Lang, Msg};
use crate::app::text::marks::{Mark, TimeStyle};
use crate::app::text::words;

/// What composing needs to know besides the game: who the computer is,
/// and whether the chat takes files.
#[derive(Clone)]
pub struct Composer {
    /// The bot's own user, once known.
    pub computer: Option<User>,
    /// Whether the chat the message goes to takes files; else its board
    /// goes as text.
    pub files: bool,
    /// The language of the chat the message goes to.
    pub lang: Lang,
    /// Whether boards offer to open the Activity's board.
    pub board: bool,
}

/// Makes [`Composer`]s: who the bot is, once known, and whether the
/// Activity's board is served.
#[derive(Clone)]
pub struct Composing {
    identity: Identity,
    board: Arc<AtomicBool>,
}

impl Composing {
    /// Composing as `identity`.
    pub fn new(identity: Identity) -> Composing {
        Composing {
            identity,
            board: Arc::default(),
        }
    }

    /// Boards offer to open the Activity's board from now on.
    pub fn offer_board(&self) {
        self.board.store(true, Ordering::Relaxed);
    }

    /// What composing messages needs to know, for a chat in `lang` that
    /// takes files or (`files` false) does not.
    pub fn composer(&self, files: bool, lang: Lang) -> Composer {
        Composer {
            computer: self.identity.get().cloned(),
            files,
            lang,
            board: self.board.load(Ordering::Relaxed),
        }
    }
}

/// The players' names of a game, first mover first, read in the store's
/// own transaction.
pub fn names_in(s: &Store, meta: &GameMeta) -> Result<[String; 2], StoreError> {
    Ok(name_pair(&s.players().names(&meta.players)?, meta))
}

impl Composer {
    /// This composer in the language `channel` was last addressed in: its
    /// own where the chat never was, or in a language this build does not
    /// speak.
    pub fn in_chat(&self, s: &Store, channel: ChannelId) -> Result<Composer, StoreError> {
        Ok(Composer {
            lang: self.chat_lang(s, channel)?,
            ..self.clone()
        })
    }

    /// The language `channel` was last addressed in, as
    /// [`Composer::in_chat`] speaks it.
    pub fn chat_lang(&self, s: &Store, channel: ChannelId) -> Result<Lang, StoreError> {
        Ok(s.chats().language(channel)?.map_or(self.lang, Lang::from))
    }

    /// Whether `user` is the computer player.
    pub fn is_computer(&self, user: UserId) -> bool {
        self.computer.as_ref().is_some_and(|me| me.id == user)
    }

    /// The computer's name.
    pub fn computer_name(&self) -> String {
        match &self.computer {
            Some(u) => u.name.clone(),
            None => say!(self.lang, Msg::TheComputer),
        }
    }

    /// A public message showing the board of `meta` as it is now, `game`
    /// (its position), its picture owed.
    pub fn board_message(&self, meta: &GameMeta, game: &Game, names: &[String; 2], text: String) -> Reply {
        let mut reply = Reply {
            text,
            board_of: Some(meta.id),
            board_at: Some((meta.id, meta.ply)),
            card: Some(board_card(self.lang, meta)),
            ..Reply::default()
        };
        if let Some(move_button) = self.move_button(meta) {
            reply.buttons.push(move_button);
            // The computer at its easiest is for learning: hints are offered.
            if meta.computer == Some(ComputerLevel::Easy) {
                reply.buttons.push(Button::new(
                    ButtonId::Hint(meta.id),
                    &say!(self.lang, Msg::HintButton),
                    ButtonStyle::Secondary,
                ));
            }
        }
        // After the ways to move: the board one can touch, for everyone.
        if self.board {
            reply.buttons.push(Button::new(
                ButtonId::OpenBoard(meta.id),
                &say!(self.lang, Msg::OpenBoardButton),
                ButtonStyle::Secondary,
            ));
        }
        self.owe_board(&mut reply, meta.id, game, names);
        reply
    }

    /// The way to move by taps, on whatever shows `meta` while it waits
    /// for a person: its board, its card.
    pub fn move_button(&self, meta: &GameMeta) -> Option<Button> {
        (meta.is_active() && !self.is_computer(meta.to_move()))
            .then(|| Button::move_picker(PickFor::Game(meta.id, meta.ply)).labelled(say!(self.lang, Msg::MoveButton)))
    }

    /// Owes `game`, game `id` as it stands, as the board of `reply`.
    pub fn owe_board(&self, reply: &mut Reply, id: GameId, game: &Game, names: &[String; 2]) {
        owe_board(self.files, self.lang, reply, id, game, names)
    }

    /// Owes the board of puzzle `id` at its start, `game`, as the board
    /// of `reply` (a daily puzzle's post): drawn from the puzzle book once
    /// the change is saved.
    pub fn owe_puzzle_board(&self, reply: &mut Reply, id: PuzzleId, game: &Game, names: &[String; 2]) {
        owe_board(self.files, self.lang, reply, GameId(0), game, names);
        for file in &mut reply.attachments {
            if let Some(drawing) = &mut file.drawing {
                drawing.puzzle = Some(id);
            }
        }
    }

    /// The board of a game just started, pinging its first mover.
    pub fn started_message(&self, meta: &GameMeta, names: &[String; 2]) -> Reply {
        let first = meta.players[0];
        let lang = self.lang;
        let mut text = say!(
            lang,
            Msg::GameStarted,
            game = meta.id.0,
            first = &names[0],
            second = &names[1],
            time = words::time_control_in(lang, meta.time_per_move),
            player = Mark::user(first)
        );
        if let Some(d) = meta.deadline {
            text.push(' ');
            text.push_str(&say!(lang, Msg::PleaseMove, deadline = deadline_words(lang, d)));
        }
        let mut reply = self.board_message(meta, &Game::new(meta.variant), names, text);
        reply.mentions = vec![first];
        reply
    }

    /// The public message after a move: the board, what happened in
    /// words, and who is to move (pinged) or how the game ended.
    /// `away` is when the player to move is back from vacation, if away.
    pub fn move_message(
        &self,
        recorded: &MoveRecorded,
        names: &[String; 2],
        mover: &str,
        away: Option<Millis>,
    ) -> Reply {
        let loaded = &recorded.game;
        let mut text = match &loaded.game.last_effect() {
            Some(e) => words::describe_move(self.lang, e, mover, &recorded.notation),
            None => format!("**{mover}**: `{}`", recorded.notation),
        };
        text.push('\n');
        let mut mentions = Vec::new();
        let mut buttons = Vec::new();
        match &recorded.finish {
            Some(finish) => {
                text.push_str(&self.finish_words(finish, &loaded.meta, names));
                buttons.extend(finished_buttons(self.lang, loaded.meta.id));
            }
            None => {
                let (next, ping) = self.next_to_move(loaded, away);
                text.push_str(&next);
                mentions = ping;
            }
        }
        let mut reply = self.board_message(&loaded.meta, &loaded.game, names, text);
        reply.mentions = mentions;
        reply.buttons.extend(buttons);
        reply
    }

    /// The board of a game that just ended, with its result.
    pub fn ended_message(&self, loaded: &LoadedGame, finish: &Finish, names: &[String; 2]) -> Reply {
        let meta = &loaded.meta;
        let mut reply = self.board_message(meta, &loaded.game, names, self.finish_words(finish, meta, names));
        reply.buttons = finished_buttons(self.lang, meta.id);
        reply
    }

    /// How a game ended, with the rating changes (or why there are none).
    pub fn finish_words(&self, finish: &Finish, meta: &GameMeta, names: &[String; 2]) -> String {
        let n = [names[0].as_str(), names[1].as_str()];
        let outcome = words::describe_outcome(self.lang, finish.outcome, n);
        if meta.computer.is_some() {
            return format!("{outcome}\n{}", say!(self.lang, Msg::ComputerNotRated));
        }
        let ratings = words::describe_ratings(self.lang, finish, |u| {
            let seat = usize::from(u != meta.players[0]);
            names[seat].clone()
        });
        format!("{outcome}\n{ratings}")
    }

    /// The words for who is to move next in `loaded`: a ping for a person
    /// (with their vacation, if `away`), a note for the computer.
    pub fn next_to_move(&self, loaded: &LoadedGame, away: Option<Millis>) -> (String, Vec<UserId>) {
        let next = loaded.meta.to_move();
        let lang = self.lang;
        if self.is_computer(next) {
            return (say!(lang, Msg::Thinking, name = self.computer_name()), Vec::new());
        }
        let player = Mark::user(next);
        let mut text = match loaded.meta.deadline {
            Some(d) => say!(
                lang,
                Msg::YourMoveBy,
                player = player,
                deadline = deadline_words(lang, d)
            ),
            None => say!(lang, Msg::YourMove, player = player),
        };
        if let Some(back) = away {
            text.push(' ');
            text.push_str(&say!(
                lang,
                Msg::OnVacation,
                until = Mark::time(back, TimeStyle::DateTime)
            ));
        }
        (text, vec![next])
    }
}

/// A board message's card: the game, a side bar in the colour of the
/// player to move (grey once it is over), the move and the clock. The
/// captures and the picture are added where the board is drawn.
pub fn board_card(lang: Lang, meta: &GameMeta) -> Card {
    let mut fields = Vec::new();
    let colour = if meta.outcome.is_some() {
        fields.push((say!(lang, Msg::CardMoves), meta.ply.to_string()));
        colours::DONE
    } else {
        fields.push((say!(lang, Msg::CardMove), (meta.ply + 1).to_string()));
        let clock = meta
            .deadline
            .map_or_else(|| say!(lang, Msg::NoLimit), |d| deadline_words(lang, d));
        fields.push((say!(lang, Msg::CardClock), clock));
        if meta.ply.is_multiple_of(2) {
            colours::FIRST
        } else {
            colours::SECOND
        }
    };
    Card {
        title: say!(
            lang,
            Msg::CardGame,
            game = meta.id.0,
            variant = meta.variant.to_string()
        ),
        colour,
        fields,
        image: None,
    }
}

/// The buttons under a finished game's last board: a rematch, and the
/// game's record, replay and analysis, so that its last message (in a
/// game's thread, the one it is archived with) leads on.
fn finished_buttons(lang: Lang, game: GameId) -> Vec<Button> {
    let rematch = Button::new(
        ButtonId::Rematch(game),
        &say!(lang, Msg::RematchButton),
        ButtonStyle::Primary,
    );
    let study = [
        (ButtonId::Record(game), Msg::RecordButton),
        (ButtonId::Replay(game), Msg::ReplayButton),
        (ButtonId::Analyse(game), Msg::AnalyseButton),
    ];
    std::iter::once(rematch)
        .chain(study.map(|(id, label)| Button::new(id, &say!(lang, label), ButtonStyle::Secondary)))
        .collect()
}

/// Owes `game`, game `id` as it stands, as the board of `reply`: a
/// picture to draw (with the capture race once the game is over), or
/// text where the chat takes no files (`files` false). Its words are in
/// `lang`.
pub fn owe_board(files: bool, lang: Lang, reply: &mut Reply, id: GameId, game: &Game, names: &[String; 2]) {
    if !files {
        push_text_board(lang, reply, game, names);
        return;
    }
    let ply = game.ply();
    let name = board_name(id, ply);
    if let Some(card) = &mut reply.card {
        card.fields.push((say!(lang, Msg::CardCaptured), captures(game, names)));
        card.image = Some(name.clone());
    }
    let last = ply.checked_sub(1).and_then(|i| {
        let (before, m) = (game.positions().get(i)?, game.moves().get(i)?);
        Some(before.notation(m))
    });
    let shown = std::sync::Arc::new(game.clone());
    let drawing = |kind| Drawing {
        kind,
        game: id,
        ply,
        last: last.clone(),
        over: game.is_over(),
        names: names.clone(),
        lang,
        puzzle: None,
        game_at: Some(shown.clone()),
    };
    reply
        .attachments
        .push(Attachment::to_draw(name, drawing(DrawingKind::Board)));
    // A finished game's last board comes with its capture race.
    if game.is_over() && ply > 0 {
        let race = Attachment::to_draw(format!("zertz-{id}-race.png"), drawing(DrawingKind::Race));
        reply.attachments.push(race);
    }
}

/// The capture race's title and caption in `lang`, for a game of `moves`
/// moves.
pub fn race_words(lang: Lang, moves: usize) -> [String; 2] {
    [
        say!(lang, Msg::ChartRaceTitle),
        say!(lang, Msg::ChartRaceCaption, moves = moves),
    ]
}

/// A board card's words in `lang`, made once a language: each message
/// rendered with its placeables left as the picture's `{…}` templates.
pub fn labels(lang: Lang) -> &'static Labels {
    static LABELS: std::sync::LazyLock<Vec<Labels>> = std::sync::LazyLock::new(|| {
        Lang::ALL
            .iter()
            .map(|&lang| {
                let name = || "{name}".to_string();
                Labels {
                    header: say!(
                        lang,
                        Msg::PictureHeader,
                        variant = "{variant}",
                        rings = "{rings}",
                        ply = "{ply}"
                    ),
                    to_move: say!(lang, Msg::PictureToMove, name = name()),
                    won: [
                        Msg::PictureWonByGoal,
                        Msg::PictureWonByFullBoard,
                        Msg::PictureWonByResignation,
                        Msg::PictureWonOnTime,
                    ]
                    .map(|m| say!(lang, m, name = name())),
                    drawn: [
                        Msg::PictureDrawnByRepetition,
                        Msg::PictureDrawnByPasses,
                        Msg::PictureDrawnByAgreement,
                    ]
                    .map(|m| say!(lang, m)),
                    each: say!(lang, Msg::PictureEach, count = "{count}", goal = "{goal}"),
                    pool: say!(lang, Msg::PicturePool),
                    pool_empty: say!(lang, Msg::PicturePoolEmpty),
                }
            })
            .collect()
    });
    LABELS.get(lang.index()).unwrap_or(Labels::english())
}

/// The file name of game `id`'s board after `ply` moves.
fn board_name(id: GameId, ply: usize) -> String {
    format!("zertz-{id}-{ply}.png")
}

/// Adds `game`'s board as text to `reply`, for a chat that takes no
/// files, its words in `lang`.
pub fn push_text_board(lang: Lang, reply: &mut Reply, game: &Game, names: &[String; 2]) {
    let pos = game.position();
    let n = [names[0].as_str(), names[1].as_str()];
    reply.text.push_str(&format!(
        "\n```\n{}\n{}```",
        zertz_render::text_board(pos),
        zertz_render::text_status(pos, n, game.outcome(), labels(lang))
    ));
}

/// Each player's captures, as `alice: 2W 1G 0B` lines.
fn captures(game: &Game, names: &[String; 2]) -> String {
    let pos = game.position();
    [Player::First, Player::Second]
        .iter()
        .map(|&p| format!("{}: {}", names[p.index()], pos.captured(p)))
        .collect::<Vec<_>>()
        .join("\n")
}
