import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPart } from './lazy-kit';

const Part = ({ label }: { label: string }) => <p>{label}</p>;

describe('lazyPart', () => {
  it('shows the fallback until the code is in, then the part', async () => {
    const LazyPart = lazyPart(() => Promise.resolve(Part));
    render(
      <Suspense fallback={<p>cargando</p>}>
        <LazyPart label="listo" />
      </Suspense>,
    );
    expect(screen.getByText('cargando')).toBeInTheDocument();
    expect(await screen.findByText('listo')).toBeInTheDocument();
  });

  it('renders a preloaded part in its first render, with no fallback frame', async () => {
    const LazyPart = lazyPart(() => Promise.resolve(Part));
    await LazyPart.preload();
    render(
      <Suspense fallback={<p>cargando</p>}>
        <LazyPart label="ya aquí" />
      </Suspense>,
    );
    expect(screen.getByText('ya aquí')).toBeInTheDocument();
    expect(screen.queryByText('cargando')).not.toBeInTheDocument();
  });

  it('forgets a failed load, so the next try fetches again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
    const LazyPart = lazyPart(load);
    await expect(LazyPart.preload()).rejects.toThrow('offline');
    await expect(LazyPart.preload()).resolves.toBe(Part);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
