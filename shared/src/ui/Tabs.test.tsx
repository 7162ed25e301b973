import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

const ITEMS = [
  { value: 'all', label: 'Todos' },
  { value: 'hot', label: 'Populares' },
  { value: 'new', label: 'Nuevos' },
] as const;
type Value = (typeof ITEMS)[number]['value'];

function Harness({ activation }: { activation?: 'automatic' | 'manual' }) {
  const [value, setValue] = useState<Value>('all');
  return (
    <Tabs<Value> label="Listas" items={ITEMS} value={value} onChange={setValue} activation={activation}>
      <p>Panel {value}</p>
    </Tabs>
  );
}

it('names the list, selects one tab and labels the panel with it', () => {
  render(<Harness />);
  expect(screen.getByRole('tablist', { name: 'Listas' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Populares' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel', { name: 'Todos' })).toHaveTextContent('Panel all');
});

it('is one tab stop; arrows move and select, wrapping; Home and End reach the ends', async () => {
  render(
    <>
      <Harness />
      <button type="button">después</button>
    </>,
  );
  await userEvent.tab();
  expect(screen.getByRole('tab', { name: 'Todos' })).toHaveFocus();

  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Populares' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Populares' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel hot');

  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Nuevos' })).toHaveFocus();
  expect(screen.getByRole('tabpanel', { name: 'Nuevos' })).toBeInTheDocument();

  await userEvent.keyboard('{Home}');
  expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Nuevos' })).toHaveAttribute('aria-selected', 'true');

  // Tab leaves the tab list for the panel, then the next control.
  await userEvent.tab();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'después' })).toHaveFocus();
});

it('with manual activation arrows only move focus; Enter or Space selects', async () => {
  render(<Harness activation="manual" />);
  await userEvent.tab();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Populares' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('tab', { name: 'Populares' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowRight} ');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel new');
});

it('selects with a click', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('tab', { name: 'Nuevos' }));
  expect(screen.getByRole('tabpanel', { name: 'Nuevos' })).toHaveTextContent('Panel new');
});
