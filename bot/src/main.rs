//! `zertz-bot`: run the Discord bot, play in the terminal, or back up.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use zertz_bot::app::Core;
use zertz_bot::config::{Config, LogFormat};
use zertz_bot::metrics::listener;
use zertz_bot::shards::ShardRange;
use zertz_data::{AsyncStore, Location, ProcessLock, Store};

#[derive(Parser)]
#[command(name = "zertz-bot", version, about = "A Discord bot that hosts ZÈRTZ games")]
struct Cli {
    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Connect to Discord and serve (the default).
    Run {
        /// Run only shards A to B of N (`A-B/N`, from 0), so that several
        /// processes share the gateway; all of them by default.
        #[arg(long)]
        shards: Option<ShardRange>,
    },
    /// Play in the terminal as if in a channel, switching between users.
    Local {
        /// Where to write board pictures.
        #[arg(long, default_value = "boards")]
        boards: PathBuf,
        /// Keep games in memory instead of the database file.
        #[arg(long)]
        memory: bool,
    },
    /// Copy the SQLite database to PATH while the bot may be running.
    Backup {
        /// The copy to write.
        path: PathBuf,
    },
    /// Copy a whole database into a new, empty one, either engine to
    /// either (an SQLite file or a `postgres://` URL), then check it by
    /// counting every table and replaying every game. Stop the bot first.
    CopyDb {
        /// The database to copy.
        from: String,
        /// The empty database to fill.
        to: String,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let config = Config::from_env();
    init_logs(config.as_ref().map_or(LogFormat::Text, |c| c.log_format));
    let config = match config {
        Ok(c) => c,
        Err(e) => return refuse(e),
    };
    let command = cli.command.unwrap_or(Cmd::Run { shards: None });
    if let Cmd::CopyDb { from, to } = &command {
        // Synchronous, off any async runtime: the PostgreSQL client
        // blocks, and runs its own.
        return match (Location::parse(from), Location::parse(to)) {
            (Ok(from), Ok(to)) => copy_db(&from, &to),
            (Err(e), _) | (_, Err(e)) => refuse(format_args!("copy-db: {e}")),
        };
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(config.io_threads)
        .enable_all()
        .build();
    let runtime = match runtime {
        Ok(r) => r,
        Err(e) => {
            eprintln!("zertz-bot: cannot start the async runtime: {e}");
            return ExitCode::from(1);
        }
    };
    runtime.block_on(async move {
        match command {
            Cmd::Run { shards } => run(config, shards).await,
            Cmd::Local { boards, memory } => local(config, boards, memory).await,
            Cmd::Backup { path } => backup(config, path).await,
            // Done above, before the runtime started.
            Cmd::CopyDb { .. } => ExitCode::SUCCESS,
        }
    })
}

/// Logs to standard error as `RUST_LOG` filters them (info by default),
/// as text or one JSON object a line.
fn init_logs(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn"));
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Text => logs.init(),
        LogFormat::Json => logs.json().init(),
    }
}

async fn open(config: &Config, memory: bool) -> Option<AsyncStore> {
    let store = if memory {
        AsyncStore::open_in_memory().await
    } else {
        AsyncStore::open(config.db.clone()).await
    };
    match store {
        Ok(s) => Some(s),
        Err(e) => {
            eprintln!("zertz-bot: {e}");
            None
        }
    }
}

/// The store and the core over it; errors are printed.
async fn open_core(config: &Config, memory: bool) -> Option<std::sync::Arc<Core>> {
    let store = open(config, memory).await?;
    match Core::new(store) {
        Ok(c) => Some(c),
        Err(e) => {
            eprintln!("zertz-bot: {e}");
            None
        }
    }
}

async fn run(config: Config, shards: Option<ShardRange>) -> ExitCode {
    if config.token.is_none() {
        return refuse(
            "DISCORD_TOKEN is not set. Create a bot at https://discord.com/developers/applications \
             (Bot → Reset Token), put DISCORD_TOKEN=... in the environment or a .env file, \
             or play in the terminal with `zertz-bot local`.",
        );
    }
    tracing::info!(config = ?config, "starting");
    let Some(_lock) = lock(&config) else {
        return ExitCode::from(2);
    };
    let listening = match config.http {
        Some(addr) => match listener::bind(addr).await {
            Ok(l) => Some((addr, l)),
            Err(e) => return refuse(e),
        },
        None => None,
    };
    let Some(core) = open_core(&config, false).await else {
        return ExitCode::from(1);
    };
    if let Some((addr, l)) = listening {
        let activity = match activity_routes(&config, &core) {
            Ok(routes) => routes,
            Err(e) => return refuse(e),
        };
        match activity.is_some() {
            true => tracing::info!(%addr, "answering /healthz, /readyz, /metrics and the Activity's board"),
            false => tracing::info!(%addr, "answering /healthz, /readyz and /metrics"),
        }
        let quiet = config.tick.saturating_mul(3).saturating_add(Duration::from_secs(10));
        tokio::spawn(listener::serve(l, quiet, activity));
    }
    let served = zertz_bot::discord::run(&config, core.clone(), shards).await;
    // What is queued is written, then the database file is closed whole
    // (its WAL merged), so a stop loses nothing and leaves no -wal file.
    core.store().close().await;
    match served {
        // A setting to fix, as a missing token is.
        Err(e @ zertz_bot::discord::RunError::Token) => refuse(e),
        served => exit_code(served),
    }
}

/// Code 2 with `why` printed: a setting or an argument to fix before
/// starting again.
/// The Activity's routes, where `DISCORD_CLIENT_SECRET` turns it on.
fn activity_routes(config: &Config, core: &std::sync::Arc<Core>) -> Result<Option<axum::Router>, String> {
    let Some(secret) = &config.client_secret else {
        return Ok(None);
    };
    let activity = zertz_bot::activity::ActivityConfig {
        api: config.api_url.clone().unwrap_or_else(|| "https://discord.com".into()),
        bot_token: config.token.clone().unwrap_or_default(),
        client_secret: secret.clone(),
        client_id: config.client_id,
        tick: config.tick,
    };
    zertz_bot::activity::router(core.clone(), activity).map(Some)
}

fn refuse(why: impl std::fmt::Display) -> ExitCode {
    eprintln!("zertz-bot: {why}");
    ExitCode::from(2)
}

/// Success, or code 1 with the error printed.
fn exit_code(result: Result<(), impl std::fmt::Display>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("zertz-bot: {e}");
            ExitCode::from(1)
        }
    }
}

