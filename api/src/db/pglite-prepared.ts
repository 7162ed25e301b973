/**
 * Named prepared statements for PGlite. `PGlite.query` sends each statement as six protocol messages,
 * each its own call into the WASM backend (parse, describe, bind, describe, execute, sync), and
 * PostgreSQL parses and plans the text every time. Here a statement is parsed once per database
 * (named, with its parameter types and row description kept), and each execution is ONE call:
 * bind + execute + sync in one buffer. Values are serialized and rows parsed by PGlite's own
 * serializers, parsers and `parseResults`, so answers are exactly those of `PGlite.query`.
 * (docs/performance.md, "Money writes under load": a money move's statements cost about half.)
 *
 * The locks are PGlite's: a statement outside a transaction waits for any open transaction, one
 * inside runs under the transaction's. A script run with `exec` (migrations, DDL) forgets every
 * prepared statement, as a changed table could change a statement's result.
 */
import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription (none for a statement without rows), prepended to each answer. */
  rowDescription: BackendMessage | undefined;
}

/** Distinct statement texts kept prepared; past it the least recently used is closed. */
export const PREPARED_STATEMENTS_MAX = 1000;

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Like PGlite's own errors: the statement and its parameters on the error. */
function withQuery(error: unknown, sql: string, params: readonly unknown[]): unknown {
  if (error !== null && typeof error === 'object' && 'code' in error) Object.assign(error, { query: sql, params });
  return error;
}

export interface PreparedStatements {
  /** Runs one statement; `inTransaction`: inside `pg.transaction` (its lock is held, nothing to sync). */
  query(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<Results>;
  /** Forgets every statement (after DDL). */
  reset(): void;
}

export function preparedStatements(pg: PGlite, max = PREPARED_STATEMENTS_MAX): PreparedStatements {
  /** By text, least recently used first (Map keeps insertion order; a hit moves to the end). */
  const statements = new Map<string, Prepared>();
  /** Names to close, sent with the next execution (closing costs no call of its own). */
  let closing: string[] = [];
  let next = 0;

  const closeMessages = (): Uint8Array[] => {
    if (closing.length === 0) return [];
    const messages = closing.map((name) => serialize.close({ type: 'S', name }));
    closing = [];
    return messages;
  };

  const prepare = async (sql: string): Promise<Prepared> => {
    next += 1;
    const name = `suite_${next}`;
    const messages = await pg.execProtocolStream(
      concat([...closeMessages(), serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    statements.set(sql, prepared);
    if (statements.size > max) {
      const [oldest, evicted] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldest);
      closing.push(evicted.name);
    }
    return prepared;
  };

  const run = async (sql: string, params: readonly unknown[], inTransaction: boolean): Promise<Results> => {
    let prepared = statements.get(sql);
    if (prepared) {
      statements.delete(sql);
      statements.set(sql, prepared);
    } else {
      prepared = await prepare(sql);
    }
    const { paramTypes } = prepared;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[paramTypes[index] as number];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await pg.execProtocolStream(
      concat([...closeMessages(), serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    if (!inTransaction) await pg.syncToFs();
    const answer = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    return parse.parseResults(answer, pg.parsers)[0] as Results;
  };

  return {
    async query(sql, params, inTransaction) {
      const exclusive = () =>
        pg._runExclusiveQuery(async () => {
          try {
            return await run(sql, params, inTransaction);
          } catch (error) {
            throw withQuery(error, sql, params);
          }
        });
      return inTransaction ? exclusive() : pg._runExclusiveTransaction(exclusive);
    },
    reset() {
      for (const { name } of statements.values()) closing.push(name);
      statements.clear();
    },
  };
}
