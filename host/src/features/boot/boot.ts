import { LOCAL_KEYS, parseRuntimeConfig, readStorage, setRuntimeConfig, writeStorage, type RuntimeConfig } from '@suite/shared';
import { parseRemotesManifest, type RemoteEntry } from '../remotes/remotes-manifest';
import { registerSuiteRemotes } from '../remotes/remote-registry';
import { takeConfig, takeRemotes } from './early-fetch';

export type BootProblem = { key: 'boot.configError' | 'boot.remotesError'; file: string; detail: string };

export interface BootResult {
  config: RuntimeConfig;
  remotes: RemoteEntry[];
  problems: BootProblem[];
}

/**
 * Reads config.json and remotes.json (both requested early by src/index.ts when config.json keeps the
 * default remotesUrl); a broken file still boots the shell, with a visible notice.
 */
export async function boot(): Promise<BootResult> {
  const problems: BootProblem[] = [];

  const configFile = await takeConfig();
  const parsedConfig = configFile.ok ? parseRuntimeConfig(configFile.data) : null;
  if (!configFile.ok) problems.push({ key: 'boot.configError', file: 'config.json', detail: configFile.reason });
  else if (parsedConfig && parsedConfig.problems.length > 0) {
    problems.push({ key: 'boot.configError', file: 'config.json', detail: parsedConfig.problems.join('; ') });
  }
  const config = setRuntimeConfig(parsedConfig?.config ?? {});
  // The page's early requests of the next visit go to this API (public/boot-early.js).
  if (readStorage('local', LOCAL_KEYS.apiBase) !== config.apiBaseUrl) writeStorage('local', LOCAL_KEYS.apiBase, config.apiBaseUrl);

  const remotesFile = await takeRemotes(config.remotesUrl);
  let remotes: RemoteEntry[] = [];
  if (!remotesFile.ok) {
    problems.push({ key: 'boot.remotesError', file: 'remotes.json', detail: remotesFile.reason });
  } else {
    const parsed = parseRemotesManifest(remotesFile.data);
    remotes = parsed.remotes;
    if (parsed.problems.length > 0) {
      problems.push({ key: 'boot.remotesError', file: 'remotes.json', detail: parsed.problems.join('; ') });
    }
  }
  try {
    registerSuiteRemotes(remotes);
  } catch (error) {
    problems.push({ key: 'boot.remotesError', file: 'remotes.json', detail: String(error) });
  }
  for (const problem of problems) console.error(`[suite] ${problem.file}: ${problem.detail}`);
  return { config, remotes, problems };
}
