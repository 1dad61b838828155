//! The figures an operator watches, kept as the bot runs and read by a
//! scrape (`/metrics`), the console's `metrics` and the tests. One set a
//! process, as Prometheus's own clients keep one registry: the core, the
//! Discord edge and the store each count where the thing happens.
//!
//! Names follow Prometheus's conventions: `zertz_` first, base units
//! (`_seconds`), `_total` on counters; label values come from closed
//! lists, never a user's or a channel's id.

mod labels;
pub mod listener;
mod process;
mod readiness;

use std::sync::{Arc, LazyLock};
use std::time::Duration;

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::{Registry, Unit};
use zertz_data::{Gauges, Millis, Observer, StoreCall};

use labels::Engine;
use labels::GivenUp;
use labels::{
    ClaimLabels, DeliveryLabels, EngineLabels, InteractionLabels, KindLabel, MoverLabel, ShardLabel, WorkLabel,
};
pub use labels::{InteractionKind, Mover, Outcome, Work};
pub use readiness::Readiness;
use zertz_data::GiveUp;

/// The content type of [`Metrics::encode`]'s text.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

/// Every figure the bot keeps.
pub struct Metrics {
    registry: Registry,
    interactions: Family<InteractionLabels, Counter>,
    answer_seconds: Histograms<KindLabel>,
    moves: Family<MoverLabel, Counter>,
    games_started: Counter,
    games_finished: Counter,
    board_connections: Gauge,
    board_moves: Counter,
    games_active: Gauge,
    outbox_waiting: Gauge,
    outbox_oldest_seconds: Gauge<f64, std::sync::atomic::AtomicU64>,
    deliveries: Family<DeliveryLabels, Counter>,
    gateway_connects: Family<ShardLabel, Counter>,
    gateway_resumes: Family<ShardLabel, Counter>,
    gateway_connected: Family<ShardLabel, Gauge>,
    claims: Family<ClaimLabels, Counter>,
    tick_held: Gauge,
    work_waiting: Family<WorkLabel, Gauge>,
    work_running: Family<WorkLabel, Gauge>,
    work_wait_seconds: Histograms<WorkLabel>,
    work_seconds: Histograms<WorkLabel>,
    db_seconds: Histograms<EngineLabels>,
    db_errors: Family<EngineLabels, Counter>,
    /// Whether the process can serve: `/readyz`.
    pub readiness: Readiness,
}

/// This process's figures.
pub fn metrics() -> &'static Metrics {
    static METRICS: LazyLock<Metrics> = LazyLock::new(Metrics::new);
    &METRICS
}

/// Buckets for an answer to a person: Discord waits 3 s for the first.
const ANSWER_BUCKETS: [f64; 12] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.5, 5.0, 10.0];
/// Buckets for work on a pool: a picture's milliseconds to an analysis's
/// minutes.
const WORK_BUCKETS: [f64; 12] = [0.001, 0.005, 0.025, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 120.0];
/// Buckets for a store call.
const DB_BUCKETS: [f64; 10] = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05, 0.25, 1.0, 5.0];

fn answer_histogram() -> Histogram {
    Histogram::new(ANSWER_BUCKETS)
}

fn work_histogram() -> Histogram {
    Histogram::new(WORK_BUCKETS)
}

fn db_histogram() -> Histogram {
    Histogram::new(DB_BUCKETS)
}

/// A histogram family whose histograms have their own buckets.
type Histograms<L> = Family<L, Histogram, fn() -> Histogram>;

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

