// Checks the running API's ledger (GET /admin/ledger/check): every journal balances, every
// account's stored balance equals its postings, each balance-after follows from the one before,
// nothing that may not go negative is below zero. Exit 0 when whole, 1 on any difference.
import { adminCall, runScript, UsageError } from './lib/admin-api.mjs';

const USAGE = `Usage: scripts/ledger-check [--json]
Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).`;

await runScript('ledger-check', USAGE, async (argv) => {
  const unknown = argv.find((arg) => arg !== '--json');
  if (unknown) throw new UsageError(`unexpected argument ${unknown}`);
  const report = await adminCall('GET', '/admin/ledger/check');
  if (argv.includes('--json')) {
    console.log(JSON.stringify(report, null, 2));
    return report.ok ? 0 : 1;
  }
  console.log(`ledger: ${report.accounts} accounts, ${report.journals} journals, ${report.postings} postings`);
  // The points book (issue 22) is proved the same way.
  const points = report.points;
  if (points) console.log(`points: ${points.accounts} accounts, ${points.journals} journals, ${points.postings} postings`);
  const problems = [
    ['stored balance differs from postings', report.balanceMismatches],
    ['journals that do not balance', report.unbalancedJournals],
    ['balance-after chain broken', report.brokenChains],
    ['accounts below zero', report.negativeAccounts],
    ...(points
      ? [
          ['points: stored balance differs from postings', points.balanceMismatches],
          ['points: journals that do not balance', points.unbalancedJournals],
          ['points: balance-after chain broken', points.brokenChains],
          ['points: accounts below zero', points.negativeAccounts],
        ]
      : []),
  ];
  for (const [title, rows] of problems) {
    if (rows.length === 0) continue;
    console.log(`\n${title} (${rows.length}${rows.length >= 50 ? '+' : ''}):`);
    for (const row of rows) console.log(`  ${JSON.stringify(row)}`);
  }
  console.log(report.ok ? 'OK: the ledger balances (money and points)' : 'FAILED: the ledger does not balance');
  return report.ok ? 0 : 1;
});
