/**
 * Member calls: info, registration, passwords, icon and avatar (spec 1 §3, §7).
 */
import type { IsoDateTime, Language, Money, Page, PageQuery } from './common';
import { endpoint, type NoPayload } from './endpoint';
import type { AgentFlag, HumanVerification, LoginResult } from './session';
import type { CustomerServiceLink, RegisterFieldName } from './system';

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
  /** Our additions for the security center. Mobile and e-mail are masked ('*******4567', 'a***@mail.example'). */
  countryDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  language: Language;
  /** This member's invite code (invite friends). */
  referralCode: string;
  createdAt: IsoDateTime;
  passwordChangedAt: IsoDateTime;
  /** null: the password does not expire. */
  passwordExpiresAt: IsoDateTime | null;
}
export const memberInfo = endpoint<NoPayload, MemberInfo>({ method: 'GET', path: '/wps/member/info', auth: true, encrypted: false });

/**
 * The header's "public state". The platform assembles it from several calls (balance, unread
 * count, promotions, VIP, customer service); our API also serves it whole with `memberPublicState`.
 */
export interface PublicState {
  balance: Money | null;
  /** Default 'P'. */
  currencySymbol: string;
  unreadMessage: number;
  availablePromoCount: number;
  hasVip: boolean;
  vipRankLevel: number;
  /** Spec 1 §3: availablePromo.REFERRAL.enabled decides "Invite friends". */
  availablePromo: AvailablePromo;
  /** Rewards waiting to be claimed (rewardCenter badge). */
  rewardCount: number;
  /** Missions finished and not yet collected (missionLeaderboard badge). */
  missionCount: number;
  customerService: CustomerServiceLink[];
}
export interface AvailablePromo {
  REFERRAL: { enabled: boolean };
}
/** Our addition: the public state in one call (balance with two decimals, currencySymbol 'P'). */
export const memberPublicState = endpoint<NoPayload, PublicState>({
  method: 'GET',
  path: '/wps/member/publicState',
  auth: true,
  encrypted: false,
});

/**
 * The registration form's fields (spec 1 §3 "Registration user"). Every field is checked on the
 * server against the registration settings (GET /wps/system/setting/register) like the client does;
 * fields that are switched off are ignored. `username` is required by /register; /register/mobile
 * derives the account from the number when it is left out, and needs a password only when
 * MOBILENUMPASSREG3 is on.
 */
export interface RegistrationUser {
  username?: string;
  password?: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  /** Older clients: the id of the captcha image; now the captcha cookie set with the image binds it. */
  captchaId?: string;
  /** The registration SMS code (mobile registration with REGMOBVERF3 on). */
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
  /** Set when a third-party phone-auth service verified the number (not available here: ignored). */
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}
/**
 * A refused registration's value when one field is at fault: the field and the client's validation
 * message key with its params (e.g. `validation.pattern.username.range`, `{ min: 2, max: 15 }`).
 */
export interface FieldFailure {
  field: RegisterFieldName | 'oldPassword' | 'newPassword' | 'confirmNewPassword' | 'mobileNum' | 'verificationCode';
  key: string;
  params: Record<string, string | number>;
}

/** Response not shown: since the request asks to log in (login: true) we answer like a login. */
export const register = endpoint<RegisterRequest, LoginResult>({
  method: 'PUT',
  path: '/wps/member/register',
  auth: false,
  encrypted: true,
  credentials: true,
});
export const registerMobile = endpoint<RegisterRequest, LoginResult>({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: false,
  encrypted: true,
  credentials: true,
});

/** Other sessions of the member are ended; the current one stays. Closed to trial accounts. */
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

/**
 * Always the same answer, whether or not username and e-mail match an account; when they do, a
 * temporary password valid for 30 minutes is mailed (login with it reports passwordExpired).
 */
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

/**
 * The code comes from the login SMS (smsLoginCode); countryDialingCode is our addition, optional
 * (the site's default country's code when left out).
 */
export interface PasswordByPhoneRequest {
  newPassword: string;
  mobileNum: string;
  countryDialingCode?: string;
  verificationCode: string;
}
/**
 * Response not shown; ours: the account whose password was set, so the client can log in with it.
 * A platform may answer anything (null): the client then logs in with the mobile number.
 */
export interface PasswordByPhoneResult {
  account: string;
}
/**
 * "setPasswordByPhone" in the spec (when CHNGPASSVERIF3 is on). Starts no session: the client then
 * logs in with the new password (spec 1 §4, the login call); other sessions are ended.
 */
export const setPasswordByPhone = endpoint<PasswordByPhoneRequest, PasswordByPhoneResult | null>({
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: false,
  encrypted: true,
  extensionFields: ['countryDialingCode'],
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

// --- Feedback form (spec 1 §7 PUT /wps/feedback in common.ts; the rest is ours) ---

/** The operator's bounds of the feedback form (site_setting 'feedback'); open to visitors. */
export interface FeedbackSettings {
  minLength: number;
  maxLength: number;
  /** Category codes the form offers (the page translates them; unknown ones show as is). */
  categories: string[];
  maxImages: number;
  /** Decoded bytes of one image. */
  maxImageBytes: number;
}
export const feedbackSettings = endpoint<NoPayload, FeedbackSettings>({
  method: 'GET',
  path: '/wps/feedback/settings',
  auth: false,
  encrypted: false,
});

/** One of the member's own feedback entries with the operator's reply, if any. */
export interface FeedbackEntry {
  id: string;
  category: string;
  content: string;
  contact: string | null;
  imageCount: number;
  createdAt: IsoDateTime;
  reply: string | null;
  repliedAt: IsoDateTime | null;
}
export const FEEDBACK_MAX_PAGE_SIZE = 50;
/** The caller's feedback, newest first. */
export const myFeedback = endpoint<PageQuery, Page<FeedbackEntry>>({
  method: 'GET',
  path: '/wps/member/feedback',
  auth: true,
  encrypted: false,
});
