// The offline page (offline.html, served by sw.js when a page cannot be fetched): the stored language
// (or the browser's: English for en-*, else Spanish) and theme, and Retry, which loads the page again.
(function () {
  var TEXTS = {
    es: {
      title: 'Sin conexión',
      text: 'No se puede cargar la página. Revise su conexión a Internet e inténtelo de nuevo.',
      retry: 'Reintentar',
    },
    en: {
      title: 'You are offline',
      text: 'The page cannot be loaded. Check your Internet connection and try again.',
      retry: 'Retry',
    },
  };
  var lang = null;
  var theme = null;
  try {
    lang = localStorage.getItem('lang');
    theme = localStorage.getItem('theme');
  } catch {
    /* storage unavailable */
  }
  if (lang !== 'es' && lang !== 'en') lang = /^en\b/i.test(navigator.language || '') ? 'en' : 'es';
  if (theme !== 'dark' && theme !== 'light') theme = 'light'; // the site's default, as theme-init.js
  var texts = TEXTS[lang];
  document.documentElement.lang = lang;
  document.documentElement.setAttribute('data-theme', theme);
  document.title = texts.title;
  document.getElementById('offline-title').textContent = texts.title;
  document.getElementById('offline-text').textContent = texts.text;
  var retry = document.getElementById('offline-retry');
  retry.textContent = texts.retry;
  retry.addEventListener('click', function () {
    location.reload();
  });
})();
