/**
 * The platform profile: where the spec is silent (how the token is sent, the payload-encryption scheme of
 * E-flagged calls, the human-verification provider, the captcha binding, the paths the spec gives only by
 * name, the switches of features the spec names but does not key), our choice is one setting away from the
 * operator's. Read from the `platform` section of the host's config.json (see docs/platform-profile.md).
 */

/** Names of the calls whose path the spec gives only by name (spec 1 §7, spec 2 §7): overridable here. */
export const NAMED_PATHS = [
  'permission',
  'routers',
  'countries',
  'customerServiceList',
  'updateLanguage',
  'launchGame',
  'addFavoriteGame',
  'removeFavoriteGame',
  'winnerBoard',
  'consolidated',
  'loginCode',
  'lotteryLaunch',
  'systemStatus',
  'helpCenter',
] as const;
export type NamedPath = (typeof NAMED_PATHS)[number];

/** Features the spec names without giving their switch: which white-label modId drives each. */
export const PLATFORM_SWITCH_FEATURES = ['freePlay', 'loggedInToHome', 'passwordExpiry'] as const;
export type PlatformSwitchFeature = (typeof PLATFORM_SWITCH_FEATURES)[number];

/** How the browser proves which captcha image an answer belongs to (the spec's captcha answer is only the image). */
export type CaptchaBinding =
  /** The platform sets an HttpOnly SameSite=Strict cookie with the image: nothing for the client to do. */
  | { kind: 'cookie' }
  /** The platform names a header: the client keeps its value from the captcha answer and sends it with the login. */
  | { kind: 'header'; header: string };

export interface PlatformProfile {
  /** 'default' (ours) or 'spec-strict' or an operator's name: shown in the operator view. */
  name: string;
  /** How the login token is sent: `<header>: <scheme> <token>`, or the bare token when scheme is ''. */
  token: { header: string; scheme: string };
  /** Name of the registered payload-encryption scheme for E-flagged calls ('rsa-oaep-aes-gcm', 'none', ...). */
  payloadEncryption: string;
  /** Name of the registered human-verification provider ('pow', 'none', ...). */
  humanVerification: string;
  captchaBinding: CaptchaBinding;
  /** Path overrides by name; a name left out keeps the contract's path. */
  paths: Partial<Record<NamedPath, string>>;
  /** The white-label modId that drives each feature; a switch the platform does not send counts as off. */
  switches: Record<PlatformSwitchFeature, string>;
  /**
   * Send our request fields beyond the spec's list (an endpoint's `extensionFields`, e.g. the SMS login's
   * countryDialingCode)? Off, the client leaves them out and the platform uses its defaults.
   */
  requestExtensions: boolean;
}

/** Our current choices. */
export const DEFAULT_PLATFORM_PROFILE: PlatformProfile = {
  name: 'default',
  token: { header: 'Authorization', scheme: 'Bearer' },
  payloadEncryption: 'rsa-oaep-aes-gcm',
  humanVerification: 'pow',
  captchaBinding: { kind: 'cookie' },
  paths: {},
  switches: { freePlay: 'FREEPLAY', loggedInToHome: 'LOGGEDINTOHOME', passwordExpiry: 'PASSWORDEXPIRY' },
  requestExtensions: true,
};

/**
 * The named calls whose path the spec does give (spec 1 §7 "routers; /wps/system/domainRoute", spec 2 §7):
 * spec-strict pins them, so a change of the contract's paths cannot move them.
 */
export const SPEC_GIVEN_PATHS: Readonly<Partial<Record<NamedPath, string>>> = {
  routers: '/wps/system/domainRoute',
  systemStatus: '/wps/system/status',
  helpCenter: '/wps/system/helpCenter',
  launchGame: '/wps/game/launchGame',
};

/**
 * Only what the spec states, nothing of ours on top (table in docs/platform-profile.md):
 * - the token travels as the spec names it, the session-storage item `token` (spec 1 §3, §7 "T = needs login
 *   token"): a `token` header carrying the bare token, no scheme word;
 * - the captcha answer is the image alone (`value`), bound by the cookie set with it: the login sends `captcha` only;
 * - the paths the spec gives are pinned; the ones it gives only by name keep the contract's (config.json overrides);
 * - no request fields beyond the spec's lists (requestExtensions off);
 * - the free-play random string goes encrypted with the payload scheme, and a phone reset is followed by the login call
 *   (both also the default's behaviour).
 */
export const SPEC_STRICT_PLATFORM_PROFILE: PlatformProfile = {
  ...DEFAULT_PLATFORM_PROFILE,
  name: 'spec-strict',
  token: { header: 'token', scheme: '' },
  captchaBinding: { kind: 'cookie' },
  paths: { ...SPEC_GIVEN_PATHS },
  requestExtensions: false,
};

