//! Headless Chromium (Debian's), driven over the DevTools protocol: pages
//! at a phone's or a desktop's size, taps where a person taps (real input
//! events at an element's place), what the page shows read back, and
//! screenshots. The Activity's page runs in the parent page's iframe, so
//! reading it goes through that frame.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use base64::Engine as _;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::{mpsc, oneshot};
use tokio_tungstenite::tungstenite::Message;

type Pending = Arc<Mutex<HashMap<u64, oneshot::Sender<Result<Value, String>>>>>;

/// A headless Chromium, killed when dropped.
pub struct Browser {
    child: Child,
    out: mpsc::UnboundedSender<String>,
    pending: Pending,
    next: AtomicU64,
    _profile: tempfile::TempDir,
}

/// Where Chromium is: `CHROMIUM`, else Debian's.
pub fn chromium() -> Option<String> {
    let wanted = std::env::var("CHROMIUM").unwrap_or_else(|_| "chromium".into());
    Command::new(&wanted)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .ok()
        .filter(|s| s.success())
        .map(|_| wanted)
}

impl Browser {
    /// Starts Chromium with a profile of its own, and nothing that reaches
    /// out to the network on its own.
    pub async fn launch() -> Browser {
        let program = chromium().expect("Chromium is installed (tests/bin/test-all installs Debian's)");
        let profile = tempfile::tempdir().unwrap();
        let mut child = Command::new(program)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-renderer-backgrounding",
                "--disable-background-timer-throttling",
                // The Activity's frame is another site: kept in the
                // page's process, so its document can be read.
                "--disable-site-isolation-trials",
                "--disable-features=IsolateOrigins,site-per-process",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg("about:blank")
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stderr = child.stderr.take().unwrap();
        let (found, endpoint) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(url) = line.strip_prefix("DevTools listening on ") {
                    let _ = found.send(url.trim().to_string());
                }
            }
        });
        let url = endpoint
            .recv_timeout(Duration::from_secs(30))
            .expect("Chromium said where its DevTools listen");
        let (socket, _) = tokio_tungstenite::connect_async(url.as_str()).await.unwrap();
        let (mut sink, mut stream) = socket.split();
        let (out, mut outgoing) = mpsc::unbounded_channel::<String>();
        tokio::spawn(async move {
            while let Some(text) = outgoing.recv().await {
                if sink.send(Message::Text(text.into())).await.is_err() {
                    break;
                }
            }
        });
        let pending: Pending = Arc::default();
        let answers = pending.clone();
        tokio::spawn(async move {
            while let Some(Ok(message)) = stream.next().await {
                let Message::Text(text) = message else { continue };
                let Ok(v) = serde_json::from_str::<Value>(text.as_str()) else {
                    continue;
                };
                let Some(id) = v["id"].as_u64() else { continue };
                if let Some(tx) = answers.lock().unwrap().remove(&id) {
                    let answer = match v.get("error") {
                        Some(e) => Err(e.to_string()),
                        None => Ok(v["result"].clone()),
                    };
                    let _ = tx.send(answer);
                }
            }
        });
        Browser {
            child,
            out,
            pending,
            next: AtomicU64::new(1),
            _profile: profile,
        }
    }

    /// Sends `method` (to the page of `session`, or to the browser).
    pub async fn call(&self, session: Option<&str>, method: &str, params: Value) -> Result<Value, String> {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let (tx, rx) = oneshot::channel();
        self.pending.lock().unwrap().insert(id, tx);
        let mut message = json!({"id": id, "method": method, "params": params});
        if let Some(s) = session {
            message["sessionId"] = json!(s);
        }
        self.out.send(message.to_string()).map_err(|e| e.to_string())?;
        match tokio::time::timeout(Duration::from_secs(30), rx).await {
            Ok(Ok(answer)) => answer,
            _ => Err(format!("{method}: no answer")),
        }
    }

    /// A new page of `width` × `height` CSS pixels (a phone's: `mobile`,
    /// with touch) at `url`.
    pub async fn page(&self, url: &str, width: u32, height: u32, mobile: bool) -> Page<'_> {
        let target = self
            .call(None, "Target.createTarget", json!({"url": "about:blank"}))
            .await
            .unwrap();
        let target = target["targetId"].as_str().unwrap().to_string();
        let attached = self
            .call(
                None,
                "Target.attachToTarget",
                json!({"targetId": target, "flatten": true}),
            )
            .await
            .unwrap();
        let session = attached["sessionId"].as_str().unwrap().to_string();
        let page = Page {
            browser: self,
            session,
            world: Mutex::new(None),
        };
        page.call("Page.enable", json!({})).await;
        page.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": if mobile { 2 } else { 1 }, "mobile": mobile}),
        )
        .await;
        if mobile {
            page.call(
                "Emulation.setTouchEmulationEnabled",
                json!({"enabled": true, "maxTouchPoints": 5}),
            )
            .await;
        }
        page.call("Page.navigate", json!({"url": url})).await;
        page
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One tab: a parent page with the Activity in its iframe.
pub struct Page<'a> {
    browser: &'a Browser,
    session: String,
    /// The execution context of the Activity's frame, once found.
    world: Mutex<Option<i64>>,
}

