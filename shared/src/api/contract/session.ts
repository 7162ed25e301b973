/**
 * Session calls: login (username or SMS), login by code, free play, logout, captcha and SMS codes
 * (spec 1 §3, §7). The token travels as the platform profile says: `Authorization: Bearer <token>` by
 * default, a `token` header under spec-strict (docs/platform-profile.md).
 */
import type { IsoDateTime } from './common';
import { endpoint, type NoPayload } from './endpoint';

/**
 * Human-verification result added to username logins, registration and SMS requests (required
 * there). No third-party service is reachable, so the API issues its own proof-of-work challenge
 * (GET /wps/verification/challenge); `getHumanVerification()` of @suite/shared fetches and solves it
 * and returns these two fields.
 */
export interface HumanVerification {
  /** 'pow' (HUMAN_VERIFICATION_PROVIDER). */
  verifyProvider?: string;
  /** `<challenge>.<counter>`: the challenge as issued and the counter that solves it. */
  verifyToken?: string;
}
export const HUMAN_VERIFICATION_PROVIDER = 'pow';

/**
 * A signed proof-of-work challenge: find a counter (a decimal integer >= 0) such that
 * SHA-256(UTF-8 of `nonce + counter`) starts with `difficulty` zero bits. Single use, valid until
 * `expiresAt`. The challenge string is `<nonce>.<difficulty>.<expires epoch s>.<signature>`.
 */
export interface VerificationChallenge {
  challenge: string;
  nonce: string;
  /** Leading zero bits required (12 by default: a few thousand hashes, well under 300 ms). */
  difficulty: number;
  expiresAt: IsoDateTime;
}
export const verificationChallenge = endpoint<NoPayload, VerificationChallenge>({
  method: 'GET',
  path: '/wps/verification/challenge',
  auth: false,
  encrypted: false,
});

export type LoginType = 'username' | 'sms';

export interface LoginRequest extends HumanVerification {
  /** The mobile number in SMS mode. */
  username: string;
  /** The SMS code in SMS mode. */
  password: string;
  /** Required once a failed login answered `{ captcha: true }`: the text of the captcha image ... */
  captcha?: string;
  /** Older clients: the id of that image; now the captcha cookie set with the image binds it. */
  captchaId?: string;
  type: LoginType;
  /** SMS mode only. */
  countryDialingCode?: string;
}

/** isAgent values: 1, 2, 41, 42 agents; 4 trial or demo; 0 plain member (our value). */
export type AgentFlag = 0 | 1 | 2 | 4 | 41 | 42;
export const AGENT_TYPES: readonly AgentFlag[] = [1, 2, 4, 41, 42];

/** Login response value: token, firstTimeLogin, passwordExpired and "other user info" (ours below). */
export interface LoginResult {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  customerId: string;
  account: string;
  isAgent: AgentFlag;
  memberLabel: string[];
  merchant: string;
  merchantCode: string;
  wallet: string;
  /**
   * Ours (issue 26): this session must change its password before anything else (a weak password or an
   * expired or temporary one, on a password login). Until it does, every other T call but the change and
   * logout answers 403 `PasswordChangeRefusal`. A platform that leaves it out: the client decides (spec 1 §4).
   */
  passwordChangeRequired?: boolean;
}

/**
 * A refused login's value (HTTP 200, success false, message in the request's language): the
 * captcha flag that makes the captcha field appear. True after 3 failures for the account (10 for
 * the IP) within 30 minutes; from then a valid captcha is required.
 */
export interface LoginFailure {
  captcha: boolean;
}

export const login = endpoint<LoginRequest, LoginResult>({
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: true,
  credentials: true,
  // Spec 1 §7 lists username, password, captcha, type and the human-verification fields.
  extensionFields: ['captchaId', 'countryDialingCode'],
});

/**
 * Login by code: path and payload not shown; a one-time login code (app hand-off) issued to a
 * logged-in member by `createLoginCode`, valid for 2 minutes, single use.
 */
export interface LoginCodeRequest {
  code: string;
}
export const loginCode = endpoint<LoginCodeRequest, LoginResult>({
  method: 'POST',
  path: '/wps/session/login/code',
  auth: false,
  encrypted: false,
});
export interface LoginCodeGrant {
  code: string;
  expiresInSeconds: number;
}
/** Our addition: a one-time code that logs the same member in elsewhere (e.g. the app). */
export const createLoginCode = endpoint<NoPayload, LoginCodeGrant>({
  method: 'POST',
  path: '/wps/session/login/code/new',
  auth: true,
  encrypted: false,
});

/**
 * Free play: os, platform W, an encrypted random string and gateway version 3 (field names ours).
 * `randomString` is a random string (16 to 128 of A-Z a-z 0-9) encrypted with the E-flag payload
 * scheme for this call (`encryptFreePlayString`): the EncryptedPayload's four fields joined by dots,
 * `<kid>.<key>.<iv>.<data>`. The API refuses a clear one (400, plainPayload).
 */
