/**
 * The lottery lobby that a launch opens: plain HTML, translated. The lobby view lists every lottery
 * of the prize mode with a Bet link; the betting view of one lottery has the play types, number
 * picking, the bet slip and the player's bets, driven by the inline script (lobby-script.ts) through
 * the lobby session's JSON endpoints. Scripts and styles run under a per-response CSP nonce.
 */
import { type Language, LOTTERY_LOBBY_SESSION_PATH, type LotteryGameMenu, type OpenedNumero, type PrizeMode } from '@suite/shared/contract';
import { LOBBY_SCRIPT } from './lobby-script';
import { fill, LOBBY_TEXTS, type LobbyTexts } from './lobby-texts';

export interface LobbyPageData {
  language: Language;
  view: 'betting' | 'lobby';
  prizeMode: PrizeMode;
  backUrl: string | null;
  /** The server's clock (epoch ms) when the page was rendered. */
  now: number;
  /** The chosen lottery (betting view, or a lobby launched for one game). */
  focus: LotteryGameMenu | null;
  focusResults: OpenedNumero[];
  /** Every lottery of the prize mode (lobby view). */
  lotteries: LotteryGameMenu[];
  nonce: string;
  /**
   * The lobby session token of the URL (`/lotto/lobby/<token>`): the betting view reads its state and
   * places bets with it. Without one the betting view only says to open the lottery from the site.
   */
  token?: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** JSON inside a <script type="application/json"> block: nothing in it can close the block. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** 01:02:03, or 2d 01:02:03 beyond a day. */
export function formatCountdown(ms: number, daySuffix: string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return days > 0 ? `${days}${daySuffix} ${clock}` : clock;
}

/** YYYY.MM.DD HH:mm in UTC; the script rewrites it in the reader's time zone. */
function dateTime(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCFullYear()}.${pad(date.getUTCMonth() + 1)}.${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

function localTime(iso: string): string {
  return `<time datetime="${escapeHtml(iso)}" data-local>${escapeHtml(dateTime(iso))}</time>`;
}

function countdown(deadline: number | null, now: number, kind: 'lock' | 'draw', t: LobbyTexts, id?: string): string {
  const done = kind === 'lock' ? t.closed : t.drawing;
  const idAttribute = id ? ` id="${id}"` : '';
  if (deadline === null) return `<span class="countdown" role="timer" data-kind="${kind}" data-done="${escapeHtml(done)}"${idAttribute}>${escapeHtml(t.noDraw)}</span>`;
  const text = deadline > now ? formatCountdown(deadline - now, t.days) : done;
  return `<span class="countdown" role="timer" data-deadline="${deadline}" data-kind="${kind}" data-done="${escapeHtml(done)}"${idAttribute}>${escapeHtml(text)}</span>`;
}

/** When bets on the game's current draw close and when it is drawn (epoch ms); null without a draw. */
function deadlines(game: LotteryGameMenu, now: number): { lock: number; draw: number } | null {
  if (game.winningTime === null) return null;
  const draw = now + game.remainTime;
  return { lock: draw - game.lockTime, draw };
}

function resultsTable(results: OpenedNumero[], t: LobbyTexts): string {
  if (results.length === 0) return `<p class="muted">${escapeHtml(t.noResults)}</p>`;
  const rows = results
    .map(
      (result) =>
        `<tr><td>${escapeHtml(result.numero)}</td><td>${localTime(result.winningTime)}</td><td class="digits">${escapeHtml(result.winningNumber)}</td></tr>`,
    )
    .join('');
  return `<div class="table-wrap"><table><thead><tr><th scope="col">${escapeHtml(t.draw)}</th><th scope="col">${escapeHtml(t.date)}</th><th scope="col">${escapeHtml(t.winningNumber)}</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function nextDrawSection(game: LotteryGameMenu, now: number, t: LobbyTexts): string {
  const times = deadlines(game, now);
  if (!times || game.winningTime === null) return `<section aria-labelledby="next-draw"><h2 id="next-draw">${escapeHtml(t.nextDraw)}</h2><p>${escapeHtml(t.noDraw)}</p></section>`;
  return `<section aria-labelledby="next-draw" data-numero="${escapeHtml(game.numero)}">
<h2 id="next-draw">${escapeHtml(t.nextDraw)}</h2>
<dl class="facts">
<dt>${escapeHtml(t.draw)}</dt><dd class="numero">${escapeHtml(game.numero)}</dd>
<dt>${escapeHtml(t.drawTime)}</dt><dd>${localTime(game.winningTime)}</dd>
<dt>${escapeHtml(t.closesIn)}</dt><dd>${countdown(times.lock, now, 'lock', t)}</dd>
<dt>${escapeHtml(t.drawsIn)}</dt><dd>${countdown(times.draw, now, 'draw', t)}</dd>
</dl>
</section>`;
}

/** The betting view of `gameCode` in this same lobby session (same path, so the same token). */
function bettingHref(data: LobbyPageData, gameCode: string): string {
  const params = new URLSearchParams({ prizeMode: data.prizeMode, view: 'betting', lang: data.language, gameCode });
  if (data.backUrl) params.set('backUrl', data.backUrl);
  return `?${params.toString()}`;
}

function lotteriesSection(data: LobbyPageData, t: LobbyTexts): string {
  const rows = data.lotteries
    .map((game) => {
      const times = deadlines(game, data.now);
      const next = times ? countdown(times.draw, data.now, 'draw', t) : escapeHtml(t.noDraw);
      const last = game.lastDraw ? `<span class="digits">${escapeHtml(game.lastDraw.winningNumber)}</span>` : '—';
      const bet = `<a class="bet-link" href="${escapeHtml(bettingHref(data, game.gameCode))}" aria-label="${escapeHtml(fill(t.betOn, { name: game.gameName }))}">${escapeHtml(t.bet)}</a>`;
      return `<tr><th scope="row">${escapeHtml(game.gameName)}</th><td class="numero">${escapeHtml(game.numero)}</td><td>${next}</td><td>${last}</td><td>${bet}</td></tr>`;
    })
    .join('');
  return `<section aria-labelledby="lotteries"><h2 id="lotteries">${escapeHtml(t.lotteries)}</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">${escapeHtml(t.lottery)}</th><th scope="col">${escapeHtml(t.draw)}</th><th scope="col">${escapeHtml(t.drawsIn)}</th><th scope="col">${escapeHtml(t.lastResult)}</th><th scope="col"><span class="visually-hidden">${escapeHtml(t.bet)}</span></th></tr></thead><tbody>${rows}</tbody></table></div></section>`;
}

/** The 00–99 toggle buttons of the 2-digit play types. */
function numberGrid(t: LobbyTexts): string {
  const buttons = Array.from({ length: 100 }, (_, index) => {
    const number = pad(index);
    return `<button type="button" class="num" data-pick="${number}" aria-pressed="false" aria-label="${escapeHtml(fill(t.numberLabel, { n: number }))}">${number}</button>`;
  }).join('');
  return `<fieldset id="pick-grid" class="picker" hidden><legend>${escapeHtml(t.pickNumbers)}</legend><div class="grid">${buttons}</div></fieldset>`;
}

function pickers(t: LobbyTexts): string {
  return `${numberGrid(t)}
<fieldset id="pick-text" class="picker" hidden><legend>${escapeHtml(t.pickThree)}</legend>
<p id="pick-text-hint" class="muted">${escapeHtml(t.pickThreeHint)}</p>
<div class="row"><label class="visually-hidden" for="pick-text-input">${escapeHtml(t.pickThree)}</label><input id="pick-text-input" inputmode="numeric" autocomplete="off" aria-describedby="pick-text-hint pick-text-error"><button type="button" id="pick-text-add">${escapeHtml(t.add)}</button></div>
<p id="pick-text-error" class="field-error" aria-live="polite"></p>
</fieldset>
<fieldset id="pick-pair" class="picker" hidden><legend>${escapeHtml(t.pickPair)}</legend>
<p id="pair-hint" class="muted">${escapeHtml(t.pairHint)}</p>
<div class="row"><label>${escapeHtml(t.pairFirst)} <input id="pair-a" inputmode="numeric" autocomplete="off" aria-describedby="pair-hint pair-error"></label><label>${escapeHtml(t.pairSecond)} <input id="pair-b" inputmode="numeric" autocomplete="off" aria-describedby="pair-hint pair-error"></label><button type="button" id="pair-add">${escapeHtml(t.add)}</button></div>
<p id="pair-error" class="field-error" aria-live="polite"></p>
</fieldset>
<fieldset id="pick-options" class="picker" hidden><legend>${escapeHtml(t.pickOption)}</legend><div id="options" class="options"></div></fieldset>`;
}

function slipSection(t: LobbyTexts): string {
  return `<section id="slip" aria-labelledby="slip-title"><h2 id="slip-title">${escapeHtml(t.slip)}</h2>
<p id="slip-empty" class="muted">${escapeHtml(t.slipEmpty)}</p>
<ul id="slip-picks" class="chips" aria-label="${escapeHtml(t.picks)}"></ul>
<label for="stake">${escapeHtml(t.stakePerNumber)}</label>
<input id="stake" inputmode="decimal" autocomplete="off" aria-describedby="stake-limits stake-error">
<p id="stake-limits" class="muted"></p>
<p id="stake-error" class="field-error" aria-live="polite"></p>
<dl class="facts totals">
<dt>${escapeHtml(t.units)}</dt><dd id="units">0</dd>
<dt>${escapeHtml(t.odds)}</dt><dd id="odds">—</dd>
<dt>${escapeHtml(t.total)}</dt><dd id="total">—</dd>
<dt>${escapeHtml(t.potentialWin)}</dt><dd id="win">—</dd>
</dl>
<p id="lock-note" class="message error" hidden></p>
<button type="button" id="place" class="primary" disabled>${escapeHtml(t.placeBet)}</button>
<p id="bet-message" class="message" role="status" aria-live="polite"></p>
</section>`;
}

function bettingSections(data: LobbyPageData, t: LobbyTexts): string {
  if (!data.token) return `<section><p class="message error">${escapeHtml(t.noToken)}</p></section>`;
  return `<p id="lobby-status" class="message" role="status" aria-live="polite"></p>
<div class="betting">
<section id="bet" aria-labelledby="bet-title"><h2 id="bet-title">${escapeHtml(t.bet)}</h2>
<div id="play-types" class="tabs" role="group" aria-label="${escapeHtml(t.playTypes)}"></div>
${pickers(t)}
</section>
${slipSection(t)}
</div>
<section id="my-bets" aria-labelledby="my-bets-title"><h2 id="my-bets-title">${escapeHtml(t.myBets)}</h2>
<h3>${escapeHtml(t.openBets)}</h3><div id="open-bets"></div>
<h3>${escapeHtml(t.settledBets)}</h3><div id="settled-bets"></div>
<h3>${escapeHtml(t.lastResultSheet)}</h3><div id="last-result"></div>
</section>`;
}

/** The betting view's header facts: draw, countdowns (kept current by the script) and balance. */
function bettingSummary(game: LotteryGameMenu, now: number, t: LobbyTexts): string {
  const times = deadlines(game, now);
  return `<dl class="facts summary">
<dt>${escapeHtml(t.draw)}</dt><dd class="numero">${escapeHtml(game.numero || '—')}</dd>
<dt>${escapeHtml(t.closesIn)}</dt><dd>${countdown(times?.lock ?? null, now, 'lock', t, 'hdr-lock')}</dd>
<dt>${escapeHtml(t.drawsIn)}</dt><dd>${countdown(times?.draw ?? null, now, 'draw', t, 'hdr-draw')}</dd>
<dt>${escapeHtml(t.balance)}</dt><dd><output id="balance">—</output></dd>
</dl>`;
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f5f6fa;--surface:#fff;--fg:#1c1e26;--muted:#5d6170;--border:#d9dbe3;--accent:#6b3fd4;--on-accent:#fff;--error:#b3261e;--ok:#1b7f3b}
@media (prefers-color-scheme:dark){:root{--bg:#14151b;--surface:#1f2029;--fg:#eceef4;--muted:#a4a8b8;--border:#3a3c4a;--accent:#a98bff;--on-accent:#14151b;--error:#ff8a80;--ok:#7ee2a0}}
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;background:var(--bg);color:var(--fg);line-height:1.4}
header,main{max-width:1040px;margin:0 auto;padding:12px 16px}
h1{margin:8px 0;font-size:1.4rem;overflow-wrap:anywhere}h2{margin:0 0 8px;font-size:1.15rem}h3{margin:16px 0 6px;font-size:1rem}
section{background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:12px;margin-bottom:16px;min-width:0}
.facts{display:grid;grid-template-columns:minmax(0,max-content) minmax(max-content,1fr);gap:4px 16px;margin:0}.facts dt{color:var(--muted)}dd{margin:0}
.summary{grid-template-columns:repeat(auto-fill,minmax(min(100%,150px),1fr));gap:2px 16px}.summary dd{font-weight:600;margin-bottom:6px}
.table-wrap{overflow-x:auto}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--border)}
.digits,.numero,.countdown{font-family:ui-monospace,monospace;letter-spacing:.05em;white-space:nowrap}
.muted{color:var(--muted)}a{color:var(--accent)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.betting{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:0 16px;align-items:start}
@media (max-width:760px){.betting{grid-template-columns:minmax(0,1fr)}}
.tabs{display:flex;flex-wrap:wrap;gap:6px;margin-bottom:12px}
button{font:inherit;color:var(--fg);background:var(--surface);border:1px solid var(--border);border-radius:6px;padding:6px 10px;cursor:pointer;min-height:32px}
button[aria-pressed=true]{background:var(--accent);border-color:var(--accent);color:var(--on-accent)}
button:disabled{opacity:.55;cursor:not-allowed}button:focus-visible,input:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.primary{background:var(--accent);border-color:var(--accent);color:var(--on-accent);font-weight:600;width:100%;padding:10px}
fieldset{border:0;padding:0;margin:0;min-width:0}legend{font-weight:600;margin-bottom:6px}
.grid{display:grid;grid-template-columns:repeat(10,minmax(0,1fr));gap:4px}.grid .num{padding:6px 0;font-family:ui-monospace,monospace;font-size:.9rem}
.options{display:flex;flex-wrap:wrap;gap:6px}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:end}
input{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--border);border-radius:6px;padding:6px 8px;width:100%;max-width:14rem}
.row label{display:flex;flex-direction:column;gap:2px}.row input{width:7rem}
input[aria-invalid=true]{border-color:var(--error)}
.field-error,.message.error{color:var(--error)}.field-error:empty,.message:empty{display:none}
.chips{list-style:none;margin:0 0 8px;padding:0;display:flex;flex-wrap:wrap;gap:6px}.chip{font-family:ui-monospace,monospace;border-radius:999px}
.totals{margin:8px 0 12px}.totals dd{font-weight:600;font-family:ui-monospace,monospace}
.message{margin:8px 0}.prize-numbers{display:flex;flex-wrap:wrap;gap:4px 10px}
.bet-link{white-space:nowrap;font-weight:600}`;

export function renderLobbyPage(data: LobbyPageData): string {
  const t = LOBBY_TEXTS[data.language];
  const betting = data.view === 'betting' && data.focus !== null;
  const title = betting && data.focus ? `${t.bettingTitle}: ${data.focus.gameName}` : data.focus ? `${t.lobbyTitle}: ${data.focus.gameName}` : t.lobbyTitle;
  const back = data.backUrl ? `<a href="${escapeHtml(data.backUrl)}" rel="noreferrer">${escapeHtml(t.back)}</a>` : '';
  const results = data.focus
    ? `<section aria-labelledby="results"><h2 id="results">${escapeHtml(t.latestResults)}</h2>${resultsTable(data.focusResults, t)}</section>`
    : '';
  const main =
    betting && data.focus
      ? `${bettingSections(data, t)}${results}`
      : `${data.focus ? nextDrawSection(data.focus, data.now, t) + results : ''}${data.view === 'lobby' ? lotteriesSection(data, t) : ''}`;
  const config = {
    view: data.view,
    lang: data.language,
    serverNow: data.now,
    gameCode: data.focus?.gameCode ?? null,
    base: betting && data.token ? `${LOTTERY_LOBBY_SESSION_PATH}/${encodeURIComponent(data.token)}` : null,
    text: t,
  };
  return `<!doctype html>
<html lang="${data.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${data.nonce}">${STYLE}</style>
</head>
<body data-server-now="${data.now}" data-view="${data.view}">
<header>${back}<h1>${escapeHtml(title)}</h1>${betting && data.focus ? bettingSummary(data.focus, data.now, t) : `<p>${escapeHtml(t.prizeMode)}: ${escapeHtml(data.prizeMode)}</p>`}</header>
<main>${main}</main>
<script type="application/json" id="lobby-config">${scriptJson(config)}</script>
<script nonce="${data.nonce}">${LOBBY_SCRIPT}</script>
</body>
</html>`;
}

/**
 * Only the page's own inline style and script run; its script may call this origin (the lobby
 * session's state and bets). The site may frame it: `frameAncestors` lists the site's origins when
 * they differ from the API's.
 */
export function lobbyContentSecurityPolicy(nonce: string, frameAncestors: readonly string[] = []): string {
  const ancestors = ["'self'", ...frameAncestors.filter((origin) => /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin))].join(' ');
  return `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`;
}