impl Page<'_> {
    async fn call(&self, method: &str, params: Value) -> Value {
        self.browser
            .call(Some(&self.session), method, params)
            .await
            .unwrap_or_else(|e| panic!("{method}: {e}"))
    }

    /// Evaluates `js` in the parent page; its value.
    pub async fn parent(&self, js: &str) -> Value {
        let r = self
            .call(
                "Runtime.evaluate",
                json!({"expression": js, "returnByValue": true, "awaitPromise": true}),
            )
            .await;
        r["result"]["value"].clone()
    }

    /// A context in the Activity's frame (a world of the test's own: it
    /// shares the page's document, not its script's variables).
    async fn world(&self) -> Option<i64> {
        if let Some(id) = *self.world.lock().unwrap() {
            return Some(id);
        }
        let tree = self.call("Page.getFrameTree", json!({})).await;
        let frame = tree["frameTree"]["childFrames"][0]["frame"]["id"].as_str()?.to_string();
        let world = self
            .browser
            .call(
                Some(&self.session),
                "Page.createIsolatedWorld",
                json!({"frameId": frame, "worldName": "test"}),
            )
            .await
            .ok()?;
        let id = world["executionContextId"].as_i64()?;
        *self.world.lock().unwrap() = Some(id);
        Some(id)
    }

    /// Evaluates `js` in the Activity's document; its value (`null` while
    /// the frame is not there).
    pub async fn eval(&self, js: &str) -> Value {
        let Some(context) = self.world().await else {
            return Value::Null;
        };
        let r = self
            .browser
            .call(
                Some(&self.session),
                "Runtime.evaluate",
                json!({"expression": js, "contextId": context, "returnByValue": true, "awaitPromise": true}),
            )
            .await;
        match r {
            Ok(r) => r["result"]["value"].clone(),
            // The frame navigated: its world is gone; found again next time.
            Err(_) => {
                *self.world.lock().unwrap() = None;
                Value::Null
            }
        }
    }

    /// Waits until `js` is true in the Activity's document.
    pub async fn until(&self, js: &str, within: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            if self.eval(js).await == json!(true) {
                return true;
            }
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// The centre of the first element matching `selector` in the page's
    /// coordinates, and its size, if it is there.
    pub async fn place(&self, selector: &str) -> Option<(f64, f64, f64, f64)> {
        let js = format!(
            "(() => {{ const e = document.querySelector({selector:?}); if (!e) return null; \
             const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2, r.width, r.height]; }})()"
        );
        let v = self.eval(&js).await;
        let a = v.as_array()?;
        Some((a[0].as_f64()?, a[1].as_f64()?, a[2].as_f64()?, a[3].as_f64()?))
    }

    /// Taps the element matching `selector` where a person would, at its
    /// centre (the iframe fills the page, so its coordinates are the
    /// page's); false if it is not there.
    pub async fn tap(&self, selector: &str) -> bool {
        let Some((x, y, _, _)) = self.place(selector).await else {
            return false;
        };
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            )
            .await;
        }
        true
    }

    /// A PNG of the page as it is.
    pub async fn screenshot(&self) -> Vec<u8> {
        let shot = self.call("Page.captureScreenshot", json!({"format": "png"})).await;
        let data = shot["data"].as_str().unwrap_or("");
        base64::engine::general_purpose::STANDARD
            .decode(data)
            .unwrap_or_default()
    }
}
