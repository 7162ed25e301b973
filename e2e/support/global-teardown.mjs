// After every journey: the ledger must still balance (scripts/ledger-check against each worker's e2e
// API), then the APIs stop and their data goes.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopProcess } from '../../scripts/lib/proc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function ledgerCheck(port) {
  return new Promise((resolve) => {
    execFile(path.join(ROOT, 'scripts/ledger-check'), [], { env: { ...process.env, SUITE_API_URL: `http://127.0.0.1:${port}` }, timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ ok: !error, output: `${stdout}${stderr}` }),
    );
  });
}

export default async function globalTeardown() {
  const state = globalThis.__SUITE_E2E__;
  if (!state) return;
  const failed = [];
  for (const { port, api, dataDir } of state.apis) {
    const check = await ledgerCheck(port);
    await stopProcess(api);
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`\n[e2e] scripts/ledger-check after the journeys (API :${port}): ${check.ok ? 'OK' : 'FAILED'}`);
    if (!check.ok) failed.push(`:${port}\n${check.output}`);
  }
  if (failed.length > 0) throw new Error(`scripts/ledger-check failed after the journeys:\n${failed.join('\n')}`);
}