export interface FreePlayLoginRequest {
  os: string;
  platform: 'W';
  randomString: string;
  gatewayVersion: 3;
}
export const freePlayLogin = endpoint<FreePlayLoginRequest, LoginResult>({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: false,
  encrypted: false,
});

export const logout = endpoint<NoPayload, null>({ method: 'DELETE', path: '/wps/session/logout', auth: true, encrypted: false });

/**
 * Why a session must change its password first (issue 26): `weak` (the weak default 123456, one of the
 * most common passwords, or one below today's password rule) or `expired` (past its expiry while the
 * password-expiry switch is on, or the mailed temporary password). SMS logins are never asked (spec 1 §4).
 */
export type PasswordChangeReason = 'weak' | 'expired';

/** Ours: what the session may do now; read on page load (the server is the source of truth). */
export interface SessionState {
  passwordChangeRequired: boolean;
  reason: PasswordChangeReason | null;
}
export const sessionState = endpoint<NoPayload, SessionState>({ method: 'GET', path: '/wps/session/state', auth: true, encrypted: false });

/** `value.code` of the 403 every other T call answers while the password must change. */
export const PASSWORD_CHANGE_REQUIRED = 'passwordChangeRequired';
export interface PasswordChangeRefusal {
  code: typeof PASSWORD_CHANGE_REQUIRED;
  reason: PasswordChangeReason;
}

/**
 * The captcha (spec 1 §7: `value` = base64 image): the image itself, as a data URL
 * (`data:image/svg+xml;base64,...`, 120x40, ours) or bare base64 (a platform's; the host renders
 * both, see `captchaImageSrc`). The answer is bound to the browser by an HttpOnly, SameSite=Strict
 * cookie set with the image (`suite_captcha`): the login or registration sends only `captcha`, the
 * text. Single use (a wrong answer spends it too), 5 minutes, case-insensitive. Older clients may
 * still send `captchaId` (the cookie's value, which they cannot read any more): it wins when sent.
 */
export type CaptchaImage = string;
export const captcha = endpoint<NoPayload, CaptchaImage>({ method: 'GET', path: '/wps/captcha', auth: false, encrypted: false, credentials: true });

export interface SmsCodeResult {
  expiredMinutes: number;
}
/**
 * SMS code for login and for the password reset by phone: method not shown; POST. A 6-digit code,
 * valid `expiredMinutes`; the answer is the same whether or not the number has an account (only a
 * registered number gets a message). Limits: 1 per 60 s and 5 per hour per number, 10 per hour per IP.
 */
export interface SmsLoginCodeRequest extends HumanVerification {
  mobileNum: string;
  /** Optional: the site's default country's code when left out. */
  countryDialingCode?: string;
}
export const smsLoginCode = endpoint<SmsLoginCodeRequest, SmsCodeResult>({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: false,
  encrypted: false,
});

/** SMS code for registration (note the spec's field name mobileNo): method not shown; POST. Same limits. */
export interface SmsRegisterCodeRequest extends HumanVerification {
  mobileNo: string;
  countryDialingCode: string;
}
export const smsRegisterCode = endpoint<SmsRegisterCodeRequest, SmsCodeResult>({
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: false,
  encrypted: false,
});

/**
 * Extra verification of a login from a new IP (spec 2 §4; our design, docs/new-ip-verification.md).
 * A password login from an IP the member has never logged in from (when the member has logged in
 * before and has a bound mobile or e-mail) starts no session: it is refused (HTTP 200, success
 * false) with this value. The player picks a channel, asks for a code (`loginVerifySend`) and
 * answers it (`loginVerify`), which answers exactly what the login would have.
 */
export const NEW_IP_VERIFICATION = 'newIpVerification';
export type NewIpChannel = 'mobile' | 'email';
export interface NewIpChannelTarget {
  channel: NewIpChannel;
  /** Masked: '+63 917****001', 'd***r@mail.example'. */
  target: string;
}
export interface NewIpVerificationRequired {
  code: typeof NEW_IP_VERIFICATION;
  /** Random, single use, valid 10 minutes, bound to the IP of the login. */
  challengeId: string;
  channels: NewIpChannelTarget[];
  /** Always false (the login's captcha flag, so a LoginFailure reader sees no captcha request). */
  captcha: false;
}
export interface NewIpSendRequest {
  challengeId: string;
  channel: NewIpChannel;
}
export interface NewIpSendResult {
  /** The code's validity (the challenge's remaining life, whole minutes, at least 1). */
  expiredMinutes: number;
  /** When the next send is allowed. */
  resendInSeconds: number;
}
export const loginVerifySend = endpoint<NewIpSendRequest, NewIpSendResult>({
  method: 'POST',
  path: '/wps/session/login/verify/send',
  auth: false,
  encrypted: false,
});
export interface NewIpVerifyRequest {
  challengeId: string;
  /** The 6-digit code that was sent. */
  code: string;
}
export const loginVerify = endpoint<NewIpVerifyRequest, LoginResult>({
  method: 'POST',
  path: '/wps/session/login/verify',
  auth: false,
  encrypted: false,
});
