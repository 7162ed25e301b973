/**
 * Session calls: login (username or SMS), login by code, free play, logout, captcha and SMS codes
 * (spec 1 §3, §7). The token travels as `Authorization: Bearer <token>`.
 */
import { endpoint, type NoPayload } from './endpoint';

/**
 * Third-party human-verification result added to logins, registration and SMS requests. Its
 * fields are not shown; ours: the provider's name and the token it issued.
 */
export interface HumanVerification {
  verifyProvider?: string;
  verifyToken?: string;
}

export type LoginType = 'username' | 'sms';

export interface LoginRequest extends HumanVerification {
  /** The mobile number in SMS mode. */
  username: string;
  /** The SMS code in SMS mode. */
  password: string;
  captcha?: string;
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
}

/** A failed login's value: the captcha flag that makes the captcha field appear. */
export interface LoginFailure {
  captcha: boolean;
}

export const login = endpoint<LoginRequest, LoginResult>({
  method: 'POST',
  path: '/wps/session/login',
  auth: false,
  encrypted: true,
});

/** Login by code: path and payload not shown; a one-time login code (e.g. from an app hand-off). */
export interface LoginCodeRequest {
  code: string;
}
export const loginCode = endpoint<LoginCodeRequest, LoginResult>({
  method: 'POST',
  path: '/wps/session/login/code',
  auth: false,
  encrypted: false,
});

/** Free play: os, platform W, an encrypted random string and gateway version 3 (field names ours). */
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

/** value is the captcha image as base64 (a `data:image/...;base64,` URL). */
export const captcha = endpoint<NoPayload, string>({ method: 'GET', path: '/wps/captcha', auth: false, encrypted: false });

export interface SmsCodeResult {
  expiredMinutes: number;
}
/** SMS code for login: method not shown; POST. */
export interface SmsLoginCodeRequest extends HumanVerification {
  mobileNum: string;
  countryDialingCode: string;
}
export const smsLoginCode = endpoint<SmsLoginCodeRequest, SmsCodeResult>({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: false,
  encrypted: false,
});

/** SMS code for registration (note the spec's field name mobileNo): method not shown; POST. */
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
