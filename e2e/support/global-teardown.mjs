import { rmSync } from 'node:fs';
import { stopProcess } from '../../scripts/lib/proc.mjs';

export default async function globalTeardown() {
  const state = globalThis.__SUITE_E2E__;
  if (!state) return;
  await stopProcess(state.api);
  rmSync(state.dataDir, { recursive: true, force: true });
}