export const PLATFORM_PROFILES: Readonly<Record<string, PlatformProfile>> = {
  default: DEFAULT_PLATFORM_PROFILE,
  'spec-strict': SPEC_STRICT_PLATFORM_PROFILE,
};

const MAX_TEXT = 200;
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/;
const SCHEME_NAME = /^[A-Za-z0-9_-]{0,40}$/;
const PATH = /^\/[A-Za-z0-9/_.:~-]{0,199}$/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;

/**
 * Reads a `platform` section: `{ "profile": "spec-strict", ...overrides }`. Unknown or ill-typed fields are
 * reported and ignored (the base profile's value stays), never trusted.
 */
export function parsePlatformProfile(raw: unknown): { profile: PlatformProfile; problems: string[] } {
  const problems: string[] = [];
  if (raw === undefined) return { profile: DEFAULT_PLATFORM_PROFILE, problems };
  if (!isObject(raw)) return { profile: DEFAULT_PLATFORM_PROFILE, problems: ['platform must be a JSON object'] };
  let base = DEFAULT_PLATFORM_PROFILE;
  if ('profile' in raw) {
    const named = typeof raw.profile === 'string' ? PLATFORM_PROFILES[raw.profile] : undefined;
    if (named) base = named;
    else problems.push(`platform.profile must be one of ${Object.keys(PLATFORM_PROFILES).join(', ')}`);
  }
  const profile: PlatformProfile = {
    ...base,
    token: { ...base.token },
    captchaBinding: { ...base.captchaBinding },
    paths: { ...base.paths },
    switches: { ...base.switches },
  };
  if ('name' in raw) {
    if (isText(raw.name)) profile.name = raw.name;
    else problems.push('platform.name must be a non-empty string');
  }
  if ('token' in raw) {
    const token = raw.token;
    if (isObject(token) && typeof token.header === 'string' && HEADER_NAME.test(token.header) && typeof token.scheme === 'string' && SCHEME_NAME.test(token.scheme)) {
      profile.token = { header: token.header, scheme: token.scheme };
    } else problems.push('platform.token must be { header: a header name, scheme: a word or "" }');
  }
  for (const key of ['payloadEncryption', 'humanVerification'] as const) {
    if (!(key in raw)) continue;
    const value = raw[key];
    if (isText(value)) profile[key] = value;
    else problems.push(`platform.${key} must be a scheme name`);
  }
  if ('captchaBinding' in raw) {
    const binding = raw.captchaBinding;
    if (isObject(binding) && binding.kind === 'cookie') profile.captchaBinding = { kind: 'cookie' };
    else if (isObject(binding) && binding.kind === 'header' && typeof binding.header === 'string' && HEADER_NAME.test(binding.header)) {
      profile.captchaBinding = { kind: 'header', header: binding.header };
    } else problems.push('platform.captchaBinding must be { kind: "cookie" } or { kind: "header", header }');
  }
  if ('paths' in raw) {
    if (!isObject(raw.paths)) problems.push('platform.paths must be an object of name: path');
    else {
      for (const [name, path] of Object.entries(raw.paths)) {
        if (!(NAMED_PATHS as readonly string[]).includes(name)) problems.push(`platform.paths.${name} is not a named path`);
        else if (typeof path !== 'string' || !PATH.test(path)) problems.push(`platform.paths.${name} must be a path starting with /`);
        else profile.paths[name as NamedPath] = path;
      }
    }
  }
  if ('requestExtensions' in raw) {
    if (typeof raw.requestExtensions === 'boolean') profile.requestExtensions = raw.requestExtensions;
    else problems.push('platform.requestExtensions must be true or false');
  }
  if ('switches' in raw) {
    if (!isObject(raw.switches)) problems.push('platform.switches must be an object of feature: modId');
    else {
      for (const [feature, modId] of Object.entries(raw.switches)) {
        if (!(PLATFORM_SWITCH_FEATURES as readonly string[]).includes(feature)) problems.push(`platform.switches.${feature} is not a feature`);
        else if (!isText(modId)) problems.push(`platform.switches.${feature} must be a modId`);
        else profile.switches[feature as PlatformSwitchFeature] = modId;
      }
    }
  }
  return { profile, problems };
}

/** `Authorization: Bearer <token>` by default; the bare token when the scheme is ''. */
export function tokenHeader(profile: PlatformProfile, token: string): [name: string, value: string] {
  return [profile.token.header, profile.token.scheme ? `${profile.token.scheme} ${token}` : token];
}

/** The modId the profile names for a feature the apps ask by our default modId (e.g. FREEPLAY -> the operator's). */
export function platformSwitchId(profile: PlatformProfile, modId: string): string {
  const feature = PLATFORM_SWITCH_FEATURES.find((name) => DEFAULT_PLATFORM_PROFILE.switches[name] === modId);
  return feature ? profile.switches[feature] : modId;
}
