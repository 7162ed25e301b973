// Finds the Chromium the browser tests and the bench drive (Debian's package, never a downloaded one).
import { existsSync } from 'node:fs';
import { run } from './proc.mjs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
}

/**
 * Returns the Chromium path, installing Debian's package first when running as root; otherwise throws
 * with the exact command to run.
 */
export async function ensureChromium({ log = console.log } = {}) {
  const file = chromiumPath();
  if (existsSync(file)) return file;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${file} does not exist.`);
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is not installed (${file} is missing). Install it with:\n  ${INSTALL_COMMAND}\nor set CHROMIUM_PATH.`);
  }
  log('Chromium is missing; installing Debian\'s package (apt-get update && apt-get install -y chromium)...');
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const { code, output } = await run('apt-get', args, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    if (code !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${code}):\n${output.trim().split('\n').slice(-20).join('\n')}`);
  }
  if (!existsSync(file)) throw new Error(`apt-get installed chromium but ${file} is still missing; set CHROMIUM_PATH.`);
  return file;
}

/** Launch arguments that keep Chromium quiet and deterministic in tests and benchmarks. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
