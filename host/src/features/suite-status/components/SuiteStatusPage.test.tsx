import { DEFAULT_RUNTIME_CONFIG, type SharedVersionCheck } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import type { BootResult } from '../../boot/boot';
import { BootProvider } from '../../boot/boot-context';
import { loadRemoteMeta } from '../../remotes/remote-registry';
import { entryIntegrityMismatch } from '../entry-integrity';
import { SuiteStatusPage } from './SuiteStatusPage';

jest.mock('../../remotes/remote-registry', () => ({ loadRemoteMeta: jest.fn() }));
jest.mock('../entry-integrity', () => ({ entryIntegrityMismatch: jest.fn(async () => null) }));

// What the host's runtime plugin (suite-shared-version) records; the page reads it through @suite/shared.
const records: { checks: Record<string, SharedVersionCheck>; host: { provides: string; requires: string } | null; listeners: Set<() => void> } = {
  checks: {},
  host: null,
  listeners: new Set(),
};
jest.mock('@suite/shared', () => ({
  ...jest.requireActual('@suite/shared'),
  sharedVersionChecks: () => records.checks,
  hostSharedVersion: () => records.host,
  subscribeSharedVersionChecks: (listener: () => void) => {
    records.listeners.add(listener);
    return () => records.listeners.delete(listener);
  },
}));

function recordCheck(check: Omit<SharedVersionCheck, 'builtWith'>) {
  records.checks = { ...records.checks, [check.remote]: { ...check, builtWith: null } };
  records.listeners.forEach((listener) => listener());
}
jest.mock('./PlatformProfileStatus', () => ({ PlatformProfileStatus: () => null }));

const loadMeta = loadRemoteMeta as jest.MockedFunction<typeof loadRemoteMeta>;

const boot = {
  config: DEFAULT_RUNTIME_CONFIG,
  problems: [],
  remotes: [
    { name: 'remote_games' as const, entry: 'http://localhost:3001/remoteEntry.js' },
    { name: 'remote_lottery' as const, entry: 'http://localhost:3002/remoteEntry.js' },
  ],
};

function page(lang: 'es' | 'en', value: BootResult = boot) {
  return renderAt(
    <BootProvider value={value}>
      <SuiteStatusPage />
    </BootProvider>,
    { path: '/__suite', lang },
  );
}

const row = (name: string) => within(document.querySelector(`tr[data-remote="${name}"]`) as HTMLElement);

beforeEach(() => {
  records.checks = {};
  records.host = { provides: '1.0.0', requires: '^1.0.0' };
  loadMeta.mockImplementation(async (name) => {
    // Answer after the first render, while the test waits (as the runtime does).
    await new Promise((resolve) => setTimeout(resolve, 10));
    if (name === 'remote_games') {
      recordCheck({ remote: 'remote_games', requires: '^1.1.0', received: '1.0.0', ok: false });
      throw new Error('refused');
    }
    recordCheck({ remote: 'remote_lottery', requires: '^1.0.0', received: '1.0.0', ok: true });
    return { buildInfo: { name: 'remote_lottery', version: '1.4.2', builtAt: '2026-01-01T00:00:00.000Z' } };
  });
});

