/**
 * System calls: status, permission, white-label switches, registration settings, domain routes,
 * help center, customer-service links and countries (spec 1 §7, spec 2 §2 "System status pages", §7).
 */
import type { FlagString, IsoDateTime } from './common';
import { endpoint, type NoPayload } from './endpoint';

// --- System status ---

/** 0 normal, 1 maintenance, 2 region restricted (maintenance wins over region restriction). */
export type SystemStatusCode = 0 | 1 | 2;
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export interface SystemStatus {
  status: SystemStatusCode;
  /** Shown on the maintenance page in local time; null when the operator gave none. */
  maintenanceEndTime: IsoDateTime | null;
  /** The visitor's IP as the server sees it (shown on the region-blocked page). */
  ip: string;
}
/** Method and shape not shown in the spec: GET, value as above. */
export const systemStatus = endpoint<NoPayload, SystemStatus>({
  method: 'GET',
  path: '/wps/system/status',
  auth: false,
  encrypted: false,
});

// --- White-label switches ---

/** A node of the switch tree; `enabled` '1' is on. */
export interface WhitelabelNode {
  modId: string;
  enabled: FlagString;
  childrenNodes: WhitelabelNode[];
}

/** modIds the front end reads. The first six are the spec's; the feature flags are our names for spec features. */
export const WHITELABEL_MOD_IDS = {
  /** Username registration and username login. */
  usernameRegister: 'USERNAMEREG3',
  /** Mobile registration. */
  mobileRegister: 'MOBILENUMREG3',
  /** Password needed in mobile registration. */
  mobilePasswordRegister: 'MOBILENUMPASSREG3',
  /** SMS verification of registration. */
  registerSmsVerification: 'REGMOBVERF3',
  /** SMS login. */
  smsLogin: 'MOBILEVERCODELOGIN3',
  /** Phone-based password recovery. */
  phonePasswordRecovery: 'CHNGPASSVERIF3',
  freePlay: 'FREEPLAY',
  /** Dividend contract feature (agent center "dividend record"). */
  dividendContract: 'enableCt',
  salary: 'salary',
  hourSalary: 'hourSalary',
  agentRealtimeSalary: 'agentRealtimeSalary',
  /** Invite friends; public state availablePromo is REFERRAL.enabled. */
  referral: 'REFERRAL',
  /** Visitors without a token are sent to /login. */
  loggedInToHome: 'LOGGEDINTOHOME',
  /** Expired passwords force the change-password modal after login. */
  passwordExpiry: 'PASSWORDEXPIRY',
} as const;
export type WhitelabelModId = (typeof WHITELABEL_MOD_IDS)[keyof typeof WHITELABEL_MOD_IDS];

/** The node with this modId anywhere in the tree, with its ancestors (root first). */
export function findWhitelabelPath(tree: readonly WhitelabelNode[], modId: string): WhitelabelNode[] | null {
  for (const node of tree) {
    if (node.modId === modId) return [node];
    const below = findWhitelabelPath(node.childrenNodes, modId);
    if (below) return [node, ...below];
  }
  return null;
}

/** A switch is on when it and every ancestor are enabled ('1'); a missing switch is off. */
export function isWhitelabelOn(tree: readonly WhitelabelNode[], modId: string): boolean {
  const path = findWhitelabelPath(tree, modId);
  return path !== null && path.every((node) => node.enabled === '1');
}

export const whitelabel = endpoint<NoPayload, WhitelabelNode[]>({
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: false,
  encrypted: false,
});

// --- Registration settings ---

export const REGISTER_FIELD_NAMES = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterFieldName = (typeof REGISTER_FIELD_NAMES)[number];

/** Which translated message a field error uses (filled with min and max). Our names; the spec shows none. */
export type PatternId =
  | 'username'
  | 'password'
  | 'fullName'
  | 'email'
  | 'digits'
  | 'mobileNum'
  | 'alphanumeric'
  | 'captcha'
  | 'text';

export interface RegisterFieldSetting {
  enabled: boolean;
  required: boolean;
  /** A regular expression source (tested against the whole value), or '*' for any text. */
  acceptedPattern: string;
  patternId: PatternId;
  minLength: number;
  maxLength: number;
}
/** Per-field settings, keyed by field name (the spec says "per-field settings"; a map is our choice). */
export type RegisterFieldSettings = Record<RegisterFieldName, RegisterFieldSetting>;

