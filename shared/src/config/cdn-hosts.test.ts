import { forgetCdnHosts, onCdnHost, pickCdnHost } from './cdn-hosts';

beforeEach(() => forgetCdnHosts());

describe('pickCdnHost (spec 2 §9: hosts picked at random from the CDN lists)', () => {
  it('picks by the random number and keeps the pick for the page', () => {
    const hosts = ['https://img1.example', 'https://img2.example/', 'https://img3.example'];
    expect(pickCdnHost(hosts, () => 0.5)).toBe('https://img2.example');
    // Kept: a second call does not pick again (the image cache stays warm).
    expect(pickCdnHost(hosts, () => 0)).toBe('https://img2.example');
    forgetCdnHosts();
    expect(pickCdnHost(hosts, () => 0.99)).toBe('https://img3.example');
  });

  it('spreads the picks over the list', () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 40; i += 1) {
      forgetCdnHosts();
      seen.add(pickCdnHost(['https://a.example', 'https://b.example']));
    }
    expect(seen).toEqual(new Set(['https://a.example', 'https://b.example']));
  });

  it('ignores what is not an http(s) host; nothing usable gives null', () => {
    expect(pickCdnHost(['javascript:alert(1)', 'not a url', 42, 'https://ok.example'], () => 0)).toBe('https://ok.example');
    expect(pickCdnHost([], () => 0)).toBeNull();
    expect(pickCdnHost(undefined)).toBeNull();
    expect(pickCdnHost(['ftp://files.example'])).toBeNull();
  });
});

describe('onCdnHost', () => {
  it('puts a root-relative path on the host and leaves other URLs alone', () => {
    expect(onCdnHost('/wps/static/games/1.svg', 'https://img1.example')).toBe('https://img1.example/wps/static/games/1.svg');
    expect(onCdnHost('https://elsewhere.example/a.png', 'https://img1.example')).toBe('https://elsewhere.example/a.png');
    expect(onCdnHost('//evil.example/a.png', 'https://img1.example')).toBe('//evil.example/a.png');
    expect(onCdnHost('/wps/static/games/1.svg', null)).toBe('/wps/static/games/1.svg');
  });
});