describe('SuiteStatusPage (/__suite): @suite/shared versions', () => {
  it('shows, per remote, the range it needs, the version it receives and whether they met (English)', async () => {
    await page('en');
    expect(await screen.findByRole('columnheader', { name: 'Needs @suite/shared' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Receives' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('remote_lottery-version')).toHaveTextContent('1.4.2'));
    await waitFor(() => expect(row('remote_games').getByText('Unavailable')).toBeInTheDocument());

    expect(screen.getByTestId('remote_games-shared-requires')).toHaveTextContent('^1.1.0');
    expect(screen.getByTestId('remote_games-shared-received')).toHaveTextContent('1.0.0');
    expect(screen.getByTestId('remote_games-shared-met')).toHaveAttribute('data-met', 'false');
    expect(row('remote_games').getByText('Refused: the host does not meet the range')).toBeInTheDocument();

    expect(screen.getByTestId('remote_lottery-shared-requires')).toHaveTextContent('^1.0.0');
    expect(screen.getByTestId('remote_lottery-shared-met')).toHaveAttribute('data-met', 'true');
    expect(row('remote_lottery').getByText('Met')).toBeInTheDocument();

    expect(screen.getByTestId('host-shared-received')).toHaveTextContent('1.0.0');
    expect(screen.getByTestId('host-shared-requires')).toHaveTextContent('^1.0.0');
  });

  it('says it in Spanish, and updates when a remote is checked later', async () => {
    loadMeta.mockImplementation(() => new Promise(() => undefined));
    await page('es');
    expect(await screen.findByRole('columnheader', { name: 'Necesita @suite/shared' })).toBeInTheDocument();
    expect(row('remote_games').getByText('Sin comprobar')).toBeInTheDocument();
    act(() => {
      recordCheck({ remote: 'remote_games', requires: '^2.0.0', received: '1.0.0', ok: false });
    });
    expect(row('remote_games').getByText('Rechazado: el anfitrión no cumple el rango')).toBeInTheDocument();
    expect(screen.getByTestId('remote_games-shared-requires')).toHaveTextContent('^2.0.0');
    act(() => {
      recordCheck({ remote: 'remote_lottery', requires: '^1.0.0', received: '1.0.0', ok: true });
    });
    expect(row('remote_lottery').getByText('Compatibles')).toBeInTheDocument();
  });
});

describe('SuiteStatusPage (/__suite): remote integrity', () => {
  const expected = `sha384-${'A'.repeat(64)}`;
  const served = `sha384-${'B'.repeat(64)}`;
  const guarded = {
    ...boot,
    remotes: [
      { name: 'remote_games' as const, entry: 'http://localhost:3001/remoteEntry.js', integrity: expected },
      { name: 'remote_lottery' as const, entry: 'http://localhost:3002/remoteEntry.js', integrity: expected },
      { name: 'remote_member' as const, entry: 'http://localhost:3003/remoteEntry.js', broken: 'remote remote_member has no valid integrity (sha384-<base64>): not loaded' },
    ],
  };

  it('names the integrity failure of a remote whose entry the browser refused, and only of that one', async () => {
    const mismatch = entryIntegrityMismatch as jest.MockedFunction<typeof entryIntegrityMismatch>;
    mismatch.mockClear().mockImplementation(async (entry) => (entry.includes(':3001/') ? { expected, served } : null));
    loadMeta.mockImplementation(async (name) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (name === 'remote_lottery') return { buildInfo: { name, version: '1.4.2', builtAt: '2026-01-01T00:00:00.000Z' } };
      throw new Error('ScriptNetworkError');
    });
    await page('en', guarded);
    await waitFor(() => expect(screen.getByTestId('remote_games-reason')).toHaveTextContent(`integrity check failed (sha384 expected ${'A'.repeat(64)}, served ${'B'.repeat(64)})`));
    expect(screen.getByTestId('remote_games-reason')).toHaveAttribute('data-reason', 'integrity');
    expect(screen.getByTestId('remote_games-status')).toHaveTextContent(/^Unavailable/);
    // Loaded: never re-fetched to compare.
    expect(mismatch).toHaveBeenCalledTimes(1);
    expect(mismatch).toHaveBeenCalledWith('http://localhost:3001/remoteEntry.js', expected);
    expect(screen.queryByTestId('remote_lottery-reason')).toBeNull();
    // A malformed integrity: the parser's reason.
    await waitFor(() => expect(screen.getByTestId('remote_member-status')).toHaveTextContent('Unavailable'));
    expect(screen.getByTestId('remote_member-reason')).toHaveTextContent('remote remote_member has no valid integrity (sha384-<base64>): not loaded');
  });

  it('says it in Spanish', async () => {
    (entryIntegrityMismatch as jest.Mock).mockImplementation(async () => ({ expected, served }));
    loadMeta.mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('ScriptNetworkError');
    });
    await page('es', guarded);
    await waitFor(() => expect(screen.getByTestId('remote_games-reason')).toHaveTextContent(/^— falló la comprobación de integridad \(sha384 esperado A+, servido B+\)$/));
  });
});
