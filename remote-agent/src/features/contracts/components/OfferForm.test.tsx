import { api, changeLanguage } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onApi, payloadsTo, refusal } from '../../../testing/shared-mock';
import { answer, contract, downline, ME } from '../testing/fixtures';
import { renderWithDialogs as renderPage, setUpContractTests } from '../testing/render';
import DailyWagesPage from './DailyWagesPage';
import DividendPage from './DividendPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const DAILY_PATH = api.processDailySalaryContract.path;
const SUB_CONTRACTS = [
  contract('31', { agentAccount: 'sub_1', downlineAccount: 'deep_1', rate: '2.00' }),
  contract('32', { agentAccount: 'sub_1', downlineAccount: 'deep_2', rate: '1.80', status: 'pending' }),
];
const WARNING = 'La tasa ofrecida (1.00 %) es menor que la de 2 contrato(s) que sub_1 da a sus subordinados; se rescindirán si confirma';

let downlines: api.Downline[];

const form = async () => {
  const heading = await screen.findByRole('heading', { name: 'Ofrecer un contrato' });
  return heading.closest('section')!;
};
const tier = (n: number) => screen.getByRole('group', { name: `Tramo ${n}` });
const field = (n: number, label: string) => within(tier(n)).getByRole('textbox', { name: label });

async function fillTier(n: number, validBet: string, members: string, rate: string) {
  await userEvent.type(field(n, 'Apuesta válida del período'), validBet);
  await userEvent.type(field(n, 'Miembros activos'), members);
  await userEvent.type(field(n, 'Tasa (%)'), rate);
}

setUpContractTests();

beforeEach(() => {
  downlines = [downline('sub_1'), downline('sub_2'), downline('player_9', { kind: 'member' })];
  onApi(api.consolidated.path, () => ({ contracts: [] }));
  onApi(api.downlines.path, () => ({ list: downlines, totalPages: 1, totalCount: downlines.length, path: [ME] }));
  onApi(api.settlementRecords.path, () => ({ list: [], totalPages: 0, totalCount: 0, contracts: [], totals: { paid: '0.00', pending: '0.00' } }));
});

it("offers the agent's direct downline agents in a select and sends the tiers through the type's call", async () => {
  onApi(DAILY_PATH, () => answer({ contractId: '40', status: 'pending' }));
  renderPage(<DailyWagesPage />);
  const section = await form();
  const select = within(section).getByRole('combobox', { name: 'Cuenta del subordinado' });
  await waitFor(() => expect(select).toBeEnabled());
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Elija un subordinado', 'sub_1', 'sub_2', 'Otra cuenta…']);
  expect(payloadsTo(api.downlines.path)[0]).toMatchObject({ pageNo: 1, pageSize: api.AGENT_MAX_PAGE_SIZE });
  expect(section).toHaveTextContent('Período de liquidación: Diario');

  await userEvent.selectOptions(select, 'sub_2');
  await fillTier(1, '10000', '5', '0,5');
  await userEvent.click(within(section).getByRole('button', { name: 'Añadir tramo' }));
  await fillTier(2, '50000.5', '20', '1.25');
  const loads = payloadsTo(api.consolidated.path).length;
  await userEvent.click(within(section).getByRole('button', { name: 'Enviar oferta' }));

  expect(await within(section).findByText('Oferta enviada a sub_2 (contrato n.º 40); queda pendiente de su respuesta.')).toBeInTheDocument();
  expect(payloadsTo(DAILY_PATH)).toEqual([
    {
      action: 'new',
      downlineAccount: 'sub_2',
      terms: {
        tiers: [
          { validBet: '10000.00', activeMembers: 5, rate: '0.50' },
          { validBet: '50000.50', activeMembers: 20, rate: '1.25' },
        ],
      },
    },
  ]);
  await waitFor(() => expect(payloadsTo(api.consolidated.path).length).toBe(loads + 1));
  // The form starts again.
  expect(select).toHaveValue('');
  expect(screen.queryByRole('group', { name: 'Tramo 2' })).not.toBeInTheDocument();
  expect(field(1, 'Tasa (%)')).toHaveValue('');
});

