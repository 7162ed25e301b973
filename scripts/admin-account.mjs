// Named admin accounts (x-operator + x-admin-token on the /admin routes) and their audit log,
// written straight to the API's database with the API's own modules (scripts/admin-account runs this
// file with the API's tsx). The database is the API's: DATABASE_URL (PostgreSQL), else the PGlite
// directory SUITE_DATA_DIR (default api/.data), which only one process may open: stop the API first
// or use PostgreSQL. Pending migrations are applied first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServerConfig } from '../api/src/config.ts';
import { migrate, readMigrations } from '../api/src/db/migrate.ts';
import { describeDatabase, openDatabase } from '../api/src/db/open-database.ts';
import {
  AdminAccountError,
  checkAdminName,
  checkChosenSecret,
  createAdminAccount,
  disableAdminAccount,
  generateAdminSecret,
  listAdminAccounts,
  readAdminAudit,
  resetAdminAccount,
} from '../api/src/http/admin-auth.ts';
import { runScript, UsageError } from './lib/admin-api.mjs';

const USAGE = `Usage:
  scripts/admin-account create NAME [--stdin]   a new account; prints its generated secret once
                                                (--stdin: read the secret, 16-200 characters, from stdin)
  scripts/admin-account reset NAME [--stdin]    a new secret for NAME (and enabled again)
  scripts/admin-account disable NAME            refused from the next request on
  scripts/admin-account list                    accounts, created and disabled dates
  scripts/admin-account audit [--operator NAME] [--limit N]   the latest admin actions (default 50)
Names: 1-40 of a-z 0-9 . _ @ -. Requests send x-operator: NAME and x-admin-token: SECRET
(the scripts: SUITE_OPERATOR and SUITE_ADMIN_TOKEN).
Env: DATABASE_URL (PostgreSQL), else SUITE_DATA_DIR (PGlite, default api/.data; stop the API first).`;

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

function parse(argv) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--stdin') options.stdin = true;
    else if (arg === '--operator' || arg === '--limit') {
      const value = argv[(i += 1)];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      options[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else positional.push(arg);
  }
  return { command: positional[0], args: positional.slice(1), options };
}

const date = (value) => (value ? new Date(value).toISOString().slice(0, 19).replace('T', ' ') : '-');

await runScript('admin-account', USAGE, async (argv) => {
  const { command, args, options } = parse(argv);
  const needsName = ['create', 'reset', 'disable'].includes(command);
  if (!command || !['create', 'reset', 'disable', 'list', 'audit'].includes(command)) throw new UsageError(`unknown command ${command ?? '(none)'}`);
  if (needsName && args.length !== 1) throw new UsageError(`${command} takes one account name`);
  if (!needsName && args.length > 0) throw new UsageError(`${command} takes no name`);
  const limit = options.limit === undefined ? 50 : Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('--limit takes 1 to 500');
  let name;
  let chosen;
  try {
    if (needsName) name = checkAdminName(args[0]);
    if (options.operator !== undefined) checkAdminName(options.operator);
    if (options.stdin) chosen = checkChosenSecret(await readStdin());
  } catch (error) {
    if (error instanceof AdminAccountError) throw new UsageError(error.message);
    throw error;
  }

  // The API's paths from here (its modules' own __dirname is not theirs when loaded from this file).
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../api');
  const server = { ...loadServerConfig(), ...(process.env.SUITE_DATA_DIR?.trim() ? {} : { dataDir: path.join(apiDir, '.data') }) };
  const db = await openDatabase(server);
  try {
    await migrate(db, readMigrations(path.join(apiDir, 'migrations')));
    if (command === 'create' || command === 'reset') {
      const secret = chosen ?? generateAdminSecret();
      await (command === 'create' ? createAdminAccount : resetAdminAccount)(db, name, secret);
      console.log(`admin account ${name} ${command === 'create' ? 'created' : 'given a new secret'} (${describeDatabase(server)})`);
      if (!chosen) {
        console.log(`secret (shown once, store it now): ${secret}`);
      }
      console.log(`use it with: SUITE_OPERATOR=${name} SUITE_ADMIN_TOKEN=<secret> scripts/...`);
    } else if (command === 'disable') {
      await disableAdminAccount(db, name);
      console.log(`admin account ${name} disabled`);
    } else if (command === 'list') {
      const accounts = await listAdminAccounts(db);
      if (accounts.length === 0) console.log('no admin accounts (create one: scripts/admin-account create NAME)');
      for (const account of accounts) {
        console.log(`${account.name.padEnd(40)} created ${date(account.createdAt)}  ${account.disabledAt ? `disabled ${date(account.disabledAt)}` : 'active'}`);
      }
    } else {
      const rows = await readAdminAudit(db, { operator: options.operator, limit });
      if (rows.length === 0) console.log('no admin actions recorded');
      for (const row of rows.reverse()) {
        const who = `${row.operator ?? '?'}${row.authenticated ? '' : ' (refused)'}`;
        console.log(`${date(row.at)}  ${who.padEnd(24)} ${row.method.padEnd(6)} ${row.route}  ${row.status}  ${JSON.stringify(row.target)}`);
      }
    }
  } catch (error) {
    if (error instanceof AdminAccountError) throw new Error(error.message, { cause: error });
    throw error;
  } finally {
    await db.close();
  }
});
