// Prints the development outbox of the running API (GET /admin/dev/outbox): the SMS codes and the
// mails it would have sent. Outside production only. Talks to the API over HTTP because PGlite
// allows one process per data directory. Node built-ins only.
// Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).

const USAGE = `Usage:
  scripts/sms-outbox                          the last 20 SMS and mails, newest first
  scripts/sms-outbox --number +639170000001   SMS to one number (E.164)
  scripts/sms-outbox --mail [--to a@b.example] mails (to one address)
  scripts/sms-outbox --last                   only the newest one
  scripts/sms-outbox --code [--number ...]    only the code of the newest SMS (for scripts)
  scripts/sms-outbox --limit 50               up to 200

Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).`;

const PATH = '/admin/dev/outbox';

class UsageError extends Error {}

const apiUrl = (process.env.SUITE_API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
const token = process.env.SUITE_ADMIN_TOKEN || 'dev-admin-token';
const operator = process.env.SUITE_OPERATOR || 'dev';

function parseArgs(argv) {
  const options = { last: false, code: false, mail: false, limit: 20 };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const match = /^--(number|to|limit)(?:=(.*))?$/.exec(arg);
    if (match) {
      const value = match[2] ?? argv[(i += 1)];
      if (value === undefined || value === '') throw new UsageError(`--${match[1]} needs a value`);
      options[match[1]] = value;
    } else if (arg === '--last' || arg === '--code' || arg === '--mail') {
      options[arg.slice(2)] = true;
    } else {
      throw new UsageError(`unknown argument ${arg}`);
    }
  }
  if (options.number !== undefined) {
    const digits = options.number.replace(/[\s-]/g, '');
    if (!/^\+[1-9][0-9]{5,18}$/.test(digits)) throw new UsageError(`--number takes an E.164 number such as +639170000001 (got ${options.number})`);
    options.number = digits;
  }
  if (options.to !== undefined && !options.mail) throw new UsageError('--to goes with --mail');
  if (options.number !== undefined && options.mail) throw new UsageError('--number is for SMS, --to for mails');
  if (options.code && options.mail) throw new UsageError('--code reads SMS, not mails');
  const limit = Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw new UsageError(`--limit must be 1 to 200 (got ${options.limit})`);
  options.limit = options.last || options.code ? 1 : limit;
  return options;
}

async function fetchOutbox(options) {
  const query = new URLSearchParams({ limit: String(options.limit) });
  if (options.mail) query.set('channel', 'mail');
  else if (options.number || options.code) query.set('channel', 'sms');
  const recipient = options.number ?? options.to;
  if (recipient) query.set('recipient', recipient);
  let response;
  try {
    response = await fetch(`${apiUrl}${PATH}?${query}`, { headers: { 'x-admin-token': token, 'x-operator': operator }, signal: AbortSignal.timeout(10_000) });
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
  if (response.status === 404) throw new Error(`the outbox is off on ${apiUrl} (NODE_ENV=production)`);
  if (response.status === 401 || response.status === 403) throw new Error(`${envelope.message}: set SUITE_OPERATOR and SUITE_ADMIN_TOKEN to an admin account (scripts/admin-account)`);
  if (!envelope.success) throw new Error(`the API refused (${response.status}): ${envelope.message}`);
  return envelope.value;
}

function line(entry) {
  const subject = entry.subject ? `${entry.subject}: ` : '';
  return `${entry.createdAt}  ${entry.channel.padEnd(4)}  ${entry.recipient}  ${subject}${entry.body}`;
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  try {
    const options = parseArgs(argv);
    const entries = await fetchOutbox(options);
    if (options.code) {
      const code = /\b(\d{6})\b/.exec(entries[0]?.body ?? '')?.[1];
      if (!code) throw new Error(`no SMS${options.number ? ` to ${options.number}` : ''} in the outbox`);
      console.log(code);
      return;
    }
    if (entries.length === 0) {
      console.log('the outbox is empty');
      return;
    }
    for (const entry of entries) console.log(line(entry));
  } catch (error) {
    console.error(`sms-outbox: ${error.message}`);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
    process.exit(error instanceof UsageError ? 64 : 1);
  }
}

await main();