/// This process's hold on an SQLite file; a second process is refused
/// with the reason printed. PostgreSQL takes any number of processes,
/// which claim their work in the database.
fn lock(config: &Config) -> Option<Option<ProcessLock>> {
    let Location::Sqlite(path) = &config.db else {
        return Some(None);
    };
    match ProcessLock::acquire(path) {
        Ok(lock) => Some(Some(lock)),
        Err(e) => {
            eprintln!("zertz-bot: {e}");
            None
        }
    }
}

async fn local(config: Config, boards: PathBuf, memory: bool) -> ExitCode {
    let lock = if memory { Some(None) } else { lock(&config) };
    if lock.is_none() {
        return ExitCode::from(2);
    }
    let Some(core) = open_core(&config, memory).await else {
        return ExitCode::from(1);
    };
    let mut console = zertz_bot::local::Console::new(core.clone(), boards);
    let stdin = std::io::stdin();
    let played = console.run(stdin.lock(), std::io::stdout()).await;
    core.store().close().await;
    exit_code(played)
}

async fn backup(config: Config, path: PathBuf) -> ExitCode {
    let Some(store) = open(&config, false).await else {
        return ExitCode::from(1);
    };
    let target = path.clone();
    match store.call(move |s| s.backup(&target)).await {
        Ok(()) => {
            println!("backed up {} to {}", config.db, path.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("zertz-bot: backup failed: {e}");
            ExitCode::from(1)
        }
    }
}

/// Copies `from` into the empty `to`, then checks the copy; prints what
/// it copied.
fn copy_db(from: &Location, to: &Location) -> ExitCode {
    if let Location::Sqlite(path) = from {
        if !path.exists() {
            return refuse(format_args!("copy-db: {} does not exist", path.display()));
        }
    }
    // A file a bot is serving is refused: stop it first.
    let mut locks = Vec::new();
    for location in [from, to] {
        if let Location::Sqlite(path) = location {
            match ProcessLock::acquire(path) {
                Ok(lock) => locks.push(lock),
                Err(e) => return refuse(format_args!("copy-db: {e}")),
            }
        }
    }
    let copied = Store::open_at(from).and_then(|source| {
        let mut target = Store::open_at(to)?;
        source.copy_into(&mut target)
    });
    match copied {
        Ok(report) => {
            println!("copied {from} to {to}: {report}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("zertz-bot: copy-db failed: {e}");
            ExitCode::from(1)
        }
    }
}
