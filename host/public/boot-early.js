// The boot's first requests, started while the page's code still downloads (docs/performance.md,
// "Paint before the boot finishes"). A plain file, no build step: it runs as soon as it arrives
// (a small blocking script first in the head), long before the app's bundle has been parsed.
//   1. config.json and the default remotes.json, as src/features/boot/early-fetch.ts would.
//   2. The system status and the announcements (banners, notices): the two public calls every framed
//      page makes first, sent to the API base the last visit's config.json named (remembered by the
//      boot as `apiBase`; this origin on a first visit). The app adopts these answers through
//      @suite/shared's client (shared/src/api/early-answers.ts), which still checks and normalises
//      them; an answer it cannot use (another API base, another language) is simply asked again.
//   3. On the home page, the first home banner painted into the static shell of index.html, so the
//      page's largest image shows before the app's code runs (src/index.ts waits for `painted`, a
//      short while at most). The app's first render replaces the shell with the same image in the same box.
// Keys, paths and the query must match the contract: src/features/boot/boot-early.test.ts checks them.
(function () {
  'use strict';
  if (typeof window.fetch !== 'function' || window.__suiteEarly) return;

  var HOME_PATHS = { '/': true, '/index': true, '/index.html': true, '/home': true };
  var HOME_BANNER_GROUP = 'w_home';
  var STATUS_PATH = '/wps/system/status';
  var ANNOUNCEMENTS_PATH = '/wps/relay/MCSFE_getListAnnouncements';
  var ANNOUNCEMENT_QUERY = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' };
  var API_TIMEOUT_MS = 15000;

  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // storage unavailable
    }
  }
  function withTimeout(ms) {
    return typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
  }
  function get(url, init) {
    var request = fetch(url, init);
    // A failure is the app's to report (it falls back to its own request); never an unhandled rejection here.
    request.catch(function () {});
    return request;
  }
  /** The key of a call: method, path and the query sorted by name (shared/src/api/early-answers.ts earlyCallKey). */
  function callKey(method, path, params) {
    var names = Object.keys(params || {}).sort();
    var query = new URLSearchParams();
    for (var i = 0; i < names.length; i += 1) query.append(names[i], String(params[names[i]]));
    var text = query.toString();
    return method + ' ' + path + (text ? '?' + text : '');
  }

  var home = HOME_PATHS[window.location.pathname] === true;
  var storedLanguage = stored('lang');
  var language = storedLanguage === 'en' || storedLanguage === 'es' ? storedLanguage : document.documentElement.lang === 'en' ? 'en' : 'es';
  var base = stored('apiBase');
  base = typeof base === 'string' ? base : '';

  var markPainted;
  var early = {
    calls: {},
    apiBaseUrl: base,
    language: language,
    painted: new Promise(function (resolve) {
      markPainted = resolve;
    }),
  };
  window.__suiteEarly = early;

  early.config = get('/config.json', { cache: 'no-store', signal: withTimeout(5000) });
  early.remotes = get('/remotes.json', { cache: 'no-store', signal: withTimeout(5000) });
  var init = function () {
    return { headers: { 'Accept-Language': language }, signal: withTimeout(API_TIMEOUT_MS) };
  };
  var status = get(base + STATUS_PATH, init());
  var announcements = get(base + ANNOUNCEMENTS_PATH + '?' + new URLSearchParams(ANNOUNCEMENT_QUERY).toString(), init());
  early.calls[callKey('GET', STATUS_PATH)] = status;
  early.calls[callKey('GET', ANNOUNCEMENTS_PATH, ANNOUNCEMENT_QUERY)] = announcements;

  // The banner's box shows as a skeleton on the home page only (other routes may have no banner).
  var shell = document.querySelector('.boot-shell');
  if (shell && home) shell.className += ' boot-shell--home';
  if (!home) {
    markPainted('not home');
    return;
  }

  function envelopeValue(response) {
    if (!response.ok) return null;
    return response
      .clone()
      .json()
      .then(function (body) {
        return body && body.success === true ? body.value : null;
      });
  }
  function firstHomeBanner(notices) {
    var banners = (notices && notices.banners) || [];
    for (var i = 0; i < banners.length; i += 1) {
      var banner = banners[i];
      if (banner && banner.groupName === HOME_BANNER_GROUP && typeof banner.url === 'string' && banner.url !== '') return banner;
    }
    return null;
  }

  // The banner image downloads as soon as the announcements name it (it shows only if the site is open).
  var bannerFound = announcements.then(envelopeValue).then(function (notices) {
    var banner = firstHomeBanner(notices);
    if (banner) {
      // High priority: the browser otherwise holds an image back while the page's scripts download.
      var warm = new Image();
      warm.setAttribute('fetchpriority', 'high');
      warm.src = banner.url;
    }
    return banner;
  });
  Promise.all([status.then(envelopeValue), bannerFound])
    .then(function (values) {
      var system = values[0];
      var banner = values[1];
      var slot = document.getElementById('boot-banner');
      // Only the open site shows banners (maintenance and region block have pages of their own).
      if (!system || system.status === 1 || system.status === 2 || !banner || !slot) {
        markPainted('nothing to paint');
        return;
      }
      var image = document.createElement('img');
      image.className = 'boot-shell__image';
      image.alt = '';
      image.setAttribute('fetchpriority', 'high');
      image.onload = function () {
        // Shown at the next frame.
        requestAnimationFrame(function () {
          markPainted('banner');
        });
      };
      image.onerror = function () {
        markPainted('banner failed');
      };
      image.src = banner.url;
      slot.appendChild(image);
    })
    .catch(function () {
      markPainted('failed');
    });
})();
