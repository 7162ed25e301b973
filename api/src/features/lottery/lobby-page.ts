/**
 * The lottery lobby that a launch opens: plain HTML, translated, showing the next draw with a live
 * countdown and the latest results. A small inline script (allowed by a per-response CSP nonce)
 * ticks the countdowns against the server's clock and reloads the page once a draw is due.
 */
import type { Language, LotteryGameMenu, OpenedNumero, PrizeMode } from '@suite/shared/contract';
import { LOBBY_TEXTS, type LobbyTexts } from './lobby-texts';

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
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
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

function countdown(deadline: number, now: number, kind: 'lock' | 'draw', t: LobbyTexts): string {
  const done = kind === 'lock' ? t.closed : t.drawing;
  const text = deadline > now ? formatCountdown(deadline - now, t.days) : done;
  return `<span class="countdown" role="timer" data-deadline="${deadline}" data-kind="${kind}" data-done="${escapeHtml(done)}">${escapeHtml(text)}</span>`;
}

function resultsTable(results: OpenedNumero[], t: LobbyTexts): string {
  if (results.length === 0) return `<p>${escapeHtml(t.noResults)}</p>`;
  const rows = results
    .map(
      (result) =>
        `<tr><td>${escapeHtml(result.numero)}</td><td>${localTime(result.winningTime)}</td><td class="digits">${escapeHtml(result.winningNumber)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">${escapeHtml(t.draw)}</th><th scope="col">${escapeHtml(t.date)}</th><th scope="col">${escapeHtml(t.winningNumber)}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function nextDrawSection(game: LotteryGameMenu, now: number, t: LobbyTexts): string {
  if (game.winningTime === null) return `<section aria-labelledby="next-draw"><h2 id="next-draw">${escapeHtml(t.nextDraw)}</h2><p>${escapeHtml(t.noDraw)}</p></section>`;
  const drawAt = now + game.remainTime;
  return `<section aria-labelledby="next-draw" data-numero="${escapeHtml(game.numero)}">
<h2 id="next-draw">${escapeHtml(t.nextDraw)}</h2>
<dl>
<dt>${escapeHtml(t.draw)}</dt><dd class="numero">${escapeHtml(game.numero)}</dd>
<dt>${escapeHtml(t.drawTime)}</dt><dd>${localTime(game.winningTime)}</dd>
<dt>${escapeHtml(t.closesIn)}</dt><dd>${countdown(drawAt - game.lockTime, now, 'lock', t)}</dd>
<dt>${escapeHtml(t.drawsIn)}</dt><dd>${countdown(drawAt, now, 'draw', t)}</dd>
</dl>
</section>`;
}

function lotteriesSection(lotteries: LotteryGameMenu[], now: number, t: LobbyTexts): string {
  const rows = lotteries
    .map((game) => {
      const next = game.winningTime === null ? escapeHtml(t.noDraw) : countdown(now + game.remainTime, now, 'draw', t);
      const last = game.lastDraw ? `<span class="digits">${escapeHtml(game.lastDraw.winningNumber)}</span>` : '—';
      return `<tr><th scope="row">${escapeHtml(game.gameName)}</th><td>${escapeHtml(game.numero)}</td><td>${next}</td><td>${last}</td></tr>`;
    })
    .join('');
  return `<section aria-labelledby="lotteries"><h2 id="lotteries">${escapeHtml(t.lotteries)}</h2>
<table><thead><tr><th scope="col">${escapeHtml(t.lottery)}</th><th scope="col">${escapeHtml(t.draw)}</th><th scope="col">${escapeHtml(t.drawsIn)}</th><th scope="col">${escapeHtml(t.lastResult)}</th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f5f6fa;color:#1c1e26}
header,main{max-width:960px;margin:0 auto;padding:16px}
h1{margin:8px 0}
section{background:#fff;border:1px solid #d9dbe3;border-radius:8px;padding:16px;margin-bottom:16px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dd{margin:0}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #d9dbe3}
.digits,.numero,.countdown{font-family:ui-monospace,monospace;letter-spacing:.1em}
a{color:#6b3fd4}`;

/** Ticks every countdown against the server's clock; a due draw reloads the page for its result. */
const SCRIPT = `(function(){
var body=document.body,offset=Number(body.getAttribute('data-server-now'))-Date.now(),day=body.getAttribute('data-day'),reloading=false;
function p(n){return String(n).padStart(2,'0')}
function fmt(ms){var s=Math.floor(ms/1000),d=Math.floor(s/86400);s%=86400;var c=p(Math.floor(s/3600))+':'+p(Math.floor(s%3600/60))+':'+p(s%60);return d>0?d+day+' '+c:c}
document.querySelectorAll('time[data-local]').forEach(function(el){var d=new Date(el.getAttribute('datetime'));el.textContent=d.getFullYear()+'.'+p(d.getMonth()+1)+'.'+p(d.getDate())+' '+p(d.getHours())+':'+p(d.getMinutes())});
function tick(){var now=Date.now()+offset;document.querySelectorAll('[data-deadline]').forEach(function(el){var left=Number(el.getAttribute('data-deadline'))-now;if(left>0){el.textContent=fmt(left);return}el.textContent=el.getAttribute('data-done');if(el.getAttribute('data-kind')==='draw'&&!reloading){reloading=true;setTimeout(function(){location.reload()},3000)}})}
tick();setInterval(tick,1000);
})();`;

export function renderLobbyPage(data: LobbyPageData): string {
  const t = LOBBY_TEXTS[data.language];
  const title = data.view === 'betting' && data.focus ? `${t.bettingTitle}: ${data.focus.gameName}` : data.focus ? `${t.lobbyTitle}: ${data.focus.gameName}` : t.lobbyTitle;
  const back = data.backUrl ? `<a href="${escapeHtml(data.backUrl)}" rel="noreferrer">${escapeHtml(t.back)}</a>` : '';
  const focus = data.focus
    ? `${nextDrawSection(data.focus, data.now, t)}<section aria-labelledby="results"><h2 id="results">${escapeHtml(t.latestResults)}</h2>${resultsTable(data.focusResults, t)}</section>`
    : '';
  const list = data.view === 'lobby' ? lotteriesSection(data.lotteries, data.now, t) : '';
  return `<!doctype html>
<html lang="${data.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${data.nonce}">${STYLE}</style>
</head>
<body data-server-now="${data.now}" data-day="${escapeHtml(t.days)}" data-view="${data.view}">
<header>${back}<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t.prizeMode)}: ${escapeHtml(data.prizeMode)}</p></header>
<main>${focus}${list}</main>
<script nonce="${data.nonce}">${SCRIPT}</script>
</body>
</html>`;
}

/** Only the page's own inline style and script run; nothing else loads. */
export function lobbyContentSecurityPolicy(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;
}
