/**
 * Security centre (securityCenter, the member centre's default page): recent logins, ending the
 * other sessions, and binding a verified mobile number or e-mail. Our additions: the spec names the
 * page only (spec 1 §2); the password change and the payment password have their own calls
 * (member.ts changePassword, cashier.ts setPaymentPassword). Business refusals carry `value.code`.
 */
import type { IsoDateTime } from './common';
import { endpoint, type NoPayload } from './endpoint';

/** A mobile number or e-mail on the account, masked as member info shows it. */
export interface BoundContact {
  /** '+63 ******0001' or 'd***@mail.example'. */
  masked: string;
  /** Proved with a code sent to it (a number or e-mail given at registration is not, until bound here). */
  verified: boolean;
}

export interface SecurityStatus {
  hasPaymentPassword: boolean;
  mobile: BoundContact | null;
  email: BoundContact | null;
  /** 'YYYY-MM-DD', given once by the member (the VIP birthday bonus is paid on it); null until then. */
  birthDate: string | null;
}
export const securityStatus = endpoint<NoPayload, SecurityStatus>({
  method: 'GET',
  path: '/wps/member/security',
  auth: true,
  encrypted: false,
});

/** Recent logins: the caller's sessions, newest first. */
export const RECENT_LOGINS_LIMIT = 20;

export interface LoginSession {
  createdAt: IsoDateTime;
  /** The last call made with it (written at most once a minute). */
  lastSeenAt: IsoDateTime;
  ip: string | null;
  /** Browser and system read from the user agent ('Chrome · Windows'); null when not recognised. */
  device: string | null;
  /** The session making this call. */
  current: boolean;
  /** Not logged out, revoked, expired or idle past the limit. */
  active: boolean;
}
export interface RecentLogins {
  sessions: LoginSession[];
}
export const recentLogins = endpoint<NoPayload, RecentLogins>({
  method: 'GET',
  path: '/wps/member/security/logins',
  auth: true,
  encrypted: false,
});

/** Ends every other active session of the caller at once; the calling one stays. */
export interface OtherSessionsEnded {
  revoked: number;
}
export const logoutOtherSessions = endpoint<NoPayload, OtherSessionsEnded>({
  method: 'POST',
  path: '/wps/member/security/logoutOthers',
  auth: true,
  encrypted: false,
});

export type BindChannel = 'mobile' | 'email';

export type BindCodeRequest =
  | { channel: 'mobile'; countryDialingCode: string; mobileNum: string }
  | { channel: 'email'; email: string };

export interface BindCodeSent {
  /** What the code was sent to, normalised ('+639171234567', 'ana@mail.example'): send it back to verify. */
  target: string;
  /** The code expires after this long (the send button counts down expiredMinutes x 60 s). */
  expiredMinutes: number;
}
/** Sends a 6-digit code by SMS or e-mail. Refused (value.code) when the target is another member's. */
export const sendBindCode = endpoint<BindCodeRequest, BindCodeSent>({
  method: 'POST',
  path: '/wps/member/security/bind/code',
  auth: true,
  encrypted: false,
});

export interface BindVerifyRequest {
  channel: BindChannel;
  target: string;
  code: string;
}
/** Stores the target as the member's verified mobile number or e-mail; answers the new status. */
export const verifyBindCode = endpoint<BindVerifyRequest, SecurityStatus>({
  method: 'POST',
  path: '/wps/member/security/bind/verify',
  auth: true,
  encrypted: false,
});

/** The youngest a member may say they are (the site is for adults). */
export const BIRTH_DATE_MIN_AGE = 18;
export interface BirthDateRequest {
  /** 'YYYY-MM-DD', a real day, from 1900-01-01, at least BIRTH_DATE_MIN_AGE years ago. */
  birthDate: string;
}
/**
 * Sets the member's date of birth, once: refused (value.code) birthDateSet when there is one already
 * (customer service corrects it), birthDateTooYoung under BIRTH_DATE_MIN_AGE; an impossible date is a 400.
 */
export const setBirthDate = endpoint<BirthDateRequest, SecurityStatus>({
  method: 'POST',
  path: '/wps/member/security/birthDate',
  auth: true,
  encrypted: false,
});

/** Codes of the refusals of the security calls. */
export type SecurityRefusalCode = 'targetTaken' | 'alreadyBound' | 'codeWrong' | 'smsUnavailable' | 'birthDateSet' | 'birthDateTooYoung';
