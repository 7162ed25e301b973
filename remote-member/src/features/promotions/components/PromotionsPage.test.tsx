import { api, changeLanguage, clearSession, setPublicState, setSession } from '@suite/shared';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, networkError, onApi, resetApi } from '../../../testing/shared-mock';
import { renderAt, setUpTexts } from '../testing/render';
import { WinnersList } from './WinnersList';

jest.mock('@suite/shared', () => jest.requireActual('../../../testing/shared-mock').sharedMock());

function promotion(id: string, overrides: Partial<api.PromotionSummary> = {}): api.PromotionSummary {
  return {
    id,
    title: `Promo ${id}`,
    category: 'casino',
    imageUrl: `/wps/static/promotions/${id}.svg?lang=es`,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2030-12-31T23:59:59.000Z',
    periodStatus: 'process',
    action: 'join',
    memberStatus: null,
    status: 'process',
    ...overrides,
  };
}

const LIST: api.PromotionSummary[] = [
  promotion('welcome', { title: 'Bono de bienvenida', category: 'newcomer', action: 'apply', memberStatus: 'applying', status: 'applying', endsAt: null }),
  promotion('rebate', { title: 'Reembolso diario' }),
  promotion('lucky', { title: 'Números de la suerte', category: 'lottery', periodStatus: 'comingSoon', status: 'comingSoon', startsAt: '2031-01-01T00:00:00.000Z', endsAt: null }),
  promotion('summer', { title: 'Festival de verano', category: 'special', periodStatus: 'closed', status: 'closed' }),
];
const WINNERS: api.Winner[] = [
  { account: 'de***r', gameName: 'Fortune Reels', vendor: 'Suite', amount: '1500.00', time: '2026-11-27T10:00:00.000Z' },
  { account: 'an***a', gameName: 'Lotería Norte', vendor: 'TCG', amount: '300.50', time: '2026-11-27T09:00:00.000Z' },
];

const PNG_URL = 'data:image/png;base64,iVBORw0KGgo=';
const application = (id: string, overrides: Partial<api.MyApplication> = {}): api.MyApplication => ({
  applicationId: id,
  promotionId: 'big-win-showcase',
  promotionTitle: 'Comparte tu gran premio',
  status: 'applying',
  comment: `Comentario ${id}`,
  imageCount: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  rejectReason: null,
  rewardId: null,
  ...overrides,
});
const MINE: api.MyApplication[] = [
  application('12', { status: 'rejected', imageCount: 2, decidedAt: '2026-11-21T09:00:00.000Z', rejectReason: 'Falta la captura' }),
  application('11', { promotionId: 'welcome-bonus', promotionTitle: 'Bono de bienvenida', status: 'issued', rewardId: '5', decidedAt: '2026-11-20T12:00:00.000Z' }),
];
const member = () => setSession({ token: 'tok-1', isAgent: 0, account: 'demo_player', customerId: '7', memberLabel: null });

beforeAll(setUpTexts);
beforeEach(async () => {
  resetApi();
  clearSession();
  setPublicState({ currencySymbol: 'P' });
  await changeLanguage('es');
  onApi(api.promotionList.path, (query: api.PromotionListQuery) => {
    const list = query.category ? LIST.filter((item) => item.category === query.category) : LIST;
    return { list, categories: ['newcomer', 'casino', 'lottery', 'special'] };
  });
  onApi(api.winnerBoard.path, () => WINNERS);
});

it('shows a skeleton, then the cards with image, period and translated status, and the winners', async () => {
  renderAt('/promotions');
  expect(screen.getByRole('status', { name: 'Cargando promociones…' })).toBeInTheDocument();
  const cards = within(await screen.findByRole('list', { name: 'Promociones' })).getAllByRole('listitem');
  expect(cards).toHaveLength(4);
  expect(within(cards[0]!).getByRole('link', { name: 'Ver detalles de Bono de bienvenida' })).toHaveAttribute('href', '/promoDetail?id=welcome');
  expect(cards[0]).toHaveTextContent('En revisión');
  expect(cards[0]).toHaveTextContent('Desde el 2026/01/01');
  expect(cards[1]).toHaveTextContent('En curso');
  expect(cards[2]).toHaveTextContent('Próximamente');
  expect(cards[3]).toHaveTextContent('Finalizada');
  const winners = within(await screen.findByRole('list', { name: 'Últimos grandes premios' })).getAllByRole('listitem');
  expect(winners[0]).toHaveTextContent('de***r ganó P 1.500,00 en Fortune Reels');
  expect(winners[1]).toHaveTextContent('an***a ganó P 300,50 en Lotería Norte');
});