it('checks the tiers before sending: rate 0.01-100 with two decimals, money with two decimals, ascending thresholds', async () => {
  renderPage(<DailyWagesPage />);
  const section = await form();
  await userEvent.click(within(section).getByRole('button', { name: 'Enviar oferta' }));
  expect(within(section).getByRole('alert')).toHaveTextContent('Revise los campos marcados.');
  expect(within(section).getByText('Indique la cuenta de un subordinado directo.')).toBeInTheDocument();
  expect(field(1, 'Tasa (%)')).toHaveAccessibleDescription('La tasa va de 0,01 a 100, con hasta 2 decimales.');

  await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Cuenta del subordinado' }), 'Otra cuenta…');
  await userEvent.type(within(section).getByRole('textbox', { name: 'Otra cuenta de subordinado directo' }), 'sub_7');
  await fillTier(1, '100.555', '3', '100.01');
  expect(field(1, 'Apuesta válida del período')).toHaveAccessibleDescription('Indique un importe de 0 o más, con hasta 2 decimales.');
  expect(field(1, 'Tasa (%)')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(field(1, 'Apuesta válida del período'));
  await userEvent.type(field(1, 'Apuesta válida del período'), '5000');
  await userEvent.clear(field(1, 'Tasa (%)'));
  await userEvent.type(field(1, 'Tasa (%)'), '1');
  await userEvent.click(within(section).getByRole('button', { name: 'Añadir tramo' }));
  await fillTier(2, '4000', '3', '2');
  expect(tier(2)).toHaveTextContent('Cada tramo debe superar al anterior en apuesta válida o en miembros activos, sin bajar en ninguno.');
  await userEvent.clear(field(2, 'Apuesta válida del período'));
  await userEvent.type(field(2, 'Apuesta válida del período'), '6000');
  await userEvent.clear(field(2, 'Tasa (%)'));
  await userEvent.type(field(2, 'Tasa (%)'), '0.5');
  expect(tier(2)).toHaveTextContent('La tasa de un tramo no puede ser menor que la del tramo anterior.');
  await userEvent.click(within(section).getByRole('button', { name: 'Enviar oferta' }));
  expect(payloadsTo(DAILY_PATH)).toEqual([]);

  await userEvent.click(within(tier(2)).getByRole('button', { name: 'Quitar el tramo 2' }));
  expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: /Quitar el tramo/ })).not.toBeInTheDocument();
});

it('adds rows up to the maximum of tiers', async () => {
  renderPage(<DailyWagesPage />);
  const section = await form();
  const add = within(section).getByRole('button', { name: 'Añadir tramo' });
  for (let n = 1; n < api.MAX_CONTRACT_TIERS; n += 1) await userEvent.click(add);
  expect(within(section).getAllByRole('group', { name: /^Tramo \d+$/ })).toHaveLength(api.MAX_CONTRACT_TIERS);
  expect(add).toBeDisabled();
  expect(add).toHaveAccessibleDescription(`Máximo ${api.MAX_CONTRACT_TIERS} tramos.`);
});

