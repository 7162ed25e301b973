/**
 * The lobby page's inline script (plain ES2020 in the browser, run under the page's CSP nonce).
 * SLIP_LOGIC is the money and pick arithmetic, kept apart so a test can run it without a DOM:
 * amounts are parsed into integer cents (BigInt), never multiplied as floats.
 */

/** Pure functions: toCents, formatCents, stakeProblem, slipTotals, validNumber, pairOf. */
export const SLIP_LOGIC = String.raw`
var AMOUNT_RE = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/;
var STAKE_RE = /^\d{1,9}(?:\.\d{1,2})?$/;
var HUNDRED = BigInt(100);
var ZERO = BigInt(0);
/** "12.5" -> 1250n; null when it is not an amount with at most two decimals. */
function toCents(text) {
  var match = AMOUNT_RE.exec(String(text).trim());
  if (!match) return null;
  var cents = BigInt(match[2]) * HUNDRED + BigInt((match[3] || '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}
/** 123456n -> "1,234.56" */
function formatCents(cents) {
  var negative = cents < ZERO;
  var abs = negative ? -cents : cents;
  var whole = (abs / HUNDRED).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (negative ? '-' : '') + whole + '.' + (abs % HUNDRED).toString().padStart(2, '0');
}
/** Why a typed stake cannot be used: 'required' | 'format' | 'min' | 'max', or null when it can. */
function stakeProblem(raw, min, max) {
  var text = String(raw).trim();
  if (text === '') return 'required';
  if (!STAKE_RE.test(text)) return 'format';
  var cents = toCents(text);
  if (cents < toCents(min)) return 'min';
  if (cents > toCents(max)) return 'max';
  return null;
}
/** Total = stake x units; potential win per hit = stake x odds, rounded down to the cent. */
function slipTotals(stakeCents, units, odds) {
  return { total: stakeCents * BigInt(units), potentialWin: (stakeCents * toCents(odds)) / HUNDRED };
}
/** A number of exactly the play type's digits ("07", "123"). */
function validNumber(text, digits) {
  return new RegExp('^\\d{' + digits + '}$').test(String(text).trim());
}
/** Two different numbers as the API writes a pair, smaller first ("12-34"); null otherwise. */
function pairOf(first, second, digits) {
  var a = String(first).trim();
  var b = String(second).trim();
  if (!validNumber(a, digits) || !validNumber(b, digits) || a === b) return null;
  return a < b ? a + '-' + b : b + '-' + a;
}
`;

