// Issue 13, "Done when": axe-core (WCAG 2.0 A/AA and 2.1 AA rules) on every route of docs/routes.md,
// as a visitor and as a signed-in member (and the agent centre as an agent), in both themes and both
// languages: zero critical and zero serious violations. Also the restored-after-login journey
// (/member/withdraw -> /login -> /member/withdraw).
//
// How axe gets into the page without touching the suite's strict CSP (no inline scripts, no eval; the
// suites fail on any violation, support/csp-violations.ts): the axe source is evaluated with
// page.evaluate, i.e. through the DevTools protocol (Runtime.evaluate in the page's main world). CSP
// governs what the page's own content loads and evaluates, not protocol evaluations, so no <script>
// tag is added, the policy stays exactly as served and the CSP watcher still checks every page here.
//
// The four theme x language passes run over the same route list, switched with the site's own
// controls (the header's theme switch and language select, which persist the choice), and each page
// is loaded afresh (a deep link) so every route is checked as a player landing on it would see it.
// Reduced motion is on, so the banner carousel stands still while axe measures contrast.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { launchBrowser, type Browser } from '../support/browser';
import { DEMO_AGENT, logInFromHeader, url } from '../support/journey';
import { ServedSuite } from '../support/suite';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const DEMO_PLAYER = { username: 'demo_player', password: 'Demo2026pass' } as const;

/**
 * Every route of docs/routes.md a visitor can open (the centres send a visitor to /login). Aliases of a
 * page (`/index`, `/index.html`, `/home`, `/register.html`) render the same component as their page
 * and are checked in the first pass only; they never follow their page directly (see `visit`).
 */
const ALIASES = new Set(['/index', '/index.html', '/home', '/register.html']);
const PUBLIC_ROUTES = [
  // host (an alias never right after its page or another alias: see `visit`)
  '/',
  '/login',
  '/forget',
  '/index',
  '/register',
  '/noticePage',
  '/index.html',
  '/help',
  '/register.html',
  '/home',
  '/helpmc',
  '/down',
  '/__suite',
  // remote_games
  '/rng',
  '/fish',
  '/pvp',
  '/live',
  '/sports',
  '/esports',
  '/elott',
  '/cockfight',
  '/fbsports',
  '/seamless',
  '/game',
  // remote_lottery
  '/lottery',
  '/vnlottery',
  // remote_member (outside the centre)
  '/vip',
  '/pointMall',
  '/promotions',
  '/promoDetail',
  // remote_agent (outside the centre)
  '/agentHome',
  '/join',
  // anything else: the host's not-found page
  '/no-such-page',
];
/** A signed-in player who opens /login or /register is sent home: those are checked as a visitor. */
const MEMBER_PUBLIC_ROUTES = PUBLIC_ROUTES.filter((route) => !/^\/(login|register)/.test(route));

/**
 * The member centre panel: every page of MEMBER_PAGES (remote-member/src/features/member-center/
 * member-pages.ts; e2e may not import an app), `/member` last (it shows securityCenter).
 */
const MEMBER_CENTRE_ROUTES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'playerRank',
  'feedback',
].map((page) => `/member/${page}`).concat('/member');
/**
 * The agent centre panel, opened by an agent account: the pages of AGENT_PAGES
 * (remote-agent/src/features/agent-center/agent-pages.ts) without a feature switch, one page whose
 * switch is off (agentDividend: every such page shows the same centre not-found page), `/agent` last.
 */
const AGENT_CENTRE_ROUTES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegister',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentProfitLoss',
  'agentIncome',
  'agentTransactions',
  'agentDividend',
].map((page) => `/agent/${page}`).concat('/agent');

type Theme = 'light' | 'dark';
type Lang = 'es' | 'en';
/**
 * Two passes, theme and language crossed, by default: every route is checked in each theme and in
 * each language. The theme only swaps the colour custom properties (what color-contrast and
 * link-in-text-block measure); the language only swaps texts and `lang` (what the name, label and
 * language rules read); neither changes the markup. So light+ES and dark+EN run every rule that can
 * differ between themes, and every rule that can differ between languages, on every route; what the
 * crossing leaves out is a translated text's length moving it onto another background, which the
 * 390 px work covers by eye. SUITE_A11Y_ALL_PASSES=1 runs all four combinations (about twice as long).
 */
const PASSES: ReadonlyArray<{ theme: Theme; lang: Lang }> = process.env.SUITE_A11Y_ALL_PASSES
  ? [
      { theme: 'light', lang: 'es' },
      { theme: 'dark', lang: 'en' },
      { theme: 'dark', lang: 'es' },
      { theme: 'light', lang: 'en' },
    ]
  : [
      { theme: 'light', lang: 'es' },
      { theme: 'dark', lang: 'en' },
    ];

interface Finding {
  who: string;
  theme: Theme;
  lang: Lang;
  route: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
  count: number;
}

let suite: ServedSuite;
let browser: Browser;

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
  await browser.page.emulateMedia({ reducedMotion: 'reduce' });
});

afterAll(async () => {
  await browser?.close();
  await suite?.close();
});

/** The header's theme switch and language select, as a player uses them (the choice is stored). */
async function applySettings(page: Page, { theme, lang }: { theme: Theme; lang: Lang }): Promise<void> {
  await page.goto(url('/help'));
  const banner = page.getByRole('banner');
  const language = banner.getByRole('combobox', { name: /^(Idioma|Language)$/ });
  await language.waitFor({ timeout: 20000 });
  if ((await language.inputValue()) !== lang) await language.selectOption(lang);
  await page.waitForFunction((want) => document.documentElement.lang === want, lang);
  const themeSwitch = banner.getByRole('switch', { name: /^(Tema|Theme)$/ });
  if ((await themeSwitch.getAttribute('aria-checked')) !== String(theme === 'dark')) await themeSwitch.click();
  await page.waitForFunction((want) => document.documentElement.dataset.theme === want, theme);
}

