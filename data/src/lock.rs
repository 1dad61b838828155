//! One bot process a database file. SQLite shares a file between threads
//! well, but two bot processes on one file would both run every
//! background duty (the tick, deliveries, the computer's turns): the
//! second is refused at start instead.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

use crate::error::{Failure, StoreError};

/// Held while this process serves the database; released when dropped
/// or when the process ends, however it ends.
#[derive(Debug)]
pub struct ProcessLock {
    _file: File,
}

/// The lock file beside the database: `zertz.db` → `zertz.db.lock`.
fn lock_path(db: &Path) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

impl ProcessLock {
    /// Takes the lock of database `db`, or says which file another
    /// process holds.
    pub fn acquire(db: &Path) -> Result<ProcessLock, StoreError> {
        let path = lock_path(db);
        let name = path.display().to_string();
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(|e| Failure::CannotWrite {
                path: name.clone(),
                why: e.to_string(),
            })?;
        match file.try_lock() {
            Ok(()) => Ok(ProcessLock { _file: file }),
            Err(TryLockError::WouldBlock) => Err(Failure::InUse {
                path: db.display().to_string(),
            }
            .into()),
            Err(TryLockError::Error(e)) => Err(Failure::CannotWrite {
                path: name,
                why: e.to_string(),
            }
            .into()),
        }
    }
}
