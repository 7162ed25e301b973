import type { getRemoteEntry as GetRemoteEntry, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RETRY_DELAY_MS, RETRY_TIMES } from './timing';

type RemoteEntryExports = Exclude<Awaited<ReturnType<typeof GetRemoteEntry>>, false | void>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Loads a failed remote entry again, a bounded number of times, before the fallback takes over. */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'suite-retry',
    async loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }): Promise<Promise<RemoteEntryExports | undefined> | undefined> {
      for (let attempt = 0; attempt < RETRY_TIMES; attempt += 1) {
        await wait(RETRY_DELAY_MS);
        // The failed load is still registered under this key; drop it so the retry really fetches.
        delete globalLoading[uniqueKey];
        try {
          const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (entry) return entry;
        } catch {
          // try again, or let the fallback plugin take over
        }
      }
      return undefined;
    },
  };
}
