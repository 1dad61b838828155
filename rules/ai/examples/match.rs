//! Plays two players against each other and prints the score with an Elo
//! difference and its 95% margin, and the time each side took a move, in
//! all and where it had a choice.
//!
//! ```sh
//! cargo run --release -p zertz-ai --example match -- hard:100000n greedy --games 100
//! ```
//!
//! A player is `random`, `greedy`, `careful` (see `zertz_ai::baseline`),
//! or a level with a budget per move:
//! `hard:2000ms`, `medium:50000n` (nodes, deterministic), or a bare level
//! for its own default time. A level may name another engine that speaks
//! `ztp` after an `@`, such as an older build kept to measure a change
//! against: `hard:100ms@/tmp/ztp-base`. Games come in pairs from the same
//! random opening (the first two plies), each player moving first once.

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use clap::Parser;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use zertz_ai::{baseline, Engine, Level, Limits};
use zertz_rules::{Game, Move, Player, Variant};

mod common;
use common::{elo, in_parallel, random_opening, wilson};

#[derive(Parser)]
struct Args {
    /// The first player (its results are reported).
    a: Contestant,
    /// The second player.
    b: Contestant,
    /// Number of games (rounded up to an even number).
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// The variant.
    #[arg(long, default_value = "standard")]
    variant: Variant,
    /// Seed for openings and the players' choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once, one thread each.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Threads of each in-process engine's search under a time limit
    /// (give `--threads 1` to leave them the cores).
    #[arg(long, default_value_t = 1)]
    engine_threads: usize,
    /// Threads of each `ztp` program's search under a time limit, told
    /// with its `threads` command when above one.
    #[arg(long, default_value_t = 1)]
    program_threads: usize,
    /// Print every game `a` did not win as a record line.
    #[arg(long)]
    show_losses: bool,
}

#[derive(Clone, Debug)]
enum Contestant {
    Random,
    Greedy,
    Careful,
    Engine(Level, Limits),
    /// Another engine, run as a `ztp` program.
    Program(Level, Limits, PathBuf),
}

impl std::str::FromStr for Contestant {
    type Err = String;
    fn from_str(s: &str) -> Result<Contestant, String> {
        match s {
            "random" => return Ok(Contestant::Random),
            "greedy" => return Ok(Contestant::Greedy),
            "careful" => return Ok(Contestant::Careful),
            _ => {}
        }
        if let Some((spec, program)) = s.split_once('@') {
            return match spec.parse()? {
                Contestant::Engine(level, limits) => Ok(Contestant::Program(level, limits, program.into())),
                _ => Err(format!("only a level can name a program: {s}")),
            };
        }
        let (level, budget) = s.split_once(':').unwrap_or((s, ""));
        let level: Level = level.parse().map_err(|e| format!("{e}"))?;
        let limits = if budget.is_empty() {
            Limits::default()
        } else if let Some(ms) = budget.strip_suffix("ms") {
            Limits::time(Duration::from_millis(
                ms.parse().map_err(|_| format!("bad time {budget}"))?,
            ))
        } else if let Some(n) = budget.strip_suffix('n') {
            Limits::nodes(n.parse().map_err(|_| format!("bad node count {budget}"))?)
        } else {
            return Err(format!("a budget is like 200ms or 50000n, not {budget}"));
        };
        Ok(Contestant::Engine(level, limits))
    }
}

/// A running `ztp` program, told each move of the game as it is played.
struct Program {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    /// Moves of the game it has been told.
    told: usize,
}

