import { AA_TEXT, blend, contrastRatio, parseColor, relativeLuminance } from './contrast';

describe('parseColor', () => {
  it('reads the hex and rgb() forms the suite CSS uses', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#6B3FD4')).toEqual({ r: 107, g: 63, b: 212, a: 1 });
    expect(parseColor('#00000080')?.a).toBeCloseTo(128 / 255);
    expect(parseColor('rgb(20 22 40 / 12%)')).toEqual({ r: 20, g: 22, b: 40, a: 0.12 });
    expect(parseColor('rgba(0, 0, 0, 0.5)')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
  });

  it('answers null for what is not a plain colour', () => {
    for (const value of ['transparent', 'var(--suite-fg)', 'color-mix(in srgb, red 8%, transparent)', '#ggg', 'none']) {
      expect(parseColor(value)).toBeNull();
    }
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG extremes and is symmetric', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
    expect(contrastRatio('#fff', '#6b3fd4')).toBeCloseTo(contrastRatio('#6b3fd4', '#fff'), 10);
  });

  it('matches known reference values (WebAIM checker)', () => {
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    // The failures axe reported for the dark theme before issue 13's fix.
    expect(contrastRatio('#fff', '#a88bff')).toBeCloseTo(2.69, 2);
    expect(contrastRatio('#fff', '#ff5252')).toBeCloseTo(3.19, 2);
    expect(contrastRatio('#fff', '#a3a8b8')).toBeCloseTo(2.37, 2);
    expect(contrastRatio('#fff', '#a88bff')).toBeLessThan(AA_TEXT);
  });

  it('blends a translucent foreground over the background', () => {
    expect(contrastRatio('rgb(0 0 0 / 0%)', '#fff')).toBe(1);
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#fff')).toBeCloseTo(contrastRatio('#808080', '#fff'), 1);
    expect(blend({ r: 255, g: 0, b: 0, a: 0.5 }, { r: 0, g: 0, b: 255, a: 1 })).toEqual({ r: 127.5, g: 0, b: 127.5, a: 1 });
  });

  it('refuses what it cannot measure', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/Not a colour/);
    expect(() => contrastRatio('#000', 'rgb(0 0 0 / 50%)')).toThrow(/opaque/);
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black, 1 for white and uses the linear sRGB segment for dark channels', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0, a: 1 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255, a: 1 })).toBeCloseTo(1, 10);
    expect(relativeLuminance({ r: 10, g: 10, b: 10, a: 1 })).toBeCloseTo(10 / 255 / 12.92, 10);
  });
});
