import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button, buttonClassName } from './Button';

function Save() {
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(0);
  return (
    <>
      <Button loading={saving} onClick={() => setSaving(true)}>
        Guardar
      </Button>
      <Button variant="secondary" onClick={() => setSaving(false)}>
        Terminar
      </Button>
      <Button variant="ghost" onClick={() => setSaved((n) => n + 1)}>
        Contar {saved}
      </Button>
    </>
  );
}

it('is a plain button by default: no accidental form submit', async () => {
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <Button>Ver</Button>
      <Button type="submit">Enviar</Button>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Ver' }));
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('while loading keeps its name, says it is busy and takes no second click', async () => {
  render(<Save />);
  const save = screen.getByRole('button', { name: 'Guardar' });
  expect(save).toBeEnabled();
  expect(save).not.toHaveAttribute('aria-busy');

  await userEvent.click(save);
  expect(screen.getByRole('button', { name: 'Guardar' })).toBe(save);
  expect(save).toBeDisabled();
  expect(save).toHaveAttribute('aria-busy', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Terminar' }));
  expect(save).toBeEnabled();
  expect(save).not.toHaveAttribute('aria-busy');
});

it('carries its variant and size as classes, also for a link that looks like a button', () => {
  render(<Save />);
  expect(screen.getByRole('button', { name: 'Guardar' })).toHaveClass('suite-button', 'suite-button--primary', 'suite-button--md');
  expect(screen.getByRole('button', { name: 'Terminar' })).toHaveClass('suite-button--secondary');
  expect(buttonClassName({ variant: 'secondary', size: 'sm', block: true }, 'mine')).toBe(
    'suite-button suite-button--secondary suite-button--sm suite-button--block mine',
  );
});
