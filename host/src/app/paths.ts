import type { RemoteName } from '../features/remotes/remote-names';

/** Routes the host renders itself (spec 1 §2 and 2 §2), with the layout each one uses. */
export type Layout = 'full' | 'header' | 'bare';

export type HostPage = 'home' | 'login' | 'register' | 'forget' | 'noticePage' | 'help' | 'helpmc' | 'down' | 'suite';

export const HOST_ROUTES: ReadonlyArray<{ path: string; page: HostPage; layout: Layout }> = [
  { path: '/', page: 'home', layout: 'full' },
  { path: '/index', page: 'home', layout: 'full' },
  { path: '/index.html', page: 'home', layout: 'full' },
  { path: '/home', page: 'home', layout: 'full' },
  { path: '/login', page: 'login', layout: 'header' },
  { path: '/register', page: 'register', layout: 'full' },
  { path: '/register.html', page: 'register', layout: 'full' },
  { path: '/forget', page: 'forget', layout: 'full' },
  { path: '/noticePage', page: 'noticePage', layout: 'full' },
  { path: '/help', page: 'help', layout: 'full' },
  { path: '/helpmc', page: 'helpmc', layout: 'bare' },
  { path: '/down', page: 'down', layout: 'bare' },
  { path: '/__suite', page: 'suite', layout: 'bare' },
];

/**
 * Routes owned by each remote. The member and agent centres live under /member/* and /agent/*
 * (spec page names as the last segment, e.g. /member/securityCenter); see docs/routes.md.
 */
/** `centre`: the member or agent centre, which only the matching kind of account may open. */
export const REMOTE_ROUTES: ReadonlyArray<{ path: string; remote: RemoteName; layout: Layout; centre?: CentreArea }> = [
  ...['/rng', '/fish', '/pvp', '/live', '/sports', '/esports', '/elott', '/cockfight', '/fbsports', '/seamless', '/game'].map(
    (path) => ({ path, remote: 'remote_games' as const, layout: 'full' as const }),
  ),
  { path: '/lottery', remote: 'remote_lottery', layout: 'header' },
  { path: '/vnlottery', remote: 'remote_lottery', layout: 'header' },
  { path: '/member/*', remote: 'remote_member', layout: 'full', centre: 'member' },
  { path: '/vip', remote: 'remote_member', layout: 'full' },
  { path: '/pointMall', remote: 'remote_member', layout: 'full' },
  { path: '/promotions', remote: 'remote_member', layout: 'full' },
  { path: '/promoDetail', remote: 'remote_member', layout: 'full' },
  { path: '/agent/*', remote: 'remote_agent', layout: 'full', centre: 'agent' },
  { path: '/agentHome', remote: 'remote_agent', layout: 'full' },
  { path: '/join', remote: 'remote_agent', layout: 'full' },
];

export type CentreArea = 'member' | 'agent';

/**
 * The centre a path opens (/member, /member/<page>, /agent/<page>), or undefined. The centres open as
 * a routed overlay over the page the player was on (see docs/member-centre.md).
 */
export function centreAreaOf(pathname: string): CentreArea | undefined {
  const clean = pathname.split(/[?#]/)[0] ?? pathname;
  return REMOTE_ROUTES.find(({ path, centre }) => centre && (clean === path.slice(0, -2) || clean.startsWith(path.slice(0, -1))))?.centre;
}

/** Which remote serves a path (for hover preloading of links). */
export function remoteForPath(pathname: string): RemoteName | undefined {
  const clean = pathname.split(/[?#]/)[0] ?? pathname;
  return REMOTE_ROUTES.find(({ path }) =>
    path.endsWith('/*') ? clean === path.slice(0, -2) || clean.startsWith(path.slice(0, -1)) : clean === path,
  )?.remote;
}
