import { api, changeLanguage, formatClock, formatMoney } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastPayload, onApi, payloadsTo, refusal } from '../../../testing/shared-mock';
import { renderWithDialogs as renderPage, setUpContractTests } from '../testing/render';
import { answer, contract, downline, ME } from '../testing/fixtures';
import DailyWagesPage from './DailyWagesPage';
import DividendPage from './DividendPage';
import HourlySalaryPage from './HourlySalaryPage';
import RealtimeSalaryPage from './RealtimeSalaryPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const OFFER_TO_ME = contract('1', { status: 'pending', agentAccount: 'boss', downlineAccount: ME, signedAt: null });
const IN_FORCE = contract('2');
const ASKED_BY_SUB = contract('3', { status: 'terminationPending', downlineAccount: 'sub_2', terminationRequestedBy: 'sub_2' });
const ASKED_BY_ME = contract('4', { status: 'terminationPending', downlineAccount: 'sub_3', terminationRequestedBy: ME });
const ENDED = contract('5', { status: 'terminated', endReason: 'replaced', endedAt: '2026-11-10T02:00:00.000Z' });
const DIVIDEND = contract('6', { type: 'dividend', periodType: 'semimonthly' });

let contracts: api.AgentContract[];

const DAILY_PATH = api.processDailySalaryContract.path;
const listOf = () => screen.findByRole('list', { name: 'Contratos de salario diario' });
const card = async (id: string) => (await screen.findByRole('heading', { name: `Contrato n.º ${id}` })).closest('article')!;
const dialog = () => screen.findByRole('alertdialog');

setUpContractTests();

beforeEach(() => {
  contracts = [OFFER_TO_ME, IN_FORCE, ASKED_BY_SUB, ASKED_BY_ME, ENDED, DIVIDEND];
  onApi(api.consolidated.path, () => ({ contracts }));
  onApi(api.downlines.path, () => ({
    list: [downline('sub_1'), downline('sub_2'), downline('player_9', { kind: 'member' }), downline('deep_1', { level: 2 })],
    totalPages: 1,
    totalCount: 4,
    path: [ME],
  }));
  onApi(api.settlementRecords.path, () => ({ list: [], totalPages: 0, totalCount: 0, contracts: [], totals: { paid: '0.00', pending: '0.00' } }));
});

it('says how the type settles and lists its contracts with their status, parties, tiers and the actions open to the agent', async () => {
  renderPage(<DailyWagesPage />);
  expect(screen.getByText(/El salario diario se liquida el día siguiente al día de estadística/)).toBeInTheDocument();
  const items = within(await listOf()).getAllByRole('article');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Contrato n.º 1', 'Contrato n.º 2', 'Contrato n.º 3', 'Contrato n.º 4']);

  const offer = await card('1');
  expect(offer).toHaveTextContent('Pendiente');
  expect(offer).toHaveTextContent('Con mi agente superior boss');
  expect(offer).toHaveTextContent('boss le ofrece este contrato: acéptelo o recházelo.');
  expect(within(offer).getAllByRole('button').map((button) => button.textContent)).toEqual(['Aceptar', 'Rechazar']);

  const signed = await card('2');
  expect(signed).toHaveTextContent('Vigente');
  expect(signed).toHaveTextContent('Con mi subordinado sub_1');
  expect(signed).toHaveTextContent('Tasa hasta 1,50 %');
  expect(signed).toHaveTextContent('Período: Diario');
  expect(signed).toHaveTextContent(`Firmado el ${formatClock(IN_FORCE.signedAt)}`);
  const tiers = within(signed).getByRole('table', { name: 'Tramos del contrato n.º 2' });
  const cells = (row: HTMLElement) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);
  expect(within(tiers).getAllByRole('row').slice(1).map(cells)).toEqual([
    ['1', formatMoney('10000.00'), '5', '0,50\u00a0%'],
    ['2', formatMoney('50000.00'), '20', '1,50\u00a0%'],
  ]);
  expect(within(signed).getByRole('button', { name: 'Pedir la rescisión (contrato n.º 2)' })).toBeInTheDocument();

  expect(await card('3')).toHaveTextContent('sub_2 pidió rescindirlo: confirme la rescisión si está de acuerdo.');
  expect(within(await card('3')).getByRole('button', { name: 'Confirmar la rescisión (contrato n.º 3)' })).toBeInTheDocument();
  expect(await card('4')).toHaveTextContent('Pidió rescindirlo; falta la confirmación de sub_3.');
  expect(within(await card('4')).queryByRole('button')).not.toBeInTheDocument();

  // Ended contracts are folded away; another type's contract is not here.
  expect(screen.getByText('Contratos terminados (1)')).toBeInTheDocument();
  expect(await card('5')).toHaveTextContent(`Terminó el ${formatClock(ENDED.endedAt)} (sustituido por un contrato nuevo)`);
  expect(screen.queryByRole('heading', { name: 'Contrato n.º 6' })).not.toBeInTheDocument();
});

