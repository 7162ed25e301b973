import { bumpBetween, bumpVersion, compareVersions, isValidRange, satisfies } from './semver-range.cjs';

describe('semver-range', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.5.2', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['1.0.0', '^1.1.0', false],
    ['1.1.0', '^1.1.0', true],
    ['0.1.5', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['3.0.0', '*', true],
    ['1.9.9', '1.x', true],
    ['2.0.0', '1.x', false],
    ['1.2.0', '>=1.0.0 <2', true],
    ['2.0.0', '>=1.0.0 <2', false],
    ['1.5.1', '1.0.0 - 1.5.0', false],
    ['2.1.0', '^1.0.0 || ^2.0.0', true],
    ['2.0.0-beta.1', '^1.0.0', false],
    ['1.1.0-beta', '^1.0.0', false],
    ['1.1.0-beta.2', '^1.1.0-beta.1', true],
    ['1.0.0', 'workspace:*', false],
    ['not-a-version', '^1.0.0', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('compares versions, pre-releases below their release', () => {
    expect(compareVersions('1.0.0', '1.0.1')).toBe(-1);
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1);
    expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBe(-1);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
  });

  it('names the bump between two versions and computes the next one', () => {
    expect(bumpBetween('1.0.0', '2.0.0')).toBe('major');
    expect(bumpBetween('1.0.0', '1.1.0')).toBe('minor');
    expect(bumpBetween('1.0.0', '1.0.1')).toBe('patch');
    expect(bumpBetween('1.0.0', '1.0.0')).toBe('none');
    expect(bumpBetween('1.1.0', '1.0.9')).toBe('downgrade');
    expect(bumpVersion('1.2.3', 'major')).toBe('2.0.0');
    expect(bumpVersion('1.2.3', 'minor')).toBe('1.3.0');
    expect(bumpVersion('1.2.3', 'patch')).toBe('1.2.4');
  });

  it('tells a readable range from a bare workspace one', () => {
    expect(isValidRange('^1.0.0')).toBe(true);
    expect(isValidRange('>=1.2.0 <2')).toBe(true);
    expect(isValidRange('workspace:*')).toBe(false);
    expect(isValidRange('')).toBe(false);
  });
});
