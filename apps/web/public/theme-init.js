// Runs before first paint (external file: the CSP forbids inline scripts).
// Mirrors src/features/theme and src/lib/i18n: stored theme (default dark),
// accent by hour (6-12 blue, 12-18 purple, else green) and stored language.
(function () {
  // Through globalThis: the linter gives plain .js files Node globals only.
  var root = globalThis.document.documentElement;
  try {
    // Reading localStorage itself can throw (privacy modes), so inside the try.
    var storage = globalThis.localStorage;
    var theme = storage.getItem('theme');
    if (theme !== 'light' && theme !== 'dark' && theme !== 'hacker') theme = 'dark';
    root.classList.remove('light', 'dark', 'hacker');
    root.classList.add(theme);
    var lang = storage.getItem('app-language');
    if (lang === 'pt-BR' || lang === 'en-US' || lang === 'es-ES') root.lang = lang;
  } catch {
    // Storage can be unavailable (privacy modes); the markup defaults apply.
  }
  var hour = new Date().getHours();
  root.setAttribute('data-accent', hour >= 6 && hour < 12 ? 'blue' : hour >= 12 && hour < 18 ? 'purple' : 'green');
})();

// A pre-rendered public page lists its scripts in #rbax-boot instead of loading them from the
// markup: they are added after the first frame, so the page's text paints without competing with
// them (apps/web/scripts/prerender.mjs). Other pages load theirs from index.html as usual.
(function () {
  var document = globalThis.document;
  var boot = document.getElementById('rbax-boot');
  if (!boot) return;
  var scripts = JSON.parse(boot.textContent);
  var started = false;
  function load() {
    if (started) return;
    started = true;
    scripts.preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = scripts.entry;
    document.head.appendChild(entry);
  }
  globalThis.requestAnimationFrame(function () {
    globalThis.setTimeout(load, 0);
  });
  // A tab opened in the background gets no animation frames until shown.
  globalThis.setTimeout(load, 1500);
})();