impl Program {
    /// Starts the program at `path` on a new game of `variant`, searching
    /// on `threads` threads (a build without the `threads` command can
    /// only be given one).
    fn start(path: &PathBuf, variant: Variant, threads: usize) -> Program {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            panic!("{}: no pipes", path.display());
        };
        let mut program = Program {
            child,
            input,
            output: BufReader::new(output),
            told: 0,
        };
        program.ask(&format!("new {}", variant.name()), "ok");
        if threads > 1 {
            program.ask(&format!("threads {threads}"), "ok");
        }
        program
    }

    /// Sends `command` and returns the first reply line starting with
    /// `reply`, skipping `info` lines.
    fn ask(&mut self, command: &str, reply: &str) -> String {
        writeln!(self.input, "{command}").unwrap_or_else(|e| panic!("{command}: {e}"));
        let mut line = String::new();
        loop {
            line.clear();
            match self.output.read_line(&mut line) {
                Ok(0) | Err(_) => panic!("the program stopped after {command}"),
                Ok(_) if line.starts_with("info") => continue,
                Ok(_) if line.starts_with(reply) => return line.trim().to_string(),
                Ok(_) => panic!("{command}: {}", line.trim()),
            }
        }
    }

    fn choose(&mut self, game: &Game, level: Level, limits: Limits) -> Option<Move> {
        for notation in &game.move_notations()[self.told..] {
            self.ask(&format!("play {notation}"), "ok");
        }
        self.told = game.ply();
        let budget = match (limits.nodes, limits.time) {
            (Some(n), _) => format!("nodes {n}"),
            (None, Some(t)) => format!("ms {}", t.as_millis()),
            (None, None) => format!("ms {}", level.settings().time.as_millis()),
        };
        let answer = self.ask(&format!("go {budget} level {level}"), "bestmove");
        game.position().parse_move(answer.strip_prefix("bestmove")?.trim()).ok()
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// A contestant playing one game.
enum Seat {
    Engine(Engine),
    Program(Program),
}

impl Contestant {
    fn seat(&self, seed: u64, args: &Args) -> Seat {
        match self {
            Contestant::Program(_, _, path) => Seat::Program(Program::start(path, args.variant, args.program_threads)),
            _ => {
                let mut engine = Engine::new(seed);
                engine.set_threads(args.engine_threads);
                Seat::Engine(engine)
            }
        }
    }

    fn choose(&self, game: &Game, seat: &mut Seat, rng: &mut ChaCha8Rng) -> Option<Move> {
        match (self, seat) {
            (Contestant::Random, _) => baseline::random_move(game.position(), rng),
            (Contestant::Greedy, _) => baseline::greedy_move(game.position(), rng),
            (Contestant::Careful, _) => baseline::careful_move(game.position(), rng),
            (Contestant::Engine(level, limits), Seat::Engine(engine)) => {
                engine.think_game(game, *level, *limits).ok().map(|t| t.best)
            }
            (Contestant::Program(level, limits, _), Seat::Program(program)) => program.choose(game, *level, *limits),
            _ => None,
        }
    }
}

/// The result of one game for `a`: 1, ½ or 0, and its length and the
/// time each side took, in all and on the moves where it had a choice
/// (a position with one legal move, often a capture, is answered at once).
struct Outcome {
    points: f64,
    plies: usize,
    think: [Duration; 2],
    chosen: [(Duration, usize); 2],
}

fn play(args: &Args, index: usize) -> Outcome {
    let mut game = random_opening(args.variant, args.seed, (index / 2) as u64);
    // In even games `a` moves first, in odd games second.
    let a_is = if index.is_multiple_of(2) {
        Player::First
    } else {
        Player::Second
    };
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed ^ (index as u64) << 20);
    let mut seats = [args.a.seat(rng.gen(), args), args.b.seat(rng.gen(), args)];
    let mut think = [Duration::ZERO; 2];
    let mut chosen = [(Duration::ZERO, 0); 2];
    while !game.is_over() && game.ply() < 400 {
        let side = usize::from(game.turn() != a_is);
        let who = if side == 0 { &args.a } else { &args.b };
        let started = Instant::now();
        let Some(m) = who.choose(&game, &mut seats[side], &mut rng) else {
            break;
        };
        let took = started.elapsed();
        think[side] += took;
        if game.position().count_legal_moves() > 1 {
            chosen[side].0 += took;
            chosen[side].1 += 1;
        }
        if let Err(e) = game.play(&m) {
            panic!("{who:?} played an illegal move {m:?}: {e}");
        }
    }
    let points = match game.outcome().and_then(|o| o.winner()) {
        Some(w) if w == a_is => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    if args.show_losses && points < 1.0 {
        println!("game {index}, a is {}: {}", a_is.record_name(), game.to_record());
    }
    Outcome {
        points,
        plies: game.ply(),
        think,
        chosen,
    }
}

fn main() {
    let args = Args::parse();
    let games = args.games.div_ceil(2) * 2;
    let results = Mutex::new(Vec::new());
    in_parallel(args.threads, games, |i| {
        let r = play(&args, i);
        if let Ok(mut all) = results.lock() {
            all.push(r);
        }
    });
    let results = results.into_inner().unwrap_or_default();
    let n = results.len() as f64;
    let wins = results.iter().filter(|r| r.points == 1.0).count();
    let draws = results.iter().filter(|r| r.points == 0.5).count();
    let losses = results.len() - wins - draws;
    let score: f64 = results.iter().map(|r| r.points).sum::<f64>() / n;
    let (low, high) = wilson(score, n);
    let plies: usize = results.iter().map(|r| r.plies).sum();
    let per_move = |side: usize| {
        let t: Duration = results.iter().map(|r| r.think[side]).sum();
        t.as_secs_f64() * 1000.0 / (plies as f64 / 2.0).max(1.0)
    };
    let per_choice = |side: usize| {
        let (t, n) = results.iter().fold((Duration::ZERO, 0), |(t, n), r| {
            (t + r.chosen[side].0, n + r.chosen[side].1)
        });
        t.as_secs_f64() * 1000.0 / (n as f64).max(1.0)
    };
    println!(
        "{:?} vs {:?} on {}: {} games, +{} ={} -{} for the first, score {:.1}%",
        args.a,
        args.b,
        args.variant,
        results.len(),
        wins,
        draws,
        losses,
        score * 100.0
    );
    println!(
        "Elo difference {} (95%: {} to {}); {:.1} plies a game; {:.1} ms and {:.1} ms a move, {:.1} ms and {:.1} ms where it had a choice",
        elo(score),
        elo(low),
        elo(high),
        plies as f64 / n,
        per_move(0),
        per_move(1),
        per_choice(0),
        per_choice(1)
    );
}
