// Child process that serves a built suite for one e2e test file, with the project's own static
// server (scripts/lib/static-server.mjs), and takes orders on stdin so a test can stop, restart or
// replace a remote, or put a server in its place that accepts connections and never answers.
// (Jest cannot load the .mjs scripts in its sandbox; a child process can, and it is closer to
// production anyway.)
//   stdin:  one JSON object per line  { id, cmd: 'start' | 'stop' | 'serve' | 'hang', name, ... }
//   stdout: one JSON object per line  { ready: true } once, then { id, ok, error? } per order
import net from 'node:net';
import readline from 'node:readline';
import { startStaticServer, stopStaticServer } from '../../scripts/lib/static-server.mjs';

/** @type {{ servers: Record<string, object> }} server name -> startStaticServer options */
const config = JSON.parse(process.argv[2]);
/** name -> running http.Server or net.Server */
const running = new Map();
const sockets = new Map();

function hangServer(port) {
  const open = new Set();
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => open.delete(socket));
    // Read and ignore the request; never answer.
    socket.resume();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      sockets.set(server, open);
      resolve(server);
    });
  });
}

async function stop(name) {
  const server = running.get(name);
  if (!server) return;
  running.delete(name);
  const open = sockets.get(server);
  if (open) {
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => server.close(() => resolve()));
  } else {
    await stopStaticServer(server);
  }
}

async function start(name, options) {
  await stop(name);
  running.set(name, await startStaticServer(options));
}

const orders = {
  start: ({ name }) => start(name, config.servers[name]),
  stop: ({ name }) => stop(name),
  serve: ({ name, options }) => {
    config.servers[name] = options;
    return start(name, options);
  },
  hang: async ({ name, port }) => {
    await stop(name);
    running.set(name, await hangServer(port));
  },
};

const reply = (message) => process.stdout.write(JSON.stringify(message) + '\n');

async function shutdown() {
  await Promise.all([...running.keys()].map(stop));
  process.exit(0);
}

try {
  for (const [name, options] of Object.entries(config.servers)) await start(name, options);
} catch (error) {
  reply({ ready: false, error: String(error?.message ?? error) });
  process.exit(1);
}
reply({ ready: true });

readline.createInterface({ input: process.stdin }).on('line', async (line) => {
  let order;
  try {
    order = JSON.parse(line);
    await orders[order.cmd](order);
    reply({ id: order.id, ok: true });
  } catch (error) {
    reply({ id: order?.id, ok: false, error: String(error?.message ?? error) });
  }
});
process.stdin.on('end', shutdown);
process.on('SIGTERM', shutdown);
