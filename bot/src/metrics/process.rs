//! The process's own figures, with the names every Prometheus client
//! gives them (`process_cpu_seconds_total`, …), read from `/proc` at each
//! scrape. Linux only; elsewhere a scrape has none.

use prometheus_client::collector::Collector;
use prometheus_client::encoding::{DescriptorEncoder, EncodeMetric};
use prometheus_client::metrics::counter::ConstCounter;
use prometheus_client::metrics::gauge::ConstGauge;

/// Reads `/proc/self` when scraped.
#[derive(Debug)]
pub(super) struct ProcessCollector;

/// The figures of one read; `None` where `/proc` would not say.
#[derive(Default)]
struct Figures {
    cpu_seconds: Option<f64>,
    resident_bytes: Option<i64>,
    virtual_bytes: Option<i64>,
    threads: Option<i64>,
    start_time_seconds: Option<i64>,
    open_fds: Option<i64>,
    max_fds: Option<i64>,
}

#[cfg(target_os = "linux")]
fn read() -> Figures {
    use procfs::process::{LimitValue, Process};
    let Ok(me) = Process::myself() else {
        return Figures::default();
    };
    let mut f = Figures::default();
    if let Ok(stat) = me.stat() {
        let ticks = procfs::ticks_per_second() as f64;
        f.cpu_seconds = Some(stat.utime.saturating_add(stat.stime) as f64 / ticks);
        f.resident_bytes = i64::try_from(stat.rss.saturating_mul(procfs::page_size())).ok();
        f.virtual_bytes = i64::try_from(stat.vsize).ok();
        f.threads = Some(stat.num_threads);
        if let Ok(boot) = procfs::boot_time_secs() {
            let since_boot = stat.starttime / procfs::ticks_per_second().max(1);
            f.start_time_seconds = i64::try_from(boot.saturating_add(since_boot)).ok();
        }
    }
    f.open_fds = me.fd_count().ok().and_then(|n| i64::try_from(n).ok());
    if let Ok(limits) = me.limits() {
        f.max_fds = match limits.max_open_files.soft_limit {
            LimitValue::Value(n) => i64::try_from(n).ok(),
            LimitValue::Unlimited => None,
        };
    }
    f
}

#[cfg(not(target_os = "linux"))]
fn read() -> Figures {
    Figures::default()
}

impl Collector for ProcessCollector {
    fn encode(&self, mut encoder: DescriptorEncoder) -> Result<(), std::fmt::Error> {
        let f = read();
        if let Some(v) = f.cpu_seconds {
            let counter = ConstCounter::new(v);
            let m = encoder.encode_descriptor(
                "process_cpu_seconds",
                "Total user and system CPU time spent in seconds",
                None,
                counter.metric_type(),
            )?;
            counter.encode(m)?;
        }
        let gauges = [
            (
                "process_resident_memory_bytes",
                "Resident memory size in bytes",
                f.resident_bytes,
            ),
            (
                "process_virtual_memory_bytes",
                "Virtual memory size in bytes",
                f.virtual_bytes,
            ),
            ("process_threads", "Number of OS threads in the process", f.threads),
            (
                "process_start_time_seconds",
                "Start time of the process since the Unix epoch in seconds",
                f.start_time_seconds,
            ),
            ("process_open_fds", "Number of open file descriptors", f.open_fds),
            ("process_max_fds", "Maximum number of open file descriptors", f.max_fds),
        ];
        for (name, help, value) in gauges {
            if let Some(v) = value {
                let gauge = ConstGauge::new(v);
                let m = encoder.encode_descriptor(name, help, None, gauge.metric_type())?;
                gauge.encode(m)?;
            }
        }
        Ok(())
    }
}
