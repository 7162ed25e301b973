// One Chromium per test file: Debian's browser driven by playwright-core, in a fresh profile.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Response } from 'playwright-core';
import { anySuiteOpen, assertNoCspViolations, watchCspViolations } from './csp-violations';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * A fresh profile per call (so nothing a page stored or registered leaks into another file). The host's
 * service worker (sw.js, docs/installable.md) is blocked unless asked for: with it, requests it answers
 * from its cache or fetches itself would bypass page.route() and the journeys' network recordings;
 * tests/installable.test.ts asks for `serviceWorkers: 'allow'`.
 *
 * The browser prefers reduced motion unless asked for `motion: 'no-preference'` (issue 26 #16): with
 * motion, the notices line, the winners ticker, the carousels and the skeletons redraw every frame,
 * which this GPU-less Chromium composites in software the whole time a page is open (12 % of the CPU
 * of six journey files, measured). The journeys that test something moving (the ticker's pause, the
 * notices line paused by focus) ask for motion; the site is tested both ways.
 */
export async function launchBrowser({
  serviceWorkers = 'block',
  motion = 'reduce',
}: { serviceWorkers?: 'allow' | 'block'; motion?: 'reduce' | 'no-preference' } = {}): Promise<Browser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'suite-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    locale: 'es-ES',
    reducedMotion: motion,
    serviceWorkers,
  });
  // Every page and frame reports its CSP violations; ServedSuite.close() fails the file on any.
  await watchCspViolations(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (!anySuiteOpen()) assertNoCspViolations();
    },
  };
}

/** Records the responses a page receives from now on (URL and status). */
export function recordResponses(page: Page): { urls(): string[]; clear(): void; stop(): void } {
  let urls: string[] = [];
  const listener = (response: Response) => {
    urls.push(response.url());
  };
  page.on('response', listener);
  return {
    urls: () => [...urls],
    clear: () => {
      urls = [];
    },
    stop: () => page.off('response', listener),
  };
}

/** JS files fetched from one origin among recorded URLs. */
export function scriptsFrom(urls: string[], origin: string): string[] {
  return urls.filter((url) => url.startsWith(origin + '/') && new URL(url).pathname.endsWith('.js'));
}
