import { centreAreaOf, HOST_ROUTES, type HostPage } from './paths';

/** The i18n key (host namespace) of each host page's name. */
const HOST_PAGE_TITLES: Record<HostPage, string> = {
  home: 'pages.home',
  login: 'pages.login',
  register: 'pages.register',
  forget: 'pages.forget',
  noticePage: 'pages.noticePage',
  help: 'pages.help',
  helpmc: 'pages.helpmc',
  down: 'pages.down',
  suite: 'suite.title',
};

/** The name of each remote page route (the centres are named by `centreAreaOf`). */
const REMOTE_PAGE_TITLES: Record<string, string> = {
  '/rng': 'nav.rng',
  '/fish': 'nav.fish',
  '/pvp': 'nav.pvp',
  '/live': 'nav.live',
  '/sports': 'nav.sports',
  '/esports': 'nav.esports',
  '/elott': 'nav.elott',
  '/cockfight': 'nav.cockfight',
  '/fbsports': 'titles.fbsports',
  '/seamless': 'titles.seamless',
  '/game': 'titles.game',
  '/lottery': 'nav.lottery',
  '/vnlottery': 'titles.vnlottery',
  '/vip': 'nav.vip',
  '/pointMall': 'nav.pointMall',
  '/promotions': 'nav.promotions',
  '/promoDetail': 'titles.promoDetail',
  '/agentHome': 'titles.agentHome',
  '/join': 'titles.join',
};

const NOT_FOUND_TITLE = 'pages.notFound';

/**
 * The i18n key naming the page at `pathname` (the route table of paths.ts): a host page, a remote
 * page, the member or agent centre, or the not-found page.
 */
export function routeTitleKey(pathname: string): string {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const area = centreAreaOf(clean);
  if (area) return `nav.${area}`;
  const host = HOST_ROUTES.find(({ path }) => path === clean);
  if (host) return HOST_PAGE_TITLES[host.page];
  return REMOTE_PAGE_TITLES[clean] ?? NOT_FOUND_TITLE;
}

/** Every remote page route has a name (checked by the title test against the route table). */
export const TITLED_REMOTE_PATHS: readonly string[] = Object.keys(REMOTE_PAGE_TITLES);
