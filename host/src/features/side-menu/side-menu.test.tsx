import { forgetCdnHosts, setSession, type api } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi, sentTo } from '../../test/api-mock';
import { permissionOf } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { SideMenu } from './components/SideMenu';
import { resetPasswordChangeGate } from '../session/password-change-gate';
import { recentGameHref } from './recent-game-href';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

function recent(gameCode: string, gameName: string, gameType: api.GameType, vassalage: string): api.RecentGame {
  return {
    gameType,
    isGame: true,
    vendor: vassalage,
    accountTypeName: vassalage,
    gameCode,
    vassalage,
    gameName,
    imageUrl: `https://img.example/${gameCode}.png`,
    nodeId: gameCode,
    isHot: 0,
    minBet: '0.10',
    lineNum: 1,
    gameClassify: null,
    playedAt: '2026-01-01T00:00:00.000Z',
  };
}

beforeEach(() => {
  resetCachedCalls();
  forgetCdnHosts();
  act(() => setSession(null));
  answerApi({ '/wps/system/permission': permissionOf(), '/wps/system/customerService': [], '/wps/relay/GCS_recentGame': { list: [] } });
});

describe('side menu', () => {
  it('shows an empty state leading to the slots in the recent strip for a visitor, without asking the server', async () => {
    await renderAt(<SideMenu />);
    const menu = screen.getByRole('complementary', { name: 'Menú lateral' });
    expect(within(menu).getByRole('region', { name: 'Juegos recientes' })).toHaveTextContent('Aún no hay juegos recientes');
    expect(within(menu).getByRole('link', { name: 'Ver tragamonedas' })).toHaveAttribute('href', '/rng');
    expect(sentTo('/wps/relay/GCS_recentGame')).toEqual([]);
  });

  it('says there are no recent games yet for a member without any', async () => {
    act(() => setSession({ token: 't', isAgent: 0, account: 'ana', customerId: '1', memberLabel: null }));
    await renderAt(<SideMenu />, { lang: 'en' });
    expect(await screen.findByText('No recent games yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse slots' })).toBeInTheDocument();
    expect(sentTo('/wps/relay/GCS_recentGame')).toEqual([{ clientType: 3 }]);
  });

  it('asks nothing of a session held to a password change (issue 26 #12: the API would refuse it)', async () => {
    answerApi({
      '/wps/system/permission': permissionOf(),
      '/wps/system/customerService': [],
      '/wps/session/state': { passwordChangeRequired: true, reason: 'weak' },
      '/wps/relay/GCS_recentGame': { list: [] },
    });
    act(() => setSession({ token: 'held', isAgent: 0, account: 'ana', customerId: '1', memberLabel: null }));
    await renderAt(<SideMenu />);
    await waitFor(() => expect(sentTo('/wps/session/state')).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Juegos recientes' })).toHaveAttribute('aria-busy', 'true');
    expect(sentTo('/wps/relay/GCS_recentGame')).toEqual([]);
    expect(sentTo('/wps/member/info')).toEqual([]);
    act(() => resetPasswordChangeGate());
  });

  it("lists a member's recent games with links to play them", async () => {
    answerApi({
      '/wps/system/permission': permissionOf(),
      '/wps/relay/GCS_recentGame': { list: [recent('g1', 'Fortune Tiger', 'RNG', 'PG'), recent('l1', 'Loto Rápido', 'LOTT', 'TCG_SEA')] },
    });
    act(() => setSession({ token: 't', isAgent: 0, account: 'ana', customerId: '1', memberLabel: null }));
    await renderAt(<SideMenu />);
    expect(await screen.findByRole('link', { name: 'Fortune Tiger' })).toHaveAttribute('href', '/rng?vassalage=PG');
    expect(screen.getByRole('link', { name: 'Loto Rápido' })).toHaveAttribute('href', '/lottery?gameCode=l1&vendor=TCG_SEA');
  });

  it("shows the recent games' images from the session's image host of the permission data (imageCDNs)", async () => {
    const game = { ...recent('g1', 'Fortune Tiger', 'RNG', 'PG'), imageUrl: '/wps/static/games/1.svg' };
    answerApi({
      '/wps/system/permission': permissionOf({ imageCDNs: ['http://localhost:4000'], launchGameCDNs: [] }),
      '/wps/system/customerService': [],
      '/wps/relay/GCS_recentGame': { list: [game] },
    });
    act(() => setSession({ token: 't', isAgent: 0, account: 'ana', customerId: '1', memberLabel: null }));
    await renderAt(<SideMenu />);
    const link = await screen.findByRole('link', { name: 'Fortune Tiger' });
    // The strip follows the permission answer, whichever arrives first.
    await waitFor(() => expect(link.querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/wps/static/games/1.svg'));
  });

  it('has customer service, app download and the social links in the right bar', async () => {
    await renderAt(<SideMenu />);
    expect(screen.getByRole('link', { name: 'Descargar app' })).toHaveAttribute('href', '/down');
    expect(screen.getByRole('button', { name: /Atención al cliente/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'YouTube (se abre en una pestaña nueva)' })).toBeInTheDocument();
  });
});

describe('recentGameHref', () => {
  it('opens lottery games on /lottery and the others in their hall', () => {
    expect(recentGameHref({ gameType: 'ELOTT', gameCode: 'e 1', vendor: 'ELOTT', vassalage: 'ELOTT' })).toBe('/lottery?gameCode=e%201&vendor=ELOTT');
    expect(recentGameHref({ gameType: 'LIVE', gameCode: 'b1', vendor: 'EVO', vassalage: 'EVO' })).toBe('/live?vassalage=EVO');
  });
});