it('accepts an offer after confirming, through the daily salary call, shows the answer and reloads the contracts', async () => {
  onApi(DAILY_PATH, () => answer({ contractId: '1', status: 'signed' }));
  renderPage(<DailyWagesPage />);
  await userEvent.click(within(await card('1')).getByRole('button', { name: 'Aceptar (contrato n.º 1)' }));
  const confirm = await dialog();
  expect(confirm).toHaveTextContent('¿Acepta el contrato n.º 1 de salario diario de boss (tasa hasta 1,50 %)?');
  expect(payloadsTo(DAILY_PATH)).toEqual([]);

  const loads = payloadsTo(api.consolidated.path).length;
  contracts = [{ ...OFFER_TO_ME, status: 'signed' }];
  await userEvent.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
  expect(await screen.findByText('Contrato n.º 1 firmado: está vigente.')).toBeInTheDocument();
  expect(payloadsTo(DAILY_PATH)).toEqual([{ action: 'accept', contractId: '1' }]);
  await waitFor(() => expect(payloadsTo(api.consolidated.path).length).toBe(loads + 1));
  expect(await card('1')).toHaveTextContent('Vigente');
});

it('rejects only when confirmed: Cancel sends nothing', async () => {
  onApi(DAILY_PATH, () => answer({ contractId: '1', status: 'rejected' }));
  renderPage(<DailyWagesPage />);
  await userEvent.click(within(await card('1')).getByRole('button', { name: 'Rechazar (contrato n.º 1)' }));
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(payloadsTo(DAILY_PATH)).toEqual([]);

  await userEvent.click(within(await card('1')).getByRole('button', { name: 'Rechazar (contrato n.º 1)' }));
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Rechazar' }));
  expect(await screen.findByText('Rechazó el contrato n.º 1.')).toBeInTheDocument();
  expect(payloadsTo(DAILY_PATH)).toEqual([{ action: 'reject', contractId: '1' }]);
});

it('asks to terminate and confirms a termination with the right actions', async () => {
  onApi(DAILY_PATH, (request: api.ContractActionRequest) =>
    answer({ contractId: request.contractId ?? null, status: request.action === 'terminate' ? 'terminated' : 'terminationPending' }),
  );
  renderPage(<DailyWagesPage />);
  await userEvent.click(within(await card('2')).getByRole('button', { name: 'Pedir la rescisión (contrato n.º 2)' }));
  expect(await dialog()).toHaveTextContent('Sigue vigente hasta que sub_1 lo confirme.');
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Pedir la rescisión' }));
  expect(await screen.findByText('Pidió rescindir el contrato n.º 2; la otra parte debe confirmarlo.')).toBeInTheDocument();

  await userEvent.click(within(await card('3')).getByRole('button', { name: 'Confirmar la rescisión (contrato n.º 3)' }));
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Confirmar la rescisión' }));
  expect(await screen.findByText('Contrato n.º 3 rescindido.')).toBeInTheDocument();
  expect(payloadsTo(DAILY_PATH)).toEqual([
    { action: 'requestTermination', contractId: '2' },
    { action: 'terminate', contractId: '3' },
  ]);
});

it("shows the API's refusal", async () => {
  onApi(DAILY_PATH, () => {
    throw refusal('El contrato no está pendiente');
  });
  renderPage(<DailyWagesPage />);
  await userEvent.click(within(await card('1')).getByRole('button', { name: 'Aceptar (contrato n.º 1)' }));
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Aceptar' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo completar la acción.');
  expect(alert).toHaveTextContent('El contrato no está pendiente');
});

it.each([
  [HourlySalaryPage, api.processHourSalaryContract.path, 'hourly'],
  [RealtimeSalaryPage, api.processRealtimeSalaryContract.path, 'realtime'],
  [DividendPage, api.processDividendContract.path, 'dividend'],
] as const)('each type answers through its own process call (%#)', async (Page, path, type) => {
  contracts = [{ ...OFFER_TO_ME, type }];
  onApi(path, () => answer({ contractId: '1', status: 'signed' }));
  renderPage(<Page />);
  await userEvent.click(within(await card('1')).getByRole('button', { name: 'Aceptar (contrato n.º 1)' }));
  await userEvent.click(within(await dialog()).getByRole('button', { name: 'Aceptar' }));
  expect(await screen.findByText('Contrato n.º 1 firmado: está vigente.')).toBeInTheDocument();
  expect(payloadsTo(path)).toEqual([{ action: 'accept', contractId: '1' }]);
  expect(payloadsTo(DAILY_PATH)).toEqual([]);
});

it('says when there is no contract of the type, or that the list could not be loaded', async () => {
  contracts = [DIVIDEND];
  const { unmount } = renderPage(<HourlySalaryPage />);
  expect(await screen.findByText('No tiene contratos de salario por hora')).toBeInTheDocument();
  unmount();

  onApi(api.consolidated.path, () => {
    throw refusal('Servicio no disponible');
  });
  renderPage(<HourlySalaryPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar los contratos. Servicio no disponible');
  expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

it('speaks English', async () => {
  await changeLanguage('en');
  renderPage(<DailyWagesPage />);
  expect(await screen.findByRole('list', { name: 'daily salary contracts' })).toBeInTheDocument();
  expect(screen.getByText(/Daily salary is settled the day after the statistics day/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Contract no. 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Accept (contract no. 1)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Offer a contract' })).toBeInTheDocument();
  expect(lastPayload(api.settlementRecords.path)).toMatchObject({ type: 'daily', role: 'received' });
});
