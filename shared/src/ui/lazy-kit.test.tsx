import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../i18n/i18n';
import { Drawer, Modal } from './lazy-kit';

beforeAll(async () => {
  await initI18n();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <Modal open={open} title="Aviso" onClose={() => setOpen(false)}>
        <p>contenido</p>
      </Modal>
      <Drawer open={false} title="Menú" onClose={() => undefined}>
        <p>menú</p>
      </Drawer>
    </>
  );
}

describe('the kit overlays loaded on demand', () => {
  it('show nothing while closed, and the dialog with its content once opened', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(dialog).toHaveTextContent('contenido');
    expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument();
  });

  it('once preloaded, open in the same render as the first opening (no empty frame)', async () => {
    // A fresh copy of the kit (with the test's React), so this is the first render of its Modal.
    const react: unknown = jest.requireActual('react');
    let fresh: typeof import('./lazy-kit') | undefined;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('react', () => react);
      fresh = await import('./lazy-kit');
    });
    const { Modal: FreshModal, preloadOverlays: preloadFresh } = fresh!;
    await act(() => preloadFresh());
    render(
      <FreshModal open title="Ya cargado">
        <p>listo</p>
      </FreshModal>,
    );
    expect(screen.getByRole('dialog', { name: 'Ya cargado' })).toHaveTextContent('listo');
  });
});
