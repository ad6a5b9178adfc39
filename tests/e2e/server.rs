//! A tiny static file server for `dist/`, on 127.0.0.1 and a port the system picks.
//!
//! Just enough HTTP/1.1 for a browser loading the site: GET and HEAD, one request per
//! connection, correct MIME types (WebAssembly must be `application/wasm` for streaming
//! compilation), no caching so every test sees the current build. A test can switch the
//! folder served (a new deploy) or stop serving altogether (offline).

use std::io;
use std::net::SocketAddr;
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;

/// Serves a directory until dropped (or stopped).
pub struct StaticServer {
    addr: SocketAddr,
    site: Arc<Site>,
    task: JoinHandle<()>,
}

/// What the connections share: the folder served now, and whether serving has stopped.
struct Site {
    root: RwLock<PathBuf>,
    stopped: AtomicBool,
}

impl StaticServer {
    /// Starts serving `root` on 127.0.0.1 with a free port.
    pub async fn start(root: impl Into<PathBuf>) -> io::Result<StaticServer> {
        let site = Arc::new(Site {
            root: RwLock::new(root.into()),
            stopped: AtomicBool::new(false),
        });
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let addr = listener.local_addr()?;
        let shared = Arc::clone(&site);
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let site = Arc::clone(&shared);
                tokio::spawn(async move {
                    // A browser hanging up early is not the server's problem.
                    let _ = respond(stream, &site).await;
                });
            }
        });
        Ok(StaticServer { addr, site, task })
    }

    /// The site's root URL, without a trailing slash: `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Serves `root` from the next request on, at the same address: a new deploy.
    pub fn set_root(&self, root: impl Into<PathBuf>) {
        let mut current = self.site.root.write().unwrap_or_else(|e| e.into_inner());
        *current = root.into();
    }

    /// Stops serving: from now on every connection to the address is refused, as if the
    /// machine were offline. Returns once that is so.
    pub async fn stop(&self) -> io::Result<()> {
        // Connections the browser opened ahead of time get no answer either.
        self.site.stopped.store(true, Ordering::SeqCst);
        self.task.abort();
        let start = Instant::now();
        while TcpStream::connect(self.addr).await.is_ok() {
            if start.elapsed() > Duration::from_secs(5) {
                return Err(io::Error::other("the server still accepts connections"));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Ok(())
    }
}

impl Drop for StaticServer {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// The Content-Type for a file name.
pub fn mime_type(path: &Path) -> &'static str {
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("html" | "htm") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("json") => "application/json",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("txt") => "text/plain; charset=utf-8",
        Some("woff2") => "font/woff2",
        Some("webmanifest") => "application/manifest+json",
        _ => "application/octet-stream",
    }
}

async fn respond(mut stream: TcpStream, site: &Site) -> io::Result<()> {
    let mut head = Vec::with_capacity(1024);
    let mut buf = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        let n = stream.read(&mut buf).await?;
        if n == 0 || head.len() > 16 * 1024 {
            return Ok(());
        }
        head.extend_from_slice(&buf[..n]);
    }
    // The folder served when the request came, not when the connection was opened.
    if site.stopped.load(Ordering::SeqCst) {
        return Ok(());
    }
    let root = site
        .root
        .read()
        .map_or_else(|e| e.into_inner().clone(), |r| r.clone());
    let head = String::from_utf8_lossy(&head);
    let mut parts = head.lines().next().unwrap_or_default().split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));

    let (status, content_type, body) = if method != "GET" && method != "HEAD" {
        (
            "405 Method Not Allowed",
            "text/plain",
            b"method not allowed\n".to_vec(),
        )
    } else {
        match resolve(&root, target) {
            Some(path) => match tokio::fs::read(&path).await {
                Ok(bytes) => ("200 OK", mime_type(&path), bytes),
                Err(_) => ("404 Not Found", "text/plain", b"not found\n".to_vec()),
            },
            None => ("404 Not Found", "text/plain", b"not found\n".to_vec()),
        }
    };
    let header = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\
         Cache-Control: no-store\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(header.as_bytes()).await?;
    if method != "HEAD" {
        stream.write_all(&body).await?;
    }
    stream.shutdown().await
}

/// Maps a request target to a file under `root`; never escapes it.
fn resolve(root: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let decoded = percent_decode(path)?;
    let relative = Path::new(decoded.trim_start_matches('/'));
    if relative
        .components()
        .any(|c| !matches!(c, Component::Normal(_)))
    {
        return None;
    }
    let mut full = root.join(relative);
    if full.is_dir() {
        full.push("index.html");
    }
    full.is_file().then_some(full)
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_cannot_leave_the_root() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        assert_eq!(resolve(root, "/../Cargo.toml"), None);
        assert_eq!(resolve(root, "/%2e%2e/Cargo.toml"), None);
        assert_eq!(
            resolve(root, "/Cargo.toml?x=1#y"),
            Some(root.join("Cargo.toml"))
        );
    }

    #[test]
    fn webassembly_is_served_as_application_wasm() {
        assert_eq!(mime_type(Path::new("a_bg.wasm")), "application/wasm");
        assert_eq!(
            mime_type(Path::new("index.HTML")),
            "text/html; charset=utf-8"
        );
        assert_eq!(mime_type(Path::new("pieces/wK.svg")), "image/svg+xml");
    }
}
