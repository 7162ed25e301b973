// After every journey: the ledger must still balance (scripts/ledger-check against the e2e API),
// then the API stops and its data goes.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopProcess } from '../../scripts/lib/proc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_PORT = Number(process.env.SUITE_E2E_PORT_BASE || 3100) + 1000;

function ledgerCheck() {
  return new Promise((resolve) => {
    execFile(path.join(ROOT, 'scripts/ledger-check'), [], { env: { ...process.env, SUITE_API_URL: `http://127.0.0.1:${API_PORT}` }, timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ ok: !error, output: `${stdout}${stderr}` }),
    );
  });
}

export default async function globalTeardown() {
  const state = globalThis.__SUITE_E2E__;
  if (!state) return;
  const check = await ledgerCheck();
  await stopProcess(state.api);
  rmSync(state.dataDir, { recursive: true, force: true });
  console.log(`\n[e2e] scripts/ledger-check after the journeys: ${check.ok ? 'OK' : 'FAILED'}`);
  if (!check.ok) throw new Error(`scripts/ledger-check failed after the journeys:\n${check.output}`);
}
