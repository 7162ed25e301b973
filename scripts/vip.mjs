// The operator's VIP levels over the running API (issue 22): the level table with its thresholds
// and benefits, a change of one level (checked by the API: level 0 asks for nothing, each level asks
// for more than the one below), a member's level with progress and history, and today's birthday
// bonuses paid now. Every call is audited (/admin, named admin accounts). Node built-ins only (see
// docs/rank-and-vip.md).
import { adminCall, runScript, UsageError } from './lib/admin-api.mjs';
import { amountArg, line, listOf, noExtra, parseArgs } from './lib/operator-cli.mjs';

const USAGE = `Usage:
  scripts/vip levels                        every level: thresholds (per period) and benefits
  scripts/vip set-level N [--turnover 1000.00] [--deposits 100.00] [--rebate 0.30] [--withdraw-limit 50000.00]
                          [--withdraw-count 5|none] [--upgrade-bonus 10.00] [--birthday-bonus 20.00] [--bonus-turnover 1]
                                            change level N (what is not given stays); --rebate is added to every
                                            game type's rebate rate (percent); --bonus-turnover: times the upgrade
                                            and birthday bonuses to wager before a withdrawal (0: none)
  scripts/vip member ACCOUNT                a member's level, progress this period, upgrades and birthday bonuses
  scripts/vip birthdays                     pay today's birthday bonuses now (the API also does it every hour)
Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).`;

const RATE = /^(0|[1-9][0-9]?)(\.[0-9]{1,2})?$/;
const MULTIPLIER = /^(0|[1-9][0-9]{0,3})(\.[0-9]{1,2})?$/;
const COUNT = /^[1-9][0-9]{0,3}$/;

const OPTIONS = {
  turnover: ['turnoverRequired', (value, name) => amountArg(value, name, '1000.00')],
  deposits: ['depositRequired', (value, name) => amountArg(value, name, '100.00')],
  'withdraw-limit': ['dailyWithdrawLimit', (value, name) => amountArg(value, name, '50000.00')],
  'upgrade-bonus': ['upgradeBonus', (value, name) => amountArg(value, name, '10.00')],
  'birthday-bonus': ['birthdayBonus', (value, name) => amountArg(value, name, '20.00')],
  rebate: [
    'rebatePercent',
    (value, name) => {
      if (!RATE.test(value)) throw new UsageError(`${name} must be a percent like 0.30 (0 to 10)`);
      return value;
    },
  ],
  'bonus-turnover': [
    'bonusTurnoverMultiplier',
    (value, name) => {
      if (!MULTIPLIER.test(value)) throw new UsageError(`${name} must be a number of times like 1 or 2.5`);
      return value;
    },
  ],
  'withdraw-count': [
    'dailyWithdrawCount',
    (value, name) => {
      if (value === 'none') return null;
      if (!COUNT.test(value)) throw new UsageError(`${name} must be a whole number above 0, or none`);
      return Number(value);
    },
  ],
};

const count = (value) => (value === null ? 'any number' : `${value} a day`);
const levelLine = (l) =>
  line(
    [
      `VIP ${l.level}`,
      `${l.nameEn} / ${l.nameEs}`,
      `turnover ${l.turnoverRequired}`,
      `deposits ${l.depositRequired}`,
      `rebate +${l.rebatePercent}%`,
      `withdraw ${l.dailyWithdrawLimit} a day, ${count(l.dailyWithdrawCount)}`,
      `upgrade ${l.upgradeBonus}`,
      `birthday ${l.birthdayBonus}`,
      `bonus turnover x${l.bonusTurnoverMultiplier}`,
    ],
    [6, 22, 20, 18, 14, 38, 16, 16],
  );

function memberReport(view) {
  const { rank } = view;
  const lines = [
    `${view.account}: VIP ${rank.level} ${rank.name}; date of birth ${view.birthDate ?? 'not given'}`,
    `period ${rank.period.kind} from ${rank.period.start}${rank.period.end ? ` to ${rank.period.end}` : ''}: turnover ${rank.turnover}, deposits ${rank.deposits}`,
    rank.next
      ? `next: VIP ${rank.next.level} ${rank.next.name}: turnover ${rank.progressPercent}% (${rank.next.remaining} to go), deposits ${rank.depositProgressPercent}% (${rank.next.depositRemaining} to go)`
      : 'next: none (top level)',
    'upgrades:',
    listOf(view.upgrades, (u) => `  ${u.time}  VIP ${u.fromLevel} -> VIP ${u.level} ${u.name}  bonus ${u.bonus}  (${u.cause})`, '  none'),
    'birthday bonuses:',
    listOf(view.birthdayBonuses, (b) => `  ${b.year}  VIP ${b.level}  ${b.amount}  paid ${b.paidAt}`, '  none'),
  ];
  return lines.join('\n');
}

await runScript('vip', USAGE, async (argv) => {
  const [command, ...rest] = argv;
  switch (command) {
    case 'levels': {
      const { positional } = parseArgs(rest, []);
      noExtra(positional, 0);
      const { period, levels } = await adminCall('GET', '/admin/vip/levels');
      console.log(`thresholds count over the ${period} period\n${listOf(levels, levelLine, 'no levels')}`);
      return 0;
    }
    case 'set-level': {
      const { positional, options } = parseArgs(rest, Object.keys(OPTIONS));
      noExtra(positional, 1);
      const level = positional[0];
      if (!level || !/^(0|[1-9][0-9]{0,2})$/.test(level)) throw new UsageError('give a level number ("scripts/vip levels" shows them)');
      const body = {};
      for (const [option, value] of Object.entries(options)) {
        const [field, check] = OPTIONS[option];
        body[field] = check(value, `--${option}`);
      }
      if (Object.keys(body).length === 0) throw new UsageError('say what to change, e.g. --turnover 1000.00');
      console.log(levelLine(await adminCall('PUT', `/admin/vip/levels/${level}`, body)));
      return 0;
    }
    case 'member': {
      const { positional } = parseArgs(rest, []);
      noExtra(positional, 1);
      if (!positional[0]) throw new UsageError('give a member account');
      console.log(memberReport(await adminCall('GET', `/admin/vip/members/${encodeURIComponent(positional[0])}`)));
      return 0;
    }
    case 'birthdays': {
      const { positional } = parseArgs(rest, []);
      noExtra(positional, 0);
      const pass = await adminCall('POST', '/admin/vip/birthday-pass');
      const paid = listOf(pass.paid, (p) => `  ${p.account}  VIP ${p.level}  ${p.amount} (turnover ${p.turnover})`, '  nobody to pay');
      console.log(`birthday bonuses of ${pass.day}:\n${paid}`);
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'give a command');
  }
});
