import { version as sharedVersion } from '../../package.json';
import { declaredSharedRange, sharedDepsFor, sharedShareConfig } from './shared-deps.cjs';

const app = (spec?: string): { name: string; dependencies: Record<string, string> } => ({
  name: 'remote-games',
  dependencies: spec ? { '@suite/shared': spec } : {},
});

describe('shared-deps: the range each app declares reaches its federation config', () => {
  it('takes the range from the app package.json, without pnpm’s workspace: prefix', () => {
    expect(declaredSharedRange(app(`workspace:^${sharedVersion}`))).toBe(`^${sharedVersion}`);
    expect(sharedShareConfig(app(`workspace:^${sharedVersion}`), {})).toEqual({
      singleton: true,
      version: sharedVersion,
      requiredVersion: `^${sharedVersion}`,
      strictVersion: true,
    });
  });

  it('refuses a bare workspace range: it would mean "no check"', () => {
    for (const spec of ['workspace:*', 'workspace:^', 'workspace:~', '*']) {
      expect(() => declaredSharedRange(app(spec))).toThrow(/declare the range of shared this app needs/);
    }
    expect(() => declaredSharedRange(app())).toThrow(/does not depend on @suite\/shared/);
  });

  it('refuses a range the workspace’s shared does not satisfy', () => {
    expect(() => sharedShareConfig(app('workspace:^99.0.0'), {})).toThrow(/needs @suite\/shared \^99\.0\.0, but the workspace's shared is/);
  });

  it('test seam: SUITE_TEST_SHARED_VERSION builds the app as if shared were that version', () => {
    const env = { SUITE_TEST_SHARED_VERSION: '7.1.0' };
    expect(sharedShareConfig(app('workspace:*'), env)).toMatchObject({ version: '7.1.0', requiredVersion: '^7.1.0' });
    expect(sharedShareConfig(app(), { ...env, SUITE_TEST_SHARED_RANGE: '>=7.0.0 <8' })).toMatchObject({ requiredVersion: '>=7.0.0 <8' });
  });

  it('keeps the libraries identical in every app', () => {
    const deps = sharedDepsFor(app(`workspace:^${sharedVersion}`), {});
    expect(Object.keys(deps)).toEqual(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@suite/shared']);
    expect(deps.react).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^19\./) });
  });
});
