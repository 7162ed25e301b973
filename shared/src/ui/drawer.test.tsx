import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { changeLanguage, initI18n } from '../i18n/i18n';
import { Drawer } from './drawer';

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  await changeLanguage('es');
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        menú
      </button>
      <Drawer open={open} title="Navegación" onClose={() => setOpen(false)} id="drawer">
        <a href="#uno">uno</a>
        <button type="button">dos</button>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens as a titled modal dialog, focuses its first control and locks the page scroll', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'menú' }));
    const dialog = screen.getByRole('dialog', { name: 'Navegación' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('id', 'drawer');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  });

  it('keeps Tab inside and closes on Escape, giving focus back and the page scroll', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'menú' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'uno' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'menú' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button (named in English too) and by a tap outside', async () => {
    const user = userEvent.setup();
    await changeLanguage('en');
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'menú' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'menú' }));
    await user.click(document.querySelector('.suite-drawer__backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
