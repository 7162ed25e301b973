// A unit test must not reach the network (issue 26 #16): jsdom's XMLHttpRequest (and fetch, when the
// environment has one) would really connect, and to this page's origin nobody listens. Every request
// is refused at once, and the test that made it fails when it ends, even when the code under test
// caught the refusal (the shell's loads do). Stub the call instead (test/api-mock.ts or
// features/auth/testing/shared-mock.ts); a test that truly needs the network calls allowRealRequests().

interface GuardState {
  allowed: boolean;
  /** The requests refused since the last check: URL and the test that made them. */
  refused: string[];
}

// On globalThis: a test that resets its modules gets a fresh copy of this file, not a fresh guard.
const KEY = Symbol.for('suite.test.networkGuard');
const scope = globalThis as typeof globalThis & { [KEY]?: GuardState };
const state: GuardState = scope[KEY] ?? (scope[KEY] = { allowed: false, refused: [] });

/** Lets this test (only this one: the guard is back after it) make real requests. */
export function allowRealRequests(): void {
  state.allowed = true;
}

function refuse(kind: string, method: string, url: string | URL): Error {
  const href = new URL(String(url), document.baseURI).href;
  const test = expect.getState().currentTestName ?? 'outside a test';
  state.refused.push(`${method.toUpperCase()} ${href} (${kind}, in "${test}")`);
  return new Error(`test made a real request to ${method.toUpperCase()} ${href}: stub it (see host/src/test/network-guard.ts)`);
}

function failIfRefused(): void {
  const refused = state.refused.splice(0);
  state.allowed = false;
  if (refused.length > 0) {
    throw new Error(`The test made ${refused.length} real network request(s); stub them:\n  ${refused.join('\n  ')}`);
  }
}

if (!(KEY in XMLHttpRequest.prototype)) {
  const open = XMLHttpRequest.prototype.open as (this: XMLHttpRequest, ...args: unknown[]) => void;
  // Refused at open(): axios's browser adapter opens inside its promise, so the call fails like an
  // unreachable server would, and no socket is ever made.
  Object.defineProperty(XMLHttpRequest.prototype, KEY, { value: true });
  XMLHttpRequest.prototype.open = function guardedOpen(this: XMLHttpRequest, ...args: unknown[]) {
    if (!state.allowed) throw refuse('XMLHttpRequest', String(args[0]), args[1] as string | URL);
    return open.apply(this, args);
  };
  if (typeof globalThis.fetch === 'function') {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (state.allowed) return realFetch(input, init);
      const url = input instanceof Request ? input.url : input;
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      return Promise.reject(refuse('fetch', method, url));
    };
  }
}

afterEach(failIfRefused);
afterAll(failIfRefused);
