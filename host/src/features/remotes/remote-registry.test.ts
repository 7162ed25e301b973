import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetLoadedRemote, loadedComponent } from './loaded-components';
import { loadRemoteRoutes, preloadRemote, registerSuiteRemotes, resetRemote } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const games = { name: 'remote_games' as const, entry: 'http://localhost:3001/remoteEntry.js' };

describe('remote registry', () => {
  it('registers the manifest remotes, replacing earlier registrations', () => {
    registerSuiteRemotes([games]);
    expect(registerRemotes).toHaveBeenCalledWith([games], { force: true });
  });

  it('loads a remote route module by its federation id', async () => {
    (loadRemote as jest.Mock).mockResolvedValueOnce({ default: () => null });
    await loadRemoteRoutes('remote_games');
    expect(loadRemote).toHaveBeenCalledWith('remote_games/routes');
  });

  it('re-registers a remote with force so a retry fetches it anew', () => {
    registerSuiteRemotes([games]);
    (registerRemotes as jest.Mock).mockClear();
    resetRemote('remote_games');
    expect(registerRemotes).toHaveBeenCalledWith([games], { force: true });
  });

  it('preloads a registered remote once, and again after a failed preload', async () => {
    registerSuiteRemotes([games]);
    (loadRemote as jest.Mock).mockClear().mockRejectedValueOnce(new Error('down')).mockResolvedValue({});
    preloadRemote('remote_games');
    await Promise.resolve();
    await Promise.resolve();
    preloadRemote('remote_games');
    preloadRemote('remote_games');
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('keeps the route component a preload brought, for the first mount to render at once', async () => {
    const GamesRoutes = () => null;
    registerSuiteRemotes([games]);
    resetRemote('remote_games');
    forgetLoadedRemote('remote_games');
    (loadRemote as jest.Mock).mockClear().mockResolvedValueOnce({ default: GamesRoutes });
    preloadRemote('remote_games');
    await Promise.resolve();
    await Promise.resolve();
    expect(loadedComponent('remote_games', './routes')).toBe(GamesRoutes);
  });

  it('does not preload a remote the manifest does not list', () => {
    (loadRemote as jest.Mock).mockClear();
    preloadRemote('remote_agent');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('hands the integrity of remotes.json to the runtime, on registration and on a retry', () => {
    const guarded = { ...games, integrity: `sha384-${'A'.repeat(64)}` };
    (registerRemotes as jest.Mock).mockClear();
    registerSuiteRemotes([guarded]);
    expect(registerRemotes).toHaveBeenCalledWith([guarded], { force: true });
    (registerRemotes as jest.Mock).mockClear();
    resetRemote('remote_games');
    expect(registerRemotes).toHaveBeenCalledWith([guarded], { force: true });
  });

  it('never registers a broken remote (a malformed integrity): nothing loads it unchecked', () => {
    const lottery = { name: 'remote_lottery' as const, entry: 'http://localhost:3002/remoteEntry.js' };
    const broken = { name: 'remote_member' as const, entry: 'http://localhost:3003/remoteEntry.js', broken: 'remote remote_member: bad integrity "x"' };
    (registerRemotes as jest.Mock).mockClear();
    (loadRemote as jest.Mock).mockClear();
    registerSuiteRemotes([broken, lottery]);
    expect(registerRemotes).toHaveBeenCalledWith([lottery], { force: true });
    (registerRemotes as jest.Mock).mockClear();
    resetRemote('remote_member');
    preloadRemote('remote_member');
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
