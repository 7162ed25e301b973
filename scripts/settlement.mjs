// The agent contracts' settlement over the running API (issue 23): run a closed period (each
// contract in force paid once: what was settled before is shown as recorded), replay it (the same,
// and each recorded line also shows what a computation gives now; nothing is paid twice), or
// preview what a period would pay (nothing is paid). Every call is audited (/admin, named admin
// accounts). Node built-ins only.
import { adminCall, runScript, UsageError } from './lib/admin-api.mjs';
import { line, listOf, noExtra, parseArgs } from './lib/operator-cli.mjs';

const USAGE = `Usage:
  scripts/settlement run TYPE PERIOD       settle a period that is over (each contract once)
  scripts/settlement replay TYPE PERIOD    the same; settled lines also show a fresh computation
  scripts/settlement preview TYPE PERIOD   what the period would pay (pays nothing)
TYPE: dividend | daily | hourly | realtime
PERIOD (site time, UTC+8): realtime 2026-03-10T09:05 | hourly 2026-03-10T09 | daily 2026-03-10
        dividend 2026-03-H1 / 2026-03-H2 (semimonthly), W2026-03-09 (weekly, a Monday), 2026-03 (monthly)
Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).`;

const MODES = ['run', 'replay', 'preview'];
const TYPES = ['dividend', 'daily', 'hourly', 'realtime'];
const OUTCOMES = { paid: 'paid', settledZero: 'settled (0)', alreadySettled: 'already settled', preview: 'would pay' };

const settlementLine = (l) =>
  line(
    [
      `#${l.contractId}`,
      l.payeeAccount,
      `from ${l.agentAccount}`,
      `team ${l.teamSize}/${l.activeMembers} active`,
      `bet ${l.validBet}`,
      `P&L ${l.profitLoss}`,
      `rate ${l.rate}%`,
      l.amount,
      OUTCOMES[l.outcome] ?? l.outcome,
      l.settledBy ? `by ${l.settledBy}` : '',
      l.recomputedAmount !== undefined ? `now ${l.recomputedAmount}` : '',
    ],
    [8, 16, 18, 18, 16, 16, 12, 12, 16, 14],
  );

await runScript('settlement', USAGE, async (argv) => {
  const { positional } = parseArgs(argv, []);
  noExtra(positional, 3);
  const [mode, type, period] = positional;
  if (!MODES.includes(mode)) throw new UsageError(`say ${MODES.join(', ')}`);
  if (!TYPES.includes(type)) throw new UsageError(`TYPE is ${TYPES.join(', ')}`);
  if (!period || !/^[0-9A-Za-z:-]{4,20}$/.test(period)) throw new UsageError('give the PERIOD');
  const report = await adminCall('POST', `/admin/agent-settlement/${mode}`, { type, period });
  console.log(`${type} ${report.period} [${report.periodStart} .. ${report.periodEnd})`);
  console.log(listOf(report.lines, settlementLine, 'no contract in force in this period'));
  if (mode !== 'preview') console.log(`paid now ${report.paidTotal}`);
  return 0;
});
