/**
 * Names for node-postgres prepared statements (postgres.ts). A query sent with a name is parsed and
 * planned once per pooled connection; later runs send only Bind and Execute, and PostgreSQL may reuse
 * a plan (docs/performance.md, "Money writes under load"). The name is derived from the text, so every
 * process and connection agrees on it. Texts built at run time could be endless: past
 * NAMED_STATEMENTS_MAX distinct texts in this process, new ones go unnamed (parsed each time), which
 * bounds what each connection keeps prepared.
 */
import { createHash } from 'node:crypto';

export const NAMED_STATEMENTS_MAX = 2000;

const names = new Map<string, string>();

/** The statement's name, or undefined once the process has named NAMED_STATEMENTS_MAX texts. */
export function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (name === undefined && names.size < NAMED_STATEMENTS_MAX) {
    name = `s_${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
  }
  return name;
}
