import { act, renderHook } from '@testing-library/react';
import { cdnHost, cdnUrl, forgetCdnHosts, launchBaseUrl, onCdnHost, pickCdnHost, setCdnLists, useCdnHost } from './cdn-hosts';
import { setRuntimeConfig } from './runtime-config';

let warn: jest.SpyInstance;

beforeEach(() => {
  forgetCdnHosts();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  warn.mockRestore();
  setRuntimeConfig({ apiBaseUrl: '' });
});

describe('pickCdnHost (spec 2 §9: hosts picked at random from the CDN lists)', () => {
  it('picks by the random number and keeps the pick for the session, also after a reload', () => {
    const hosts = ['https://img1.example', 'https://img2.example/', 'https://img3.example'];
    expect(pickCdnHost('image', hosts, () => 0.5)).toBe('https://img2.example');
    // Kept: a second call does not pick again (the image cache stays warm).
    expect(pickCdnHost('image', hosts, () => 0)).toBe('https://img2.example');
    // The pick lives in session storage: a new page of the same tab keeps it.
    expect(JSON.parse(sessionStorage.getItem('suite.cdn.image') ?? '{}')).toEqual({ hosts: ['https://img1.example', 'https://img2.example', 'https://img3.example'], host: 'https://img2.example' });
    forgetCdnHosts();
    expect(pickCdnHost('image', hosts, () => 0.99)).toBe('https://img3.example');
  });

  it('picks again when the list changes, and per list', () => {
    expect(pickCdnHost('image', ['https://a.example', 'https://b.example'], () => 0)).toBe('https://a.example');
    expect(pickCdnHost('launch', ['https://a.example', 'https://b.example'], () => 0.9)).toBe('https://b.example');
    expect(pickCdnHost('image', ['https://c.example', 'https://d.example'], () => 0.9)).toBe('https://d.example');
    expect(pickCdnHost('launch', ['https://a.example', 'https://b.example'], () => 0)).toBe('https://b.example');
  });

  it('spreads the picks over the list', () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 40; i += 1) {
      forgetCdnHosts();
      seen.add(pickCdnHost('image', ['https://a.example', 'https://b.example']));
    }
    expect(seen).toEqual(new Set(['https://a.example', 'https://b.example']));
  });

  it('ignores what is not an http(s) host, with a console warning; nothing usable gives null', () => {
    expect(pickCdnHost('image', ['javascript:alert(1)', 'not a url', 42, 'https://ok.example'], () => 0)).toBe('https://ok.example');
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/imageCDNs: ignored "javascript:alert\(1\)"/);
    expect(pickCdnHost('image', [], () => 0)).toBeNull();
    expect(pickCdnHost('image', undefined)).toBeNull();
    expect(pickCdnHost('launch', ['ftp://files.example'])).toBeNull();
    expect(warn.mock.calls.map(([message]) => String(message)).join('\n')).toMatch(/launchGameCDNs: ignored "ftp:\/\/files.example"/);
  });
});

describe('image and launch URLs', () => {
  it("put the API's paths on the picked host", () => {
    setCdnLists({ imageCDNs: ['http://127.0.0.1:4000', 'http://localhost:4000'], launchGameCDNs: ['http://localhost:4000'] }, () => 0);
    expect(cdnUrl('image', '/wps/static/games/1.svg')).toBe('http://127.0.0.1:4000/wps/static/games/1.svg');
    expect(launchBaseUrl()).toBe('http://localhost:4000');
    expect(new URL('/wps/static/play/abc?lang=es', launchBaseUrl()).href).toBe('http://localhost:4000/wps/static/play/abc?lang=es');
  });

  it('stay on this origin (the API base URL) when the list is empty or unusable', () => {
    setCdnLists({ imageCDNs: [], launchGameCDNs: ['data:text/html,x'] });
    expect(cdnUrl('image', '/wps/static/games/1.svg')).toBe('/wps/static/games/1.svg');
    expect(launchBaseUrl()).toBe('');
    setRuntimeConfig({ apiBaseUrl: 'https://api.example' });
    expect(cdnUrl('image', '/wps/static/games/1.svg')).toBe('https://api.example/wps/static/games/1.svg');
    expect(launchBaseUrl()).toBe('https://api.example');
  });

  it('are stable within the session: the same answer again keeps the host', () => {
    const lists = { imageCDNs: ['https://a.example', 'https://b.example'], launchGameCDNs: ['https://a.example', 'https://b.example'] };
    setCdnLists(lists, () => 0.9);
    const first = [cdnHost('image'), cdnHost('launch')];
    for (const random of [0, 0.3, 0.6]) setCdnLists(lists, () => random);
    expect([cdnHost('image'), cdnHost('launch')]).toEqual(first);
  });

  it('leave absolute and protocol-relative URLs alone', () => {
    setCdnLists({ imageCDNs: ['https://img1.example'] });
    expect(cdnUrl('image', 'https://elsewhere.example/a.png')).toBe('https://elsewhere.example/a.png');
    expect(cdnUrl('image', '//evil.example/a.png')).toBe('//evil.example/a.png');
    expect(onCdnHost('/wps/static/games/1.svg', null)).toBe('/wps/static/games/1.svg');
  });

  it('useCdnHost re-renders when the lists arrive', () => {
    const { result } = renderHook(() => useCdnHost('image'));
    expect(result.current).toBeNull();
    act(() => setCdnLists({ imageCDNs: ['https://img1.example'] }));
    expect(result.current).toBe('https://img1.example');
  });
});
