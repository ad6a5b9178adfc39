// Workbox's generateSW configuration, used by scripts/post-build on trunk's staging
// directory in release builds. The precache list is made from what trunk wrote, so it is
// never stale.
const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: run through trunk build --release');

module.exports = {
  globDirectory: dir,
  // Everything a learner needs, offline: the page, the hashed JS, wasm and CSS (the helper
  // worker's too: practice needs it), every lesson, the questions, the manifest and its
  // icons (an installed app shows them offline too). The teacher's build is not here: it is
  // kept at run time (below), so a phone that asks to save data never fetches it unasked.
  globPatterns: [
    'index.html',
    '*.{js,wasm,css}',
    'lessons/*.json',
    'questions.json',
    'manifest.webmanifest',
    'icons/*.{svg,png}',
    // English's words, both parts (tutor.ftl: what Play says; pages.ftl: every other
    // page's words): the fallback of every other language.
    'i18n/en/tutor.ftl',
    'i18n/en/pages.ftl',
  ],
  // A language other than English is cached when it is chosen (runtimeCaching below). A
  // live class's client (live.js) is not kept: a class needs the network anyway.
  globIgnores: ['sw.js', 'i18n/{es,de,fr,ru}/**', 'check-tutor-teacher-*', 'live.js'],
  swDest: `${dir}/sw.js`,
  // Trunk's file names carry a content hash (check-tutor-<hex>_bg.wasm, style-<hex>.css;
  // scripts/post-build gives the teacher's build one too): those need no revision. The rest (index.html, lessons) get one, so
  // a deploy that changes them updates them.
  dontCacheBustURLsMatching: /-[0-9a-f]{12,16}(_bg)?\.(js|wasm|css)$/,
  // Every address is index.html with a hash route: a navigation is answered with the
  // precached page, so every route reloads offline and a page never mixes versions.
  navigateFallback: 'index.html',
  // The Workbox runtime goes inside sw.js: nothing comes from a CDN.
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  // The first visit is taken over once the worker is ready; a new version waits until the
  // learner presses Reload (the page posts SKIP_WAITING).
  clientsClaim: true,
  skipWaiting: false,
  cleanupOutdatedCaches: true,
  // A language other than English (its lessons and questions, static/i18n/<code>/) is
  // fetched when the learner chooses it, and kept from then on; a new version of a file is
  // fetched in the background and shown next time.
  //
  // The teacher's build (418 KB) is kept once a teacher's page has loaded it. The page also
  // fetches it into this cache once it is idle, unless the browser asks to save data
  // (static/sw-register.js): then only a teacher's page that was opened once reloads
  // offline. Its file names carry a content hash, so a kept file never goes stale; the page
  // drops an old version's pair when it fetches the new one.
  runtimeCaching: [
    {
      urlPattern: /\/check-tutor-teacher-[0-9a-f]{12,16}(_bg\.wasm|\.js)$/,
      handler: 'CacheFirst',
      options: { cacheName: 'check-tutor-teacher' },
    },
    {
      urlPattern: /\/i18n\/[a-z]{2}\//,
      handler: 'StaleWhileRevalidate',
      options: { cacheName: 'check-tutor-i18n' },
    },
  ],
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
};
