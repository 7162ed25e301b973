/**
 * The demo game's page: a small three-reel slot that shows the game's name and the player's
 * balance and plays rounds against it (POST <page>/spin). Served by the API so a launch works
 * offline. Everything dynamic is escaped or passed as JSON; the script runs under a nonce CSP.
 * While open it renews its session (POST <page>/renew); once the session ended (logout, password
 * change, expiry) it says so, stops, and tells the site's frame ({ type: 'suite:session-ended' }).
 */
import type { Language } from '@suite/shared/contract';
import { escapeXml as escapeHtml } from '../../artwork/svg';
import type { PlayState } from './play-repository';
import type { SlotSymbol } from './slot-engine';

const TEXT: Record<Language, Record<string, string>> = {
  es: {
    balance: 'Saldo',
    bet: 'Apuesta',
    spin: 'Girar',
    spinning: 'Girando…',
    win: 'Ganaste',
    lose: 'Sin premio',
    insufficient: 'Saldo insuficiente',
    failed: 'No se pudo completar la jugada. Inténtalo de nuevo.',
    ended: 'La sesión de juego terminó. Vuelve a abrir el juego desde el sitio.',
    endedTitle: 'Sesión de juego terminada',
    reels: 'Rodillos',
    notFound: 'Sesión de juego no encontrada',
    notFoundInfo: 'El enlace no es válido o ha caducado. Vuelve a abrir el juego desde el lobby.',
  },
  en: {
    balance: 'Balance',
    bet: 'Bet',
    spin: 'Spin',
    spinning: 'Spinning…',
    win: 'You won',
    lose: 'No win',
    insufficient: 'Insufficient balance',
    failed: 'The round could not be completed. Please try again.',
    ended: 'The game session has ended. Open the game again from the site.',
    endedTitle: 'Game session ended',
    reels: 'Reels',
    notFound: 'Game session not found',
    notFoundInfo: 'The link is not valid or has expired. Open the game again from the lobby.',
  },
};

