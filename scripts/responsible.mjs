// Safer gambling over the running API (issue 24, docs/safer-gambling.md): the players' limits in force
// (with what each window used), the increases and removals waiting for their cooling-off and
// confirmation, the time-outs and self-exclusions, the moves a limit refused, and a stricter limit
// for a player (a looser one is refused by the API). No command lifts or shortens an exclusion: the
// API has no such route. Every call is audited (/admin, named admin accounts). Node built-ins only.
import { adminCall, runScript, UsageError } from './lib/admin-api.mjs';
import { amountArg, line, listOf, noExtra, parseArgs } from './lib/operator-cli.mjs';

const USAGE = `Usage:
  scripts/responsible list [ACCOUNT]                     limits in force (all players, or one)
  scripts/responsible pending                            increases and removals waiting (cooling-off 24 h, then the player confirms)
  scripts/responsible exclusions [ACCOUNT]               time-outs and self-exclusions with their state
  scripts/responsible refusals [ACCOUNT]                 moves refused by a limit, newest first
  scripts/responsible limit ACCOUNT KIND WINDOW AMOUNT   a stricter limit for a player (a looser one is refused)
KIND: deposit | loss | wager   WINDOW: day (24 h) | week (7 days) | month (30 days), rolling
Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).`;

const KINDS = ['deposit', 'loss', 'wager'];
const WINDOWS = ['day', 'week', 'month'];
const ACCOUNT = /^[A-Za-z0-9_.@-]{1,64}$/;

const accountArg = (value) => {
  if (value !== undefined && !ACCOUNT.test(value)) throw new UsageError('ACCOUNT is a player account name');
  return value;
};
const query = (account) => (account ? `?account=${encodeURIComponent(account)}` : '');

const pendingText = (l) =>
  l.pendingChange ? `${l.pendingChange === 'removal' ? 'removal' : `-> ${l.pendingAmount}`} confirmable ${l.confirmableAt}` : '';
const limitLine = (l) =>
  line(
    [
      l.account,
      `${l.kind}/${l.window}`,
      l.amount,
      `used ${l.used}`,
      l.operatorAmount !== null ? `operator cap ${l.operatorAmount} (${l.operatorName})` : `set by ${l.setBy}`,
      pendingText(l),
    ],
    [20, 14, 14, 16, 30],
  );
const exclusionLine = (e) =>
  line([e.account, e.kind, e.period, e.state, `${e.startedAt} .. ${e.endsAt}`, e.opensAt ? `opens ${e.opensAt}` : ''], [20, 14, 5, 15, 52]);
const refusalLine = (r) =>
  line([r.at, r.account, `${r.kind}/${r.window}`, r.path, `attempted ${r.attempted}`, `used ${r.used} of ${r.limit}`, r.freesAt ? `frees ${r.freesAt}` : 'never within the window'], [
    25, 20, 14, 15, 20, 26,
  ]);

await runScript('responsible', USAGE, async (argv) => {
  const { positional } = parseArgs(argv, []);
  const [command, ...rest] = positional;
  switch (command) {
    case 'list': {
      noExtra(rest, 1);
      const limits = await adminCall('GET', `/admin/responsible/limits${query(accountArg(rest[0]))}`);
      console.log(listOf(limits, limitLine, 'no limit in force'));
      return 0;
    }
    case 'pending': {
      noExtra(rest, 0);
      console.log(listOf(await adminCall('GET', '/admin/responsible/pending'), limitLine, 'no pending change'));
      return 0;
    }
    case 'exclusions': {
      noExtra(rest, 1);
      console.log(listOf(await adminCall('GET', `/admin/responsible/exclusions${query(accountArg(rest[0]))}`), exclusionLine, 'no exclusion'));
      return 0;
    }
    case 'refusals': {
      noExtra(rest, 1);
      console.log(listOf(await adminCall('GET', `/admin/responsible/refusals${query(accountArg(rest[0]))}`), refusalLine, 'no refusal'));
      return 0;
    }
    case 'limit': {
      noExtra(rest, 4);
      const [account, kind, window, amount] = rest;
      if (!account) throw new UsageError('give the ACCOUNT');
      accountArg(account);
      if (!KINDS.includes(kind)) throw new UsageError(`KIND is ${KINDS.join(', ')}`);
      if (!WINDOWS.includes(window)) throw new UsageError(`WINDOW is ${WINDOWS.join(', ')}`);
      const value = amountArg(amount, 'AMOUNT');
      const result = await adminCall('PUT', '/admin/responsible/limits', { account, kind, window, amount: value });
      console.log(`${result.account} ${kind}/${window}: ${result.before ?? 'none'} -> ${result.limit.amount} (used ${result.limit.used}); the player may lower it, never raise or remove it`);
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'give a command');
  }
});
