import { bannerSvg, escapeXml, gameIconSvg, vendorLogoSvg, wrapWords } from './svg';

describe('generated artwork', () => {
  it('escapes every text it draws', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const icon = gameIconSvg('<script>alert(1)</script> Riches', 120, 'Vendor & Co');
    expect(icon).not.toContain('<script>');
    expect(icon).toContain('&#60;script&#62;');
    expect(icon).toContain('Vendor &#38; Co');
  });

  it('draws valid standalone SVG documents with an accessible name', () => {
    for (const svg of [gameIconSvg('Golden Dragon', 30, 'Spinix'), vendorLogoSvg('Spinix Studios', 200), bannerSvg('Over 10,000 games', '#000000', '#ffffff', 'SUITE')]) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img" aria-label="[^"]+">/);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('wraps long titles into at most the lines asked for', () => {
    expect(wrapWords('Golden Dragon Hold and Win', 16, 2)).toEqual(['Golden Dragon', 'Hold and Win']);
    expect(wrapWords('one two three four five six seven', 8, 2)).toEqual(['one two', 'three…']);
  });
});
