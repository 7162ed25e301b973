// Before first paint: apply the stored theme and language so the page never flashes the wrong one.
// A file rather than an inline script, so the Content-Security-Policy needs no 'unsafe-inline' for
// scripts (docs/security.md, "Browser side").
(function () {
  try {
    var t = localStorage.getItem('theme');
    if (t === 'dark' || t === 'light') document.documentElement.setAttribute('data-theme', t);
    var l = localStorage.getItem('lang');
    if (l === 'es' || l === 'en') document.documentElement.lang = l;
  } catch {
    /* storage unavailable: the defaults of index.html stay */
  }
})();
