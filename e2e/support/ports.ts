// Ports of the e2e suite: its own range, so it runs beside `npm start` (3000-3004, 4000).
export const E2E_API_PORT = 4100;
export const E2E_HOST_PORT = 3100;
export const E2E_REMOTE_PORTS = {
  remote_games: 3101,
  remote_lottery: 3102,
  remote_member: 3103,
  remote_agent: 3104,
} as const;
/** Second build of remote-games (swap journey) and the never-answering server (resilience journey). */
export const E2E_GAMES_V2_PORT = 3111;
export const E2E_HANG_PORT = 3112;

export type RemoteName = keyof typeof E2E_REMOTE_PORTS;
export const REMOTE_NAMES = Object.keys(E2E_REMOTE_PORTS) as RemoteName[];

export const HOST_URL = `http://localhost:${E2E_HOST_PORT}`;

export function remoteOrigin(name: RemoteName): string {
  return `http://localhost:${E2E_REMOTE_PORTS[name]}`;
}
