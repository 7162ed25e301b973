// The operator's lobby settings over the running API (issue 27, docs/home-and-carousels.md "Live
// figures"): a game's card shows how many players are in it from the threshold up, counting launches
// opened or renewed in the window. Every call is in the admin audit log. Node built-ins only.
import { adminCall, runScript, UsageError } from './lib/admin-api.mjs';
import { noExtra, parseArgs } from './lib/operator-cli.mjs';

const USAGE = `Usage:
  scripts/lobby settings                                   the players-now threshold and window
  scripts/lobby settings [--threshold N] [--window MINUTES]
                                                           "N playing" shows from N players up (1-100000); a launch
                                                           counts MINUTES after it was opened or renewed (1-1440)
Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (admin account, default dev), SUITE_ADMIN_TOKEN (default dev-admin-token).`;

const PATH = '/admin/lobby/settings';

function whole(value, name, max) {
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) throw new UsageError(`--${name} is a whole number from 1 to ${max}`);
  return Number(value);
}

const describe = (settings) =>
  `players now: shown from ${settings.playersNowThreshold} player${settings.playersNowThreshold === 1 ? '' : 's'} up, ` +
  `counting launches of the last ${settings.playersNowWindowMinutes} minute${settings.playersNowWindowMinutes === 1 ? '' : 's'}`;

await runScript('lobby', USAGE, async (argv) => {
  const [command, ...rest] = argv;
  if (command !== 'settings') throw new UsageError(command ? `unknown command ${command}` : 'give a command');
  const { positional, options } = parseArgs(rest, ['threshold', 'window']);
  noExtra(positional, 0);
  const change = {
    ...(options.threshold !== undefined ? { playersNowThreshold: whole(options.threshold, 'threshold', 100_000) } : {}),
    ...(options.window !== undefined ? { playersNowWindowMinutes: whole(options.window, 'window', 1440) } : {}),
  };
  const settings = Object.keys(change).length > 0 ? await adminCall('PUT', PATH, change) : await adminCall('GET', PATH);
  console.log(describe(settings));
  return 0;
});
