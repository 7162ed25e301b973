import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The federation runtime core the host already carries (an alias of create-app-config.cjs): its
// `satisfy` is the one the runtime's own strictVersion check uses, and costs the first load nothing.
import { satisfy } from 'suite-federation-runtime-core';
import {
  SHARED_PACKAGE,
  SharedVersionMismatchError,
  checkSharedVersion,
  describeSharedVersionCheck,
  recordHostShared,
  recordSharedVersionCheck,
} from './shared-version-check';

/** The slice of a share entry (runtime-core's Shared) this plugin reads. */
interface ShareEntry {
  version?: string;
  from?: string;
  loaded?: boolean;
  lib?: unknown;
  loading?: unknown;
  shareConfig?: { requiredVersion?: string | false };
}
type ShareInfos = Record<string, ShareEntry[] | ShareEntry | undefined>;
interface FederationLike {
  name?: string;
  options?: { name?: string; shared?: ShareInfos };
  shareScopeMap?: Record<string, Record<string, Record<string, ShareEntry> | undefined> | undefined>;
}

const lastOf = (value: ShareEntry[] | ShareEntry | undefined): ShareEntry | undefined => (Array.isArray(value) ? value.at(-1) : value);

/**
 * What a remote's build declared for @suite/shared (its remoteEntry.js `initOptions.shared`, which its
 * federation instance holds once the entry ran): the range it needs and the version it carries.
 */
export function remoteRequirement(
  remote: string,
  instances: readonly FederationLike[],
  scopes: FederationLike['shareScopeMap'] = {},
): { requires: string | null; builtWith: string | null } | null {
  for (let i = instances.length - 1; i >= 0; i -= 1) {
    const instance = instances[i];
    if ((instance?.name ?? instance?.options?.name) !== remote) continue;
    const info = lastOf(instance?.options?.shared?.[SHARED_PACKAGE]);
    if (!info) return { requires: null, builtWith: null };
    const range = info.shareConfig?.requiredVersion;
    return { requires: typeof range === 'string' ? range : null, builtWith: info.version ?? null };
  }
  // No instance found: the share scope keeps what the remote registered when its version was new there.
  for (const [version, entry] of Object.entries(scopes?.default?.[SHARED_PACKAGE] ?? {})) {
    if (entry?.from !== remote) continue;
    const range = entry.shareConfig?.requiredVersion;
    return { requires: typeof range === 'string' ? range : null, builtWith: version };
  }
  return null;
}

/**
 * The version of @suite/shared a remote receives: the one already loaded (the host loads its own at
 * start-up, and `loaded-first` hands the loaded singleton to everyone), else the host's own.
 */
export function providedVersion(host: FederationLike): string | null {
  const versions = host.shareScopeMap?.default?.[SHARED_PACKAGE] ?? {};
  const loaded = Object.entries(versions).find(([, entry]) => entry && (entry.loaded || entry.lib || entry.loading));
  if (loaded) return loaded[0];
  return lastOf(host.options?.shared?.[SHARED_PACKAGE])?.version ?? null;
}

function federationInstances(): FederationLike[] {
  const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: FederationLike[] } }).__FEDERATION__;
  return federation?.__INSTANCES__ ?? [];
}

/**
 * Checks each remote's declared range of @suite/shared against the version the host gives it, when the
 * remote's entry has initialised and before any of its modules runs. One console.info line per remote
 * (`[suite] remote_games needs @suite/shared ^1.1.0, host gives 1.0.0: refused`), recorded for /__suite.
 * A remote whose range is not met fails its load with SharedVersionMismatchError, which the fallback
 * plugin turns into that remote's "unavailable" area: a blank page or an `undefined` export call is
 * never reached. (The remotes' own builds also set `strictVersion`, so the runtime throws even under a
 * host without this plugin.)
 */
export default function sharedVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'suite-shared-version',
    init({ options }) {
      const own = lastOf((options as FederationLike['options'])?.shared?.[SHARED_PACKAGE]);
      const range = own?.shareConfig?.requiredVersion;
      if (own) recordHostShared({ provides: own.version ?? null, requires: typeof range === 'string' ? range : null });
    },
    async initContainer(args) {
      const host = args.origin as unknown as FederationLike;
      const remote = args.remoteInfo.name;
      const declared = remoteRequirement(remote, federationInstances(), host.shareScopeMap);
      const check = checkSharedVersion({
        remote,
        requires: declared?.requires ?? null,
        builtWith: declared?.builtWith ?? null,
        received: providedVersion(host),
      }, satisfy);
      if (recordSharedVersionCheck(check)) console.info(describeSharedVersionCheck(check));
      if (!check.ok) throw new SharedVersionMismatchError(check);
      return args;
    },
  };
}
