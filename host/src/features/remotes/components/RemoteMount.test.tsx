import { createRemoteLoadFailure } from '@suite/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { forgetLoadedRemote } from '../hooks/use-remote-expose';
import { rememberComponent } from '../loaded-components';
import { loadRemoteExpose, resetRemote } from '../remote-registry';
import { RemoteMount } from './RemoteMount';

jest.mock('../remote-registry', () => ({
  loadRemoteExpose: jest.fn(),
  resetRemote: jest.fn(),
}));

const load = loadRemoteExpose as jest.MockedFunction<typeof loadRemoteExpose>;

function GamesPage() {
  return <h1>Tragamonedas</h1>;
}

beforeEach(() => {
  forgetLoadedRemote('remote_games');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteMount', () => {
  it('renders the remote routes once loaded', async () => {
    load.mockResolvedValueOnce({ default: GamesPage });
    await renderAt(<RemoteMount remote="remote_games" />, { path: '/rng' });
    expect(await screen.findByRole('heading', { name: 'Tragamonedas' })).toBeInTheDocument();
  });

  it('shows an alert with Reintentar when the remote cannot load, and Retry loads it again', async () => {
    load.mockResolvedValueOnce(createRemoteLoadFailure('remote_games/routes', new Error('RUNTIME-008')));
    await renderAt(<RemoteMount remote="remote_games" />, { path: '/rng' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Esta sección no está disponible');

    load.mockResolvedValueOnce({ default: GamesPage });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Tragamonedas' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('remote_games');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Retry in English', async () => {
    load.mockRejectedValueOnce(new Error('not registered'));
    await renderAt(<RemoteMount remote="remote_games" />, { path: '/rng', lang: 'en' });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This section is not available right now.');
  });

  it('keeps a remote that throws while rendering inside its own area', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    load.mockResolvedValueOnce({ default: Broken });
    await renderAt(
      <>
        <nav aria-label="header">ok</nav>
        <RemoteMount remote="remote_games" />
      </>,
      { path: '/rng' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta sección encontró un error.');
    expect(screen.getByRole('navigation', { name: 'header' })).toBeInTheDocument();
  });

  it('reports a page chunk that failed to load as a chunk-load error', async () => {
    function ChunkFail(): never {
      const error = new Error('Loading chunk 42 failed. (timeout)');
      error.name = 'ChunkLoadError';
      throw error;
    }
    load.mockResolvedValueOnce({ default: ChunkFail });
    await renderAt(<RemoteMount remote="remote_games" />, { path: '/rng' });
    expect(await screen.findByRole('alert')).toHaveTextContent('tardó demasiado en cargar');
  });

  it('shows a loading status while the remote is on its way', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((r) => (resolve = r)) as ReturnType<typeof loadRemoteExpose>);
    await renderAt(<RemoteMount remote="remote_games" />, { path: '/rng' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    await act(async () => resolve({ default: GamesPage }));
    expect(screen.getByRole('heading', { name: 'Tragamonedas' })).toBeInTheDocument();
  });

  it('shows a preloaded remote at once, with no loading status and no second load', async () => {
    rememberComponent('remote_games', './routes', GamesPage);
    load.mockClear();
    await renderAt(<RemoteMount remote="remote_games" />, { path: '/rng' });
    expect(screen.getByRole('heading', { name: 'Tragamonedas' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('RemoteMount of a widget', () => {
  it('loads the named expose and keeps its failure inside the widget', async () => {
    load.mockResolvedValueOnce(createRemoteLoadFailure('remote_lottery/popular-lotteries', new Error('down')));
    await renderAt(<RemoteMount remote="remote_lottery" expose="./popular-lotteries" />, { path: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta sección no está disponible');
    expect(load).toHaveBeenLastCalledWith('remote_lottery', './popular-lotteries');
    load.mockResolvedValueOnce({ default: () => <h2>Loterías populares</h2> });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Loterías populares' })).toBeInTheDocument();
  });
});
