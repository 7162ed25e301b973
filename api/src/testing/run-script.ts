import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/<name> with extra env. */
export function runScript(name: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const file = path.resolve(__dirname, '../../../scripts', name);
  return new Promise((resolve) => {
    execFile(file, args, { env: { ...process.env, ...env }, timeout: 15_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A port with nothing listening on it. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}
