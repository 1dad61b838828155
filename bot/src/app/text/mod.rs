//! The texts: the bot's words in each language (Fluent, with messages
//! as types, commands named as the reader's client shows them), the words shared by messages (lists, times, colours), and
//! the marks that stand for people, channels and moments in a text.

pub mod lang;
pub mod marks;
pub mod words;
