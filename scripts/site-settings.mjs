// Operator settings of the running API over its admin routes: white-label switches
// (/admin/site/switches), registration field settings (/admin/site/register-fields) and the
// accounts rate limiter (/admin/accounts/rate-limits). Node built-ins only.
// Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).

const USAGE = `Usage:
  scripts/site-settings show                          switches and registration fields
  scripts/site-settings switches
  scripts/site-settings switch MOBILEVERCODELOGIN3 on|off
  scripts/site-settings fields
  scripts/site-settings field captcha [--enabled on|off] [--required on|off] [--pattern REGEX]
                                      [--pattern-id ID] [--min N] [--max N]
  scripts/site-settings limits clear [--prefix login-fail:]   forget counted attempts (all, or one kind)

Switches of spec 1: USERNAMEREG3, MOBILENUMREG3, MOBILENUMPASSREG3, REGMOBVERF3, MOBILEVERCODELOGIN3,
CHNGPASSVERIF3; ours: FREEPLAY, PASSWORDEXPIRY, LOGGEDINTOHOME, REFERRAL, ... ('switches' lists them).
Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).`;

class UsageError extends Error {}

const apiUrl = (process.env.SUITE_API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
const token = process.env.SUITE_ADMIN_TOKEN || 'dev-admin-token';
const operator = process.env.SUITE_OPERATOR || 'dev';

const onOff = (value, name) => {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`${name} takes on or off (got ${value ?? 'nothing'})`);
};

const FIELD_OPTIONS = { enabled: 'enabled', required: 'required', pattern: 'acceptedPattern', 'pattern-id': 'patternId', min: 'minLength', max: 'maxLength' };

function parseArgs(argv) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (match) {
      const value = match[2] ?? argv[(i += 1)];
      if (value === undefined) throw new UsageError(`--${match[1]} needs a value`);
      options[match[1]] = value;
    } else {
      positional.push(arg);
    }
  }
  const [command, ...rest] = positional;
  const noOptions = () => {
    const extra = Object.keys(options)[0];
    if (extra) throw new UsageError(`--${extra} does not go with ${command}`);
  };
  switch (command) {
    case 'show':
    case 'switches':
    case 'fields':
      noOptions();
      if (rest.length) throw new UsageError(`unexpected argument ${rest[0]}`);
      return { command };
    case 'switch': {
      noOptions();
      const [modId, state, extra] = rest;
      if (!modId || !/^[A-Za-z0-9_]{1,40}$/.test(modId)) throw new UsageError('switch needs a switch name, e.g. switch MOBILEVERCODELOGIN3 on');
      if (extra !== undefined) throw new UsageError(`unexpected argument ${extra}`);
      return { command, modId, enabled: onOff(state, `switch ${modId}`) };
    }
    case 'field': {
      const [field, extra] = rest;
      if (!field) throw new UsageError('field needs a field name, e.g. field captcha --required off');
      if (extra !== undefined) throw new UsageError(`unexpected argument ${extra}`);
      const change = {};
      for (const [option, value] of Object.entries(options)) {
        const key = FIELD_OPTIONS[option];
        if (!key) throw new UsageError(`unknown option --${option}`);
        if (key === 'enabled' || key === 'required') change[key] = onOff(value, `--${option}`);
        else if (key === 'minLength' || key === 'maxLength') {
          const number = Number(value);
          if (!Number.isInteger(number) || number < 0 || number > 255) throw new UsageError(`--${option} takes 0 to 255 (got ${value})`);
          change[key] = number;
        } else change[key] = value;
      }
      return { command, field, change };
    }
    case 'limits': {
      const [action, extra] = rest;
      if (action !== 'clear') throw new UsageError('say "limits clear"');
      if (extra !== undefined) throw new UsageError(`unexpected argument ${extra}`);
      const unknown = Object.keys(options).find((option) => option !== 'prefix');
      if (unknown) throw new UsageError(`unknown option --${unknown}`);
      return { command, prefix: options.prefix };
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command given');
  }
}

