/**
 * Guards that hold for every route, whatever its own schema says (issue 11, "Inputs"):
 *
 * - No NUL byte in any string of the path parameters, the query or the body (PostgreSQL refuses
 *   them in text, and they cut strings short elsewhere): a 400 envelope naming the field. Path and
 *   query are checked when the request arrives (before any session lookup), the body after the
 *   route's own preValidation hooks (an E route's body is decrypted there) and the schema.
 * - Money amounts in a body are strings, nothing else: the schema would coerce `1` to "1" and
 *   `["1.00"]` to "1.00". Every body field whose schema is an amount (the AMOUNT_PATTERN of
 *   money-input.ts, or a string field named like an amount) is checked before the schema, on every
 *   route, so a new route cannot forget it.
 * - Framework answers that bypass the error handler (a path parameter over maxParamLength: 414, a
 *   malformed path: 400) and the ones Node's HTTP parser gives before Fastify sees the request
 *   (header fields too large: 431, malformed request: 400, timeout: 408) are envelopes too.
 *
 * `routeInputSchemas` lists every route's input schemas, for the contract fuzz test.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, FastifyServerOptions, RouteOptions } from 'fastify';
import { auditFrameworkAnswer } from './admin-auth';
import { fail, HttpError } from './envelope';
import { AMOUNT_PATTERN } from './money-input';

/** The largest value of an `integer` (int4) column: ids above it are not found, never a database error. */
export const MAX_DB_INTEGER = 2_147_483_647;

/** A decimal id of an int4 column, 1 ... 2147483647, without leading zeros (for string fields and path parts). */
export const DB_ID_PATTERN =
  '^([1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';

/** The number of a decimal id text when it fits an int4 id column, else null. */
export function parseDbId(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_DB_INTEGER ? id : null;
}

const NUL = '\u0000';

/**
 * The path of the first string (or object key) holding a NUL byte, '' for the value itself, or
 * null when there is none. Iterative: a deeply nested body must not overflow the stack.
 */
export function findNulByte(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    if (typeof item.value === 'string') {
      if (item.value.includes(NUL)) return item.path;
    } else if (Array.isArray(item.value)) {
      item.value.forEach((element, index) => stack.push({ value: element, path: item.path ? `${item.path}.${index}` : String(index) }));
    } else if (item.value !== null && typeof item.value === 'object') {
      for (const [key, element] of Object.entries(item.value)) {
        const path = item.path ? `${item.path}.${key}` : key;
        if (key.includes(NUL)) return path.split(NUL).join('\\0');
        stack.push({ value: element, path });
      }
    }
  }
  return null;
}

function refuseNul(part: 'path' | 'query' | 'body', value: unknown): void {
  const path = findNulByte(value);
  if (path !== null) throw new HttpError(400, `Invalid ${part}: ${path || 'value'} must not contain a NUL byte`);
}

// --- Amounts ---

type SchemaNode = Record<string, unknown>;

const AMOUNT_NAME = /(amount|stake|turnover)/i;

function isAmountSchema(schema: SchemaNode, name: string | undefined): boolean {
  // A nullable amount (`type: ['string', 'null']`: a limit removed with null) is checked by its own
  // route (string or null, before the schema), not here.
  if (Array.isArray(schema.type) && schema.type.includes('null')) return false;
  if (schema.pattern === AMOUNT_PATTERN) return true;
  return schema.type === 'string' && name !== undefined && AMOUNT_NAME.test(name);
}

/** The paths (property names, '*' for array items) of the amount fields of a body schema. */
export function amountPaths(schema: unknown, name?: string, path: string[] = [], found: string[][] = []): string[][] {
  if (schema === null || typeof schema !== 'object' || path.length > 8) return found;
  const node = schema as SchemaNode;
  if (isAmountSchema(node, name)) found.push(path);
  if (node.properties && typeof node.properties === 'object') {
    for (const [key, child] of Object.entries(node.properties as SchemaNode)) amountPaths(child, key, [...path, key], found);
  }
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) amountPaths(node.items, name, [...path, '*'], found);
  for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = node[keyword];
    if (Array.isArray(options)) for (const option of options) amountPaths(option, name, path, found);
  }
  return found;
}

