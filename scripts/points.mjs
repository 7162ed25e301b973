// The operator's points mall over the running API (issue 22): redeems waiting for a decision,
// approve or reject one (a rejection returns the member's points and the stock, once), the rewards
// (list, add, stock, switch off) and the points settings. Every call is audited (/admin, named admin
// accounts). Node built-ins only (see api/README.md, docs/points.md).
import { adminCall, runScript, UsageError } from './lib/admin-api.mjs';
import { amountArg, line, listOf, noExtra, parseArgs, rowId } from './lib/operator-cli.mjs';

const USAGE = `Usage:
  scripts/points list [--status inProcess|approved|rejected|all]   redeems (default: inProcess, oldest first)
  scripts/points approve REDEEM_ID                          approve a redeem in process (the points stay spent)
  scripts/points reject REDEEM_ID --reason TEXT             reject it: the points and the stock go back, once
  scripts/points rewards                                    every reward with its stock
  scripts/points add-reward --es NAME --en NAME --category gadget|voucher|merch|experience
                            --points N --stock N [--amount 0.00] [--image URL]
  scripts/points stock REWARD_ID +N|-N                      add units to (or take them off) what is left
  scripts/points reward REWARD_ID on|off                    show or hide a reward in the mall
  scripts/points config [--bet-per-point 1.00] [--ratio 0.01] [--min-convert 100]
                                                            the points settings (no option: show them)
Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).`;

const WHOLE = /^[1-9][0-9]{0,11}$/;
const STATUSES = ['inProcess', 'approved', 'rejected', 'all'];
const CATEGORIES = ['gadget', 'voucher', 'merch', 'experience'];

const id = (value, what, hint) => rowId(value, `give a ${what} number (${hint} lists them)`);
const whole = (value, name) => {
  if (!value || !WHOLE.test(value)) throw new UsageError(`${name} must be a whole number above 0`);
  return Number(value);
};
const amount = (value, name) => amountArg(value, name, '1.00');

const redeemLine = (r) =>
  line(
    [r.redeemId, r.status, r.account, `${r.quantity} x ${r.reward}`, `${r.points} pts`, r.mobile, r.address, r.decidedBy ? `by ${r.decidedBy}` : '', r.reason ?? '', r.createdAt],
    [6, 10, 14, 28, 10, 18, 30, 10, 0],
  );
const rewardLine = (r) =>
  line(
    [r.rewardId, r.active ? 'on' : 'off', r.category, r.nameEn, `${r.pointsRequired} pts`, `bet ${r.amountRequired}`, `stock ${r.available}/${r.quantity}`],
    [6, 4, 11, 26, 12, 16],
  );
const configText = (c) => `1 point per ${c.betPerPoint} of valid bet; 1 point converts to ${c.ratio}; at least ${c.minConvertPoints} points a conversion`;

await runScript('points', USAGE, async (argv) => {
  const [command, ...rest] = argv;
  switch (command) {
    case 'list': {
      const { positional, options } = parseArgs(rest, ['status']);
      noExtra(positional, 0);
      const status = options.status ?? 'inProcess';
      if (!STATUSES.includes(status)) throw new UsageError(`--status is ${STATUSES.join(', ')}`);
      console.log(listOf(await adminCall('GET', `/admin/points/redeems?status=${status}`), redeemLine, status === 'all' ? 'no redeems' : `no ${status} redeems`));
      return 0;
    }
    case 'approve': {
      const { positional } = parseArgs(rest, []);
      noExtra(positional, 1);
      const redeem = await adminCall('POST', `/admin/points/redeems/${id(positional[0], 'redeem', 'scripts/points list')}/approve`);
      console.log(redeemLine(redeem));
      return 0;
    }
    case 'reject': {
      const { positional, options } = parseArgs(rest, ['reason']);
      noExtra(positional, 1);
      const redeemId = id(positional[0], 'redeem', 'scripts/points list');
      if (!options.reason || !options.reason.trim()) throw new UsageError('reject needs --reason "..." (the player reads it)');
      console.log(redeemLine(await adminCall('POST', `/admin/points/redeems/${redeemId}/reject`, { reason: options.reason })));
      return 0;
    }
    case 'rewards': {
      const { positional } = parseArgs(rest, []);
      noExtra(positional, 0);
      console.log(listOf(await adminCall('GET', '/admin/points/rewards'), rewardLine, 'no rewards'));
      return 0;
    }
    case 'add-reward': {
      const { positional, options } = parseArgs(rest, ['es', 'en', 'category', 'points', 'stock', 'amount', 'image']);
      noExtra(positional, 0);
      if (!options.es || !options.en) throw new UsageError('add-reward needs --es NAME and --en NAME');
      if (!CATEGORIES.includes(options.category)) throw new UsageError(`--category is ${CATEGORIES.join(', ')}`);
      if (!options.stock || !/^(0|[1-9][0-9]{0,6})$/.test(options.stock)) throw new UsageError('--stock must be a whole number');
      const body = {
        nameEs: options.es,
        nameEn: options.en,
        category: options.category,
        pointsRequired: whole(options.points, '--points'),
        quantity: Number(options.stock),
        amountRequired: amount(options.amount ?? '0.00', '--amount'),
        ...(options.image ? { imageUrl: options.image } : {}),
      };
      console.log(rewardLine(await adminCall('POST', '/admin/points/rewards', body)));
      return 0;
    }
    case 'stock': {
      const { positional } = parseArgs(rest, []);
      noExtra(positional, 2);
      const rewardId = id(positional[0], 'reward', 'scripts/points rewards');
      if (!positional[1] || !/^[+-]?[1-9][0-9]{0,6}$/.test(positional[1])) throw new UsageError('give the units to add, like +10, or to take off, like -2');
      console.log(rewardLine(await adminCall('POST', `/admin/points/rewards/${rewardId}`, { addStock: Number(positional[1]) })));
      return 0;
    }
    case 'reward': {
      const { positional } = parseArgs(rest, []);
      noExtra(positional, 2);
      const rewardId = id(positional[0], 'reward', 'scripts/points rewards');
      if (positional[1] !== 'on' && positional[1] !== 'off') throw new UsageError('say on or off');
      console.log(rewardLine(await adminCall('POST', `/admin/points/rewards/${rewardId}`, { active: positional[1] === 'on' })));
      return 0;
    }
    case 'config': {
      const { positional, options } = parseArgs(rest, ['bet-per-point', 'ratio', 'min-convert']);
      noExtra(positional, 0);
      const change = {
        ...(options['bet-per-point'] ? { betPerPoint: amount(options['bet-per-point'], '--bet-per-point') } : {}),
        ...(options.ratio ? { ratio: amount(options.ratio, '--ratio') } : {}),
        ...(options['min-convert'] ? { minConvertPoints: whole(options['min-convert'], '--min-convert') } : {}),
      };
      const config = Object.keys(change).length ? await adminCall('PUT', '/admin/points/config', change) : await adminCall('GET', '/admin/points/config');
      console.log(configText(config));
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'no command given');
  }
});
