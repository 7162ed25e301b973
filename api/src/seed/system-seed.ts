/**
 * First-start data of the system part. Hosts use the reserved `.example` domain: an operator
 * replaces them with real ones in the database.
 */
import type { CustomerServiceLink, RegisterFieldName, RegisterFieldSetting, Resource, RouteDevice } from '@suite/shared/contract';
import { CS_TYPE, WHITELABEL_MOD_IDS as MOD } from '@suite/shared/contract';
import { encryptServicePath } from '../features/system/cs-path-cipher';

export interface SwitchSeed {
  modId: string;
  enabled: boolean;
  children?: SwitchSeed[];
}

const on = (modId: string, children?: SwitchSeed[]): SwitchSeed => ({ modId, enabled: true, ...(children ? { children } : {}) });
const off = (modId: string): SwitchSeed => ({ modId, enabled: false });

/** Group nodes (REGISTER, LOGIN, ...) only structure the tree; the leaves are what the front end reads. */
export const WHITELABEL_SEED: SwitchSeed[] = [
  on('REGISTER', [
    on(MOD.usernameRegister),
    on(MOD.mobileRegister, [on(MOD.mobilePasswordRegister), on(MOD.registerSmsVerification)]),
  ]),
  on('LOGIN', [on(MOD.smsLogin), on(MOD.freePlay), off(MOD.loggedInToHome)]),
  on('PASSWORD', [on(MOD.phonePasswordRecovery), on(MOD.passwordExpiry)]),
  on('AGENT', [on(MOD.dividendContract), on(MOD.salary), on(MOD.hourSalary), on(MOD.agentRealtimeSalary)]),
  on(MOD.referral),
];

const ANY = '*';
const field = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: RegisterFieldSetting['patternId'],
  minLength: number,
  maxLength: number,
): RegisterFieldSetting => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength });

/**
 * Any text without control characters: letters of any script, numbers, symbols and spaces. The
 * letters-and-numbers floor of spec 1 §5 is the fixed rule (validatePassword: \p{L} and \p{N}),
 * checked whatever this setting says; no lookaround, so RE2 and the browsers read it alike.
 */
const PASSWORD_PATTERN = '^[^\\x00-\\x1F\\x7F]+$';

/**
 * Spec 1 §5: username 2-15, starting with a letter, letters digits underscore; password "over 6"
 * (read literally: at least 7) with letters and numbers; verification code 0-255; full name in
 * capitals without accents.
 */
export const REGISTER_FIELDS_SEED: Record<RegisterFieldName, RegisterFieldSetting> = {
  username: field(true, true, '^[A-Za-z][A-Za-z0-9_]*$', 'username', 2, 15),
  password: field(true, true, PASSWORD_PATTERN, 'password', 7, 64),
  confirmPassword: field(true, true, PASSWORD_PATTERN, 'password', 7, 64),
  payeeName: field(true, false, '^[A-Z]+( [A-Z]+)*$', 'fullName', 2, 50),
  email: field(true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'email', 5, 100),
  qqNum: field(false, false, '^[0-9]+$', 'digits', 5, 12),
  mobileNum: field(true, false, '^[0-9]+$', 'mobileNum', 7, 15),
  recommenderId: field(false, false, ANY, 'text', 0, 30),
  captcha: field(true, true, '^[A-Za-z0-9]+$', 'captcha', 4, 6),
  verificationCode: field(true, true, '^[0-9]*$', 'digits', 0, 255),
  affiliateCode: field(true, false, '^[A-Za-z0-9]+$', 'alphanumeric', 0, 20),
  paymentPassword: field(false, false, '^[0-9]+$', 'digits', 6, 6),
  line: field(false, false, ANY, 'text', 0, 50),
  whatsapp: field(false, false, '^[0-9]+$', 'digits', 7, 15),
  facebook: field(false, false, ANY, 'text', 0, 50),
  wechat: field(false, false, ANY, 'text', 0, 50),
  idNumber: field(false, false, '^[A-Za-z0-9-]+$', 'alphanumeric', 5, 30),
};

export const RESOURCES_SEED: Resource[] = [
  { resourceType: 'ANDROID_APP', url: 'https://download.suite.example/app/android', qrCodeUrl: 'https://download.suite.example/app/android', labelNameEn: 'Android' },
  { resourceType: 'IOS_APP', url: 'https://download.suite.example/app/ios', qrCodeUrl: 'https://download.suite.example/app/ios', labelNameEn: 'iOS' },
  { resourceType: 'IOS_LITE_APP', url: 'https://download.suite.example/app/ios-lite', qrCodeUrl: 'https://download.suite.example/app/ios-lite', labelNameEn: 'iOS Lite' },
  { resourceType: 'DIRECT_ACCESS', url: 'https://m.suite.example', qrCodeUrl: 'https://m.suite.example', labelNameEn: 'Direct access' },
  { resourceType: 'YOUTUBE', url: 'https://www.youtube.com/@suite.example', qrCodeUrl: null, labelNameEn: 'YouTube' },
  { resourceType: 'TWITTER', url: 'https://x.com/suite_example', qrCodeUrl: null, labelNameEn: 'X' },
  { resourceType: 'TIKTOK', url: 'https://www.tiktok.com/@suite.example', qrCodeUrl: null, labelNameEn: 'TikTok' },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/suite.example', qrCodeUrl: null, labelNameEn: 'Facebook' },
  { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/suite.example', qrCodeUrl: null, labelNameEn: 'Instagram' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/suite_example', qrCodeUrl: null, labelNameEn: 'Telegram' },
  { resourceType: 'WHATSAPP', url: 'https://wa.me/00000000000', qrCodeUrl: null, labelNameEn: 'WhatsApp' },
];

/** Not a secret: the browser needs the key, which travels at the end of the path. */
const LIVE_CHAT_KEY = 'k7Qm2xLp';
export const LIVE_CHAT_URL = 'https://chat.suite.example/livechat?channel=web';

export const CUSTOMER_SERVICE_SEED: CustomerServiceLink[] = [
  { csType: CS_TYPE.liveChat, csPosition: 1, path: encryptServicePath(LIVE_CHAT_URL, LIVE_CHAT_KEY) },
  { csType: CS_TYPE.link, csPosition: 1, path: 'https://t.me/suite_example_support' },
  { csType: CS_TYPE.vip, csPosition: 2, path: 'https://vip.suite.example/support' },
];

/**
 * imageCDNs and launchGameCDNs are not seeded: until an operator stores its own lists, the permission
 * answer names the origins the API is configured to be reachable on (SUITE_CDN_ORIGINS, config.ts), so
 * images and launches really go through a picked host the suite serves.
 */
export const SITE_SETTINGS_SEED = {
  /** null: analytics off until an operator sets a Google tag id. */
  analytics: { gtagId: null },
} as const;

/** Placeholder lists an earlier seed stored (hosts nobody serves): removed from databases that still hold them. */
export const RETIRED_SITE_SETTINGS_SEED: Record<string, readonly string[]> = {
  imageCDNs: ['https://img1.suite.example', 'https://img2.suite.example'],
  launchGameCDNs: ['https://launch1.suite.example', 'https://launch2.suite.example'],
};

export const DOMAIN_ROUTES_SEED: { device: RouteDevice; domainName: string; speed: number }[] = [
  { device: 0, domainName: 'www.suite.example', speed: 80 },
  { device: 0, domainName: 'www2.suite.example', speed: 120 },
  { device: 3, domainName: 'm.suite.example', speed: 90 },
  { device: 3, domainName: 'm2.suite.example', speed: 150 },
];
