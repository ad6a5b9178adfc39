// The computer opponent's worker, started by the play page (src/ui/opponent/worker.rs) as a
// module worker. The page's first message names the engine's build (trunk gives its files a
// content hash; scripts/post-build lists them in index.html). Once that wasm has started, its
// own handler answers every later message (src/engine_worker.rs); a build that cannot be
// loaded is reported in the engine's own words (src/engine/protocol.rs), as a failed request.
addEventListener(
  'message',
  async (e) => {
    try {
      const engine = await import(e.data.js);
      await engine.default({ module_or_path: e.data.wasm });
    } catch (err) {
      postMessage(`failed 0 ${err && err.message ? err.message : err}`);
    }
  },
  { once: true },
);
