/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://api.test/wps/static/play/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?lang=es"}
 */
import { renderPlayPage } from './play-page';

/** The few DOM features used here (the API's TypeScript has no DOM library; jest runs jsdom). */
interface Control {
  textContent: string | null;
  className: string;
  disabled: boolean;
  click(): void;
}
const { document, window } = globalThis as unknown as {
  document: { documentElement: { innerHTML: string }; getElementById(id: string): Control | null };
  window: object;
};

/** The game page's own script, run in this document as the browser would (issue 11: the ended state). */
const STATE = { gameName: 'Golden Dragon', vendorName: 'Spinix Studios', balance: '10.00', minBet: '0.10', maxBet: '100.00', wallet: 'MAIN' };
const RENEW_EVERY_MS = 300_000;
const BASE = '/wps/static/play/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]>;
let calls: string[];
let posted: unknown[];

function answer(url: string, status: number, body: unknown): void {
  (answers[url] ??= []).push({ status, body });
}

function openPage(language: 'es' | 'en' = 'es'): void {
  const html = renderPlayPage(STATE, language, 'n0nce', { renewEveryMs: RENEW_EVERY_MS });
  document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/.exec(html)![1]!;
  const script = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(html)![1]!;
  new Function(script)();
}

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const button = () => document.getElementById('spin')!;
const result = () => document.getElementById('result')!;

beforeEach(() => {
  jest.useFakeTimers();
  answers = {};
  calls = [];
  posted = [];
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const path = String(url);
    calls.push(path);
    const next = answers[path]?.shift() ?? { status: 200, body: { success: true, message: 'ok', value: { expiresAt: '2026-01-01T00:15:00.000Z' } } };
    return { status: next.status, json: async () => next.body } as Response;
  }) as typeof fetch;
  // The page tells the site's frame: here the frame's parent is a stand-in window.
  Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage: (message: unknown) => posted.push(message) } });
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

it('renews its session every few minutes while it is open', async () => {
  openPage();
  expect(calls).toEqual([]);
  jest.advanceTimersByTime(RENEW_EVERY_MS);
  await flush();
  jest.advanceTimersByTime(RENEW_EVERY_MS);
  await flush();
  expect(calls).toEqual([`${BASE}/renew`, `${BASE}/renew`]);
  expect(button().disabled).toBe(false);
  expect(result().textContent).toBe('');
});

it('says the session ended, stops playing and renewing, and tells the frame when a spin is refused with 410', async () => {
  openPage();
  answer(`${BASE}/spin`, 410, { success: false, message: 'ended', value: { code: 'sessionEnded' } });
  button().click();
  await flush();
  expect(result().textContent).toBe('La sesión de juego terminó. Vuelve a abrir el juego desde el sitio.');
  expect(result().className).toBe('result error');
  expect(button().disabled).toBe(true);
  expect(document.getElementById('bet')!.disabled).toBe(true);
  expect(posted).toEqual([{ type: 'suite:session-ended' }]);
  // No more renewals, and a click does nothing: no loop of calls.
  jest.advanceTimersByTime(RENEW_EVERY_MS * 3);
  button().click();
  await flush();
  expect(calls).toEqual([`${BASE}/spin`]);
});

it('ends the same way when a renewal is refused (logout elsewhere), in English', async () => {
  openPage('en');
  answer(`${BASE}/renew`, 410, { success: false, message: 'ended', value: { code: 'sessionEnded' } });
  jest.advanceTimersByTime(RENEW_EVERY_MS);
  await flush();
  expect(result().textContent).toBe('The game session has ended. Open the game again from the site.');
  expect(button().disabled).toBe(true);
  expect(posted).toEqual([{ type: 'suite:session-ended' }]);
});

it('keeps playing after an ordinary failure: only an ended session stops the page', async () => {
  openPage();
  answer(`${BASE}/spin`, 500, { success: false, message: 'boom', value: null });
  button().click();
  await flush();
  expect(result().textContent).toBe('No se pudo completar la jugada. Inténtalo de nuevo.');
  expect(button().disabled).toBe(false);
  expect(posted).toEqual([]);
});
