// Release builds only: scripts/post-build minifies this into index.html, beside sw.js.
// Registers the service worker once the page has loaded and is idle (the board comes first), and tells
// the app (src/ui/update_notice.rs) when a new version is ready: it sets
// <html data-update="ready"> and fires "check-tutor-update" on the window. The app's Reload
// button fires "check-tutor-reload": the waiting worker takes over (SKIP_WAITING), and every
// page it controlled reloads on the new one, so no page runs old and new files together.
(() => {
  const sw = navigator.serviceWorker;
  if (!sw) return;
  let controller = sw.controller;
  // A language's lessons fetched before the first worker took the page over did not pass
  // through it: they go into the cache its runtime route for i18n/ fills (workbox-config.cjs),
  // so the language chosen on a first visit works offline too.
  const keepLanguage = () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => url.includes('/i18n/'));
    if (urls.length && window.caches) {
      caches.open('check-tutor-i18n').then((c) => c.addAll(urls)).catch(() => {});
    }
  };
  sw.addEventListener('controllerchange', () => {
    // The first worker taking over a fresh visit changes nothing that is running.
    if (controller) location.reload();
    else keepLanguage();
    controller = sw.controller;
  });
  // Once the page has loaded and then gone idle: the precaching (the teacher's build, every
  // lesson) then does not compete with the learner's first moves on a slow link.
  const whenIdle = (task) =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000);
  addEventListener('load', () => whenIdle(() => {
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
        // A page left open looks for a new version every hour.
        setInterval(() => reg.update().catch(() => {}), 3600e3);
      })
      .catch(() => {});
  }));
})();