export const registerSettings = endpoint<NoPayload, RegisterFieldSettings>({
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: false,
  encrypted: false,
});

// --- Resources, customer service, domain routes ---

/**
 * Resource types (our names): app downloads and the footer's social sites (video, short-message,
 * short-video, two photo/social networks, two messengers).
 */
export type ResourceType =
  | 'ANDROID_APP'
  | 'IOS_APP'
  | 'IOS_LITE_APP'
  | 'DIRECT_ACCESS'
  | 'YOUTUBE'
  | 'TWITTER'
  | 'TIKTOK'
  | 'FACEBOOK'
  | 'INSTAGRAM'
  | 'TELEGRAM'
  | 'WHATSAPP';

export interface Resource {
  resourceType: ResourceType;
  url: string;
  /** The link a QR code encodes (the front end draws the code); null when no QR is shown. */
  qrCodeUrl: string | null;
  labelNameEn: string;
}

/**
 * csType (our values): 1 link opened in a new tab, 2 VIP service link (rank level above 4), 3 live
 * chat whose `path` is encrypted: the last 8 characters are the key, the rest an OpenSSL-format
 * AES ciphertext (`CryptoJS.AES.decrypt(rest, key)`). csPosition: 1 right bar, 2 member center.
 */
export interface CustomerServiceLink {
  csType: number;
  csPosition: number;
  path: string;
}
export const CS_TYPE = { link: 1, vip: 2, liveChat: 3 } as const;

/** Service link list: path and method not shown; GET /wps/system/customerService. */
export const customerServiceList = endpoint<NoPayload, CustomerServiceLink[]>({
  method: 'GET',
  path: '/wps/system/customerService',
  auth: false,
  encrypted: false,
});

export interface DomainEntry {
  domainName: string;
  /** Measured latency in milliseconds (lower is faster). */
  speed: number;
}
export interface DomainRoute {
  domainList: DomainEntry[];
  resources: Resource[];
}
/** The spec's devices: 0 and 3 (0 desktop web, 3 mobile web). */
export type RouteDevice = 0 | 3;
export interface DomainRouteQuery {
  device: RouteDevice;
}
/** "routers" in the spec. */
export const domainRoute = endpoint<DomainRouteQuery, DomainRoute>({
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: false,
  encrypted: false,
});

// --- Permission ---

export interface VisitorLocation {
  ip: string;
  countryCode: string;
}

export interface PermissionInfo {
  whitelabel: WhitelabelNode[];
  registerValidators: RegisterFieldSettings;
  resources: Resource[];
  customerService: CustomerServiceLink[];
  analytics: { gtagId: string | null };
  /** Domain routes of device 0. */
  domainRoute: DomainRoute;
  /** Image hosts; the front end picks one at random. */
  imageCDNs: string[];
  /** Game-launch hosts; the front end picks one at random. */
  launchGameCDNs: string[];
  location: VisitorLocation;
  /** The maintenance switch is on. */
  maintenance: boolean;
  /** Region restriction applies to this visitor. */
  regionRestriction: boolean;
  /**
   * Providers that the game menus list inside SPORTS and the front end shows as their own
   * categories (spec 2 §2, §9): operator data, defaults ESPORTS_PROVIDERS and COCKFIGHT_PROVIDERS.
   */
  gameProviderSplit: GameProviderSplit;
}
/** vassalage codes split out of the sports category. */
export interface GameProviderSplit {
  esports: string[];
  cockfight: string[];
}
export interface PermissionQuery {
  /** The page host (e.g. `www.example.com` or `localhost:3000`). */
  url: string;
}
export const permission = endpoint<PermissionQuery, { info: PermissionInfo }>({
  method: 'GET',
  path: '/wps/system/permission',
  auth: false,
  encrypted: false,
});

// --- Help center and countries ---

/** Help center: method and shape not shown; GET, sections with rich-text content. */
export interface HelpSection {
  id: string;
  title: string;
  /** Sanitised on display. */
  content: string;
}
export const helpCenter = endpoint<NoPayload, HelpSection[]>({
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: false,
  encrypted: false,
});

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}
/** Country dialing codes for the picker: path and method not shown; GET /wps/system/countries. */
export const countries = endpoint<NoPayload, Country[]>({
  method: 'GET',
  path: '/wps/system/countries',
  auth: false,
  encrypted: false,
});
