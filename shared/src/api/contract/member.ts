/**
 * Member calls: info, registration, passwords, icon and avatar (spec 1 §3, §7).
 */
import type { Money } from './common';
import { endpoint, type NoPayload } from './endpoint';
import type { AgentFlag, HumanVerification, LoginResult } from './session';
import type { CustomerServiceLink } from './system';

export interface ClubLabel {
  labelName: string;
  rankLevel: number;
  /** CSS colour of the label. */
  labelColor: string;
}

export interface MemberInfo {
  id: string;
  account: string;
  nickname: string;
  /** Agent flag (isAgent). */
  type: AgentFlag;
  /** May transfer to an upline. */
  toUpline: boolean;
  clubLabel: ClubLabel;
  memberLabel: string[];
}
export const memberInfo = endpoint<NoPayload, MemberInfo>({ method: 'GET', path: '/wps/member/info', auth: true, encrypted: false });

/**
 * The header's "public state", assembled by the front end from several calls (balance, unread
 * count, promotions, VIP, customer service). Not a call of its own.
 */
export interface PublicState {
  balance: Money | null;
  /** Default 'P'. */
  currencySymbol: string;
  unreadMessage: number;
  availablePromoCount: number;
  hasVip: boolean;
  vipRankLevel: number;
  /** REFERRAL.enabled. */
  availablePromo: boolean;
  customerService: CustomerServiceLink[];
}

/** The registration form's fields (spec 1 §3 "Registration user"). */
export interface RegistrationUser {
  username: string;
  password: string;
  confirmPassword: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
}

export interface RegisterRequest extends RegistrationUser, HumanVerification {
  login: true;
  countryDialingCode?: string;
  registerUrl: string;
  /** From the URL query. */
  referralCode?: string;
  /** From the URL info. */
  domain?: string;
  registerMethod: 'WEB';
  /** Set when a third-party phone-auth service verified the number. */
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}
/** Response not shown: since the request asks to log in (login: true) we answer like a login. */
export const register = endpoint<RegisterRequest, LoginResult>({
  method: 'PUT',
  path: '/wps/member/register',
  auth: false,
  encrypted: true,
});
export const registerMobile = endpoint<RegisterRequest, LoginResult>({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: false,
  encrypted: true,
});

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
export const changePassword = endpoint<ChangePasswordRequest, null>({
  method: 'POST',
  path: '/wps/member/password',
  auth: true,
  encrypted: true,
});

export interface PasswordEmailRequest {
  username: string;
  email: string;
}
export const forgotPasswordByEmail = endpoint<PasswordEmailRequest, null>({
  method: 'POST',
  path: '/wps/member/password/email',
  auth: false,
  encrypted: false,
  form: true,
});

export interface PasswordByPhoneRequest {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
}
/** "setPasswordByPhone" in the spec. */
export const setPasswordByPhone = endpoint<PasswordByPhoneRequest, null>({
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: false,
  encrypted: true,
});

/** Response not shown: the icon's URL, null when none. */
export interface MemberIcon {
  iconUrl: string | null;
}
export const memberIcon = endpoint<NoPayload, MemberIcon>({
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: true,
  encrypted: false,
});

/** Method and response not shown: GET, the avatar's URL (null falls back to the error avatar). */
export interface PlayerAvatar {
  avatarUrl: string | null;
}
export const playerAvatar = endpoint<NoPayload, PlayerAvatar>({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  auth: true,
  encrypted: false,
});
