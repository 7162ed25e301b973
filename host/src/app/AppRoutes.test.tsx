import { screen } from '@testing-library/react';
import { resetCachedCalls } from '../lib/cached-call';
import { answerApi } from '../test/api-mock';
import { shellRoutes } from '../test/fixtures';
import { renderAt } from '../test/render';
import { AppRoutes } from './AppRoutes';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

// The remote areas are covered by RemoteMount's own tests; here we only check who owns each path.
jest.mock('../features/remotes/components/RemoteMount', () => ({
  RemoteMount: ({ remote }: { remote: string }) => <p data-testid="remote-owner">{remote}</p>,
}));
jest.mock('../features/remotes/remote-registry', () => ({ preloadRemote: jest.fn(), loadRemoteMeta: jest.fn() }));

const OWNERS: Record<string, string[]> = {
  remote_games: ['/rng', '/fish', '/pvp', '/live', '/sports', '/esports', '/elott', '/cockfight', '/fbsports', '/seamless', '/game'],
  remote_lottery: ['/lottery', '/vnlottery'],
  remote_member: ['/member', '/member/securityCenter', '/vip', '/pointMall', '/promotions', '/promoDetail'],
  remote_agent: ['/agent', '/agent/agentTeamOverview', '/agentHome', '/join'],
};

const HOST_PAGES: Array<[string, string]> = [
  ['/', 'Inicio'],
  ['/index', 'Inicio'],
  ['/index.html', 'Inicio'],
  ['/home', 'Inicio'],
  ['/login', 'Iniciar sesión'],
  ['/register', 'Registro'],
  ['/register.html', 'Registro'],
  ['/forget', 'Recuperar contraseña'],
  ['/noticePage', 'Avisos'],
  ['/help', 'Ayuda'],
  ['/helpmc', 'Ayuda del centro de miembros'],
  ['/down', 'Descarga de la aplicación'],
];

beforeEach(() => {
  resetCachedCalls();
  answerApi(shellRoutes());
});

describe('route table', () => {
  it.each(Object.entries(OWNERS).flatMap(([remote, paths]) => paths.map((path) => [path, remote])))(
    '%s is served by %s',
    async (path, remote) => {
      await renderAt(<AppRoutes />, { path });
      expect(screen.getByTestId('remote-owner')).toHaveTextContent(remote);
    },
  );

  it.each(HOST_PAGES)('%s is a host page titled %s', async (path, title) => {
    await renderAt(<AppRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-owner')).not.toBeInTheDocument();
  });

  it('shows a translated not-found page for an unknown path', async () => {
    await renderAt(<AppRoutes />, { path: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La dirección /no/such/page no existe.')).toBeInTheDocument();
  });

  it('says not found in English too', async () => {
    await renderAt(<AppRoutes />, { path: '/nope', lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('keeps the header off bare pages and the footer off header-only pages', async () => {
    const { unmount } = await renderAt(<AppRoutes />, { path: '/helpmc' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    await renderAt(<AppRoutes />, { path: '/lottery' });
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
