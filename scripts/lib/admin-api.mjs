// The operator scripts' one way to the running API's admin routes: a named admin account
// (x-operator + x-admin-token, see scripts/admin-account), the JSON envelope, and errors that say
// what to do. Env: SUITE_API_URL (default http://127.0.0.1:4000), SUITE_OPERATOR (the account name,
// default dev: the development account outside production), SUITE_ADMIN_TOKEN (its secret, default
// dev-admin-token).

export const apiUrl = (process.env.SUITE_API_URL || 'http://127.0.0.1:4000').replace(/\/+$/, '');
const token = process.env.SUITE_ADMIN_TOKEN || 'dev-admin-token';
const operator = process.env.SUITE_OPERATOR || 'dev';

/** The headers of every admin request: the account's name and secret. */
export const adminHeaders = () => ({ 'x-admin-token': token, 'x-operator': operator });
export const CREDENTIALS_HINT = 'set SUITE_OPERATOR and SUITE_ADMIN_TOKEN to an admin account (scripts/admin-account)';

export class UsageError extends Error {}

/** Sends a request and returns the envelope and status, or throws when the API cannot be reached. */
export async function send(method, path, { body, headers = {}, raw } = {}) {
  let response;
  try {
    response = await fetch(apiUrl + path, {
      method,
      headers: { ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const reason = error?.cause?.code ?? error?.name ?? 'error';
    throw new Error(`the API is not reachable at ${apiUrl} (${reason}). Start it with "npm start" or set SUITE_API_URL.`, { cause: error });
  }
  let envelope;
  try {
    envelope = await response.json();
  } catch {
    throw new Error(`${apiUrl} answered ${response.status} without a JSON envelope: is it the suite API?`);
  }
  return { status: response.status, envelope };
}

/** An admin call: the envelope's value, or an error with the API's message. `headers`: extra ones (Idempotency-Key). */
export async function adminCall(method, path, body, headers = {}) {
  const { status, envelope } = await send(method, path, { body, headers: { ...adminHeaders(), ...headers } });
  if (status === 401 || status === 403) throw new Error(`${envelope.message}: ${CREDENTIALS_HINT}`);
  if (!envelope.success) {
    if (status === 404 && /^Route /.test(envelope.message)) throw new Error(`the admin routes are missing on ${apiUrl}: is it the suite API?`);
    throw new Error(`the API refused (${status}): ${envelope.message}`);
  }
  return envelope.value;
}

/** An admin route that answers bytes (an image): its content type and the bytes; a refusal's envelope becomes an error. */
export async function adminBytes(path) {
  let response;
  try {
    response = await fetch(apiUrl + path, { headers: adminHeaders(), signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    const reason = error?.cause?.code ?? error?.name ?? 'error';
    throw new Error(`the API is not reachable at ${apiUrl} (${reason}). Start it with "npm start" or set SUITE_API_URL.`, { cause: error });
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (response.ok && !contentType.startsWith('application/json')) return { contentType, bytes: Buffer.from(await response.arrayBuffer()) };
  const envelope = await response.json().catch(() => ({ message: `${response.status} without a JSON envelope` }));
  if (response.status === 401 || response.status === 403) throw new Error(`${envelope.message}: ${CREDENTIALS_HINT}`);
  throw new Error(`the API refused (${response.status}): ${envelope.message}`);
}

/** Runs a script's main: usage errors exit 64 with the usage, other errors 1. */
export async function runScript(name, usage, main) {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return;
  }
  try {
    const code = await main(argv);
    if (typeof code === 'number') process.exitCode = code;
  } catch (error) {
    console.error(`${name}: ${error.message}`);
    if (error instanceof UsageError) console.error(`\n${usage}`);
    process.exitCode = error instanceof UsageError ? 64 : 1;
  }
}
