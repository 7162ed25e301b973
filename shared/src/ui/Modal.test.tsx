import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { changeLanguage, initI18n } from '../i18n/i18n';
import { Modal } from './Modal';
import { MODAL_FADE_MS } from './modal-constants';

beforeAll(async () => {
  await initI18n();
});

beforeEach(async () => {
  await changeLanguage('es');
});

function Harness({ closable = true, lockScroll = false }: { closable?: boolean; lockScroll?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <p>fuera</p>
      <Modal open={open} title="Aviso" onClose={closable ? () => setOpen(false) : undefined} lockScroll={lockScroll}>
        <input aria-label="primero" />
        <button type="button">último</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a titled dialog and focuses its first control', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    expect(screen.getByRole('dialog', { name: 'Aviso' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'primero' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    await userEvent.tab(); // último
    await userEvent.tab(); // close button
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab(); // wraps to the first control
    expect(screen.getByRole('textbox', { name: 'primero' })).toHaveFocus();
  });

  it('does not close on an outside click, closes with Escape when it has a close button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'abrir' }));
    await user.click(screen.getByText('fuera'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(MODAL_FADE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'abrir' })).toHaveFocus();
    jest.useRealTimers();
  });

  it('ignores Escape and shows no close button when it has no onClose', async () => {
    render(<Harness closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  });

  it('locks page scroll while open when asked', async () => {
    render(<Harness lockScroll />);
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('names its close button in English', async () => {
    await changeLanguage('en');
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'abrir' }));
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
