// The operator's promotions over the running API: activity applications waiting for a decision,
// approve one (its bonus goes to the member's reward centre, credited when the member claims it) or
// reject it with a reason the member reads, one application with its images saved to a folder, and
// the winner board's rule. Every call is in the admin audit log. Node built-ins only (see
// docs/promotions.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminBytes, adminCall, runScript, UsageError } from './lib/admin-api.mjs';
import { amountArg, line, listOf, noExtra, parseArgs, rowId } from './lib/operator-cli.mjs';

const USAGE = `Usage:
  scripts/promotions list [--status applying|issued|rejected]   activity applications (default: applying)
  scripts/promotions show APPLICATION_ID [--out DIR]             the application, its images saved to DIR (default ./application-ID)
  scripts/promotions approve APPLICATION_ID                      issue the promotion's bonus to the member's reward centre
  scripts/promotions reject APPLICATION_ID --reason TEXT         refuse it (the member reads the reason in the inbox)
  scripts/promotions winner-rule                                 the winner board's rule
  scripts/promotions winner-rule --min-win 100.00 --min-multiplier 5 [--size 20]
                                                                 a win counts from min-win and from min-multiplier x the stake
Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).`;

const MULTIPLIER = /^(0|[1-9][0-9]{0,3})(\.[0-9]{1,2})?$/;

const applicationId = (value) => rowId(value, 'give an application number ("scripts/promotions list" shows them)');
const applicationLine = (a) =>
  line(
    [
      a.applicationId,
      a.status,
      a.account,
      a.promotionId,
      `${a.imageCount} image${a.imageCount === 1 ? '' : 's'}`,
      a.createdAt,
      a.rewardId ? `reward ${a.rewardId}` : '',
      a.decidedBy ? `by ${a.decidedBy}` : '',
      a.rejectReason ? `reason: ${a.rejectReason}` : '',
      JSON.stringify(a.comment),
    ],
    [6, 9, 16, 20, 9, 25, 0, 0, 0],
  );

await runScript('promotions', USAGE, async (argv) => {
  const [command, ...rest] = argv;
  switch (command) {
    case 'list': {
      const { positional, options } = parseArgs(rest, ['status']);
      noExtra(positional, 0);
      const status = options.status ?? 'applying';
      if (!['applying', 'issued', 'rejected'].includes(status)) throw new UsageError('--status is applying, issued or rejected');
      console.log(listOf(await adminCall('GET', `/admin/promotions/applications?status=${status}`), applicationLine, `no ${status} applications`));
      return 0;
    }
    case 'show': {
      const { positional, options } = parseArgs(rest, ['out']);
      noExtra(positional, 1);
      const id = applicationId(positional[0]);
      const application = await adminCall('GET', `/admin/promotions/applications/${id}`);
      console.log(applicationLine(application));
      console.log(`promotion: ${application.promotionTitle}\ncomment: ${application.comment}`);
      if (application.imageCount === 0) {
        console.log('no images');
        return 0;
      }
      const out = path.resolve(options.out ?? `application-${id}`);
      mkdirSync(out, { recursive: true });
      for (let position = 1; position <= application.imageCount; position += 1) {
        const { contentType, bytes } = await adminBytes(`/admin/promotions/applications/${id}/images/${position}`);
        const file = path.join(out, `application-${id}-${position}.${contentType === 'image/png' ? 'png' : 'jpg'}`);
        writeFileSync(file, bytes);
        console.log(`image ${position}: ${file} (${contentType}, ${bytes.length} bytes)`);
      }
      return 0;
    }
    case 'approve': {
      const { positional } = parseArgs(rest, []);
      const approved = await adminCall('POST', `/admin/promotions/applications/${applicationId(positional[0])}/approve`);
      console.log(`${applicationLine(approved)}\nbonus issued to ${approved.account}'s reward centre (reward ${approved.rewardId})`);
      return 0;
    }
    case 'reject': {
      const { positional, options } = parseArgs(rest, ['reason']);
      if (!options.reason || !options.reason.trim()) throw new UsageError('reject needs --reason "..." (the member reads it)');
      console.log(applicationLine(await adminCall('POST', `/admin/promotions/applications/${applicationId(positional[0])}/reject`, { reason: options.reason })));
      return 0;
    }
    case 'winner-rule': {
      const { positional, options } = parseArgs(rest, ['min-win', 'min-multiplier', 'size']);
      noExtra(positional, 0);
      let rule;
      if (Object.keys(options).length === 0) {
        rule = await adminCall('GET', '/admin/promotions/winner-rule');
      } else {
        const minWin = options['min-win'];
        const minMultiplier = options['min-multiplier'];
        amountArg(minWin, '--min-win');
        if (!minMultiplier || !MULTIPLIER.test(minMultiplier)) throw new UsageError('--min-multiplier must be a number like 5 or 2.5');
        const body = { minWin, minMultiplier };
        if (options.size !== undefined) {
          if (!/^[1-9][0-9]?$/.test(options.size)) throw new UsageError('--size is 1 to 50');
          body.size = Number(options.size);
        }
        rule = await adminCall('PUT', '/admin/promotions/winner-rule', body);
      }
      console.log(`a win counts from ${rule.minWin} and from ${rule.minMultiplier} times the stake; the board shows ${rule.size}`);
      return 0;
    }
    default:
      throw new UsageError(command ? `unknown command ${command}` : 'give a command');
  }
});
