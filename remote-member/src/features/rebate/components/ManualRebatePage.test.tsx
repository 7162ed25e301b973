import { api, changeLanguage, formatClock } from '@suite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, mockRefreshBalance, networkError, onApi, refusal, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../testing/render';
import ManualRebatePage from './ManualRebatePage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const FROM = '2026-11-20T00:00:00.000Z';
const TO = '2026-11-23T10:00:00.000Z';

function preview(overrides: Partial<api.RebatePreview> = {}): api.RebatePreview {
  return {
    periodFrom: FROM,
    periodTo: TO,
    lines: [
      { gameType: 'RNG', validBets: '1234.56', ratePercent: '0.800', rebate: '9.87' },
      { gameType: 'LIVE', validBets: '300.00', ratePercent: '0.500', rebate: '1.50' },
      { gameType: 'LOTTERY', validBets: '0.00', ratePercent: '0.500', rebate: '0.00' },
    ],
    total: '11.37',
    minClaim: '1.00',
    claimable: true,
    reason: null,
    ...overrides,
  };
}
const EMPTY = preview({
  lines: [{ gameType: 'RNG', validBets: '0.00', ratePercent: '0.800', rebate: '0.00' }],
  total: '0.00',
  claimable: false,
  reason: 'belowMinimum',
});
const CLAIM: api.RebateClaim = {
  id: '7',
  periodFrom: FROM,
  periodTo: TO,
  amount: '11.37',
  lines: preview().lines.slice(0, 2),
  claimedAt: '2026-11-23T10:00:05.000Z',
};

let current: api.RebatePreview;
let history: api.RebateClaim[];

beforeAll(setUpTexts);

beforeEach(async () => {
  resetApi();
  mockRefreshBalance.mockClear();
  await changeLanguage('es');
  current = preview();
  history = [];
  onApi(api.rebatePreview.path, () => current);
  onApi(api.rebateClaims.path, () => ({ list: history, totalCount: history.length, totalPages: history.length > 0 ? 1 : 0 }));
});

const table = () => screen.findByRole('table', { name: 'Reembolso por tipo de juego' });
const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.replace(/\s/g, ' ')));
const claimButton = () => screen.getByRole('button', { name: 'Reclamar reembolso' });

it('shows the preview: per game type valid bets, rate and rebate, the total, the period and the minimum', async () => {
  renderPage(<ManualRebatePage />);
  expect(rowsOf(await table())).toEqual([
    ['Tipo de juego', 'Apuestas válidas', 'Tasa', 'Reembolso'],
    ['Tragamonedas', 'P 1.234,56', '0,8 %', 'P 9,87'],
    ['Casino en vivo', 'P 300,00', '0,5 %', 'P 1,50'],
    ['Lotería', 'P 0,00', '0,5 %', 'P 0,00'],
    ['Total', 'P 11,37'],
  ]);
  expect(screen.getByText(`Apuestas válidas desde ${formatClock(FROM)} hasta ${formatClock(TO)}`)).toBeInTheDocument();
  expect(screen.getByText(/Reclamo mínimo: P\s1,00/)).toBeInTheDocument();
  expect(claimButton()).toBeEnabled();
  expect(await screen.findByText('Aún no ha reclamado ningún reembolso.')).toBeInTheDocument();
});

it('claims: credits the amount, says so with the new balance, refreshes the balance, the preview and the history', async () => {
  onApi(api.claimRebate.path, () => {
    current = EMPTY;
    history = [CLAIM];
    return { claim: CLAIM, balance: '1011.37' };
  });
  renderPage(<ManualRebatePage />);
  await table();
  await userEvent.click(claimButton());

  expect(await screen.findByText(/Se acreditaron P\s11,37 en su billetera principal\. Saldo: P\s1\.011,37\./)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/Se acreditaron/);
  expect(mockRefreshBalance).toHaveBeenCalledTimes(1);
  const calls = callsTo(api.claimRebate.path);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.options?.idempotencyKey).toEqual(expect.any(String));
  // The preview now has nothing to claim; the claim is in the history.
  expect(await screen.findByText(/no alcanza el mínimo/)).toBeInTheDocument();
  const claims = await screen.findByRole('table', { name: 'Reembolsos reclamados, del más reciente al más antiguo' });
  expect(rowsOf(claims)[1]).toEqual([formatClock(CLAIM.claimedAt), `${formatClock(FROM)} – ${formatClock(TO)}`, 'P 11,37']);
});

it('disables the claim below the minimum and says why', async () => {
  current = preview({ lines: [{ gameType: 'RNG', validBets: '100.00', ratePercent: '0.800', rebate: '0.80' }], total: '0.80', claimable: false, reason: 'belowMinimum' });
  renderPage(<ManualRebatePage />);
  await table();
  expect(claimButton()).toBeDisabled();
  expect(claimButton()).toHaveAccessibleDescription(/Su reembolso de P\s0,80 no alcanza el mínimo de P\s1,00/);
});

it('retries a claim whose answer was lost with the same key; a new claim after it gets a new key', async () => {
  let lose = true;
  onApi(api.claimRebate.path, () => {
    if (lose) throw networkError();
    return { claim: CLAIM, balance: '1011.37' };
  });
  renderPage(<ManualRebatePage />);
  await table();
  await userEvent.click(claimButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo reclamar el reembolso.');
  expect(alert).toHaveTextContent(/no se le pagará dos veces/);
  expect(mockRefreshBalance).not.toHaveBeenCalled();

  lose = false;
  await userEvent.click(claimButton());
  expect(await screen.findByText(/Se acreditaron P\s11,37/)).toBeInTheDocument();
  await userEvent.click(claimButton());
  await screen.findByText(/Se acreditaron P\s11,37/);
  const keys = callsTo(api.claimRebate.path).map((call) => call.options?.idempotencyKey);
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

it("shows the server's refusal and starts a new key for the next click", async () => {
  onApi(api.claimRebate.path, () => {
    throw refusal('Su reembolso de 0.00 no alcanza el mínimo de 1.00 para reclamar');
  });
  renderPage(<ManualRebatePage />);
  await table();
  await userEvent.click(claimButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Su reembolso de 0.00 no alcanza el mínimo de 1.00 para reclamar');
  expect(screen.queryByText(/no se le pagará dos veces/)).not.toBeInTheDocument();
  await userEvent.click(claimButton());
  const keys = callsTo(api.claimRebate.path).map((call) => call.options?.idempotencyKey);
  expect(keys[1]).not.toBe(keys[0]);
});

it('shows a load failure with Retry, then the preview', async () => {
  let fail = true;
  onApi(api.rebatePreview.path, () => {
    if (fail) throw networkError();
    return current;
  });
  renderPage(<ManualRebatePage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo cargar el reembolso.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await table()).toBeInTheDocument();
});

it('speaks English when the player chose it', async () => {
  await changeLanguage('en');
  renderPage(<ManualRebatePage />);
  const rebates = await screen.findByRole('table', { name: 'Rebate by game type' });
  expect(rowsOf(rebates)[1]).toEqual(['Slots', 'P 1,234.56', '0.8 %', 'P 9.87']);
  expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeEnabled();
  expect(await screen.findByText('You have not claimed a rebate yet.')).toBeInTheDocument();
});
