import { DEFAULT_PLATFORM_PROFILE } from '@suite/shared';
import { createContext, useContext } from 'react';
import type { BootResult } from './boot';

const BootContext = createContext<BootResult>({ config: { apiBaseUrl: '', apiTimeoutMs: 15000, remotesUrl: '/remotes.json', platform: DEFAULT_PLATFORM_PROFILE }, remotes: [], problems: [] });

export const BootProvider = BootContext.Provider;

export function useBoot(): BootResult {
  return useContext(BootContext);
}