const CENTRE_ROUTE = /^\/(member|agent)(\/|$)/;
const SEEN = 'data-a11y-seen';

/**
 * Opens `route` inside the running app (history.pushState + popstate, what the router's links do), so
 * the app and axe stay loaded between routes: a full load per route would cost the boot and the axe
 * parse every time. Then waits until the route's page is on screen: a heading that was not there
 * before (or whose text changed) and nothing left loading.
 */
async function visit(page: Page, route: string): Promise<void> {
  const centre = CENTRE_ROUTE.test(route);
  // A centre opens as a dialog over the page; its page heading is inside the dialog.
  const scope = centre ? '[role="dialog"] [data-remote] h1' : 'h1';
  await page.evaluate(
    ({ scope, seen, route }) => {
      for (const h1 of document.querySelectorAll(scope)) h1.setAttribute(seen, h1.textContent ?? '');
      history.pushState(null, '', route);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    { scope, seen: SEEN, route },
  );
  await page.waitForFunction(
    ({ scope, seen }) =>
      [...document.querySelectorAll<HTMLElement>(scope)].some(
        (h1) => h1.offsetParent !== null && h1.getAttribute(seen) !== (h1.textContent ?? ''),
      ),
    { scope, seen: SEEN },
    { timeout: 20000 },
  );
  // Skeletons and busy regions gone (bounded: a region may stay busy, e.g. a polling widget).
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10000 })
    .catch(() => undefined);
}

async function axeRun(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        // Frames hold third-party content (game, lottery lobby, live chat), not the suite's pages.
        iframes: false,
      }),
    AXE_TAGS,
  );
}

async function sweep(page: Page, who: string, routes: readonly string[], settings: { theme: Theme; lang: Lang }): Promise<Finding[]> {
  await applySettings(page, settings);
  const findings: Finding[] = [];
  const first = settings.theme === PASSES[0]?.theme && settings.lang === PASSES[0]?.lang;
  for (const route of routes.filter((path) => first || !ALIASES.has(path))) {
    await visit(page, route);
    const results = await axeRun(page);
    const blocking = results.violations.filter((v: Result) => v.impact === 'critical' || v.impact === 'serious');
    for (const v of blocking) {
      findings.push({
        who,
        ...settings,
        route,
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
        count: v.nodes.length,
      });
    }
  }
  return findings;
}

function report(findings: readonly Finding[]): string {
  return findings
    .map(
      (f) =>
        `- ${f.id} (${f.impact}) on ${f.route} [${f.who}, ${f.theme}, ${f.lang}]: ${f.help}; ${f.count} node(s): ${f.targets.join(' | ')}`,
    )
    .join('\n');
}

const label = ({ theme, lang }: { theme: Theme; lang: Lang }) => `${theme} theme, ${lang.toUpperCase()}`;

function expectClean(settings: { theme: Theme; lang: Lang }, findings: readonly Finding[]): void {
  // The pass's name stays beside the list, so a failure reads "dark theme, EN: - color-contrast ...".
  expect({ pass: label(settings), violations: report(findings) }).toEqual({ pass: label(settings), violations: '' });
}

describe('axe, zero critical and serious violations: a visitor', () => {
  test.each(PASSES)('every public route, $theme theme, $lang', async (settings) => {
    expectClean(settings, await sweep(browser.page, 'visitor', PUBLIC_ROUTES, settings));
  }, 300000);
});

describe('axe, zero critical and serious violations: a member', () => {
  beforeAll(async () => {
    await applySettings(browser.page, { theme: 'light', lang: 'es' });
    await logInFromHeader(browser.page, DEMO_PLAYER);
  });

  test.each(PASSES)('every public route and the member centre, $theme theme, $lang', async (settings) => {
    expectClean(settings, await sweep(browser.page, 'member', [...MEMBER_PUBLIC_ROUTES, ...MEMBER_CENTRE_ROUTES], settings));
  }, 400000);
});

describe('axe, zero critical and serious violations: an agent', () => {
  beforeAll(async () => {
    const { page } = browser;
    await applySettings(page, { theme: 'light', lang: 'es' });
    // Signing out is not what this file checks: a tab session without the token is a visitor again.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(url('/'));
    await logInFromHeader(page, DEMO_AGENT);
  });

  test.each(PASSES)('the agent centre, $theme theme, $lang', async (settings) => {
    expectClean(settings, await sweep(browser.page, 'agent', AGENT_CENTRE_ROUTES, settings));
  }, 200000);
});

test('a visitor sent from /member/withdraw to /login is back on /member/withdraw after logging in', async () => {
  const visitor = await launchBrowser();
  try {
    const { page } = visitor;
    await page.goto(url('/member/withdraw'));
    await page.waitForURL((address) => address.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor({ timeout: 15000 });
    const form = page.getByRole('main').getByRole('form', { name: 'Iniciar sesión' });
    await form.getByRole('textbox', { name: 'Usuario', exact: true }).fill(DEMO_PLAYER.username);
    await form.getByLabel('Contraseña', { exact: true }).fill(DEMO_PLAYER.password);
    await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/member/withdraw', { timeout: 20000 });
    // The member centre is open on the withdrawal page, not home.
    await page.getByRole('dialog', { name: 'Centro de miembros' }).locator('[data-remote] h1', { hasText: 'Retiro' }).waitFor({ timeout: 20000 });
  } finally {
    await visitor.close();
  }
});
