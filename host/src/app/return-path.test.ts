import { MAX_RETURN_PATH, returnPathOf, returnState, safeReturnPath } from './return-path';

describe('return path after login (issue 13)', () => {
  it.each(['/member/withdraw', '/rng?vassalage=PG&pageNo=2', '/help#term', '/'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    'https://evil.example/member/withdraw',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'javascript:alert(1)',
    'member/withdraw',
    '/member/withdraw\n',
    '/\tevil',
    '',
    '/login',
    '/register?x=1',
    '/forget',
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('refuses anything but a string, and an over-long path', () => {
    expect(safeReturnPath(42)).toBeNull();
    expect(safeReturnPath({ toString: () => '/member' })).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(MAX_RETURN_PATH)}`)).toBeNull();
  });

  it('travels in the history state of the redirect', () => {
    const state = returnState({ pathname: '/member/withdraw', search: '?a=1', hash: '' });
    expect(returnPathOf(state)).toBe('/member/withdraw?a=1');
    expect(returnPathOf({ returnTo: 'https://evil.example' })).toBeNull();
    expect(returnPathOf(null)).toBeNull();
    expect(returnPathOf('/member')).toBeNull();
  });
});
