// A stand-in module that the fallback runtime plugin hands back when a remote cannot load, so the
// host's mount can tell "remote unavailable" from a real module without React in the plugin
// (runtime plugins are bundled eagerly, before the shared React is available).
export const REMOTE_LOAD_FAILED = '__suiteRemoteLoadFailed' as const;

export interface RemoteLoadFailure {
  __esModule: true;
  [REMOTE_LOAD_FAILED]: true;
  remoteId: string;
  error: unknown;
  default?: undefined;
}

export function createRemoteLoadFailure(remoteId: string, error: unknown): RemoteLoadFailure {
  return { __esModule: true, [REMOTE_LOAD_FAILED]: true, remoteId, error };
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[REMOTE_LOAD_FAILED] === true;
}
