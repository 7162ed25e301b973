import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import fallbackPlugin from './fallback-plugin';
import { isRemoteLoadFailure } from './remote-load-failure';

type ErrorLoadRemote = (args: { id: string; error: unknown; lifecycle: string; origin: unknown }) => unknown;

const plugin: ModuleFederationRuntimePlugin = fallbackPlugin();
const errorLoadRemote = plugin.errorLoadRemote as unknown as ErrorLoadRemote;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('fallback plugin', () => {
  it('hands back a stand-in module when a remote module fails to load', () => {
    const error = new Error('RUNTIME-008: script failed');
    const module = errorLoadRemote({ id: 'remote_games/routes', error, lifecycle: 'onLoad', origin: {} });
    expect(isRemoteLoadFailure(module)).toBe(true);
    expect(module).toMatchObject({ __esModule: true, remoteId: 'remote_games/routes', error });
    expect(console.error).toHaveBeenCalled();
  });

  it('leaves failures of other lifecycles to the runtime', () => {
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare']) {
      expect(errorLoadRemote({ id: 'remote_games/routes', error: new Error('x'), lifecycle, origin: {} })).toBeUndefined();
    }
  });
});