it('filters by category with the tabs (the tab stays in the URL); an empty tab says so', async () => {
  const user = userEvent.setup();
  renderAt('/promotions');
  await screen.findByRole('list', { name: 'Promociones' });
  const tabs = screen.getByRole('tablist', { name: 'Categorías de promociones' });
  expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Todas', 'Nuevos miembros', 'Casino', 'Lotería', 'Especiales']);
  await user.click(within(tabs).getByRole('tab', { name: 'Lotería' }));
  await waitFor(() => expect(within(screen.getByRole('list', { name: 'Promociones' })).getAllByRole('listitem')).toHaveLength(1));
  expect(callsTo(api.promotionList.path).at(-1)?.payload).toEqual({ category: 'lottery' });
  expect(screen.getByTestId('where')).toHaveTextContent('/promotions?category=lottery');
  onApi(api.promotionList.path, () => ({ list: [], categories: ['newcomer', 'casino', 'lottery', 'special'] }));
  await user.click(within(tabs).getByRole('tab', { name: 'Especiales' }));
  expect(await screen.findByText('No hay promociones en esta categoría')).toBeInTheDocument();
});

it('says when the list cannot be loaded, and Retry loads it', async () => {
  const user = userEvent.setup();
  onApi(api.promotionList.path, () => {
    throw networkError();
  });
  renderAt('/promotions?category=casino');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar las promociones.');
  onApi(api.promotionList.path, () => ({ list: [LIST[1]], categories: ['casino'] }));
  await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(within(await screen.findByRole('list', { name: 'Promociones' })).getAllByRole('listitem')).toHaveLength(1);
});

it('refreshes the winners without a reload, keeping the list on screen; empty and failed boards say so', async () => {
  let board = WINNERS.slice(1);
  onApi(api.winnerBoard.path, () => board);
  render(<WinnersList refreshMs={40} />);
  expect(await screen.findByText('an***a ganó P 300,50 en Lotería Norte')).toBeInTheDocument();
  board = WINNERS;
  expect(await screen.findByText('de***r ganó P 1.500,00 en Fortune Reels')).toBeInTheDocument();
  expect(callsTo(api.winnerBoard.path).length).toBeGreaterThanOrEqual(2);
});

