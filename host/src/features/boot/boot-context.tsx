import { createContext, useContext } from 'react';
import type { BootResult } from './boot';

const BootContext = createContext<BootResult>({ config: { apiBaseUrl: '', apiTimeoutMs: 15000, remotesUrl: '/remotes.json' }, remotes: [], problems: [] });

export const BootProvider = BootContext.Provider;

export function useBoot(): BootResult {
  return useContext(BootContext);
}
