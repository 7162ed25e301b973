import { api, changeLanguage, formatClock } from '@suite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { networkError, onApi, payloadsTo, resetApi } from '../../../testing/shared-mock';
import { renderPage, setUpTexts } from '../../../testing/render';
import AnnouncementPage from './AnnouncementPage';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

const notice = (id: string, overrides: Partial<api.AgentNotice> = {}): api.AgentNotice => ({
  id,
  title: `Aviso ${id}`,
  content: `Texto del aviso ${id}`,
  publishedAt: new Date(2026, 10, 20, 9, 30).toISOString(),
  ...overrides,
});

const SALARY = notice('n1', { title: 'Nuevas tasas de salario', content: 'Desde el lunes las tasas suben.\nConsulte su contrato.' });
const MAINTENANCE = notice('n2', { title: 'Mantenimiento' });

beforeAll(() => setUpTexts());

beforeEach(async () => {
  resetApi();
  await changeLanguage('es');
  onApi(api.agentNotices.path, ({ pageNo }: api.PageQuery) =>
    pageNo === 1 ? { list: [SALARY, MAINTENANCE], totalPages: 2, totalCount: 12 } : { list: [notice('n11', { title: 'Aviso antiguo' })], totalPages: 2, totalCount: 12 },
  );
});

const list = () => screen.findByRole('list', { name: 'Anuncios para agentes' });

it('shows a skeleton, then the notices with their date, closed; a title opens and closes its text', async () => {
  renderPage(<AnnouncementPage />);
  expect(screen.getByRole('status', { name: 'Cargando la página…' })).toBeInTheDocument();
  const items = within(await list()).getAllByRole('listitem');
  expect(payloadsTo(api.agentNotices.path)).toEqual([{ pageNo: 1, pageSize: 10 }]);
  expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['Nuevas tasas de salario', 'Mantenimiento']);
  expect(within(items[0]!).getByText(`Publicado el ${formatClock(SALARY.publishedAt)}`)).toBeInTheDocument();

  const toggle = screen.getByRole('button', { name: 'Nuevas tasas de salario' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText(/Desde el lunes/)).not.toBeVisible();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/Desde el lunes/)).toBeVisible();
  await userEvent.click(toggle);
  expect(screen.getByText(/Desde el lunes/)).not.toBeVisible();
});

it('pages through the notices', async () => {
  renderPage(<AnnouncementPage />);
  await list();
  expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  expect(await screen.findByRole('button', { name: 'Aviso antiguo' })).toBeInTheDocument();
  expect(payloadsTo(api.agentNotices.path).at(-1)).toEqual({ pageNo: 2, pageSize: 10 });
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toHaveAttribute('aria-disabled', 'true');
});

it('says when there are no notices', async () => {
  onApi(api.agentNotices.path, () => ({ list: [], totalPages: 0, totalCount: 0 }));
  renderPage(<AnnouncementPage />);
  expect(await screen.findByText('Aún no hay anuncios')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

it('shows a translated error with Retry', async () => {
  let fail = true;
  onApi(api.agentNotices.path, () => {
    if (fail) throw networkError();
    return { list: [SALARY], totalPages: 1, totalCount: 1 };
  });
  renderPage(<AnnouncementPage />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar los anuncios.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await list()).toBeInTheDocument();
});

it('speaks English', async () => {
  await changeLanguage('en');
  renderPage(<AnnouncementPage />);
  expect(await screen.findByRole('list', { name: 'Agent announcements' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeInTheDocument());
});
