// Child processes and ports for the operator scripts: run a command to completion, keep a server
// process alive and stop its whole process group, wait for an HTTP endpoint, check a port is free.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';

/**
 * Runs a command to completion. Output is streamed when `stream` is true, otherwise collected and
 * returned (callers print it when the command fails).
 * @returns {Promise<{ code: number, output: string, ms: number }>}
 */
export function run(command, args, { cwd, env, stream = false, priority } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    // A nice value (what the child starts later inherits it: jest's workers).
    if (priority !== undefined && child.pid) {
      try {
        os.setPriority(child.pid, priority);
      } catch {
        /* not allowed here: it runs at the usual priority */
      }
    }
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 127, output: output + String(error), ms: Date.now() - started }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output, ms: Date.now() - started }));
  });
}

/**
 * Starts a long-running process in its own process group (so stopping it also stops what it spawned).
 * @returns {import('node:child_process').ChildProcess}
 */
export function startProcess(command, args, { cwd, env, label, quiet = false } = {}) {
  const fullEnv = { ...process.env, ...env };
  // `undefined` in `env` removes a variable (e.g. DATABASE_URL for a PGlite-only run).
  for (const [key, value] of Object.entries(fullEnv)) if (value === undefined) delete fullEnv[key];
  const child = spawn(command, args, {
    cwd,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = label ? `[${label}] ` : '';
  let tail = '';
  const onData = (stream) => (chunk) => {
    const text = String(chunk);
    tail = (tail + text).slice(-4000);
    if (!quiet) stream.write(text.replace(/^(?=.)/gm, prefix));
  };
  child.stdout.on('data', onData(process.stdout));
  child.stderr.on('data', onData(process.stderr));
  child.outputTail = () => tail;
  return child;
}

/** Stops a process group started by startProcess: SIGTERM, then SIGKILL after `graceMs`. */
export function stopProcess(child, graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const signal = (sig) => {
      try {
        process.kill(-child.pid, sig);
      } catch {
        try {
          child.kill(sig);
        } catch {
          /* already gone */
        }
      }
    };
    const timer = setTimeout(() => signal('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    signal('SIGTERM');
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers 2xx. `child`, when given, makes the wait fail as soon as it exits.
 * @returns {Promise<void>}
 */
export async function waitForHttp(url, { timeoutMs = 60000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`process exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

function canConnect(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

function canListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Whether something already serves on this port (on IPv4 or IPv6 loopback) or it cannot be bound. */
export async function portTaken(port, bindHost = '127.0.0.1') {
  if ((await canConnect(port, '127.0.0.1')) || (await canConnect(port, '::1'))) return true;
  return !(await canListen(port, bindHost));
}

/** Throws one clear message naming every taken port and what it was meant for. */
export async function assertPortsFree(entries, bindHost) {
  const taken = [];
  for (const { port, label } of entries) if (await portTaken(port, bindHost)) taken.push(`${port} (${label})`);
  if (taken.length > 0) {
    throw new Error(
      `Port${taken.length > 1 ? 's' : ''} already in use: ${taken.join(', ')}.\n` +
        `Stop whatever uses ${taken.length > 1 ? 'them' : 'it'} (e.g. \`ss -ltnp | grep ${taken[0].split(' ')[0]}\`) ` +
        'or choose other ports with SUITE_HOST_PORT, SUITE_GAMES_PORT, SUITE_LOTTERY_PORT, SUITE_MEMBER_PORT, SUITE_AGENT_PORT, SUITE_API_PORT.',
    );
  }
}

/** Formats milliseconds as "4.2 s". */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
