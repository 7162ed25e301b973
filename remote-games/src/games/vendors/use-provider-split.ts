import { api, useApi } from '@suite/shared';
import { DEFAULT_PROVIDER_SPLIT, type ProviderSplit } from './vendor-lanes';

/**
 * The operator's esports and cockfight provider lists (permission info `gameProviderSplit`), the same
 * lists the host's navigation uses; the spec defaults (TF, DS88) until they arrive or if the call fails.
 */
export function useProviderSplit(): ProviderSplit {
  const { data } = useApi(api.permission, { url: window.location.host });
  return data?.info.gameProviderSplit ?? DEFAULT_PROVIDER_SPLIT;
}
