import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  checkSharedVersion,
  describeSharedVersionCheck,
  hostSharedVersion,
  isSharedVersionMismatch,
  resetSharedVersionChecks,
  sharedVersionChecks,
  subscribeSharedVersionChecks,
} from './shared-version-check';
import { satisfies } from './semver-range.cjs';
import sharedVersionPlugin, { providedVersion, remoteRequirement } from './shared-version-plugin';

// In the host build this alias is the federation runtime core; its `satisfy` reads ranges as semver-range does.
jest.mock('suite-federation-runtime-core', () => ({ satisfy: jest.requireActual('./semver-range.cjs').satisfies }), { virtual: true });

type InitContainer = (args: object) => Promise<object>;
type Init = (args: object) => void;

const plugin: ModuleFederationRuntimePlugin = sharedVersionPlugin();
const initContainer = plugin.initContainer as unknown as InitContainer;
const init = plugin.init as unknown as Init;

const shareInfo = (version: string, requiredVersion: string) => [{ version, shareConfig: { singleton: true, requiredVersion } }];

/** A host that loaded its own @suite/shared `version`, as the host does at start-up. */
function hostWith(version: string) {
  return {
    name: 'host',
    options: { name: 'host', shared: { '@suite/shared': shareInfo(version, `^${version}`) } },
    shareScopeMap: { default: { '@suite/shared': { [version]: { version, from: 'host', loaded: true } } } },
  };
}

/** The remote's federation instance, as its remoteEntry.js registers it in __FEDERATION__. */
function remoteInstance(name: string, builtWith: string, requires: string) {
  return { name, options: { name, shared: { '@suite/shared': shareInfo(builtWith, requires) } } };
}

function withInstances(instances: object[]) {
  (globalThis as unknown as { __FEDERATION__: object }).__FEDERATION__ = { __INSTANCES__: instances };
}

const containerArgs = (remote: string, origin: object) => ({ id: `${remote}/routes`, remoteInfo: { name: remote, entry: 'x' }, origin, shareScope: {} });

beforeEach(() => {
  resetSharedVersionChecks();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterAll(() => {
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});

describe('checkSharedVersion', () => {
  it('meets a range the received version satisfies, and refuses one it does not', () => {
    expect(checkSharedVersion({ remote: 'remote_games', requires: '^1.0.0', builtWith: '1.2.0', received: '1.0.0' }, satisfies).ok).toBe(true);
    expect(checkSharedVersion({ remote: 'remote_games', requires: '^1.1.0', builtWith: '1.1.0', received: '1.0.0' }, satisfies).ok).toBe(false);
    expect(checkSharedVersion({ remote: 'remote_games', requires: '^1.0.0', builtWith: '1.0.0', received: '2.0.0' }, satisfies).ok).toBe(false);
  });

  it('has nothing to check when the remote declares no range', () => {
    expect(checkSharedVersion({ remote: 'remote_games', requires: null, builtWith: null, received: '1.0.0' }, satisfies).ok).toBe(true);
  });

  it('writes the operator line with both versions', () => {
    const check = checkSharedVersion({ remote: 'remote_games', requires: '^1.1.0', builtWith: '1.1.0', received: '1.0.0' }, satisfies);
    expect(describeSharedVersionCheck(check)).toBe('[suite] remote_games needs @suite/shared ^1.1.0, host gives 1.0.0: refused');
    expect(describeSharedVersionCheck({ ...check, requires: '^1.0.0', ok: true })).toBe(
      '[suite] remote_games needs @suite/shared ^1.0.0, host gives 1.0.0: ok',
    );
  });
});

describe('reading the versions from the federation runtime', () => {
  it("takes the remote's range from its federation instance (the last one of that name)", () => {
    const instances = [remoteInstance('remote_games', '1.0.0', '^1.0.0'), remoteInstance('remote_lottery', '1.0.0', '^1.0.0'), remoteInstance('remote_games', '1.1.0', '^1.1.0')];
    expect(remoteRequirement('remote_games', instances)).toEqual({ requires: '^1.1.0', builtWith: '1.1.0' });
    expect(remoteRequirement('remote_member', instances)).toBeNull();
  });

  it('falls back to what the remote registered in the share scope', () => {
    const scopes = { default: { '@suite/shared': { '1.1.0': { from: 'remote_games', shareConfig: { requiredVersion: '^1.1.0' } } } } };
    expect(remoteRequirement('remote_games', [], scopes)).toEqual({ requires: '^1.1.0', builtWith: '1.1.0' });
  });

  it('gives the loaded version of the host, else its own', () => {
    expect(providedVersion(hostWith('1.0.0'))).toBe('1.0.0');
    const notLoaded = { ...hostWith('1.2.0'), shareScopeMap: {} };
    expect(providedVersion(notLoaded)).toBe('1.2.0');
  });
});

describe('the suite-shared-version runtime plugin', () => {
  it('lets a remote whose range the host meets through, logs ok once and records it', async () => {
    const host = hostWith('1.0.0');
    withInstances([host, remoteInstance('remote_games', '1.0.0', '^1.0.0')]);
    const args = containerArgs('remote_games', host);
    await expect(initContainer(args)).resolves.toBe(args);
    await initContainer(args);
    expect(console.info).toHaveBeenCalledTimes(1);
    expect(console.info).toHaveBeenCalledWith('[suite] remote_games needs @suite/shared ^1.0.0, host gives 1.0.0: ok');
    expect(sharedVersionChecks().remote_games).toEqual({ remote: 'remote_games', requires: '^1.0.0', builtWith: '1.0.0', received: '1.0.0', ok: true });
  });

  it('refuses a remote built against a newer shared than the host gives, naming both versions', async () => {
    const host = hostWith('1.0.0');
    withInstances([host, remoteInstance('remote_games', '1.1.0', '^1.1.0')]);
    const listener = jest.fn();
    const unsubscribe = subscribeSharedVersionChecks(listener);
    const failure = initContainer(containerArgs('remote_games', host));
    await expect(failure).rejects.toThrow('remote_games needs @suite/shared ^1.1.0, but the host gives 1.0.0');
    await failure.catch((error: unknown) => expect(isSharedVersionMismatch(error)).toBe(true));
    expect(console.info).toHaveBeenCalledWith('[suite] remote_games needs @suite/shared ^1.1.0, host gives 1.0.0: refused');
    expect(sharedVersionChecks().remote_games?.ok).toBe(false);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it("refuses a remote that needs an older major than the host's", async () => {
    const host = hostWith('2.0.0');
    withInstances([host, remoteInstance('remote_lottery', '1.4.0', '^1.0.0')]);
    await expect(initContainer(containerArgs('remote_lottery', host))).rejects.toThrow('host gives 2.0.0');
  });

  it("records the host's own provided version and range at init", () => {
    init({ origin: {}, options: hostWith('1.0.0').options });
    expect(hostSharedVersion()).toEqual({ provides: '1.0.0', requires: '^1.0.0' });
  });
});
