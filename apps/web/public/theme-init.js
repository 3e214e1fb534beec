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
