import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n, loadDatePlugins } from '@suite/shared';
import { Amount } from './Amount';
import { PeriodPicker } from './PeriodPicker';

// The kit registers its 'reports' texts itself (no consumer namespace): both languages are complete.
beforeAll(async () => {
  await initI18n();
  await loadDatePlugins();
});
afterEach(() => act(() => changeLanguage('es')));

const TODAY = '2026-11-23';

function renderPicker(onPeriod = jest.fn(), onRange = jest.fn()) {
  render(
    <PeriodPicker
      period="weekly"
      range={{ first: '2026-11-23', last: TODAY }}
      custom={false}
      today={TODAY}
      onPeriod={onPeriod}
      onRange={onRange}
    />,
  );
  return { onPeriod, onRange };
}

it('shows the period types, the range and the blocked shifts in Spanish', async () => {
  const { onPeriod, onRange } = renderPicker();
  expect(screen.getByRole('group', { name: 'Tipo de período' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Semanal' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('Período mostrado: 2026/11/23 – 2026/11/23')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '7 días siguientes' })).toHaveAccessibleDescription(
    'No se puede avanzar más: el período no puede terminar después de hoy (2026/11/23).',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Mensual' }));
  expect(onPeriod).toHaveBeenCalledWith('monthly');
  await userEvent.click(screen.getByRole('button', { name: '7 días anteriores' }));
  expect(onRange).toHaveBeenCalledWith({ first: '2026-11-16', last: '2026-11-16' });
});

it('speaks English after a language change, amounts included', async () => {
  await act(() => changeLanguage('en'));
  renderPicker();
  render(<Amount value="-12.50" signed outcome />);
  expect(screen.getByRole('group', { name: 'Period type' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Semi-monthly' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Date range' })).toBeInTheDocument();
  expect(screen.getByText(/\(loss\)$/)).toHaveClass('rpt-amount', 'rpt-amount--debit');
});
