// Journey (b): host and remotes share one React, one i18n instance and one session store. A language
// picked in the host's header shows in a remote's page at once, and the federation share scope
// reports a single loaded version of each singleton, provided by the host.
import { launchBrowser, type Browser } from '../support/browser';
import { remoteTitle, url, visitEveryRemote } from '../support/journey';
import { ServedSuite } from '../support/suite';

let suite: ServedSuite;
let browser: Browser;

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await suite?.close();
});

test('a language chosen in the host header translates the remote page without a reload', async () => {
  const { page } = browser;
  await page.goto(url('/rng'));
  const spanish = await remoteTitle(page, 'remote_games');
  await page.evaluate(() => ((window as unknown as { __e2eMarker: string }).__e2eMarker = 'same-page'));

  await page.getByLabel('Idioma').selectOption('en');

  await page.getByLabel('Language').waitFor();
  await page.waitForFunction(
    (before) => {
      const h1 = document.querySelector('[data-remote="remote_games"] h1');
      return h1 !== null && h1.textContent?.trim() !== before;
    },
    spanish,
    { timeout: 5000 },
  );
  expect(await remoteTitle(page, 'remote_games')).toBe('Slots');
  expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('same-page');

  // The choice is kept: a new visit to another remote's page starts in English.
  await page.goto(url('/lottery'));
  await page.getByLabel('Language').waitFor();
  await page.getByLabel('Language').selectOption('es');
  await page.getByLabel('Idioma').waitFor();
});

interface ShareEntry {
  from: string;
  loaded?: boolean | number;
  lib?: () => unknown;
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

test('one React, one react-dom and one @suite/shared for host and every remote, from the host', async () => {
  const { page } = browser;
  await visitEveryRemote(page);

  const report = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__: ShareScopes; __INSTANCES__: { name: string }[] } }).__FEDERATION__;
    if (!federation) return null;
    const packages = ['react', 'react-dom', 'react/jsx-runtime', '@suite/shared'];
    const result: Record<string, { versions: string[]; from: string[]; libs: number }> = {};
    for (const pkg of packages) {
      const versions = new Set<string>();
      const from = new Set<string>();
      const libs = new Set<unknown>();
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const scope of Object.values(scopes)) {
          for (const [version, entry] of Object.entries(scope[pkg] ?? {})) {
            if (!entry.loaded) continue;
            versions.add(version);
            from.add(entry.from);
            if (entry.lib) libs.add(entry.lib());
          }
        }
      }
      result[pkg] = { versions: [...versions], from: [...from], libs: libs.size };
    }
    return { instances: federation.__INSTANCES__.map((instance) => instance.name).sort(), packages: result };
  });

  expect(report).not.toBeNull();
  expect(report!.instances).toEqual(['host', 'remote_agent', 'remote_games', 'remote_lottery', 'remote_member']);
  for (const [pkg, seen] of Object.entries(report!.packages)) {
    expect({ pkg, versions: seen.versions.length, from: seen.from, libs: seen.libs }).toEqual({ pkg, versions: 1, from: ['host'], libs: 1 });
  }
});

test('a session set through the shared store in the host is the session every remote reads', async () => {
  const { page } = browser;
  await visitEveryRemote(page);

  const accounts = await page.evaluate(() => {
    type Shared = { setSession(session: object | null): void; getSession(): { account: string | null } | null };
    // Each federation instance (host and the four remotes) resolves @suite/shared through its own share
    // scope map (with the remotes on the host's runtime core these may be one map; __SHARE__ then holds
    // only the host's key, so the instances are asked directly).
    type Instance = { name: string; shareScopeMap: ShareScopes[string] };
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const perInstance = federation.__INSTANCES__.map((instance) => {
      const versions = instance.shareScopeMap.default?.['@suite/shared'] ?? {};
      const entry = Object.values(versions).find((candidate) => candidate.loaded && candidate.lib);
      return [instance.name, entry?.lib?.() as Shared | undefined] as const;
    });
    const host = perInstance.find(([instance]) => instance.startsWith('host'))?.[1];
    host?.setSession({ token: 'e2e-token', isAgent: 0, account: 'e2e_player', customerId: '1', memberLabel: null });
    const seen = Object.fromEntries(perInstance.map(([instance, shared]) => [instance.split(':')[0], shared?.getSession()?.account ?? null]));
    host?.setSession(null);
    return seen;
  });

  expect(accounts).toEqual({
    host: 'e2e_player',
    remote_games: 'e2e_player',
    remote_lottery: 'e2e_player',
    remote_member: 'e2e_player',
    remote_agent: 'e2e_player',
  });
});
