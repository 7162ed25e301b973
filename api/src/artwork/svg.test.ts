import { motifFor } from './motifs';
import { bannerSvg, escapeXml, fitFontSize, gameIconSvg, type GameArt, vendorLogoSvg, wrapWords } from './svg';

const GAME: GameArt = { id: 4211, name: 'Golden Dragon', gameType: 'RNG', classify: 'SLOTS', vendorName: 'Spinix Studios' };
const KINDS: Array<Pick<GameArt, 'gameType' | 'classify'>> = [
  { gameType: 'RNG', classify: 'SLOTS' },
  { gameType: 'RNG', classify: 'VIDEO_POKER' },
  { gameType: 'RNG', classify: 'SCRATCH' },
  { gameType: 'RNG', classify: 'BINGO' },
  { gameType: 'FISH', classify: 'ARCADE' },
  { gameType: 'PVP', classify: null },
  { gameType: 'LIVE', classify: null },
  { gameType: 'SPORTS', classify: null },
  { gameType: 'ESPORTS', classify: null },
  { gameType: 'COCKFIGHT', classify: null },
  { gameType: 'LOTT', classify: null },
];
const bytes = (svg: string) => Buffer.byteLength(svg, 'utf8');

describe('generated artwork', () => {
  it('escapes every text it draws', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const icon = gameIconSvg({ ...GAME, name: '<script>alert(1)</script> Riches', vendorName: 'Vendor & "Co"' });
    expect(icon).not.toContain('<script>');
    expect(icon).toContain('&#60;script&#62;');
    expect(icon).toContain('Vendor &#38; &#34;Co&#34;');
    const logo = vendorLogoSvg('<b>Bad</b> & Sons', 20, 'BAD');
    expect(logo).not.toMatch(/<b>|& /);
    expect(logo).toContain('&#60;b&#62;Bad&#60;/b&#62;');
    const banner = bannerSvg('"Win" <big>', '#000000', '#ffffff', 'A&B');
    expect(banner).not.toContain('<big>');
    expect(banner).toContain('A&#38;B');
  });

  it('draws valid standalone SVG documents with an accessible name', () => {
    for (const svg of [gameIconSvg(GAME), vendorLogoSvg('Spinix Studios', 200, 'SPX'), bannerSvg('Over 10,000 games', '#000000', '#ffffff', 'SUITE')]) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-label="[^"]+">/);
      expect(svg.endsWith('</svg>')).toBe(true);
      // Every element that opens closes (self-closing or with its end tag).
      const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? []).length;
      expect((svg.match(/<\/[a-zA-Z]+>/g) ?? []).length).toBe(opened);
    }
  });

  it('is deterministic: the same game always gets the same picture, other games other colours', () => {
    expect(gameIconSvg(GAME)).toBe(gameIconSvg({ ...GAME }));
    expect(vendorLogoSvg('Spinix Studios', 200, 'SPX')).toBe(vendorLogoSvg('Spinix Studios', 200, 'SPX'));
    const colours = (svg: string) => svg.match(/hsl\([^)]*\)/g)?.join();
    expect(colours(gameIconSvg({ ...GAME, id: 4212 }))).not.toBe(colours(gameIconSvg(GAME)));
  });

  it('draws a motif for the kind of game and sets the name in large type', () => {
    expect(KINDS.map(({ gameType, classify }) => motifFor(gameType, classify))).toEqual([
      'reels',
      'cards',
      'ticket',
      'balls',
      'fish',
      'cards',
      'wheel',
      'ball',
      'pad',
      'crest',
      'balls',
    ]);
    const pictures = new Set(KINDS.map((kind) => gameIconSvg({ ...GAME, ...kind }).replace(/<text[^]*$/, '')));
    expect(pictures.size).toBe(new Set(KINDS.map(({ gameType, classify }) => motifFor(gameType, classify))).size);
    const nameSize = Number(/font-size="(\d+)"[^>]*>Golden/.exec(gameIconSvg(GAME))?.[1]);
    expect(nameSize).toBeGreaterThanOrEqual(18);
    expect(gameIconSvg(GAME)).not.toMatch(/>GD</);
  });

  it('keeps every image under 4 KB, even with the longest names', () => {
    const long = 'Extraordinarily Magnificent Treasures of the Forgotten Emperor Deluxe Edition';
    for (const kind of KINDS) {
      for (const id of [1, 77, 99999, 2147483647]) expect(bytes(gameIconSvg({ ...GAME, ...kind, id, name: long, vendorName: long }))).toBeLessThan(4096);
    }
    expect(bytes(vendorLogoSvg(long, 359, 'LONG_VENDOR_CODE'))).toBeLessThan(4096);
    expect(bytes(bannerSvg(long, '#123456', '#abcdef', 'SUITE'))).toBeLessThan(4096);
  });

  it('fits a vendor wordmark in its box at a readable size', () => {
    const size = (svg: string) => Number(/font-size="(\d+)"[^>]*>Marlin/.exec(svg)?.[1]);
    expect(size(vendorLogoSvg('Marlin Interactive', 10, 'MRL'))).toBeGreaterThanOrEqual(20);
    expect(fitFontSize(['Extraordinarily'], 112, 24)).toBeLessThan(24);
    expect(fitFontSize(['Ace'], 112, 24)).toBe(24);
  });

  it('wraps long titles into at most the lines asked for', () => {
    expect(wrapWords('Golden Dragon Hold and Win', 16, 2)).toEqual(['Golden Dragon', 'Hold and Win']);
    expect(wrapWords('one two three four five six seven', 8, 2)).toEqual(['one two', 'three…']);
  });
});