it('shows an empty board and a failed one with Retry; on the home an empty board renders nothing', async () => {
  onApi(api.winnerBoard.path, () => []);
  const { unmount } = render(<WinnersList />);
  expect(await screen.findByText('Todavía no hay grandes premios. ¡El próximo puede ser suyo!')).toBeInTheDocument();
  unmount();
  const home = render(<WinnersList hideWhenEmpty />);
  await waitFor(() => expect(callsTo(api.winnerBoard.path).length).toBeGreaterThanOrEqual(2));
  await waitFor(() => expect(home.container).toBeEmptyDOMElement());
  home.unmount();
  onApi(api.winnerBoard.path, () => {
    throw networkError();
  });
  render(<WinnersList />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la lista de ganadores.');
});

it("shows a member's own applications with translated state, comment, reason, thumbnails and the way to the bonus", async () => {
  const user = userEvent.setup();
  member();
  onApi(api.myApplications.path, (query: api.PageQuery) =>
    query.pageNo === 1 ? { list: MINE, totalCount: 7, totalPages: 2 } : { list: [application('3', { status: 'claimed' })], totalCount: 7, totalPages: 2 },
  );
  onApi(api.myApplicationImage.path, (query: api.MyApplicationImageQuery) => {
    if (query.position === 2) throw networkError();
    return { mime: 'image/png', dataUrl: PNG_URL };
  });
  renderAt('/promotions');
  const section = await screen.findByRole('region', { name: 'Mis solicitudes' });
  const list = await within(section).findByRole('list', { name: 'Mis solicitudes de actividades' });
  // The applications themselves, not their thumbnails' items.
  const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
  expect(items).toHaveLength(2);
  const [rejected, issued] = items as [HTMLElement, HTMLElement];
  expect(within(rejected).getByRole('link', { name: 'Comparte tu gran premio' })).toHaveAttribute('href', '/promoDetail?id=big-win-showcase');
  expect(rejected).toHaveTextContent('Rechazada');
  expect(rejected).toHaveTextContent('Comentario 12');
  expect(rejected).toHaveTextContent('Motivo: Falta la captura');
  expect(rejected).toHaveTextContent('Enviada el 2026/11/20');
  const images = within(rejected).getByRole('list', { name: '2 imágenes adjuntas' });
  expect(await within(images).findByRole('img', { name: 'Imagen 1 de 2 de la solicitud' })).toHaveAttribute('src', PNG_URL);
  expect(await within(images).findByRole('img', { name: 'No se pudo mostrar la imagen 2 de 2' })).toBeInTheDocument();
  expect(callsTo(api.myApplicationImage.path).map((call) => call.payload)).toEqual([
    { applicationId: '12', position: 1 },
    { applicationId: '12', position: 2 },
  ]);
  expect(issued).toHaveTextContent('Bono emitido');
  expect(issued).toHaveTextContent('Sin imágenes adjuntas.');
  expect(within(issued).getByRole('link', { name: 'Ir al centro de recompensas' })).toHaveAttribute('href', '/member/rewardCenter');

  const pages = within(section).getByRole('navigation', { name: 'Páginas de mis solicitudes' });
  expect(pages).toHaveTextContent('Página 1 de 2');
  expect(within(pages).getByRole('button', { name: 'Más recientes' })).toBeDisabled();
  await user.click(within(pages).getByRole('button', { name: 'Anteriores' }));
  expect(await within(section).findByText('Comentario 3')).toBeInTheDocument();
  expect(within(section).getByText('Reclamado')).toBeInTheDocument();
  expect(callsTo(api.myApplications.path).at(-1)?.payload).toEqual({ pageNo: 2, pageSize: 5 });
  const after = within(section).getByRole('navigation', { name: 'Páginas de mis solicitudes' });
  expect(after).toHaveTextContent('Página 2 de 2');
  expect(within(after).getByRole('button', { name: 'Anteriores' })).toBeDisabled();
});

it('says when a member has no applications yet, and when they cannot be loaded (Retry); a visitor sees no such section', async () => {
  const user = userEvent.setup();
  renderAt('/promotions');
  await screen.findByRole('list', { name: 'Promociones' });
  expect(screen.queryByRole('region', { name: 'Mis solicitudes' })).not.toBeInTheDocument();
  expect(callsTo(api.myApplications.path)).toHaveLength(0);
  cleanup();

  member();
  onApi(api.myApplications.path, () => {
    throw networkError();
  });
  renderAt('/promotions');
  const section = await screen.findByRole('region', { name: 'Mis solicitudes' });
  const alert = await within(section).findByRole('alert');
  expect(alert).toHaveTextContent('No se pudieron cargar sus solicitudes.');
  onApi(api.myApplications.path, () => ({ list: [], totalCount: 0, totalPages: 0 }));
  await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  expect(await within(section).findByText('Aún no ha enviado ninguna solicitud')).toBeInTheDocument();
});

it('speaks English', async () => {
  member();
  onApi(api.myApplications.path, () => ({ list: [MINE[0]], totalCount: 1, totalPages: 1 }));
  onApi(api.myApplicationImage.path, () => ({ mime: 'image/png', dataUrl: PNG_URL }));
  await changeLanguage('en');
  renderAt('/promotions');
  const cards = within(await screen.findByRole('list', { name: 'Promotions' })).getAllByRole('listitem');
  expect(cards[0]).toHaveTextContent('Under review');
  expect(cards[2]).toHaveTextContent('Coming soon');
  expect(screen.getByRole('tab', { name: 'New members' })).toBeInTheDocument();
  expect(await screen.findByText('de***r won P 1,500.00 on Fortune Reels')).toBeInTheDocument();
  const section = await screen.findByRole('region', { name: 'My applications' });
  expect(await within(section).findByText('Reason: Falta la captura')).toBeInTheDocument();
  expect(section).toHaveTextContent('Rejected');
  expect(section).toHaveTextContent('Reviewed on 2026/11/21');
  expect(await within(section).findByRole('img', { name: 'Image 1 of 2 of the application' })).toBeInTheDocument();
});
