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
 *
 * Transactions are this module's too (`transaction`), not `PGlite.transaction`, which sends BEGIN and
 * COMMIT each as a query and a sync of their own (four calls into the backend). Here BEGIN travels in
 * the buffer of the transaction's first statement and COMMIT is one call: a transaction makes three
 * calls fewer (docs/performance.md, "Money writes, fifth pass"). A transaction that runs no
 * statement sends nothing. COMMIT answered by ROLLBACK (a statement failed and the error was
 * caught) throws like PGlite's: code 25P02, "Transaction was rolled back instead of committed".
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

/** One transaction of `PreparedStatements.transaction`: whether its BEGIN has been sent, whether it has ended. */
export interface TransactionScope {
  begun: boolean;
  ended: boolean;
}

export interface PreparedStatements {
  /** Runs one statement, alone (null) or in the transaction `scope` (its lock is held, nothing to sync). */
  query(sql: string, params: readonly unknown[], scope: TransactionScope | null): Promise<Results>;
  /** Runs a script (several statements, no parameters) in the transaction `scope`. */
  execIn(scope: TransactionScope, sql: string): Promise<void>;
  /** Runs `fn` in a transaction holding PGlite's transaction lock: committed when it returns, rolled back when it throws. */
  transaction<T>(fn: (scope: TransactionScope) => Promise<T>): Promise<T>;
  /** Forgets every statement (after DDL). */
  reset(): void;
}

/** PGlite's error for a COMMIT answered by ROLLBACK (its TransactionRolledBackError). */
class TransactionRolledBackError extends Error {
  readonly code = '25P02';
  readonly severity = 'ERROR';
  constructor() {
    super('Transaction was rolled back instead of committed');
    this.name = 'TransactionRolledBackError';
  }
}

/** The messages after the first ReadyForQuery (what a BEGIN sent ahead answered is dropped). */
function afterFirstReady(messages: BackendMessage[]): BackendMessage[] {
  const ready = messages.findIndex((message) => message.name === 'readyForQuery');
  return ready < 0 ? messages : messages.slice(ready + 1);
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

  const begin = serialize.query('BEGIN');

  /** BEGIN goes ahead of the scope's first statement, in the same buffer. */
  const opening = (scope: TransactionScope | null): Uint8Array[] => {
    // A statement after the end would run outside the transaction's lock (like PGlite's "Transaction is closed").
    if (scope?.ended) throw new Error('The transaction has ended');
    if (!scope || scope.begun) return [];
    scope.begun = true;
    return [begin];
  };

  const run = async (sql: string, params: readonly unknown[], scope: TransactionScope | null): Promise<Results> => {
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
    const opened = opening(scope);
    const sent = await pg.execProtocolStream(
      concat([...opened, ...closeMessages(), serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    if (!scope) await pg.syncToFs();
    const messages = opened.length > 0 ? afterFirstReady(sent) : sent;
    const answer = prepared.rowDescription ? [prepared.rowDescription, ...messages] : messages;
    return parse.parseResults(answer, pg.parsers)[0] as Results;
  };

  const reset = (): void => {
    for (const { name } of statements.values()) closing.push(name);
    statements.clear();
  };

  /** A script as a simple query, under the query lock (in a transaction: after its BEGIN). */
  const script = (sql: string, scope: TransactionScope | null) =>
    pg._runExclusiveQuery(async () => {
      try {
        return await pg.execProtocolStream(concat([...opening(scope), serialize.query(sql)]), { syncToFs: false });
      } catch (error) {
        throw withQuery(error, sql, []);
      }
    });

  return {
    async query(sql, params, scope) {
      const exclusive = () =>
        pg._runExclusiveQuery(async () => {
          try {
            return await run(sql, params, scope);
          } catch (error) {
            throw withQuery(error, sql, params);
          }
        });
      return scope ? exclusive() : pg._runExclusiveTransaction(exclusive);
    },
    async execIn(scope, sql) {
      reset();
      await script(sql, scope);
    },
    transaction(fn) {
      return pg._runExclusiveTransaction(async () => {
        const scope: TransactionScope = { begun: false, ended: false };
        try {
          const result = await fn(scope);
          scope.ended = true;
          if (scope.begun) {
            const answer = await script('COMMIT', null);
            if (answer.some((message) => message.name === 'commandComplete' && 'text' in message && message.text === 'ROLLBACK')) {
              throw new TransactionRolledBackError();
            }
          }
          return result;
        } catch (error) {
          // A COMMIT that failed has ended the transaction already (PostgreSQL rolled it back).
          const open = scope.begun && !scope.ended;
          scope.ended = true;
          if (open) await script('ROLLBACK', null);
          throw error;
        }
      });
    },
    reset,
  };
}
