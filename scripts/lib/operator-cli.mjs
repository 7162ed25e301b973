// The operator scripts' command lines (scripts/cashier, points, promotions): options, the checks every
// script makes of its arguments and the plain-text tables they print. Usage errors are UsageError
// (lib/admin-api.mjs), which runScript answers with the script's usage and exit code 64.
import { UsageError } from './admin-api.mjs';

/** An amount of money as the API takes it: "100", "100.5", "100.00". */
export const AMOUNT = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;

/** Positional arguments and `--name value` / `--name=value` options; an option not in `allowed` is a usage error. */
export function parseArgs(argv, allowed) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) {
      positional.push(argv[i]);
      continue;
    }
    if (!allowed.includes(match[1])) throw new UsageError(`unknown option --${match[1]}`);
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value`);
    options[match[1]] = value;
  }
  return { positional, options };
}

/** No more than `count` positional arguments. */
export function noExtra(positional, count) {
  if (positional.length > count) throw new UsageError(`unexpected argument ${positional[count]}`);
}

/** The amount `value` of the argument `name`, or a usage error showing `example`. */
export function amountArg(value, name, example = '100.00') {
  if (!value || !AMOUNT.test(value)) throw new UsageError(`${name} must be an amount like ${example}`);
  return value;
}

/** A row's number (1 and up, at most `digits` digits), or a usage error saying `message`. */
export function rowId(value, message, digits = 18) {
  if (!value || !new RegExp(`^[1-9][0-9]{0,${digits - 1}}$`).test(value)) throw new UsageError(message);
  return value;
}

/** One line of a table: each cell padded to its column's width (the last one as it is). */
export const line = (cells, widths) => cells.map((cell, index) => String(cell ?? '').padEnd(widths[index] ?? 0)).join('  ').trimEnd();

/** The rows, one line each, or `empty` when there are none. */
export const listOf = (rows, describe, empty) => (rows.length === 0 ? empty : rows.map(describe).join('\n'));
