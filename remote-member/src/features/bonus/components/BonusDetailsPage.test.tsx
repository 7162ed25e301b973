import { api, changeLanguage, formatClock } from '@suite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, networkError, onApi, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../testing/render';
import BonusDetailsPage from './BonusDetailsPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

function bonus(id: string, overrides: Partial<api.BonusDetail> = {}): api.BonusDetail {
  return {
    id,
    name: `Bono ${id}`,
    amount: '100.00',
    grantedAt: '2026-11-20T09:30:00.000Z',
    turnoverRequired: '500.00',
    turnoverDone: '150.00',
    remaining: '350.00',
    state: 'active',
    ...overrides,
  };
}

const ACTIVE = bonus('1', { name: 'Bienvenida' });
const COMPLETED = bonus('2', { name: 'Recarga', amount: '20.00', turnoverRequired: '100.00', turnoverDone: '130.50', remaining: '0.00', state: 'completed' });
const CANCELLED = bonus('3', { name: 'Cumpleaños', turnoverRequired: '0.00', turnoverDone: '0.00', remaining: '0.00', state: 'cancelled' });

let answer: () => api.BonusPage;

beforeAll(setUpTexts);

beforeEach(async () => {
  resetApi();
  await changeLanguage('es');
  answer = () => ({ list: [ACTIVE, COMPLETED, CANCELLED], totalCount: 3, totalPages: 1, withdrawalBlocked: true });
  onApi(api.memberBonuses.path, () => answer());
});

const items = async (label = 'Bonos') => within(await screen.findByRole('list', { name: label })).getAllByRole('listitem');

it('shows a skeleton, then each bonus with its amounts, state and an accessible turnover bar', async () => {
  renderPage(<BonusDetailsPage />);
  expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  const [first, second, third] = await items();
  expect(callsTo(api.memberBonuses.path).map((call) => call.payload)).toEqual([{ pageNo: 1, pageSize: 10 }]);

  expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('Bienvenida');
  expect(within(first!).getByText('Activo')).toBeInTheDocument();
  expect(within(first!).getByText('Importe del bono').nextSibling).toHaveTextContent('P 100,00');
  expect(within(first!).getByText('Apuesta requerida').nextSibling).toHaveTextContent('P 500,00');
  expect(within(first!).getByText('Apostado hasta ahora').nextSibling).toHaveTextContent('P 150,00');
  expect(within(first!).getByText('Falta por apostar').nextSibling).toHaveTextContent('P 350,00');
  expect(within(first!).getByText(formatClock(ACTIVE.grantedAt))).toHaveAttribute('datetime', ACTIVE.grantedAt);
  const bar = within(first!).getByRole('progressbar', { name: 'Progreso de la apuesta de «Bienvenida»' });
  expect(bar).toHaveAttribute('aria-valuenow', '30');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(bar.getAttribute('aria-valuetext')).toMatch(/P\s150,00 de P\s500,00 \(30 %\)/);

  // Done beyond the requirement: the bar stops at 100.
  expect(within(second!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(within(second!).getByText('Completado')).toBeInTheDocument();
  expect(within(third!).getByText('Cancelado')).toBeInTheDocument();
});

it('highlights the active bonus with a sentence that it blocks withdrawals until its turnover is met', async () => {
  renderPage(<BonusDetailsPage />);
  const [first, second] = await items();
  expect(first).toHaveClass('mem-bonus-item--active');
  expect(within(first!).getByText(/Este bono bloquea los retiros hasta que se cumpla la apuesta requerida: faltan P\s350,00\./)).toBeInTheDocument();
  expect(second).not.toHaveClass('mem-bonus-item--active');
  expect(within(second!).queryByText(/bloquea los retiros/)).not.toBeInTheDocument();
  expect(screen.getByText(/los retiros están bloqueados/)).toBeInTheDocument();
});

it('without bonuses says so and links to the promotions', async () => {
  answer = () => ({ list: [], totalCount: 0, totalPages: 0, withdrawalBlocked: false });
  renderPage(<BonusDetailsPage />);
  expect(await screen.findByText('Aún no tiene bonos')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Ver promociones' }));
  expect(screen.getByText('promotions page')).toBeInTheDocument();
});

it('shows the load failure with Retry, and the list after retrying', async () => {
  let fail = true;
  onApi(api.memberBonuses.path, () => {
    if (fail) throw networkError();
    return answer();
  });
  renderPage(<BonusDetailsPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar los bonos.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await items()).toHaveLength(3);
});

it('pages through many bonuses', async () => {
  answer = () => ({ list: [ACTIVE], totalCount: 12, totalPages: 2, withdrawalBlocked: true });
  renderPage(<BonusDetailsPage />);
  await items();
  const pager = screen.getByRole('navigation', { name: 'Páginas de bonos' });
  await userEvent.click(within(pager).getByRole('button', { name: 'Página siguiente' }));
  await items();
  expect(callsTo(api.memberBonuses.path).map((call) => call.payload)).toEqual([
    { pageNo: 1, pageSize: 10 },
    { pageNo: 2, pageSize: 10 },
  ]);
});

it('speaks English when the player chose it', async () => {
  await changeLanguage('en');
  renderPage(<BonusDetailsPage />);
  const [first] = await items('Bonuses');
  expect(within(first!).getByText(/This bonus blocks withdrawals until its turnover is met: P\s350\.00 to go\./)).toBeInTheDocument();
  expect(within(first!).getByRole('progressbar', { name: 'Turnover progress of “Bienvenida”' })).toBeInTheDocument();
});
