// Operator switch for the system status of the running API (PUT/GET /admin/system/status).
// It talks to the API over HTTP because PGlite allows one process per data directory.
// Node built-ins only. Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_ADMIN_TOKEN
// (default dev-admin-token, the API's development default).

const USAGE = `Usage:
  scripts/system-status show
  scripts/system-status maintenance on [--until 2026-12-01T10:00:00Z]
  scripts/system-status maintenance off
  scripts/system-status region on [--countries XX,YY | --countries '*']
  scripts/system-status region off

Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).`;

const PATH = '/admin/system/status';

class UsageError extends Error {}

const apiUrl = (process.env.SUITE_API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
const token = process.env.SUITE_ADMIN_TOKEN || 'dev-admin-token';
const operator = process.env.SUITE_OPERATOR || 'dev';

/** Parses `[command, state, ...options]` into { command, state, until?, countries? }. */
function parseArgs(argv) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const match = /^--(until|countries)(?:=(.*))?$/.exec(arg);
    if (match) {
      const value = match[2] ?? argv[(i += 1)];
      if (value === undefined || value === '') throw new UsageError(`--${match[1]} needs a value`);
      options[match[1]] = value;
    } else if (arg.startsWith('-')) {
      throw new UsageError(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  const [command, state, extra] = positional;
  if (extra !== undefined) throw new UsageError(`unexpected argument ${extra}`);
  if (command === 'show' && state === undefined && !options.until && !options.countries) return { command };
  if (command !== 'maintenance' && command !== 'region') throw new UsageError(command ? `unknown command ${command}` : 'no command given');
  if (state !== 'on' && state !== 'off') throw new UsageError(`say "${command} on" or "${command} off"`);
  if (options.until && !(command === 'maintenance' && state === 'on')) throw new UsageError('--until goes with "maintenance on"');
  if (options.countries && !(command === 'region' && state === 'on')) throw new UsageError('--countries goes with "region on"');
  const parsed = { command, state };
  if (options.until) {
    if (!/(Z|[+-]\d\d:?\d\d)$/i.test(options.until) || Number.isNaN(Date.parse(options.until))) {
      throw new UsageError(`--until must be an ISO date-time with a zone, e.g. 2026-12-01T10:00:00Z (got ${options.until})`);
    }
    parsed.until = options.until;
  }
  if (options.countries) {
    const countries = options.countries.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean);
    const bad = countries.find((code) => !/^([A-Z]{2}|\*)$/.test(code));
    if (bad || countries.length === 0) throw new UsageError(`--countries takes two-letter codes or *, e.g. ES,VN (got ${options.countries})`);
    parsed.countries = countries;
  }
  return parsed;
}

async function call(method, body) {
  let response;
  try {
    response = await fetch(apiUrl + PATH, {
      method,
      headers: { 'x-admin-token': token, 'x-operator': operator, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const reason = error?.cause?.code ?? error?.name ?? 'error';
    throw new Error(
      `the API is not reachable at ${apiUrl} (${reason}). Start it with "corepack pnpm --filter api start" or set SUITE_API_URL.`,
      { cause: error },
    );
  }
  let envelope;
  try {
    envelope = await response.json();
  } catch {
    throw new Error(`${apiUrl} answered ${response.status} without a JSON envelope: is it the suite API?`);
  }
  if (response.status === 404) {
    throw new Error(`the admin routes are missing on ${apiUrl}: is it the suite API?`);
  }
  if (response.status === 401 || response.status === 403) {
    throw new Error(`${envelope.message}: set SUITE_OPERATOR and SUITE_ADMIN_TOKEN to an admin account (scripts/admin-account)`);
  }
  if (!envelope.success) throw new Error(`the API refused (${response.status}): ${envelope.message}`);
  return envelope.value;
}

function describe(setting) {
  const maintenance = setting.maintenance
    ? `on${setting.maintenanceEndTime ? ` (until ${setting.maintenanceEndTime})` : ' (no end time)'}`
    : 'off';
  const countries = setting.blockedCountries.length ? setting.blockedCountries.join(', ') : 'none';
  return [
    `maintenance:        ${maintenance}`,
    `region restriction: ${setting.regionRestriction ? 'on' : 'off'} (blocked countries: ${countries})`,
    `updated:            ${setting.updatedAt}`,
  ].join('\n');
}

async function run(args) {
  if (args.command === 'show') return call('GET');
  if (args.command === 'maintenance') {
    return call('PUT', args.state === 'on' ? { maintenance: true, maintenanceEndTime: args.until ?? null } : { maintenance: false });
  }
  const current = await call('GET');
  if (args.state === 'off') return call('PUT', { maintenance: current.maintenance, regionRestriction: false });
  const countries = args.countries ?? current.blockedCountries;
  if (countries.length === 0) throw new UsageError("no blocked countries yet: give --countries XX,YY (or --countries '*' for all)");
  return call('PUT', { maintenance: current.maintenance, regionRestriction: true, blockedCountries: countries });
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(argv.length === 0 ? 1 : 0);
  }
  try {
    console.log(describe(await run(parseArgs(argv))));
  } catch (error) {
    console.error(`system-status: ${error.message}`);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
    process.exit(error instanceof UsageError ? 64 : 1);
  }
}

await main();
