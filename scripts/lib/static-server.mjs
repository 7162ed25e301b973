// Production static server for one app of the suite: the host (SPA fallback + API proxy) or a
// remote (CORS). Fixed-name files (index.html, remoteEntry.js, *.json) are `no-cache`; content-hashed
// files are `immutable`. Every reply carries the suite's security headers (security-headers.mjs), HTML
// pages a Content-Security-Policy built from the remotes.json/config.json named in `policy`. Node
// built-ins only, so `npm start` needs nothing beyond the build.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { baseHeaders, cameOverHttps, pageHeaders, readSuiteOrigins } from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

function cacheControl(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function fileFor(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (!full.startsWith(root + path.sep) && full !== root) return null;
  // Dot files (e.g. swap-remote's history next to remotes.json) are never served.
  if (path.relative(root, full).split(path.sep).some((part) => part.startsWith('.'))) return null;
  try {
    const info = await stat(full);
    if (info.isFile()) return { full, size: info.size };
  } catch {
    /* not found */
  }
  return null;
}

function proxy(req, res, target) {
  const upstream = http.request(
    { ...target, path: req.url, method: req.method, headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
    (response) => {
      res.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: 'API unreachable', value: null }));
  });
  req.pipe(upstream);
}

/** Serves an override file (read on every request, so edits apply at once), no-cache. */
async function serveOverride(req, res, file, headers, securityFor) {
  let body;
  try {
    body = await readFile(file);
  } catch {
    res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  res.writeHead(200, {
    ...headers,
    ...(await securityFor(file)),
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {{ root: string, port: number, spa?: boolean, cors?: boolean, proxyPrefixes?: string[], proxyTarget?: {hostname: string, port: number}, host?: string, overrides?: Record<string, string>, policy?: { remotesFile?: string, configFile?: string, hostOrigin?: string, cdnOrigins?: string[], https?: boolean } }} options
 *   overrides: URL path -> file served instead of the one in `root` (e.g. the e2e suite's own
 *   `/remotes.json` and `/config.json`, so it never writes into a build folder).
 *   policy: where the suite's origins come from for the CSP of HTML pages (read on every page, so a
 *   swap-remote applies at once); without it the CSP allows only the server's own origin. `https`:
 *   the public origin is https (HSTS on every reply; otherwise only behind a proxy saying
 *   X-Forwarded-Proto: https).
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ root, port, spa = false, cors = false, proxyPrefixes = [], proxyTarget, host = '127.0.0.1', overrides = {}, policy = {} }) {
  const absRoot = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    const https = cameOverHttps(req, policy.https);
    const securityFor = async (file) =>
      path.extname(file) === '.html' ? pageHeaders(await readSuiteOrigins(policy), { https }) : baseHeaders({ https });
    const url = new URL(req.url ?? '/', 'http://x');
    if (proxyTarget && proxyPrefixes.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix + '/'))) {
      proxy(req, res, proxyTarget);
      return;
    }
    const headers = baseHeaders({ https });
    if (cors) {
      headers['access-control-allow-origin'] = '*';
      headers['access-control-allow-methods'] = 'GET, HEAD, OPTIONS';
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers);
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, headers);
      res.end();
      return;
    }
    if (Object.hasOwn(overrides, url.pathname)) {
      await serveOverride(req, res, overrides[url.pathname], headers, securityFor);
      return;
    }
    let file = await fileFor(absRoot, url.pathname === '/' ? '/index.html' : url.pathname);
    if (!file && spa && !path.extname(url.pathname)) file = await fileFor(absRoot, '/index.html');
    if (!file && spa && url.pathname.endsWith('.html')) file = await fileFor(absRoot, '/index.html');
    if (!file) {
      res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, {
      ...headers,
      ...(await securityFor(file.full)),
      'content-type': TYPES[path.extname(file.full)] ?? 'application/octet-stream',
      'content-length': file.size,
      'cache-control': cacheControl(file.full),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file.full).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Stops a server started by startStaticServer at once, dropping kept-alive browser connections. */
export function stopStaticServer(server) {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
