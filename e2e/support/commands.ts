// The operator commands, run as an operator would run them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths';

export interface CommandResult {
  code: number;
  output: string;
}

export function runCommand(command: string, args: string[], { cwd = ROOT, env = {} }: { cwd?: string; env?: Record<string, string> } = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

export function swapRemote(args: string[]): Promise<CommandResult> {
  return runCommand(path.join(ROOT, 'scripts/swap-remote'), args);
}

/**
 * Production build of one app into `outDir` with the given reported version. `sharedVersion` builds it
 * "against a bumped @suite/shared" through the build's test seam (SUITE_TEST_SHARED_VERSION,
 * shared/src/federation/shared-deps.cjs): it then provides that version and needs `^<it>`.
 */
export function buildRemote(
  pkg: string,
  { outDir, version, sharedVersion }: { outDir: string; version: string; sharedVersion?: string },
): Promise<CommandResult> {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });
  return runCommand(process.execPath, [cli, '--mode', 'production'], {
    cwd: path.join(ROOT, pkg),
    env: { SUITE_OUT_DIR: outDir, SUITE_BUILD_VERSION: version, ...(sharedVersion ? { SUITE_TEST_SHARED_VERSION: sharedVersion } : {}) },
  });
}
