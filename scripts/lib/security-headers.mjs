// Browser security headers of the suite's static servers (host and remotes): a Content-Security-Policy
// that allows exactly the suite's own origins, read from the remotes.json and config.json the host
// serves (so a swap-remote to another origin is allowed on the next page load), frame-ancestors
// 'self', Referrer-Policy, Permissions-Policy, X-Content-Type-Options, and HSTS over https.
// Node built-ins only. docs/security.md ("Browser side") explains each directive; an operator's CDN
// sets the same headers (`node scripts/lib/security-headers.mjs <remotes.json> <config.json>` prints them).
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

/** An http(s) origin of `value` (absolute, or relative to `base`), or null. */
function originOf(value, base) {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const RELATIVE_BASE = 'http://relative.invalid';

/** Absolute origins only: a relative URL lives on the page's own origin ('self'). */
function absoluteOrigin(value) {
  const origin = originOf(value, RELATIVE_BASE);
  return origin === RELATIVE_BASE ? null : origin;
}

const unique = (values) => [...new Set(values.filter(Boolean))].sort();

/**
 * The suite's origins from the parsed remotes.json and config.json (either may be broken: whatever is
 * not a valid entry is ignored, as the host ignores it).
 *   remotes: the remotes' origins (federation entries: scripts, chunks, their images and fonts)
 *   api: the API's origin when config.json's apiBaseUrl is absolute (calls, images, game and lottery
 *        lobby pages in frames); '' means the host's own origin, which proxies /wps /lgw /lotto
 *   manifest: the origin of remotesUrl when absolute (fetched by the host)
 *   frames: config.json's `cspFrameOrigins` (third-party frames the operator uses, e.g. the live chat)
 *   host: the host's public origin (for a remote's own page: its standalone frame may call it)
 *   cdn: the image and game-launch hosts of the permission data (imageCDNs, launchGameCDNs): the
 *        origins the suite's scripts give the API (`cdnOrigins`, SUITE_CDN_ORIGINS) and config.json's
 *        `cspCdnOrigins` (an operator's platform lists them; the page loads images and game frames there)
 */
export function suiteOrigins({ remotes, config, hostOrigin, cdnOrigins } = {}) {
  const list = Array.isArray(remotes) ? remotes : [];
  const cfg = config && typeof config === 'object' && !Array.isArray(config) ? config : {};
  return {
    remotes: unique(list.map((entry) => (entry && typeof entry === 'object' ? absoluteOrigin(entry.entry) : null))),
    api: absoluteOrigin(cfg.apiBaseUrl),
    manifest: absoluteOrigin(cfg.remotesUrl),
    frames: unique(Array.isArray(cfg.cspFrameOrigins) ? cfg.cspFrameOrigins.map((value) => originOf(value)) : []),
    host: originOf(hostOrigin),
    cdn: unique([...(Array.isArray(cdnOrigins) ? cdnOrigins : []), ...(Array.isArray(cfg.cspCdnOrigins) ? cfg.cspCdnOrigins : [])].map((value) => originOf(value))),
  };
}

/**
 * The Content-Security-Policy of every HTML page of the suite. Scripts: 'self' and the remotes, no
 * 'unsafe-inline' nor 'unsafe-eval' (the host's theme bootstrap is a file, theme-init.js). Styles need
 * 'unsafe-inline': style-loader injects each app's CSS as <style> elements at run time, and React
 * sets style attributes.
 */
export function contentSecurityPolicy(origins, { https = false } = {}) {
  const { remotes = [], api = null, manifest = null, frames = [], host = null, cdn = [] } = origins;
  const own = unique([host, ...remotes, api]);
  const directive = (name, ...sources) => `${name} ${unique(sources.flat()).join(' ')}`.trim();
  return [
    "default-src 'self'",
    directive('script-src', "'self'", remotes),
    directive('style-src', "'self'", "'unsafe-inline'", remotes),
    directive('img-src', "'self'", 'data:', 'blob:', own, cdn),
    directive('font-src', "'self'", 'data:', remotes),
    directive('connect-src', "'self'", own, manifest, cdn),
    directive('frame-src', "'self'", api, cdn, frames),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    directive('form-action', "'self'", api),
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Powerful features the suite never uses are off; game frames (own origin, the API, a launch host) may go full screen. */
export function permissionsPolicy({ api = null, cdn = [] } = {}) {
  const frames = ['self', ...unique([api, ...cdn]).map((origin) => `"${origin}"`)].join(' ');
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'payment=()',
    'usb=()',
    'serial=()',
    'midi=()',
    'magnetometer=()',
    'gyroscope=()',
    'accelerometer=()',
    'display-capture=()',
    `fullscreen=(${frames})`,
    `autoplay=(${frames})`,
  ].join(', ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers of every static reply (files, 404s). HSTS only when the browser came over https. */
export function baseHeaders({ https = false } = {}) {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** Headers of an HTML page: the base ones plus CSP, X-Frame-Options (older browsers) and Permissions-Policy. */
export function pageHeaders(origins, { https = false } = {}) {
  return {
    ...baseHeaders({ https }),
    'content-security-policy': contentSecurityPolicy(origins, { https }),
    'permissions-policy': permissionsPolicy(origins),
    'x-frame-options': 'SAMEORIGIN',
  };
}

async function readJson(file) {
  if (!file) return undefined;
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Reads remotes.json and config.json now (they change while the suite runs: swap-remote, an operator
 * editing config.json) and returns the suite's origins.
 * @param {{ remotesFile?: string, configFile?: string, hostOrigin?: string, cdnOrigins?: string[] }} files
 */
export async function readSuiteOrigins({ remotesFile, configFile, hostOrigin, cdnOrigins } = {}) {
  const [remotes, config] = await Promise.all([readJson(remotesFile), readJson(configFile)]);
  return suiteOrigins({ remotes, config, hostOrigin, cdnOrigins });
}

/** True when the browser reached us over https: a TLS proxy in front says so, or the operator's public origin is https. */
export function cameOverHttps(req, publicHttps = false) {
  if (publicHttps) return true;
  const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

// `node scripts/lib/security-headers.mjs host/dist/remotes.json host/dist/config.json [https://host.example]`
// prints the headers of the HTML pages, for an operator's CDN configuration.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [remotesFile, configFile, hostOrigin] = process.argv.slice(2);
  if (!remotesFile || !configFile) {
    console.error('Usage: node scripts/lib/security-headers.mjs <remotes.json> <config.json> [host origin]');
    process.exit(2);
  }
  const origins = await readSuiteOrigins({ remotesFile, configFile, hostOrigin });
  const headers = pageHeaders(origins, { https: String(hostOrigin ?? '').startsWith('https://') });
  for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
}
