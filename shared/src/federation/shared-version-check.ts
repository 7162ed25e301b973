// Which @suite/shared each remote needs and which one the host gives it (docs/releases.md). The host's
// runtime plugin (shared-version-plugin.ts) checks every remote when its entry initialises, before any
// of its modules runs, and records the outcome here for /__suite. No React here: runtime plugins are
// bundled eagerly, before the shared React exists. No semver code either: the plugin passes the
// federation runtime's own `satisfy` (the one its strictVersion check uses), already in the host.

export const SHARED_PACKAGE = '@suite/shared';

export interface SharedVersionCheck {
  /** Federation container name (remote_games, ...). */
  remote: string;
  /** The range the remote was built to need; null when its build declares none (no check). */
  requires: string | null;
  /** The version of shared the remote's own build carries (for the operator: which shared it was built with). */
  builtWith: string | null;
  /** The version of shared the host has loaded, which the remote receives (a singleton). */
  received: string | null;
  ok: boolean;
}

/** Whether `received` meets `requires` (no declared range or `*`: nothing to check). */
export function checkSharedVersion(
  input: Omit<SharedVersionCheck, 'ok'>,
  satisfies: (version: string, range: string) => boolean,
): SharedVersionCheck {
  const { requires, received } = input;
  const unchecked = requires === null || requires.trim() === '' || requires.trim() === '*';
  return { ...input, ok: unchecked || (received !== null && satisfies(received, requires)) };
}

/** The host's console line for a check: `[suite] remote_games needs @suite/shared ^1.1.0, host gives 1.0.0: refused`. */
export function describeSharedVersionCheck(check: SharedVersionCheck): string {
  const needs = check.requires === null ? 'declares no range of' : 'needs';
  const range = check.requires === null ? SHARED_PACKAGE : `${SHARED_PACKAGE} ${check.requires}`;
  return `[suite] ${check.remote} ${needs} ${range}, host gives ${check.received ?? 'none'}: ${check.ok ? 'ok' : 'refused'}`;
}

/** The error a refused remote fails with; the fallback plugin turns it into the remote's "unavailable" area. */
export class SharedVersionMismatchError extends Error {
  readonly check: SharedVersionCheck;

  constructor(check: SharedVersionCheck) {
    super(
      `${check.remote} needs ${SHARED_PACKAGE} ${check.requires}, but the host gives ${check.received ?? 'none'}` +
        `${check.builtWith ? ` (built with ${check.builtWith})` : ''}: refused before any of its code ran (docs/releases.md)`,
    );
    this.name = 'SharedVersionMismatchError';
    this.check = check;
  }
}

export function isSharedVersionMismatch(error: unknown): error is SharedVersionMismatchError {
  return error instanceof Error && error.name === 'SharedVersionMismatchError';
}

// The records live on the global object: the plugin (host runtime chunk) and the status page (shared
// singleton) must see the same list even if the bundler placed this module twice.
type Listener = () => void;
interface Registry {
  checks: Record<string, SharedVersionCheck>;
  host: HostShared | null;
  listeners: Set<Listener>;
}

/** What the host's own build declared: the version it provides to every remote, the range it needs. */
export interface HostShared {
  provides: string | null;
  requires: string | null;
}
const REGISTRY_KEY = '__SUITE_SHARED_VERSIONS__';

function registry(): Registry {
  const global = globalThis as unknown as Record<string, Registry | undefined>;
  return (global[REGISTRY_KEY] ??= { checks: {}, host: null, listeners: new Set() });
}

/** Records a check; returns true when it differs from the last one recorded for that remote. */
export function recordSharedVersionCheck(check: SharedVersionCheck): boolean {
  const { checks, listeners } = registry();
  const last = checks[check.remote];
  const changed =
    !last || last.ok !== check.ok || last.requires !== check.requires || last.received !== check.received || last.builtWith !== check.builtWith;
  if (!changed) return false;
  registry().checks = { ...checks, [check.remote]: check };
  listeners.forEach((listener) => listener());
  return true;
}

export function recordHostShared(host: HostShared): void {
  const last = registry().host;
  if (last && last.provides === host.provides && last.requires === host.requires) return;
  registry().host = host;
  registry().listeners.forEach((listener) => listener());
}

/** The host's own @suite/shared (null outside a federated host, e.g. in unit tests). */
export function hostSharedVersion(): HostShared | null {
  return registry().host;
}

/** Every remote checked so far in this page, by container name (a new object after each change). */
export function sharedVersionChecks(): Readonly<Record<string, SharedVersionCheck>> {
  return registry().checks;
}

export function subscribeSharedVersionChecks(listener: Listener): () => void {
  const { listeners } = registry();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forget every check. */
export function resetSharedVersionChecks(): void {
  registry().checks = {};
  registry().host = null;
}
