import { preloadOverlays } from '@suite/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { useOverlayWarmUp } from './use-overlay-warm-up';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), preloadOverlays: jest.fn(() => Promise.resolve()) }));

function Page() {
  useOverlayWarmUp();
  return (
    <>
      <p>texto</p>
      <button type="button">
        <span>Entrar</span>
      </button>
    </>
  );
}

describe('overlay warm-up', () => {
  it('fetches the overlays once, at the first pointer over a button or focus on one, not over other content', () => {
    render(<Page />);
    fireEvent.pointerOver(screen.getByText('texto'));
    expect(preloadOverlays).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByText('Entrar'));
    fireEvent.focusIn(screen.getByRole('button', { name: 'Entrar' }));
    expect(preloadOverlays).toHaveBeenCalledTimes(1);
  });
});
