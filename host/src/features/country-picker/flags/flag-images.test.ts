import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FALLBACK_COUNTRIES } from '../countries';
import { FLAG_SHAPES, flagSvg, flagUrl } from './flag-images';

/** The countries the API seeds into the picker (api/src/seed/help-seed.ts, COUNTRIES_SEED). */
function seededCountries(): string[] {
  const source = readFileSync(path.resolve(__dirname, '../../../../../api/src/seed/help-seed.ts'), 'utf8');
  const table = /COUNTRIES_SEED[^=]*=\s*\[([\s\S]*?)\n\];/.exec(source)?.[1] ?? '';
  return [...table.matchAll(/\['([A-Z]{2})', '\d+'\]/g)].map((match) => match[1] as string);
}

describe('flag images (issue 26 #15)', () => {
  it('has a drawn flag for every country the picker can list: the API seed and the fallback list', () => {
    const seeded = seededCountries();
    expect(seeded.length).toBeGreaterThan(50);
    const listed = [...new Set([...seeded, ...FALLBACK_COUNTRIES.map((country) => country.countryCode)])];
    expect(listed.filter((code) => flagSvg(code) === null)).toEqual([]);
    // No drawing for a country nobody lists (the table stays as small as the picker needs).
    expect(Object.keys(FLAG_SHAPES).filter((code) => !listed.includes(code))).toEqual([]);
  });

  it('draws each as a well-formed 30 x 20 SVG image with its own colours', () => {
    const parser = new DOMParser();
    const drawings = new Set<string>();
    for (const code of Object.keys(FLAG_SHAPES)) {
      const svg = flagSvg(code) as string;
      const document = parser.parseFromString(svg, 'image/svg+xml');
      expect({ code, error: document.querySelector('parsererror')?.textContent ?? null }).toEqual({ code, error: null });
      const root = document.documentElement;
      expect([root.getAttribute('width'), root.getAttribute('height'), root.getAttribute('viewBox')]).toEqual(['30', '20', '0 0 30 20']);
      expect(svg).not.toMatch(/NaN|undefined/);
      drawings.add(svg);
    }
    // No two countries share a drawing (Indonesia and Poland, Chad and Romania are the classic traps).
    expect(drawings.size).toBe(Object.keys(FLAG_SHAPES).length);
  });

  it('answers a data: URL (the CSP allows data: images), the grey flag for a code it does not know', () => {
    expect(flagUrl('ph')).toBe(flagUrl('PH'));
    expect(decodeURIComponent(flagUrl('PH').replace('data:image/svg+xml,', ''))).toBe(flagSvg('PH'));
    expect(flagUrl('XX')).toMatch(/^data:image\/svg\+xml,/);
    expect(flagUrl('XX')).not.toBe(flagUrl('PH'));
  });
});
