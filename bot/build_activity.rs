//! Builds the Activity's web client (`activity/`, TypeScript and Vite) and
//! lists its files for the binary to embed. The sources are copied into
//! `OUT_DIR`, where `npm ci` installs from the lock file (again only when
//! the lock changes) and `npm run build` type-checks and bundles them, so
//! nothing built lands in the source tree and two builds never share a
//! folder.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The client's sources, as the build copies them.
const SOURCES: [&str; 6] = [
    "package.json",
    "package-lock.json",
    "tsconfig.json",
    "vite.config.ts",
    "index.html",
    "src",
];

pub fn build(manifest: &Path, out: &Path) -> Result<(), String> {
    let client = manifest.join("activity");
    for source in SOURCES {
        println!("cargo:rerun-if-changed=activity/{source}");
    }
    let work = out.join("activity-src");
    let dist = out.join("activity-dist");
    for source in SOURCES {
        copy(&client.join(source), &work.join(source))?;
    }
    let lock = std::fs::read(work.join("package-lock.json")).map_err(|e| format!("activity/package-lock.json: {e}"))?;
    let installed = work.join("node_modules/.zertz-lock");
    if std::fs::read(&installed).ok().as_deref() != Some(lock.as_slice()) {
        npm(&work, &["ci", "--no-audit", "--no-fund", "--loglevel=error"], &dist)?;
        std::fs::write(&installed, &lock).map_err(|e| e.to_string())?;
    }
    npm(&work, &["run", "--silent", "build"], &dist)?;
    let mut files = Vec::new();
    list(&dist, &dist, &mut files)?;
    files.sort();
    let mut code = String::from(
        "/// The client's files: path, content type, bytes.\npub static FILES: &[(&str, &str, &[u8])] = &[\n",
    );
    for (path, full) in &files {
        let _ = writeln!(
            code,
            "    ({path:?}, {:?}, include_bytes!({:?})),",
            content_type(path),
            full.display()
        );
    }
    code.push_str("];\n");
    std::fs::write(out.join("activity_files.rs"), code).map_err(|e| e.to_string())
}

fn npm(dir: &Path, args: &[&str], dist: &Path) -> Result<(), String> {
    let status = Command::new("npm")
        .args(args)
        .current_dir(dir)
        .env("ZERTZ_ACTIVITY_OUT", dist)
        .status()
        .map_err(|e| {
            format!("the Activity's client needs Node.js 20 and npm on the PATH: `npm` could not start ({e})")
        })?;
    if status.success() {
        Ok(())
    } else {
        Err(format!(
            "`npm {}` in {} failed ({status})",
            args.join(" "),
            dir.display()
        ))
    }
}

/// Copies `from` (a file or a folder) to `to`, replacing what was there.
fn copy(from: &Path, to: &Path) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("{}: {e}", from.display());
    if from.is_dir() {
        if to.exists() {
            std::fs::remove_dir_all(to).map_err(fail)?;
        }
        std::fs::create_dir_all(to).map_err(fail)?;
        for entry in std::fs::read_dir(from).map_err(fail)? {
            let entry = entry.map_err(fail)?;
            copy(&entry.path(), &to.join(entry.file_name()))?;
        }
        Ok(())
    } else {
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent).map_err(fail)?;
        }
        std::fs::copy(from, to).map(|_| ()).map_err(fail)
    }
}

fn list(root: &Path, dir: &Path, files: &mut Vec<(String, PathBuf)>) -> Result<(), String> {
    for entry in std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            list(root, &path, files)?;
        } else if let Ok(rel) = path.strip_prefix(root) {
            files.push((rel.to_string_lossy().replace('\\', "/"), path.clone()));
        }
    }
    Ok(())
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    }
}
