import {
  api,
  callApi,
  closeAccountModals,
  encryptFreePlayString,
  forgetServerKey,
  getHumanVerification,
  isApiError,
  loadMemberInfo,
  openAccountModal,
  refreshBalance,
  saveRememberedLogin,
  setAfterLoginModal,
  showDialog,
  startSession,
  normalizeMobile,
  useSiteSwitches, useNavigate, useLocation
} from '@suite/shared';
import { useCallback } from 'react';
import { HOST_NS } from '../../../i18n';
import { centreAreaOf } from '../../../app/paths';
import { returnPathOf } from '../../../app/return-path';
import { ACCOUNT_BUTTON_SELECTOR, requestFocus } from '../../../app/route-focus';
import { WEAK_DEFAULT_PASSWORD } from '../login-modes';
import { holdForPasswordChange, noteSessionFree } from '../../session/password-change-gate';

export type LoginVariant = 'member' | 'agent';

export type LoginSubmission =
  | { type: 'username'; username: string; password: string; captcha?: string }
  | { type: 'sms'; mobileNum: string; countryDialingCode: string; smsCode: string; captcha?: string };

export interface LoginOptions {
  /** The remember-me box; undefined leaves the remembered data as it is (agent variant). */
  remember?: boolean;
  variant?: LoginVariant;
}

/** Where a successful login ends up. */
export type LoginOutcome = 'home' | 'changePassword';

const AFTER_LOGIN_PATH: Record<LoginVariant, string> = { member: '/', agent: '/agentHome' };

/**
 * After a login, focus goes to the header's account button (issue 13), unless the login ends in a
 * member or agent centre, whose dialog takes focus itself.
 */
function focusAfterLogin(path: string): void {
  if (!centreAreaOf(path)) requestFocus(ACCOUNT_BUTTON_SELECTOR, path);
}

/** Free play: a random string (hex of 16 random bytes), sent encrypted (spec 1 §7). */
function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function browserOs(): string {
  const agent = navigator.userAgent;
  if (/android/i.test(agent)) return 'android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'ios';
  if (/windows/i.test(agent)) return 'windows';
  if (/mac os/i.test(agent)) return 'macos';
  if (/linux/i.test(agent)) return 'linux';
  return 'other';
}

/**
 * The login flow of spec 1 §4: submit (human verification on non-SMS logins), store the session,
 * remember-me cookies, first-login action, close the login popup; then either the change-password
 * modal (weak default password or an expired one while the expiry feature is on, non-SMS logins)
 * or member info, the after-login flag and home. The change is mandatory (issue 26 #12): the session
 * is held to it (session/password-change-gate.ts) as the API's answer says (passwordChangeRequired),
 * or by spec 1 §4's rule when a platform does not say. Errors are thrown as they come (ApiError).
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const switches = useSiteSwitches();
  const expiryOn = switches.isOn(api.WHITELABEL_MOD_IDS.passwordExpiry);
  // The page a visitor was sent to /login from (a safe same-origin path only), issue 13.
  const returnTo = returnPathOf(useLocation().state);

  const finish = useCallback(
    async (path: string) => {
      await loadMemberInfo();
      void refreshBalance();
      setAfterLoginModal(true);
      // Back to the page asked for: it replaces /login, which a member would only be sent away from.
      navigate(path, { replace: path === returnTo });
      focusAfterLogin(path);
    },
    [navigate, returnTo],
  );

  /** What follows a login's answer (spec 1 §4), for a password login and a verified new-IP login alike. */
  const complete = useCallback(
    async (result: api.LoginResult, form: LoginSubmission, { remember, variant = 'member' }: LoginOptions): Promise<LoginOutcome> => {
      const byRule = form.type !== 'sms' && (form.password === WEAK_DEFAULT_PASSWORD || (result.passwordExpired && expiryOn));
      const mustChange = result.passwordChangeRequired ?? byRule;
      // Before the token is stored: the session bootstrap must not load anything for a held session.
      if (mustChange) {
        holdForPasswordChange({
          token: result.token,
          reason: form.type !== 'sms' && form.password === WEAK_DEFAULT_PASSWORD ? 'weak' : result.passwordExpired ? 'expired' : 'weak',
          oldPassword: form.type === 'sms' ? undefined : form.password,
        });
      } else noteSessionFree(result.token);
      startSession(result);
      if (remember !== undefined) {
        saveRememberedLogin(
          remember,
          form.type === 'sms'
            ? { type: 'sms', mobileNum: normalizeMobile(form.mobileNum, form.countryDialingCode), countryDialingCode: form.countryDialingCode }
            : { type: 'username', username: form.username },
        );
      }
      closeAccountModals();
      if (mustChange) {
        openAccountModal({ kind: 'changePassword', oldPassword: form.type === 'sms' ? undefined : form.password });
        return 'changePassword';
      }
      if (result.firstTimeLogin) void showDialog({ message: { key: 'auth.firstLogin', ns: HOST_NS } });
      await finish(returnTo ?? AFTER_LOGIN_PATH[variant]);
      return 'home';
    },
    [expiryOn, finish, returnTo],
  );

  /**
   * A refused login is thrown as it comes (ApiError); one from a new IP carries the challenge
   * (`newIpChallenge(error)`): answer it with `verifyNewIp`.
   */
  const login = useCallback(
    async (form: LoginSubmission, options: LoginOptions = {}): Promise<LoginOutcome> => {
      const captchaFields = form.captcha ? { captcha: form.captcha.trim() } : {};
      const request: api.LoginRequest =
        form.type === 'sms'
          ? {
              type: 'sms',
              // Spaces, dashes and the picked country's +code removed (docs/phone-numbers.md).
              username: normalizeMobile(form.mobileNum, form.countryDialingCode),
              password: form.smsCode.trim(),
              countryDialingCode: form.countryDialingCode,
              ...captchaFields,
            }
          : { type: 'username', username: form.username.trim(), password: form.password, ...captchaFields, ...(await getHumanVerification()) };
      const result = await callApi(api.login, request);
      return complete(result, form, options);
    },
    [complete],
  );

  /** The new-IP code of a refused login (same form and options): success ends exactly like the login. */
  const verifyNewIp = useCallback(
    async (challengeId: string, code: string, form: LoginSubmission, options: LoginOptions = {}): Promise<LoginOutcome> => {
      const result = await callApi(api.loginVerify, { challengeId, code: code.trim() });
      return complete(result, form, options);
    },
    [complete],
  );

  /** Free-play (guest) login of spec 1 §4: loads info, clears the after-login flag, hides modals, home. */
  const freePlay = useCallback(async () => {
    // The random string goes encrypted with the E-flag payload scheme (spec 1 §7); a key the server
    // no longer knows (rotated) is fetched again once, as the client does for E calls.
    const send = async () =>
      callApi(api.freePlayLogin, { os: browserOs(), platform: 'W', randomString: await encryptFreePlayString(randomString()), gatewayVersion: 3 });
    const result = await send().catch((error: unknown) => {
      if (!isApiError(error) || (error.value as { encryptionError?: string } | null)?.encryptionError !== 'unknownKey') throw error;
      forgetServerKey();
      return send();
    });
    // A trial account has no password to change.
    noteSessionFree(result.token);
    startSession(result);
    await loadMemberInfo();
    void refreshBalance();
    setAfterLoginModal(false);
    closeAccountModals();
    navigate('/');
    focusAfterLogin('/');
  }, [navigate]);

  return { login, verifyNewIp, freePlay, finish };
}
