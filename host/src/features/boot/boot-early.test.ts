import { readFileSync } from 'node:fs';
import path from 'node:path';
import { api, earlyCallKey, type EarlyBoot } from '@suite/shared';
import { ANNOUNCEMENT_QUERY } from '../announcements/use-announcements';

// public/boot-early.js is a plain file the page runs before the app: run it here as the page does.
const SOURCE = readFileSync(path.join(__dirname, '../../../public/boot-early.js'), 'utf8');
const SHELL = '<div class="boot-shell"><div class="boot-shell__header"></div><div class="boot-shell__main"><div class="boot-shell__banner" id="boot-banner"></div></div></div>';

type Answers = Record<string, unknown>;

function fakeResponse(body: unknown, status = 200): Response {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
    clone: () => response,
  };
  return response as unknown as Response;
}

const envelope = (value: unknown) => ({ success: true, message: '', value });
const HOME_BANNER = { bannerId: '1', url: '/wps/static/banners/home-1.svg', groupName: 'w_home', linkageType: null };
const OTHER_BANNER = { bannerId: '2', url: '/wps/static/banners/rng-1.svg', groupName: 'w_rng', linkageType: null };

function serve(answers: Answers): jest.Mock {
  const fetchMock = jest.fn((url: string) => {
    const pathOnly = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
    return pathOnly in answers ? Promise.resolve(fakeResponse(answers[pathOnly])) : Promise.resolve(fakeResponse({}, 404));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function runPageScript(): EarlyBoot & { painted: Promise<string> } {
  (0, eval)(SOURCE);
  return window.__suiteEarly as EarlyBoot & { painted: Promise<string> };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${SHELL}</div>`;
  localStorage.clear();
  window.history.pushState({}, '', '/');
});

afterEach(() => {
  delete window.__suiteEarly;
});

describe('public/boot-early.js (the page, before the app runs)', () => {
  it("asks for the boot files, the status and the announcements at once, under the keys the client looks up", () => {
    const fetchMock = serve({});
    const early = runPageScript();
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toEqual([
      '/config.json',
      '/remotes.json',
      '/wps/system/status',
      '/wps/relay/MCSFE_getListAnnouncements?types=B%2CPL%2CPU%2CPR&platform=W&execution=B',
    ]);
    // The contract's paths and the home query: what the app's client will look for.
    expect(Object.keys(early.calls).sort()).toEqual(
      [earlyCallKey('GET', api.systemStatus.path), earlyCallKey('GET', api.announcements.path, ANNOUNCEMENT_QUERY)].sort(),
    );
    expect(early).toMatchObject({ apiBaseUrl: '', language: 'es' });
  });

  it("sends them to the API the last visit's config named, in the visitor's language", () => {
    localStorage.setItem('apiBase', 'https://api.casino.example');
    localStorage.setItem('lang', 'en');
    const fetchMock = serve({});
    const early = runPageScript();
    const statusCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/wps/system/status'));
    expect(statusCall?.[0]).toBe('https://api.casino.example/wps/system/status');
    expect(statusCall?.[1]).toMatchObject({ headers: { 'Accept-Language': 'en' } });
    expect(early).toMatchObject({ apiBaseUrl: 'https://api.casino.example', language: 'en' });
  });

  it('paints the first home banner into the static shell when the site is open', async () => {
    serve({
      '/wps/system/status': envelope({ status: 0, maintenanceEndTime: null, ip: '203.0.113.9' }),
      '/wps/relay/MCSFE_getListAnnouncements': envelope({ banners: [OTHER_BANNER, HOME_BANNER], playerNotices: [], popup: [], promotion: [], help: [] }),
    });
    const early = runPageScript();
    expect(document.querySelector('.boot-shell')).toHaveClass('boot-shell--home');
    await flush();
    const image = document.querySelector<HTMLImageElement>('#boot-banner img');
    expect(image).not.toBeNull();
    expect(image?.getAttribute('src')).toBe(HOME_BANNER.url);
    expect(image?.alt).toBe('');
    image?.dispatchEvent(new Event('load'));
    await expect(early.painted).resolves.toBe('banner');
  });

  it('paints nothing during maintenance, and the app does not wait', async () => {
    serve({
      '/wps/system/status': envelope({ status: 1, maintenanceEndTime: null, ip: '203.0.113.9' }),
      '/wps/relay/MCSFE_getListAnnouncements': envelope({ banners: [HOME_BANNER], playerNotices: [], popup: [], promotion: [], help: [] }),
    });
    const early = runPageScript();
    await expect(early.painted).resolves.toBe('nothing to paint');
    expect(document.querySelector('#boot-banner img')).toBeNull();
  });

  it('paints nothing when an answer is missing or broken', async () => {
    serve({ '/wps/system/status': envelope({ status: 0 }) });
    const early = runPageScript();
    await expect(early.painted).resolves.toMatch(/nothing to paint|failed/);
    expect(document.querySelector('#boot-banner img')).toBeNull();
  });

  it('off the home page: still asks, but paints no banner box and lets the app start at once', async () => {
    window.history.pushState({}, '', '/rng');
    serve({});
    const early = runPageScript();
    await expect(early.painted).resolves.toBe('not home');
    expect(document.querySelector('.boot-shell')).not.toHaveClass('boot-shell--home');
    expect(Object.keys(early.calls)).toHaveLength(2);
  });
});