it('shows the lower-rate warning with the contracts it ends, sends nothing on Cancel, and repeats with confirmTerminateLower on consent', async () => {
  onApi(DAILY_PATH, (request: api.ContractActionRequest) =>
    request.confirmTerminateLower
      ? answer({ contractId: '41', status: 'pending', affectedDownlines: ['deep_1', 'deep_2'], affectedContracts: SUB_CONTRACTS, warning: WARNING })
      : answer({ contractId: null, status: 'confirmationRequired', affectedDownlines: ['deep_1', 'deep_2'], affectedContracts: SUB_CONTRACTS, warning: WARNING }),
  );
  renderPage(<DailyWagesPage />);
  const section = await form();
  await waitFor(() => expect(within(section).getByRole('combobox', { name: 'Cuenta del subordinado' })).toBeEnabled());
  await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Cuenta del subordinado' }), 'sub_1');
  await fillTier(1, '0', '0', '1');
  await userEvent.click(within(section).getByRole('button', { name: 'Enviar oferta' }));

  let warning = await screen.findByRole('alertdialog', { name: 'Se rescindirán contratos de sub_1' });
  expect(warning).toHaveTextContent(WARNING);
  const affected = within(warning).getByRole('list', { name: 'Contratos afectados' });
  expect(within(affected).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Contrato n.º 31: sub_1 con deep_1, tasa hasta 2,00\u00a0% (Vigente)',
    'Contrato n.º 32: sub_1 con deep_2, tasa hasta 1,80\u00a0% (Pendiente)',
  ]);
  const sent = [{ action: 'new', downlineAccount: 'sub_1', terms: { tiers: [{ validBet: '0.00', activeMembers: 0, rate: '1.00' }] } }];
  expect(payloadsTo(DAILY_PATH)).toEqual(sent);

  await userEvent.click(within(warning).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(within(section).getByRole('status')).toHaveTextContent('No se envió la oferta.');
  expect(payloadsTo(DAILY_PATH)).toEqual(sent);

  await userEvent.click(within(section).getByRole('button', { name: 'Enviar oferta' }));
  warning = await screen.findByRole('alertdialog', { name: 'Se rescindirán contratos de sub_1' });
  await userEvent.click(within(warning).getByRole('button', { name: 'Ofrecer y rescindir' }));
  expect(
    await within(section).findByText(
      'Oferta enviada a sub_1 (contrato n.º 41); queda pendiente de su respuesta. Terminaron 2 contratos de sub_1 con sus subordinados.',
    ),
  ).toBeInTheDocument();
  expect(payloadsTo(DAILY_PATH)).toEqual([...sent, sent[0], { ...sent[0], confirmTerminateLower: true }]);
});

it('dividends choose the period type (semi-monthly by default)', async () => {
  onApi(api.processDividendContract.path, () => answer({ contractId: '50', status: 'pending' }));
  renderPage(<DividendPage />);
  const section = await form();
  const period = within(section).getByRole('combobox', { name: 'Período de liquidación' });
  expect(period).toHaveValue('semimonthly');
  expect(within(period).getAllByRole('option').map((option) => option.textContent)).toEqual(['Semanal', 'Quincenal', 'Mensual']);
  await userEvent.selectOptions(period, 'Mensual');
  await waitFor(() => expect(within(section).getByRole('combobox', { name: 'Cuenta del subordinado' })).toBeEnabled());
  await userEvent.selectOptions(within(section).getByRole('combobox', { name: 'Cuenta del subordinado' }), 'sub_1');
  await fillTier(1, '1000', '2', '10');
  await userEvent.click(within(section).getByRole('button', { name: 'Enviar oferta' }));
  await within(section).findByText(/Oferta enviada a sub_1/);
  expect(payloadsTo(api.processDividendContract.path)).toEqual([
    { action: 'new', downlineAccount: 'sub_1', terms: { tiers: [{ validBet: '1000.00', activeMembers: 2, rate: '10.00' }], periodType: 'monthly' } },
  ]);
});

it('takes a typed account when the agent has no downline agents, and shows a refusal', async () => {
  downlines = [];
  onApi(DAILY_PATH, () => {
    throw refusal('La cuenta nadie no es un subordinado directo suyo');
  });
  renderPage(<DailyWagesPage />);
  const section = await form();
  const account = await within(section).findByRole('textbox', { name: 'Cuenta del subordinado' });
  expect(within(section).queryByRole('combobox', { name: 'Cuenta del subordinado' })).not.toBeInTheDocument();
  await userEvent.type(account, 'nadie');
  await fillTier(1, '0', '0', '1');
  await userEvent.click(within(section).getByRole('button', { name: 'Enviar oferta' }));
  const alert = await within(section).findByRole('alert');
  expect(alert).toHaveTextContent('No se pudo completar la acción. La cuenta nadie no es un subordinado directo suyo');
  expect(account).toHaveValue('nadie');
});

it('speaks English', async () => {
  await changeLanguage('en');
  renderPage(<DividendPage />);
  const heading = await screen.findByRole('heading', { name: 'Offer a contract' });
  const section = heading.closest('section')!;
  expect(within(section).getByRole('combobox', { name: 'Settlement period' })).toHaveDisplayValue('Semi-monthly');
  expect(within(section).getByRole('group', { name: 'Tier 1' })).toBeInTheDocument();
  expect(within(section).getByRole('textbox', { name: 'Rate (%)' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Send offer' })).toBeInTheDocument();
});