impl Metrics {
    /// A fresh set, every figure at zero.
    pub fn new() -> Metrics {
        let mut root = Registry::default();
        root.register_collector(Box::new(process::ProcessCollector));
        let r = root.sub_registry_with_prefix("zertz");
        let m = Metrics {
            interactions: Family::default(),
            answer_seconds: Family::new_with_constructor(answer_histogram),
            moves: Family::default(),
            games_started: Counter::default(),
            games_finished: Counter::default(),
            board_connections: Gauge::default(),
            board_moves: Counter::default(),
            games_active: Gauge::default(),
            outbox_waiting: Gauge::default(),
            outbox_oldest_seconds: Gauge::default(),
            deliveries: Family::default(),
            gateway_connects: Family::default(),
            gateway_resumes: Family::default(),
            gateway_connected: Family::default(),
            claims: Family::default(),
            tick_held: Gauge::default(),
            work_waiting: Family::default(),
            work_running: Family::default(),
            work_wait_seconds: Family::new_with_constructor(work_histogram),
            work_seconds: Family::new_with_constructor(work_histogram),
            db_seconds: Family::new_with_constructor(db_histogram),
            db_errors: Family::default(),
            readiness: Readiness::default(),
            registry: Registry::default(),
        };
        r.register(
            "interactions",
            "Interactions handled, by kind and outcome",
            m.interactions.clone(),
        );
        r.register_with_unit(
            "answer",
            "Time from an interaction's arrival to Discord having its first answer",
            Unit::Seconds,
            m.answer_seconds.clone(),
        );
        r.register("moves", "Moves played, by who played them", m.moves.clone());
        r.register("games_started", "Games started", m.games_started.clone());
        r.register(
            "board_connections",
            "The Activity's boards connected to this process",
            m.board_connections.clone(),
        );
        r.register(
            "board_moves",
            "Moves played by touching the Activity's board",
            m.board_moves.clone(),
        );
        r.register("games_finished", "Games that ended", m.games_finished.clone());
        r.register(
            "games_active",
            "Games being played (the whole database)",
            m.games_active.clone(),
        );
        r.register(
            "outbox_waiting_messages",
            "Messages owed to Discord and not yet sent (the whole database)",
            m.outbox_waiting.clone(),
        );
        r.register_with_unit(
            "outbox_oldest_age",
            "Age of the oldest message waiting in the outbox, 0 when none waits",
            Unit::Seconds,
            m.outbox_oldest_seconds.clone(),
        );
        r.register(
            "deliveries",
            "Tries at sending an owed message, by result and, when given up, why",
            m.deliveries.clone(),
        );
        r.register(
            "gateway_connects",
            "Gateway sessions started (READY), by shard",
            m.gateway_connects.clone(),
        );
        r.register(
            "gateway_resumes",
            "Gateway sessions resumed, by shard",
            m.gateway_resumes.clone(),
        );
        r.register(
            "gateway_connected",
            "Whether each shard this process runs is connected (1) or not (0)",
            m.gateway_connected.clone(),
        );
        r.register(
            "duty_claims",
            "Claims on background work in the database, by duty and whether this process won it",
            m.claims.clone(),
        );
        r.register(
            "tick_held",
            "Whether this process holds the tick (1) or another does (0)",
            m.tick_held.clone(),
        );
        r.register(
            "work_waiting",
            "CPU-heavy jobs waiting for a place on their pool",
            m.work_waiting.clone(),
        );
        r.register("work_running", "CPU-heavy jobs running", m.work_running.clone());
        r.register_with_unit(
            "work_wait",
            "Time a CPU-heavy job waited for a place on its pool",
            Unit::Seconds,
            m.work_wait_seconds.clone(),
        );
        r.register_with_unit(
            "work",
            "Time a CPU-heavy job ran",
            Unit::Seconds,
            m.work_seconds.clone(),
        );
        r.register_with_unit(
            "db_call",
            "Time a store call (one transaction or read) ran, by engine and connection",
            Unit::Seconds,
            m.db_seconds.clone(),
        );
        r.register(
            "db_errors",
            "Store calls the database failed, by engine and connection",
            m.db_errors.clone(),
        );
        // Counters an alert watches start at 0, so their first rise is
        // an increase, not a new series.
        for kind in InteractionKind::ALL {
            for outcome in Outcome::ALL {
                let _ = m.interactions.get_or_create(&InteractionLabels { kind, outcome });
            }
        }
        m.delivery_count(labels::DeliveryResult::Sent, None);
        m.delivery_count(labels::DeliveryResult::Retried, None);
        for &why in GiveUp::ALL {
            m.delivery_count(labels::DeliveryResult::GivenUp, Some(GivenUp(why)));
        }
        Metrics { registry: root, ..m }
    }

    /// Every figure in the OpenMetrics text format, as Prometheus scrapes it.
    pub fn encode(&self) -> String {
        let mut text = String::new();
        // Writing to a String cannot fail.
        let _ = encode(&mut text, &self.registry);
        text
    }

    /// An interaction was handled.
    pub fn interaction(&self, kind: InteractionKind, outcome: Outcome) {
        self.interactions
            .get_or_create(&InteractionLabels { kind, outcome })
            .inc();
    }

    /// Discord had the first answer to an interaction `took` after it came.
    pub fn answered(&self, kind: InteractionKind, took: Duration) {
        self.answer_seconds
            .get_or_create(&KindLabel { kind })
            .observe(took.as_secs_f64());
    }

    /// An Activity's board connected (`+1`) or left (`-1`).
    pub fn board_connected(&self, change: i64) {
        self.board_connections.inc_by(change);
    }

    /// A move was played on the Activity's board.
    pub fn board_moved(&self) {
        self.board_moves.inc();
    }

    /// A move was played.
    pub fn moved(&self, by: Mover) {
        self.moves.get_or_create(&MoverLabel { by }).inc();
    }

    /// A game started.
    pub fn game_started(&self) {
        self.games_started.inc();
    }

    /// A game ended.
    pub fn game_finished(&self) {
        self.games_finished.inc();
    }

