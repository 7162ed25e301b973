import type { api } from '@suite/shared';

export const LOGIN_RESULT: api.LoginResult = {
  token: 'tok-ann',
  firstTimeLogin: false,
  passwordExpired: false,
  customerId: 'c-1',
  account: 'ann',
  isAgent: 0,
  memberLabel: ['gold'],
  merchant: 'm-1',
  merchantCode: 'MC',
  wallet: 'main',
};

export const MEMBER_INFO = {
  id: 'c-1',
  account: 'ann',
  nickname: 'Ann',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Gold', rankLevel: 2, labelColor: '#c90' },
  memberLabel: ['gold'],
  countryDialingCode: '63',
  mobileNum: '*******4567',
  email: null,
  language: 'es',
  referralCode: 'ANN1',
  createdAt: '2026-01-01T00:00:00.000Z',
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  passwordExpiresAt: null,
} as api.MemberInfo;

type SwitchName = keyof typeof SWITCHES;
const SWITCHES = {
  USERNAMEREG3: 'USERNAMEREG3',
  MOBILENUMREG3: 'MOBILENUMREG3',
  MOBILENUMPASSREG3: 'MOBILENUMPASSREG3',
  REGMOBVERF3: 'REGMOBVERF3',
  MOBILEVERCODELOGIN3: 'MOBILEVERCODELOGIN3',
  CHNGPASSVERIF3: 'CHNGPASSVERIF3',
  FREEPLAY: 'FREEPLAY',
  LOGGEDINTOHOME: 'LOGGEDINTOHOME',
  PASSWORDEXPIRY: 'PASSWORDEXPIRY',
} as const;

/** A white-label tree with exactly these switches on. */
export function switchTree(...on: SwitchName[]): api.WhitelabelNode[] {
  return Object.values(SWITCHES).map((modId) => ({ modId, enabled: on.includes(modId) ? '1' : '0', childrenNodes: [] }));
}

const field = (
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: api.PatternId,
  minLength: number,
  maxLength: number,
): api.RegisterFieldSetting => ({ enabled, required, acceptedPattern, patternId, minLength, maxLength });

const PASSWORD = '^(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7E]+$';

/** The reference API's seeded registration settings. */
export function registerSettings(overrides: Partial<api.RegisterFieldSettings> = {}): api.RegisterFieldSettings {
  return {
    username: field(true, true, '^[A-Za-z][A-Za-z0-9_]*$', 'username', 2, 15),
    password: field(true, true, PASSWORD, 'password', 7, 20),
    confirmPassword: field(true, true, PASSWORD, 'password', 7, 20),
    payeeName: field(true, false, '^[A-Z]+( [A-Z]+)*$', 'fullName', 2, 50),
    email: field(true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'email', 5, 100),
    qqNum: field(false, false, '^[0-9]+$', 'digits', 5, 12),
    mobileNum: field(true, false, '^[0-9]+$', 'mobileNum', 7, 15),
    recommenderId: field(false, false, '*', 'text', 0, 30),
    captcha: field(true, true, '^[A-Za-z0-9]+$', 'captcha', 4, 6),
    verificationCode: field(true, true, '^[0-9]*$', 'digits', 0, 255),
    affiliateCode: field(true, false, '^[A-Za-z0-9]+$', 'alphanumeric', 0, 20),
    paymentPassword: field(false, false, '^[0-9]+$', 'digits', 6, 6),
    line: field(false, false, '*', 'text', 0, 50),
    whatsapp: field(false, false, '^[0-9]+$', 'digits', 7, 15),
    facebook: field(false, false, '*', 'text', 0, 50),
    wechat: field(false, false, '*', 'text', 0, 50),
    idNumber: field(false, false, '^[A-Za-z0-9-]+$', 'alphanumeric', 5, 30),
    ...overrides,
  };
}

/** The captcha answer's value (spec 1 §7: the image itself): ours is a data URL ... */
export const CAPTCHA_IMAGE: api.CaptchaImage = 'data:image/svg+xml;base64,PHN2Zy8+';
/** ... a platform's may be bare base64 (a 1x1 PNG). */
export const CAPTCHA_BARE_PNG: api.CaptchaImage = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
