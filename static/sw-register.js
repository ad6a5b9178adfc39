// Release builds only: scripts/post-build minifies this into index.html, beside sw.js.
// Registers the service worker once the app runs and the page is idle (the board comes first), and tells
// the app (src/ui/update_notice.rs) when a new version is ready: it sets
// <html data-update="ready"> and fires "check-tutor-update" on the window. The app's Reload
// button fires "check-tutor-reload": the waiting worker takes over (SKIP_WAITING), and every
// page it controlled reloads on the new one, so no page runs old and new files together.
(() => {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  let controller = sw.controller;
  // What the page fetched before the first worker took it over did not pass through it: a
  // language's lessons (i18n/) and a teacher's build go into the caches that the worker's
  // runtime routes fill (workbox-config.cjs), so what a first visit used works offline too.
  const used = (part) =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => url.includes(part));
  // Only what the cache lacks is fetched again.
  const keep = (cache, urls) =>
    urls.length && window.caches
      ? caches.open(cache).then(async (c) => {
          const missing = [];
          for (const url of urls) if (!(await c.match(url))) missing.push(url);
          await c.addAll(missing);
        })
      : Promise.resolve();
  const keepUsed = () =>
    Promise.all([
      keep('check-tutor-i18n', used('/i18n/')),
      keep('check-tutor-teacher', used('/check-tutor-teacher-')),
    ]).catch(() => {});
  // The teacher's build is not precached (418 KB a learner may never need). Once the worker
  // has finished installing and the page is idle again, it is fetched into its cache, so
  // every page reloads offline after one visit; an older version's pair is dropped. While
  // the browser asks to save data, only what this page used is kept. The page then says so
  // on <html data-offline> ("all" or "used").
  const warm = () => {
    const saving = !!(navigator.connection && navigator.connection.saveData);
    const teacher = [...document.querySelectorAll('meta[name="check-tutor-app"]')]
      .filter((m) => m.dataset.js.includes('check-tutor-teacher'))
      .flatMap((m) => [m.dataset.js, m.dataset.wasm])
      .map((url) => new URL(url, location.href).href);
    const fetchTeacher = !window.caches
      ? Promise.resolve()
      : caches.open('check-tutor-teacher').then(async (c) => {
          for (const old of await c.keys()) if (!teacher.includes(old.url)) await c.delete(old);
          if (saving) return;
          const missing = [];
          for (const url of teacher) if (!(await c.match(url))) missing.push(url);
          await c.addAll(missing);
        });
    Promise.all([keepUsed(), fetchTeacher])
      .catch(() => {})
      .then(() => (document.documentElement.dataset.offline = saving ? 'used' : 'all'));
  };
  sw.addEventListener('controllerchange', () => {
    // The first worker taking over a fresh visit changes nothing that is running.
    if (controller) location.reload();
    else keepUsed();
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
        sw.ready.then(() => whenIdle(warm));
        // A page left open looks for a new version every hour.
        setInterval(() => reg.update().catch(() => {}), 3600e3);
      })
      .catch(() => {});
  }));
})();