/** The first value at `path` in `data` that is present and not a string, as "a.b.0", or null. */
function nonStringAt(data: unknown, path: readonly string[], at: string[] = []): string | null {
  if (data === undefined) return null;
  if (path.length === 0) return typeof data === 'string' ? null : at.join('.') || 'value';
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '*') {
    if (!Array.isArray(data)) return null; // the schema refuses a non-array itself
    for (let index = 0; index < data.length; index++) {
      const bad = nonStringAt(data[index], rest, [...at, String(index)]);
      if (bad) return bad;
    }
    return null;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  return nonStringAt((data as Record<string, unknown>)[head], rest, [...at, head]);
}

function amountGuard(paths: string[][]) {
  return async (request: FastifyRequest): Promise<void> => {
    for (const path of paths) {
      const bad = nonStringAt(request.body, path);
      if (bad) throw new HttpError(400, `Invalid body: ${bad} must be a string with at most two decimals, e.g. "10.50"`);
    }
  };
}

// --- Route registry (for the fuzz test) ---

export interface RouteInputs {
  method: string;
  url: string;
  schema: FastifySchema;
}

const ROUTES = new WeakMap<FastifyInstance, RouteInputs[]>();

/** Every route registered after installInputGuards, with its schemas (body, querystring, params). */
export function routeInputSchemas(app: FastifyInstance): readonly RouteInputs[] {
  return ROUTES.get(app) ?? [];
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Installs the guards; call before any route is registered (the onRoute hook sees later routes only). */
export function installInputGuards(app: FastifyInstance): void {
  const routes: RouteInputs[] = [];
  ROUTES.set(app, routes);

  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of asArray(route.method)) routes.push({ method: String(method), url: route.url, schema: route.schema ?? {} });
    const paths = amountPaths(route.schema?.body);
    if (paths.length > 0) {
      // Appended: it runs after the route's own preValidation (an E route decrypts its body there).
      route.preValidation = [...asArray(route.preValidation), amountGuard(paths)] as RouteOptions['preValidation'];
    }
  });

  app.addHook('onRequest', async (request) => {
    refuseNul('path', request.params);
    refuseNul('query', request.query);
  });
  // After the route's preValidation (decryption) and the schema, before any handler or preHandler.
  app.addHook('preHandler', async (request) => {
    refuseNul('body', request.body);
  });
}

// --- Answers that do not pass through the error handler ---

/**
 * Fastify's `frameworkErrors`: a path parameter longer than maxParamLength (414) or a path that is
 * not valid percent-encoding (400), answered as envelopes instead of Fastify's own JSON.
 */
export function frameworkErrorEnvelope(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI Too Long: a path parameter is too long' : 'Bad Request: the path is not valid';
  const body = fail(message);
  // These answers skip the onSend hooks: a request to /admin gets its audit row here.
  void reply.status(status);
  void auditFrameworkAnswer(request, reply, JSON.stringify(body)).then(() => reply.send(body));
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it
 * (headers too large, malformed request, timeout). Answered with an envelope, then the socket is
 * closed (as Node does).
 */
export const clientErrorEnvelope: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, target) => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNRESET' || target.destroyed) return;
  let status = 400;
  let message = 'Bad Request: the request could not be read';
  if (code === 'HPE_HEADER_OVERFLOW') {
    status = 431;
    message = 'Request Header Fields Too Large';
  } else if (code === 'HPE_URI_TOO_LONG') {
    status = 414;
    message = 'URI Too Long';
  } else if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    message = 'Request Timeout';
  }
  const body = JSON.stringify(fail(message));
  if (target.writable) {
    target.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  target.destroy(error);
};
