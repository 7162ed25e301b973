import { setRuntimeConfig } from '@suite/shared';
import { apiUrl, httpUrl } from './safe-url';

afterEach(() => setRuntimeConfig({ apiBaseUrl: '' }));

describe('httpUrl', () => {
  it('keeps http and https addresses', () => {
    expect(httpUrl('https://games.example.com/play?x=1')).toBe('https://games.example.com/play?x=1');
    expect(httpUrl('http://localhost:4000/wps/static/play/abc')).toBe('http://localhost:4000/wps/static/play/abc');
  });

  it('resolves a root-relative address against the page', () => {
    expect(httpUrl('/wps/static/play/abc?lang=es')).toBe('http://localhost/wps/static/play/abc?lang=es');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/x', '', null, undefined, 'http://'])(
    'refuses %p',
    (raw) => {
      expect(httpUrl(raw)).toBeNull();
    },
  );
});

describe('apiUrl', () => {
  it('leaves root-relative paths on this origin when no API base URL is configured', () => {
    expect(apiUrl('/wps/static/games/7.svg')).toBe('/wps/static/games/7.svg');
  });

  it('puts root-relative paths under the configured API base URL', () => {
    setRuntimeConfig({ apiBaseUrl: 'https://api.example.com' });
    expect(apiUrl('/wps/static/games/7.svg')).toBe('https://api.example.com/wps/static/games/7.svg');
    expect(apiUrl('https://cdn.example.com/x.svg')).toBe('https://cdn.example.com/x.svg');
    expect(apiUrl('//cdn.example.com/x.svg')).toBe('//cdn.example.com/x.svg');
  });
});