    /// The database's figures, read at `now`.
    pub fn set_gauges(&self, g: &Gauges, now: Millis) {
        self.games_active.set(g.active_games);
        self.outbox_waiting.set(g.waiting);
        let age = g.oldest_waiting.map_or(0, |at| now.saturating_sub(at).max(0));
        self.outbox_oldest_seconds.set(age as f64 / 1000.0);
    }

    /// Discord took an owed message.
    pub fn delivered(&self) {
        self.delivery(labels::DeliveryResult::Sent, None);
    }

    /// Sending an owed message failed; it is tried again later.
    pub fn delivery_retried(&self) {
        self.delivery(labels::DeliveryResult::Retried, None);
    }

    /// Sending an owed message failed for good.
    pub fn delivery_given_up(&self, why: GiveUp) {
        self.delivery(labels::DeliveryResult::GivenUp, Some(GivenUp(why)));
    }

    fn delivery(&self, result: labels::DeliveryResult, reason: Option<GivenUp>) {
        self.delivery_count(result, reason).inc();
    }

    fn delivery_count(&self, result: labels::DeliveryResult, reason: Option<GivenUp>) -> Counter {
        self.deliveries
            .get_or_create(&DeliveryLabels { result, reason })
            .clone()
    }

    /// Shard `shard` started a session (READY): connected at once, before
    /// the watcher of the shards next looks.
    pub fn gateway_ready(&self, shard: u32) {
        self.gateway_connects.get_or_create(&ShardLabel { shard }).inc();
        self.gateway_stage(shard, true);
    }

    /// Shard `shard` resumed its session: connected at once, as at READY.
    pub fn gateway_resumed(&self, shard: u32) {
        self.gateway_resumes.get_or_create(&ShardLabel { shard }).inc();
        self.gateway_stage(shard, true);
    }

    /// Shard `shard` connected or lost its connection (a drop is seen only
    /// by the watcher of the shards, `discord/gateway.rs`).
    pub fn gateway_stage(&self, shard: u32, connected: bool) {
        self.gateway_connected
            .get_or_create(&ShardLabel { shard })
            .set(i64::from(connected));
        self.readiness.shard(shard, connected);
    }

    /// This process tried to claim work of `kind`, and won it or not.
    pub fn claimed(&self, kind: zertz_data::ClaimKind, won: bool) {
        let result = if won { labels::Claim::Won } else { labels::Claim::Lost };
        self.claims
            .get_or_create(&ClaimLabels {
                duty: labels::Duty(kind),
                result,
            })
            .inc();
        if kind == zertz_data::ClaimKind::Tick {
            self.tick_held.set(i64::from(won));
        }
    }

    /// A job of `work` waits for its pool; the guard counts it while it
    /// waits, then while it runs, and records both times.
    pub fn work(&'static self, work: Work) -> WorkGuard {
        self.work_waiting.get_or_create(&WorkLabel { work }).inc();
        WorkGuard {
            metrics: self,
            work,
            since: std::time::Instant::now(),
            running: false,
        }
    }

    /// Told of every store call: its time, its failures, and the writes
    /// readiness is judged on.
    pub fn store_observer(&'static self) -> Observer {
        Arc::new(move |call: StoreCall| {
            let labels = EngineLabels {
                engine: match call.backend {
                    zertz_data::Backend::Sqlite => Engine::Sqlite,
                    zertz_data::Backend::Postgres => Engine::Postgres,
                },
                access: if call.write {
                    labels::Access::Write
                } else {
                    labels::Access::Read
                },
            };
            self.db_seconds.get_or_create(&labels).observe(call.took.as_secs_f64());
            if call.failed {
                self.db_errors.get_or_create(&labels).inc();
            }
            if call.write {
                self.readiness.wrote(call.took, call.failed);
            }
        })
    }
}

/// A CPU-heavy job from its wait for a pool to its end.
pub struct WorkGuard {
    metrics: &'static Metrics,
    work: Work,
    since: std::time::Instant,
    running: bool,
}

impl WorkGuard {
    /// The job has its place on the pool and starts.
    pub fn started(&mut self) {
        let m = self.metrics;
        let label = WorkLabel { work: self.work };
        m.work_waiting.get_or_create(&label).dec();
        m.work_running.get_or_create(&label).inc();
        m.work_wait_seconds
            .get_or_create(&label)
            .observe(self.since.elapsed().as_secs_f64());
        self.since = std::time::Instant::now();
        self.running = true;
    }
}

impl Drop for WorkGuard {
    fn drop(&mut self) {
        let m = self.metrics;
        let label = WorkLabel { work: self.work };
        if self.running {
            m.work_running.get_or_create(&label).dec();
            m.work_seconds
                .get_or_create(&label)
                .observe(self.since.elapsed().as_secs_f64());
        } else {
            m.work_waiting.get_or_create(&label).dec();
        }
    }
}