async function call(method, path, body) {
  let response;
  try {
    response = await fetch(apiUrl + path, {
      method,
      headers: { 'x-admin-token': token, 'x-operator': operator, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const reason = error?.cause?.code ?? error?.name ?? 'error';
    throw new Error(`the API is not reachable at ${apiUrl} (${reason}). Start it with "corepack pnpm --filter api start" or set SUITE_API_URL.`, {
      cause: error,
    });
  }
  let envelope;
  try {
    envelope = await response.json();
  } catch {
    throw new Error(`${apiUrl} answered ${response.status} without a JSON envelope: is it the suite API?`);
  }
  if (response.status === 401 || response.status === 403) throw new Error(`${envelope.message}: set SUITE_OPERATOR and SUITE_ADMIN_TOKEN to an admin account (scripts/admin-account)`);
  if (!envelope.success) {
    if (response.status === 404 && /^Route /.test(envelope.message)) {
      throw new Error(`the admin routes are missing on ${apiUrl}: is it the suite API?`);
    }
    throw new Error(`the API refused (${response.status}): ${envelope.message}`);
  }
  return envelope.value;
}

function describeSwitches(rows) {
  const byId = new Map(rows.map((row) => [row.modId, row]));
  const depth = (row) => (row.parentModId ? 1 + depth(byId.get(row.parentModId) ?? { parentModId: null }) : 0);
  const effective = (row) => row.enabled && (!row.parentModId || effective(byId.get(row.parentModId) ?? { enabled: true }));
  return rows
    .map((row) => {
      const name = `${'  '.repeat(depth(row))}${row.modId}`;
      const note = row.enabled && !effective(row) ? ' (off: a parent is off)' : '';
      return `${name.padEnd(26)} ${row.enabled ? 'on' : 'off'}${note}`;
    })
    .join('\n');
}

function describeField(name, setting) {
  const length = setting.minLength === setting.maxLength ? `${setting.minLength}` : `${setting.minLength}-${setting.maxLength}`;
  return [
    name.padEnd(17),
    (setting.enabled ? 'on' : 'off').padEnd(4),
    (setting.required ? 'required' : 'optional').padEnd(9),
    length.padEnd(7),
    setting.patternId.padEnd(13),
    setting.acceptedPattern,
  ].join(' ');
}

const describeFields = (settings) => Object.entries(settings).map(([name, setting]) => describeField(name, setting)).join('\n');

async function run(args) {
  switch (args.command) {
    case 'switches':
      return describeSwitches(await call('GET', '/admin/site/switches'));
    case 'fields':
      return describeFields(await call('GET', '/admin/site/register-fields'));
    case 'show':
      return `White-label switches\n${describeSwitches(await call('GET', '/admin/site/switches'))}\n\nRegistration fields\n${describeFields(
        await call('GET', '/admin/site/register-fields'),
      )}`;
    case 'switch': {
      await call('PUT', `/admin/site/switches/${encodeURIComponent(args.modId)}`, { enabled: args.enabled });
      return describeSwitches(await call('GET', '/admin/site/switches'));
    }
    case 'field': {
      if (Object.keys(args.change).length === 0) {
        const settings = await call('GET', '/admin/site/register-fields');
        const name = Object.keys(settings).find((key) => key.toLowerCase() === args.field.toLowerCase());
        if (!name) throw new UsageError(`no registration field ${args.field} (fields: ${Object.keys(settings).join(', ')})`);
        return describeField(name, settings[name]);
      }
      const { field, ...setting } = await call('PUT', `/admin/site/register-fields/${encodeURIComponent(args.field)}`, args.change);
      return describeField(field, setting);
    }
    case 'limits': {
      const query = args.prefix ? `?prefix=${encodeURIComponent(args.prefix)}` : '';
      const { removed } = await call('DELETE', `/admin/accounts/rate-limits${query}`);
      return `rate limits cleared${args.prefix ? ` (buckets starting with ${args.prefix})` : ''}: ${removed} counted events removed`;
    }
    default:
      throw new UsageError(`unknown command ${args.command}`);
  }
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    process.exit(argv.length === 0 ? 1 : 0);
  }
  try {
    console.log(await run(parseArgs(argv)));
  } catch (error) {
    console.error(`site-settings: ${error.message}`);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
    process.exit(error instanceof UsageError ? 64 : 1);
  }
}

await main();
