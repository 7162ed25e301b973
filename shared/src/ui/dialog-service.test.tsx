import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { changeLanguage, initI18n } from '../i18n/i18n';
import { dismissAllDialogs, showDialog } from './dialog-service';
import { DialogHost } from './DialogHost';
import { Modal } from './Modal';

beforeAll(async () => {
  await initI18n();
});
beforeEach(async () => {
  await changeLanguage('es');
  dismissAllDialogs();
});

describe('dialog service', () => {
  it('shows raised dialogs one at a time, in order, and resolves each with the answer', async () => {
    render(<DialogHost />);
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = showDialog({ message: 'Primero' });
      second = showDialog({ message: '¿Seguro?', withCancel: true });
    });
    // The overlays' code is a chunk of its own, fetched at the first dialog.
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Primero');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expect(first).resolves.toBe(true);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('¿Seguro?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(second).resolves.toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('translates keys on screen, so the text follows the language', async () => {
    render(<DialogHost />);
    act(() => {
      void showDialog({ message: { key: 'permissions.in_need_true_account' }, confirmLabel: { key: 'permissions.in_increase_submit' } });
    });
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Esta función requiere una cuenta real');
    await act(() => changeLanguage('en'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('This feature needs a real account');
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('over an open modal: focus moves to the dialog, Escape closes only the dialog, focus comes back', async () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Modal open={open} title="Registro" onClose={() => setOpen(false)}>
            <input aria-label="Usuario" />
            <button type="button" onClick={() => void showDialog({ message: 'Aviso', withCancel: true })}>
              Avisar
            </button>
          </Modal>
          <DialogHost />
        </>
      );
    }
    render(<Page />);
    const modal = screen.getByRole('dialog', { name: 'Registro' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Avisar' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Registro' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Avisar' })).toHaveFocus();
  });
});