/** How the page shows each reel symbol. */
const SYMBOL_LABELS: Record<Language, Record<SlotSymbol, string>> = {
  es: { SEVEN: '7', BAR: 'BAR', BELL: 'CAMPANA', PLUM: 'CIRUELA', LEMON: 'LIMÓN', CHERRY: 'CEREZA' },
  en: { SEVEN: '7', BAR: 'BAR', BELL: 'BELL', PLUM: 'PLUM', LEMON: 'LEMON', CHERRY: 'CHERRY' },
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;font-family:Verdana,Arial,sans-serif;background:#111827;color:#f9fafb;display:flex;align-items:center;justify-content:center}
main{width:min(520px,100%);padding:24px;text-align:center}h1{font-size:1.4rem;margin:0 0 4px}p.vendor{margin:0 0 16px;color:#9ca3af;font-size:.85rem}
.balance{font-size:1.2rem;margin:0 0 16px}.balance output{font-weight:700;color:#fbbf24}
.reels{display:flex;gap:10px;justify-content:center;margin:0 0 18px}.reel{width:120px;height:96px;border-radius:12px;background:#f9fafb;color:#111827;display:flex;align-items:center;justify-content:center;font-weight:800;font-size:1.05rem;border:4px solid #6366f1}
.controls{display:flex;gap:12px;justify-content:center;align-items:center;flex-wrap:wrap}label{font-size:.95rem}
select,button{font:inherit;padding:10px 14px;border-radius:10px;border:0}button{background:#22c55e;color:#052e16;font-weight:800;min-width:120px;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}.result{min-height:1.6em;margin:16px 0 0;font-weight:700}.error{color:#fca5a5}`;

/** Bet choices: the minimum and round multiples of it, up to the maximum. */
export function betOptions(minBet: string, maxBet: string): string[] {
  const toCents = (value: string): bigint => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  };
  const min = toCents(minBet);
  const max = toCents(maxBet);
  const options: string[] = [];
  for (const factor of [1n, 2n, 5n, 10n, 20n, 50n, 100n]) {
    const cents = min * factor;
    if (cents > max) break;
    options.push(`${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);
  }
  return options;
}

/** JSON inside a <script>: `<` escaped so no string can close the element. */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PlayPageOptions {
  /** How often the page renews its session (below the session's life). */
  renewEveryMs: number;
  currencySymbol?: string;
}

export function renderPlayPage(state: PlayState, language: Language, nonce: string, { renewEveryMs, currencySymbol = 'P' }: PlayPageOptions): string {
  const t = TEXT[language];
  const options = betOptions(state.minBet, state.maxBet)
    .map((amount) => `<option value="${amount}">${escapeHtml(currencySymbol)} ${amount}</option>`)
    .join('');
  const config = { text: t, symbols: SYMBOL_LABELS[language], currencySymbol, balance: state.balance, renewEveryMs };
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(state.gameName)}</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
  <h1>${escapeHtml(state.gameName)}</h1>
  <p class="vendor">${escapeHtml(state.vendorName)}</p>
  <p class="balance">${t.balance}: <output id="balance" aria-live="polite"></output></p>
  <div class="reels" role="group" aria-label="${t.reels}">
    <div class="reel" data-reel>7</div><div class="reel" data-reel>7</div><div class="reel" data-reel>7</div>
  </div>
  <div class="controls">
    <label for="bet">${t.bet}</label>
    <select id="bet" name="bet">${options}</select>
    <button id="spin" type="button">${t.spin}</button>
  </div>
  <p class="result" id="result" role="status" aria-live="polite"></p>
</main>
<script nonce="${nonce}">
(function () {
  var config = ${scriptJson(config)};
  var base = location.pathname.replace(/\\/$/, '');
  var spinUrl = base + '/spin';
  var renewUrl = base + '/renew';
  var ended = false;
  var renewTimer = null;
  var balanceEl = document.getElementById('balance');
  var resultEl = document.getElementById('result');
  var button = document.getElementById('spin');
  var betEl = document.getElementById('bet');
  var reels = document.querySelectorAll('[data-reel]');
  function money(amount) {
    var negative = amount.charAt(0) === '-';
    var parts = amount.replace('-', '').split('.');
    var whole = parts[0].replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
    return (negative ? '-' : '') + config.currencySymbol + ' ' + whole + '.' + (parts[1] || '00');
  }
  function show(message, isError) {
    resultEl.textContent = message;
    resultEl.className = isError ? 'result error' : 'result';
  }
  function key() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return String(Date.now()) + '-' + Math.random().toString(36).slice(2, 12);
  }
  balanceEl.textContent = money(config.balance);
  function isEnded(status) { return status === 401 || status === 404 || status === 410; }
  // The session ended: say so, stop playing and renewing, and tell the site's frame (it offers the way out).
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(renewTimer);
    button.disabled = true;
    betEl.disabled = true;
    show(config.text.ended, true);
    if (window.parent !== window) {
      try { window.parent.postMessage({ type: 'suite:session-ended' }, '*'); } catch (ignored) {}
    }
  }
  renewTimer = setInterval(function () {
    fetch(renewUrl, { method: 'POST' })
      .then(function (response) { if (isEnded(response.status)) end(); })
      .catch(function () { /* offline: the next renewal tries again, well within the session's life */ });
  }, config.renewEveryMs);
  function send(body, attempt) {
    return fetch(spinUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': document.documentElement.lang }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (envelope) { return { status: response.status, envelope: envelope }; });
      })
      .catch(function (error) {
        // Network failure: the same key again, so the round never runs twice.
        if (attempt < 3) return new Promise(function (resolve) { setTimeout(resolve, 400 * attempt); }).then(function () { return send(body, attempt + 1); });
        throw error;
      });
  }
  button.addEventListener('click', function () {
    if (ended) return;
    button.disabled = true;
    button.textContent = config.text.spinning;
    show('', false);
    send({ idempotencyKey: key(), amount: betEl.value }, 1)
      .then(function (answer) {
        if (answer.envelope && answer.envelope.success) {
          var round = answer.envelope.value;
          for (var i = 0; i < reels.length; i += 1) reels[i].textContent = config.symbols[round.reels[i]] || round.reels[i];
          balanceEl.textContent = money(round.balance);
          show(round.win !== '0.00' ? config.text.win + ' ' + money(round.win) : config.text.lose, false);
          try { window.parent.postMessage({ type: 'suite:balance', balance: round.balance }, '*'); } catch (ignored) {}
        } else if (answer.envelope && answer.envelope.value && answer.envelope.value.code === 'insufficientBalance') {
          show(config.text.insufficient, true);
        } else if (answer.envelope && answer.envelope.value && (answer.envelope.value.code === 'limitReached' || answer.envelope.value.code === 'excluded')) {
          // Safer gambling: the API's own message names the limit and when it frees up.
          show(answer.envelope.message, true);
        } else if (isEnded(answer.status)) {
          end();
        } else {
          show(config.text.failed, true);
        }
      })
      .catch(function () { show(config.text.failed, true); })
      .then(function () { button.textContent = config.text.spin; button.disabled = ended; });
  });
})();
</script>
</body>
</html>`;
}

/**
 * The page of a token without a live session: unknown, or ended (then, under the page's nonce, it
 * tells the site's frame too, as the game page does when its session ends while open).
 */
export function renderMissingSessionPage(language: Language, reason: 'notFound' | 'ended' = 'notFound', nonce?: string): string {
  const t = TEXT[language];
  const [title, info] = reason === 'ended' ? [t.endedTitle, t.ended] : [t.notFound, t.notFoundInfo];
  const tell =
    reason === 'ended' && nonce
      ? `<script nonce="${escapeHtml(nonce)}">if (window.parent !== window) { try { window.parent.postMessage({ type: 'suite:session-ended' }, '*'); } catch (ignored) {} }</script>`
      : '';
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p role="alert">${info}</p></main>${tell}</body></html>`;
}