/** The page's behaviour: countdowns and local times (both views), and the betting view's slip. */
export const LOBBY_SCRIPT = String.raw`(function () {
'use strict';
` + SLIP_LOGIC + String.raw`
var body = document.body;
var config = JSON.parse(document.getElementById('lobby-config').textContent);
var text = config.text;
var offset = config.serverNow - Date.now();
var reloading = false;
function now() { return Date.now() + offset; }
function p(n) { return String(n).padStart(2, '0'); }
function fill(template, values) { return template.replace(/\{(\w+)\}/g, function (whole, key) { return key in values ? values[key] : whole; }); }
function fmt(ms) { var s = Math.floor(Math.max(0, ms) / 1000), d = Math.floor(s / 86400); s %= 86400; var c = p(Math.floor(s / 3600)) + ':' + p(Math.floor(s % 3600 / 60)) + ':' + p(s % 60); return d > 0 ? d + text.days + ' ' + c : c; }
function localTime(iso) { var d = new Date(iso); return d.getFullYear() + '.' + p(d.getMonth() + 1) + '.' + p(d.getDate()) + ' ' + p(d.getHours()) + ':' + p(d.getMinutes()); }
function $(id) { return document.getElementById(id); }
function node(tag, className, content) { var el = document.createElement(tag); if (className) el.className = className; if (content !== undefined) el.textContent = content; return el; }

document.querySelectorAll('time[data-local]').forEach(function (el) { el.textContent = localTime(el.getAttribute('datetime')); });

// The back link: inside the site's frame, the site closes the frame itself.
var back = document.querySelector('header > a[rel=noreferrer]');
if (back && window.parent !== window) {
  back.addEventListener('click', function (event) {
    event.preventDefault();
    window.parent.postMessage({ type: 'suite:lobby-back' }, '*');
  });
}

function tickStatic() {
  var t = now();
  document.querySelectorAll('[data-deadline]').forEach(function (el) {
    var left = Number(el.getAttribute('data-deadline')) - t;
    if (left > 0) { el.textContent = fmt(left); return; }
    el.textContent = el.getAttribute('data-done');
    if (config.view === 'lobby' && el.getAttribute('data-kind') === 'draw' && !reloading) {
      reloading = true;
      setTimeout(function () { location.reload(); }, 3000);
    }
  });
}
tickStatic();
setInterval(tickStatic, 1000);

if (config.view !== 'betting' || !config.base || !$('slip')) return;

// --- Betting view ---
var state = null;
var current = null;
var picks = [];
var sending = false;
var stopped = false;
var pollTimer = null;
var stakeTouched = false;
var statusEl = $('lobby-status');
var messageEl = $('bet-message');
var stakeEl = $('stake');
var placeEl = $('place');

function money(amount) {
  var cents = toCents(amount);
  var symbol = state && state.currencySymbol ? state.currencySymbol + ' ' : '';
  return cents === null ? String(amount) : symbol + formatCents(cents);
}
function label(prefix, code) { return text[prefix + code] || code; }
function playType() {
  if (!state || !current) return null;
  for (var i = 0; i < state.playTypes.length; i += 1) if (state.playTypes[i].code === current) return state.playTypes[i];
  return null;
}
function pickerOf(type) {
  if (type.picks.kind === 'option') return 'options';
  if (type.picks.count === 2) return 'pair';
  return type.picks.digits === 2 ? 'grid' : 'text';
}
function lockAt() { return state && state.draw ? Date.parse(state.draw.lockTime) : null; }
function drawAt() { return state && state.draw ? Date.parse(state.draw.drawTime) : null; }
function isLocked() { var lock = lockAt(); return lock === null || state.draw.status !== 'open' || now() >= lock; }
function say(message, isError) { messageEl.textContent = message; messageEl.className = isError ? 'message error' : 'message'; }
function key() {
  if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
  var bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.prototype.map.call(bytes, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
}
function headers(extra) {
  var all = { Accept: 'application/json', 'Accept-Language': config.lang };
  for (var name in extra) all[name] = extra[name];
  return all;
}
function readEnvelope(response) {
  return response.json().then(function (envelope) { return { status: response.status, envelope: envelope }; }, function () { return { status: response.status, envelope: null }; });
}
function expired() {
  stopped = true;
  clearTimeout(pollTimer);
  statusEl.textContent = text.sessionExpired;
  statusEl.className = 'message error';
  placeEl.disabled = true;
  // Inside the site's frame: the site closes the lobby and says so (issue 11).
  if (window.parent !== window) {
    try { window.parent.postMessage({ type: 'suite:session-ended' }, '*'); } catch (ignored) {}
  }
}

function load() {
  if (stopped) return;
  clearTimeout(pollTimer);
  fetch(config.base + '/state?gameCode=' + encodeURIComponent(config.gameCode), { headers: headers({}), credentials: 'same-origin' })
    .then(readEnvelope)
    .then(function (answer) {
      if (answer.status === 401 || answer.status === 404 || answer.status === 410) return expired();
      if (!answer.envelope || !answer.envelope.success) throw new Error('state');
      state = answer.envelope.value;
      statusEl.textContent = '';
      statusEl.className = 'message';
      render();
      schedule(state.draw || state.openBets.length > 0 ? 5000 : 30000);
    })
    .catch(function () {
      statusEl.textContent = text.loadFailed;
      statusEl.className = 'message error';
      schedule(5000);
    });
}
function schedule(ms) { if (!stopped) pollTimer = setTimeout(load, ms); }

function render() {
  $('balance').textContent = money(state.balance);
  document.querySelector('.summary .numero').textContent = state.draw ? state.draw.numero : '—';
  [['hdr-lock', 'lockTime'], ['hdr-draw', 'drawTime']].forEach(function (pair) {
    var el = $(pair[0]);
    if (state.draw) { el.setAttribute('data-deadline', String(Date.parse(state.draw[pair[1]]))); return; }
    el.removeAttribute('data-deadline');
    el.textContent = text.noDraw;
  });
  tickStatic();
  renderTypes();
  renderSlip();
  renderBets();
  renderLastResult();
  tickBetting();
}

function renderTypes() {
  var group = $('play-types');
  var codes = state.playTypes.map(function (type) { return type.code; }).join(',');
  if (group.getAttribute('data-codes') !== codes) {
    group.setAttribute('data-codes', codes);
    group.textContent = '';
    state.playTypes.forEach(function (type) {
      var button = node('button', 'tab', label('playType_', type.code));
      button.type = 'button';
      button.setAttribute('data-code', type.code);
      button.addEventListener('click', function () { select(type.code); });
      group.appendChild(button);
    });
    if (!playType()) current = null;
    if (!current && state.playTypes[0]) return select(state.playTypes[0].code);
  }
  syncTypes();
}
function syncTypes() {
  $('play-types').querySelectorAll('button').forEach(function (button) { button.setAttribute('aria-pressed', String(button.getAttribute('data-code') === current)); });
}

function select(code) {
  current = code;
  picks = [];
  var type = playType();
  var picker = type ? pickerOf(type) : null;
  ['grid', 'text', 'pair', 'options'].forEach(function (name) { $('pick-' + name).hidden = picker !== name; });
  $('pick-text-error').textContent = '';
  $('pair-error').textContent = '';
  if (type && stakeEl.value === '') stakeEl.value = type.minStake;
  if (picker === 'text') $('pick-text-input').setAttribute('placeholder', new Array(type.picks.digits + 1).join('0'));
  if (picker === 'options') {
    var box = $('options');
    box.textContent = '';
    type.picks.options.forEach(function (option) {
      var button = node('button', 'option', label('option_', option));
      button.type = 'button';
      button.setAttribute('data-pick', option);
      button.addEventListener('click', function () { toggle(option); });
      box.appendChild(button);
    });
  }
  syncTypes();
  renderSlip();
}

function toggle(pick) {
  var index = picks.indexOf(pick);
  if (index >= 0) picks.splice(index, 1); else picks.push(pick);
  renderSlip();
}
function addTyped(pick, errorEl, invalidText) {
  if (pick === null) { errorEl.textContent = invalidText; return false; }
  if (picks.indexOf(pick) >= 0) { errorEl.textContent = text.duplicate; return false; }
  errorEl.textContent = '';
  picks.push(pick);
  renderSlip();
  return true;
}

document.querySelectorAll('#pick-grid button[data-pick]').forEach(function (button) {
  button.addEventListener('click', function () { toggle(button.getAttribute('data-pick')); });
});
$('pick-text-add').addEventListener('click', function () {
  var type = playType();
  var input = $('pick-text-input');
  var value = input.value.trim();
  if (addTyped(validNumber(value, type.picks.digits) ? value : null, $('pick-text-error'), text.badThree)) input.value = '';
  input.focus();
});
$('pick-text-input').addEventListener('keydown', function (event) { if (event.key === 'Enter') { event.preventDefault(); $('pick-text-add').click(); } });
$('pair-add').addEventListener('click', function () {
  var type = playType();
  var digits = type.picks.digits || 2;
  if (addTyped(pairOf($('pair-a').value, $('pair-b').value, digits), $('pair-error'), text.badPair)) { $('pair-a').value = ''; $('pair-b').value = ''; $('pair-a').focus(); }
});
stakeEl.addEventListener('input', function () { stakeTouched = true; renderSlip(); });
placeEl.addEventListener('click', place);

function stakeState(type) {
  var problem = type ? stakeProblem(stakeEl.value, type.minStake, type.maxStake) : 'required';
  var message = '';
  if (type && problem) message = fill(text['stake' + problem.charAt(0).toUpperCase() + problem.slice(1)], { min: money(type.minStake), max: money(type.maxStake) });
  return { problem: problem, message: message };
}

function renderSlip() {
  var type = playType();
  var list = $('slip-picks');
  list.textContent = '';
  picks.forEach(function (pick) {
    var item = node('li');
    var name = type && type.picks.kind === 'option' ? label('option_', pick) : pick;
    var button = node('button', 'chip', name + ' ×');
    button.type = 'button';
    button.setAttribute('aria-label', fill(text.remove, { n: name }));
    button.addEventListener('click', function () { toggle(pick); });
    item.appendChild(button);
    list.appendChild(item);
  });
  $('slip-empty').hidden = picks.length > 0;
  document.querySelectorAll('#pick-grid button[data-pick], #options button[data-pick]').forEach(function (button) {
    button.setAttribute('aria-pressed', String(picks.indexOf(button.getAttribute('data-pick')) >= 0));
  });
  var stake = stakeState(type);
  $('stake-limits').textContent = type ? fill(text.stakeLimits, { min: money(type.minStake), max: money(type.maxStake) }) : '';
  $('stake-error').textContent = stakeTouched ? stake.message : '';
  stakeEl.setAttribute('aria-invalid', String(stakeTouched && stake.problem !== null));
  $('units').textContent = String(picks.length);
  $('odds').textContent = type ? type.odds : '—';
  if (type && !stake.problem) {
    var totals = slipTotals(toCents(stakeEl.value), picks.length, type.odds);
    $('total').textContent = money(formatCents(totals.total).replace(/,/g, ''));
    $('win').textContent = money(formatCents(totals.potentialWin).replace(/,/g, ''));
  } else {
    $('total').textContent = '—';
    $('win').textContent = '—';
  }
  updatePlace();
}

function updatePlace() {
  var type = playType();
  var locked = state !== null && isLocked();
  placeEl.disabled = sending || stopped || !type || locked || picks.length === 0 || stakeState(type).problem !== null;
  placeEl.textContent = sending ? text.placing : text.placeBet;
  placeEl.setAttribute('aria-busy', String(sending));
  var note = $('lock-note');
  note.hidden = !locked;
  if (locked) {
    var draw = drawAt();
    note.textContent = draw === null ? text.lockedNoDraw : fill(text.locked, { countdown: draw > now() ? fmt(draw - now()) : text.drawing });
  }
}

function tickBetting() {
  if (state) updatePlace();
}
setInterval(tickBetting, 1000);

function send(payload, idempotencyKey, attempt) {
  return fetch(config.base + '/bets', {
    method: 'POST',
    credentials: 'same-origin',
    headers: headers({ 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }),
    body: JSON.stringify(payload),
  })
    .then(readEnvelope)
    .catch(function (error) {
      // The answer was lost: the same key again, so the bet is never placed twice.
      if (attempt < 3) return new Promise(function (resolve) { setTimeout(resolve, 500 * attempt); }).then(function () { return send(payload, idempotencyKey, attempt + 1); });
      throw error;
    });
}

function place() {
  var type = playType();
  if (!type || sending || picks.length === 0 || isLocked() || stakeState(type).problem) return;
  sending = true;
  say('', false);
  updatePlace();
  var payload = { gameCode: config.gameCode, numero: state.draw.numero, playType: type.code, picks: picks.slice(), stakePerNumber: formatCents(toCents(stakeEl.value)).replace(/,/g, '') };
  send(payload, key(), 1)
    .then(function (answer) {
      var envelope = answer.envelope;
      if (answer.status === 401 || answer.status === 404 || answer.status === 410) return expired();
      if (envelope && envelope.success) {
        var bet = envelope.value.bet;
        state.balance = envelope.value.balance;
        state.openBets = [bet].concat(state.openBets.filter(function (other) { return other.betId !== bet.betId; }));
        picks = [];
        $('balance').textContent = money(state.balance);
        say(fill(text.placed, { numero: bet.numero, total: money(bet.totalStake) }), false);
        renderSlip();
        renderBets();
        try { window.parent.postMessage({ type: 'suite:balance', balance: state.balance }, '*'); } catch (ignored) {}
        return;
      }
      say(envelope && envelope.message ? envelope.message : text.betFailed, true);
      if (envelope && envelope.value && envelope.value.code === 'drawLocked') load();
    })
    .catch(function () { say(text.betFailed, true); })
    .then(function () { sending = false; updatePlace(); });
}

function cell(row, content, header) {
  var el = node(header ? 'th' : 'td', null, content);
  if (header) el.scope = header;
  row.appendChild(el);
  return el;
}
function betTable(bets, columns, values, emptyText) {
  var box = document.createElement('div');
  if (bets.length === 0) { box.appendChild(node('p', 'muted', emptyText)); return box; }
  box.className = 'table-wrap';
  var table = node('table');
  var head = node('tr');
  columns.forEach(function (name) { cell(head, name, 'col'); });
  table.appendChild(node('thead')).appendChild(head);
  var tbody = table.appendChild(node('tbody'));
  bets.forEach(function (bet) {
    var row = node('tr');
    values(bet).forEach(function (value) { cell(row, value); });
    tbody.appendChild(row);
  });
  box.appendChild(table);
  return box;
}
function renderBets() {
  var open = $('open-bets');
  open.textContent = '';
  open.appendChild(betTable(state.openBets, [text.draw, text.playTypes, text.picks, text.stakePerNumber, text.total, text.potentialWin, text.placedAt], function (bet) {
    return [bet.numero, label('playType_', bet.playType), bet.picks.join(', '), money(bet.stakePerNumber), money(bet.totalStake), money(bet.potentialWin), localTime(bet.placedAt)];
  }, text.noOpenBets));
  var settled = $('settled-bets');
  settled.textContent = '';
  settled.appendChild(betTable(state.settledBets, [text.draw, text.playTypes, text.picks, text.total, text.result], function (bet) {
    var result = bet.status === 'won' ? fill(text.won, { amount: money(bet.payout) }) : bet.status === 'lost' ? text.lost : text.open;
    return [bet.numero, label('playType_', bet.playType), bet.picks.join(', '), money(bet.totalStake), result];
  }, text.noSettledBets));
}
function renderLastResult() {
  var box = $('last-result');
  box.textContent = '';
  var result = state.lastResult;
  if (!result) { box.appendChild(node('p', 'muted', text.noResults)); return; }
  var list = node('dl', 'facts');
  [[text.draw, result.numero], [text.date, localTime(result.drawTime)], [text.winningNumber, result.winningNumber]].forEach(function (pair) {
    list.appendChild(node('dt', null, pair[0]));
    list.appendChild(node('dd', 'digits', pair[1]));
  });
  list.appendChild(node('dt', null, text.prizeNumbers));
  var numbers = node('dd', 'prize-numbers');
  (result.prizeNumbers || []).forEach(function (number) { numbers.appendChild(node('span', 'digits', number)); });
  list.appendChild(numbers);
  box.appendChild(list);
}

statusEl.textContent = text.loading;
load();
})();`;
