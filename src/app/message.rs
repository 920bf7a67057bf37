//! The panel's messages: what kind of news, its text, and the catalogue message it says,
//! so a change of language says it again.

use crate::i18n::{Arg, tr_args};
use std::path::Path;

/// How a message is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MessageKind {
    /// Neutral news.
    Info,
    /// Good news.
    Success,
    /// Something went wrong.
    Error,
}

/// A line of feedback shown in the side panel.
#[derive(Clone, Debug)]
pub struct Message {
    /// What kind of message.
    pub kind: MessageKind,
    /// The text, in the language in force.
    pub text: String,
    /// The catalogue message it says, if it is one, so a change of language says it again.
    words: Option<Words>,
    /// It describes the board or draft as it stood, so the next change to it ends it.
    lapses: bool,
    /// Which message this is, counting from the start: the same words said again are news
    /// again (a screen reader announces them a second time).
    serial: u64,
}

impl PartialEq for Message {
    /// Two messages are equal when they say the same thing, whenever they were made.
    fn eq(&self, other: &Message) -> bool {
        (self.kind, &self.text, &self.words, self.lapses)
            == (other.kind, &other.text, &other.words, other.lapses)
    }
}

/// The serial of the next message made.
static NEXT_SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// A catalogue message and its arguments, kept so that it can be said in another language.
#[derive(Clone, PartialEq, Debug)]
pub struct Words {
    id: String,
    args: Vec<(String, crate::i18n::Arg)>,
}

impl Words {
    /// The words in the language in force.
    pub(super) fn say(&self) -> String {
        let args: Vec<(&str, crate::i18n::Arg)> = self
            .args
            .iter()
            .map(|(name, value)| (name.as_str(), value.clone()))
            .collect();
        crate::i18n::tr_args(&self.id, &args)
    }
}

/// The catalogue message `id`, to be said in whatever language is in force.
pub(super) fn said(id: &str) -> Words {
    said_args(id, &[])
}

/// The catalogue message `id` with its arguments, to be said in whatever language is in force.
pub(super) fn said_args(id: &str, args: &[(&str, crate::i18n::Arg)]) -> Words {
    Words {
        id: id.to_string(),
        args: args
            .iter()
            .map(|(name, value)| ((*name).to_string(), value.clone()))
            .collect(),
    }
}

/// What a message says: finished text, or a catalogue message to say in each language.
pub(super) enum Saying {
    Text(String),
    Words(Words),
}

impl From<String> for Saying {
    fn from(text: String) -> Saying {
        Saying::Text(text)
    }
}

impl From<&str> for Saying {
    fn from(text: &str) -> Saying {
        Saying::Text(text.to_string())
    }
}

impl From<Words> for Saying {
    fn from(words: Words) -> Saying {
        Saying::Words(words)
    }
}

impl Message {
    pub(super) fn new(kind: MessageKind, saying: Saying) -> Message {
        let serial = NEXT_SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let (text, words) = match saying {
            Saying::Text(text) => (text, None),
            Saying::Words(words) => (words.say(), Some(words)),
        };
        Message {
            kind,
            text,
            words,
            lapses: false,
            serial,
        }
    }

    /// Which message this is: a message made again, even in the same words, has another.
    pub fn serial(&self) -> u64 {
        self.serial
    }

    pub(super) fn info(saying: impl Into<Saying>) -> Message {
        Message::new(MessageKind::Info, saying.into())
    }

    pub(super) fn success(saying: impl Into<Saying>) -> Message {
        Message::new(MessageKind::Success, saying.into())
    }

    pub(super) fn error(saying: impl Into<Saying>) -> Message {
        Message::new(MessageKind::Error, saying.into())
    }

    /// The same message, about the board or draft as it stands: the next edit, undo,
    /// redo or clear of it ends the message, which would no longer be true.
    pub(super) fn until_changed(mut self) -> Message {
        self.lapses = true;
        self
    }

    /// Whether the next change to the board or draft ends the message.
    pub fn lapses(&self) -> bool {
        self.lapses
    }

    /// Says the message again in the language now in force (a catalogue message only).
    pub(super) fn say_again(&mut self) {
        if let Some(words) = &self.words {
            self.text = words.say();
        }
    }
}

impl super::NonetApp {
    /// The board or the draft changed: a message about it as it was goes.
    pub(super) fn drop_lapsed_message(&mut self) {
        if self.message.as_ref().is_some_and(Message::lapses) {
            self.message = None;
        }
    }
}

/// "FILE: PROBLEM", in the interface's language (the file named as its errors name it).
pub(super) fn in_file(path: &Path, problem: &str) -> String {
    tr_args(
        "err-in-file",
        &[
            ("path", Arg::from(path.display().to_string())),
            ("problem", Arg::from(problem)),
        ],
    )
}
