import { clearSession, DialogHost, noteSignOutFrom, setSession, setSiteSwitches } from '@suite/shared';
import { screen } from '@testing-library/react';
import { resetCachedCalls } from '../lib/cached-call';
import { answerApi } from '../test/api-mock';
import { shellRoutes } from '../test/fixtures';
import { renderAt } from '../test/render';
import { AppRoutes } from './AppRoutes';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

// The remote areas are covered by RemoteMount's own tests; here we only check who owns each path.
jest.mock('../features/remotes/components/RemoteMount', () => ({
  // Home-page widgets are remote mounts too; only route mounts say who owns the page.
  RemoteMount: ({ remote, expose }: { remote: string; expose?: string }) =>
    expose && expose !== './routes' ? null : <p data-testid="remote-owner">{remote}</p>,
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

const CENTRE = /^\/(member|agent)(\/|$)/;

function logInAs(isAgent: number) {
  setSession({ token: 'tok', isAgent, account: 'ana', customerId: '7', memberLabel: null });
}

beforeEach(() => {
  resetCachedCalls();
  answerApi(shellRoutes());
  // The white-label switches (all off) load through shared's own client, not the mocked callApi.
  setSiteSwitches([]);
});

afterEach(() => clearSession());

describe('route table', () => {
  it.each(Object.entries(OWNERS).flatMap(([remote, paths]) => paths.map((path) => [path, remote])))(
    '%s is served by %s',
    async (path, remote) => {
      // The centres open only for a logged-in account of the right kind (an agent may open both).
      if (CENTRE.test(path)) logInAs(1);
      await renderAt(<AppRoutes />, { path });
      // A centre opens in the kit's Modal, whose code loads when first shown.
      expect(await screen.findByTestId('remote-owner')).toHaveTextContent(remote);
    },
  );

  it.each(['/member/securityCenter', '/agent'])('sends a visitor from %s to /login without loading the remote', async (path) => {
    await renderAt(<AppRoutes />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-owner')).not.toBeInTheDocument();
  });

  it('does not send a player who just signed out on a centre page to /login (the logout takes them home)', async () => {
    noteSignOutFrom('/member/withdraw');
    await renderAt(<AppRoutes />, { path: '/member/withdraw' });
    expect(screen.queryByRole('heading', { level: 1, name: 'Iniciar sesión' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('remote-owner')).not.toBeInTheDocument();
    noteSignOutFrom(null);
  });

  it('keeps a trial account out of the member centre with the real-account warning', async () => {
    logInAs(4);
    await renderAt(
      <>
        <AppRoutes />
        <DialogHost />
      </>,
      { path: '/member/depositv2' },
    );
    expect(screen.getByText(/Esta función requiere una cuenta real/, { selector: '.centre-guard' })).toBeInTheDocument();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Esta función requiere una cuenta real');
    expect(screen.queryByTestId('remote-owner')).not.toBeInTheDocument();
  });

  it('lets a member into the member centre but not the agent centre', async () => {
    logInAs(0);
    const { unmount } = await renderAt(<AppRoutes />, { path: '/member' });
    expect(screen.getByTestId('remote-owner')).toHaveTextContent('remote_member');
    unmount();
    await renderAt(<AppRoutes />, { path: '/agent/agentTeamOverview', lang: 'en' });
    expect(screen.getByText('Non-agents cannot log in to the agent center.')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-owner')).not.toBeInTheDocument();
  });

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
