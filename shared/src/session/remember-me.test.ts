import { forgetRememberedLogin, readRememberedLogin, REMEMBER_ME_MS, saveRememberedLogin } from './remember-me';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(clearCookies);

describe('remember-me cookies (spec 1 §3, §9)', () => {
  it('remembers the user name for 24 hours, never the password', () => {
    const cookieSetter = jest.spyOn(document, 'cookie', 'set');
    saveRememberedLogin(true, { type: 'username', username: ' ann ' });
    expect(readRememberedLogin()).toEqual({ remember: true, lastUser: 'ann', sms: null });
    expect(REMEMBER_ME_MS).toBe(86_400_000);
    const written = cookieSetter.mock.calls.map(([text]) => text);
    expect(written).toEqual(expect.arrayContaining([expect.stringMatching(/^lastUser=ann; Max-Age=86400; Path=\/; SameSite=Lax/)]));
    expect(written.join('\n')).not.toMatch(/password/i);
    cookieSetter.mockRestore();
  });

  it('keeps the SMS login number and dialing code as loginTypeSms', () => {
    saveRememberedLogin(true, { type: 'sms', mobileNum: '9171234567', countryDialingCode: '63' });
    expect(readRememberedLogin().sms).toEqual({ mobileNum: '9171234567', countryDialingCode: '63' });
  });

  it('forgets everything when the box is unticked, and reads nothing without the flag', () => {
    saveRememberedLogin(true, { type: 'username', username: 'ann' });
    saveRememberedLogin(false, { type: 'username', username: 'ann' });
    expect(readRememberedLogin()).toEqual({ remember: false, lastUser: null, sms: null });
    document.cookie = 'lastUser=bob; Path=/';
    expect(readRememberedLogin().lastUser).toBeNull();
    forgetRememberedLogin();
    expect(document.cookie).toBe('');
  });

  it('ignores a damaged loginTypeSms cookie', () => {
    document.cookie = 'loginRemember=1; Path=/';
    document.cookie = `loginTypeSms=${encodeURIComponent('{oops')}; Path=/`;
    expect(readRememberedLogin().sms).toBeNull();
  });
});
