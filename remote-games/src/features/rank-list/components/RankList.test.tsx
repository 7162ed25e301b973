import { api, ApiError, callApi, changeLanguage, initI18n } from '@suite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerGamesTranslations } from '../../../i18n';
import { answerApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render';
import { RankList } from './RankList';

jest.mock('@suite/shared', () => jest.requireActual('../../../test/shared-mock').sharedMock());

const WINS: api.RankEntry[] = [
  { rank: 1, account: 'ma***a', amount: '15230.50', rounds: 42 },
  { rank: 2, account: 'de***r', amount: '900.00', rounds: 7 },
];
const BETS: api.RankEntry[] = [{ rank: 1, account: 'jo***n', amount: '50000.00', rounds: 300 }];

let server: ReturnType<typeof answerApi>;
let fail: boolean;

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});
beforeEach(() => {
  fail = false;
  server = answerApi(callApi, {
    [api.rankList.path]: (query: api.RankListQuery) => {
      if (fail) throw new ApiError('network');
      return query.by === 'bet' ? BETS : WINS;
    },
  });
});
afterEach(async () => {
  await changeLanguage('es');
});

it('lists this week’s biggest wins with masked accounts, and switches to most wagered', async () => {
  renderRoute('/', <RankList />, '/');
  const section = screen.getByRole('region', { name: 'Ranking de la semana' });
  expect(within(section).getByRole('status', { name: 'Ranking de la semana' })).toBeInTheDocument();
  const table = await within(section).findByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent?.replace(/\u00a0/g, ' '))).toEqual(['1ma***aP 15.230,5042', '2de***rP 900,007']);
  expect(server.calls(api.rankList.path)).toEqual([{ by: 'win', period: 'week' }]);

  await userEvent.click(within(section).getByRole('tab', { name: 'Más apostado' }));
  expect(await within(section).findByRole('rowheader', { name: 'jo***n' })).toBeInTheDocument();
  expect(within(section).getByRole('tab', { name: 'Más apostado' })).toHaveAttribute('aria-selected', 'true');
  expect(server.calls(api.rankList.path)).toContainEqual({ by: 'bet', period: 'week' });
});

it('asks for the hall’s category and says when the week has no rounds yet', async () => {
  server = answerApi(callApi, { [api.rankList.path]: () => [] });
  renderRoute('/', <RankList gameType="FISH" />, '/');
  expect(await screen.findByText('Todavía no hay rondas esta semana.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Ranking de la semana · Pesca' })).toBeInTheDocument();
  expect(server.calls(api.rankList.path)).toEqual([{ by: 'win', period: 'week', gameType: 'FISH' }]);
});

it('renders nothing on the home while nobody has won this week', async () => {
  server = answerApi(callApi, { [api.rankList.path]: () => [] });
  const { container } = renderRoute('/', <RankList hideWhenEmpty />, '/');
  await screen.findByText('login page').catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(container.querySelector('.gms-rank')).toBeNull();
});

it('says it could not load, in English too, and retries', async () => {
  await changeLanguage('en');
  fail = true;
  renderRoute('/', <RankList />, '/');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The ranking could not be loaded.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('rowheader', { name: 'ma***a' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Biggest wins' })).toBeInTheDocument();
});
