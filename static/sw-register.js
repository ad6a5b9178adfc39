// Release builds only: scripts/post-build minifies this beside sw.js, and index.html fetches it
// once the app runs and the page is idle (it is not part of the first load).
// Registers the service worker once the app runs and the page is idle (the board comes first), and tells
// the app (src/ui/update_notice.rs) when a new version is ready: it sets
// <html data-update="ready"> and fires "check-tutor-update" on the window. The app's Reload
// button fires "check-tutor-reload": the waiting worker takes over (SKIP_WAITING), and every
// page it controlled reloads on the new one, so no page runs old and new files together.
(() => {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  let controller = sw.controller;
  // The teacher's build is not precached (418 KB a learner may never need). Once the worker
  // is active and the page idle, the worker is asked to keep it (Workbox's CACHE_URLS
  // message: each file goes through the worker's own route, workbox-config.cjs, so a file
  // already kept is not fetched again), and an older version's pair is dropped. Then every
  // page reloads offline after one visit. While the browser asks to save data, only what
  // this page used is kept. Also kept: what the page fetched before the worker took it over
  // (a language's lessons, i18n/; a teacher's build), which did not pass through it. The
  // page then says so on <html data-offline> ("all" or "used").
  const used = (part) =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => url.includes(part));
  const keep = (worker, urls) =>
    new Promise((done) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
    });
  const warm = (worker) => {
    const saving = !!(navigator.connection && navigator.connection.saveData);
    const teacher = [...document.querySelectorAll('meta[name="check-tutor-app"]')]
      .filter((m) => m.dataset.js.includes('check-tutor-teacher'))
      .flatMap((m) => [m.dataset.js, m.dataset.wasm])
      .map((url) => new URL(url, location.href).href);
    const wanted = new Set([...used('/i18n/'), ...(saving ? used('/check-tutor-teacher-') : teacher)]);
    const drop = caches.open('check-tutor-teacher').then(async (c) => {
      for (const old of await c.keys()) if (!teacher.includes(old.url)) await c.delete(old);
    });
    Promise.all([drop, wanted.size && worker ? keep(worker, [...wanted]) : null])
      .then(() => (document.documentElement.dataset.offline = saving ? 'used' : 'all'))
      .catch(() => {});
  };
  sw.addEventListener('controllerchange', () => {
    // The first worker taking over a fresh visit changes nothing that is running.
    if (controller) location.reload();
    controller = sw.controller;
  });
  // Once the app runs (the loader in index.html says so) and the page is idle: the
  // worker's precaching (the learner's build, the helper worker, every lesson, 490 KB) and
  // then the teacher's build would otherwise share a slow link with the app's own download.
  // (The page's load event comes long before: the wasm is fetched by script.)
  const whenIdle = (task) =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000);
  const started = new Promise((go) =>
    window.checkTutorStarted ? go() : addEventListener('check-tutor-started', go, { once: true }),
  );
  started.then(() => whenIdle(() => {
    sw.register('sw.js')
      .then((reg) => {
        const ready = () => {
          // Without a controller this is the first install, not an update.
          if (!sw.controller) return;
          document.documentElement.dataset.update = 'ready';
          dispatchEvent(new Event('check-tutor-update'));
        };
        const watch = (worker) =>
          worker &&
          worker.addEventListener('statechange', () => {
            if (worker.state === 'installed') ready();
          });
        if (reg.waiting) ready();
        watch(reg.installing);
        reg.addEventListener('updatefound', () => watch(reg.installing));
        addEventListener('check-tutor-reload', () => {
          if (reg.waiting) reg.waiting.postMessage({ type: 'SKIP_WAITING' });
          else location.reload();
        });
        sw.ready.then((active) => whenIdle(() => warm(active.active)));
        // A page left open looks for a new version every hour.
        setInterval(() => reg.update().catch(() => {}), 3600e3);
      })
      .catch(() => {});
  }));
})();
