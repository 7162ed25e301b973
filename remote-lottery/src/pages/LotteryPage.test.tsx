import { act, fireEvent, render, screen, within } from '@testing-library/react';
import {
  api,
  changeLanguage,
  DialogHost,
  dismissAllDialogs,
  initI18n,
  publicStateAtom,
  refreshBalance,
  setSession,
  suiteStore,
  writeStorage,
  MemoryRouter,
  Route,
  Routes,
} from '@suite/shared';
import { registerLotteryTranslations } from '../i18n';
import { onApi, requestsTo, resetApi } from '../testing/api-mock';
import { menuItem, menuOf } from '../testing/lotteries';
import { LotteryPage } from './LotteryPage';
import { VnLotteryPage } from './VnLotteryPage';

jest.mock('@suite/shared', () => jest.requireActual('../testing/api-mock').sharedWithFakeApi());

/** Saturday 2026-01-31 15:00:10 in Vietnam. */
const NOW = new Date('2026-01-31T08:00:10.000Z');

const SOUTH = [
  menuItem('VN_HCM', { gameName: 'TP. Hồ Chí Minh', drawDayOfWeek: [2, 7], hot: true, lastDraw: { numero: '20260126', winningNumber: '12345678', winningTime: '2026-01-26T09:15:00.000Z' } }),
  menuItem('VN_DT', { gameName: 'Đồng Tháp', drawDayOfWeek: [2] }),
  menuItem('VN_CM', { gameName: 'Cà Mau', drawDayOfWeek: [2] }),
  menuItem('VN_BTR', { gameName: 'Bến Tre', drawDayOfWeek: [3] }),
  menuItem('VN_VT', { gameName: 'Vũng Tàu', drawDayOfWeek: [3] }),
  menuItem('VN_DN', { gameName: 'Đồng Nai', drawDayOfWeek: [4] }),
  menuItem('VN_CT', { gameName: 'Cần Thơ', drawDayOfWeek: [4] }),
  menuItem('VN_TG', { gameName: 'Tiền Giang', drawDayOfWeek: [1] }),
  menuItem('VN_KG', { gameName: 'Kiên Giang', drawDayOfWeek: [1] }),
];
const CENTRAL = [menuItem('VN_DNG', { gameName: 'Đà Nẵng', gameMenuTag: 'CENTRAL', drawDayOfWeek: [4, 7] })];
const FAST = [menuItem('FAST_1M', { gameName: 'Lotería rápida 1 min', gameMenuTag: 'FAST', vendor: 'TCG_SEA', remainTime: 5000, lockTime: 30_000, hot: true })];
const MENU = menuOf([...SOUTH, ...CENTRAL, ...FAST]);

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/lottery" element={<LotteryPage />} />
        <Route path="/vnlottery" element={<VnLotteryPage />} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );
}

/** Lets the fake API's answers (resolved promises) reach the screen. */
async function settle() {
  await act(async () => undefined);
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

async function renderPage(entry = '/lottery') {
  const view = renderAt(entry);
  await settle();
  return view;
}

const cards = () => screen.queryAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);
const card = (name: string) => screen.getByRole('article', { name });
const countdown = (name: string, kind: 'lock' | 'draw') => card(name).querySelector(`[data-countdown="${kind}"]`)?.textContent;
const login = (account: string, isAgent = 0) => setSession({ token: `t-${account}`, isAgent, account, customerId: account, memberLabel: null });

beforeAll(async () => {
  await initI18n();
  registerLotteryTranslations();
});

beforeEach(async () => {
  jest.useFakeTimers({ now: NOW });
  resetApi();
  onApi(api.lotteryMenu, () => MENU);
  setSession(null);
  writeStorage('local', 'LOTTFAV', null);
  await changeLanguage('es');
});

afterEach(() => {
  act(() => dismissAllDialogs());
  jest.useRealTimers();
});

describe('the lottery list', () => {
  it('shows the first tab with each draw counting down to its lock and its draw, every second', async () => {
    // No draw due within 30 s: no refresh in between.
    onApi(api.lotteryMenu, () => menuOf(SOUTH));
    await renderPage();
    expect(cardNames()).toEqual(SOUTH.slice(0, 7).map((item) => item.gameName));
    expect(countdown('TP. Hồ Chí Minh', 'lock')).toBe('00:00:20');
    expect(countdown('TP. Hồ Chí Minh', 'draw')).toBe('00:00:50');
    await advance(1000);
    expect(countdown('TP. Hồ Chí Minh', 'lock')).toBe('00:00:19');
    expect(countdown('TP. Hồ Chí Minh', 'draw')).toBe('00:00:49');
    await advance(19_000);
    expect(countdown('TP. Hồ Chí Minh', 'lock')).toBe('Apuestas cerradas');
    expect(within(card('TP. Hồ Chí Minh')).getByText('2026.01.31')).toBeInTheDocument();
  });

  it('ticks every card with one shared 1 s timer', async () => {
    const setIntervalSpy = jest.spyOn(globalThis, 'setInterval');
    await renderPage();
    expect(cards()).toHaveLength(7);
    expect(setIntervalSpy.mock.calls.filter(([, ms]) => ms === 1000)).toHaveLength(1);
    setIntervalSpy.mockRestore();
  });

  it('shows draw dates and countdowns of days whole, never cut (YYYY.MM.DD)', async () => {
    onApi(api.lotteryMenu, () =>
      menuOf([
        menuItem('VN_HCM', {
          gameName: 'TP. Hồ Chí Minh',
          numero: '20261128',
          // 2026-11-28 16:15 in Vietnam: 301 days and a bit away.
          remainTime: Date.parse('2026-11-28T09:15:00.000Z') - NOW.getTime(),
          winningTime: '2026-11-28T09:15:00.000Z',
          lastDraw: { numero: '20261121', winningNumber: '654321', winningTime: '2026-11-21T09:15:00.000Z' },
        }),
      ]),
    );
    await renderPage();
    const hcm = card('TP. Hồ Chí Minh');
    expect(within(hcm).getByText('2026.11.28')).toBeInTheDocument();
    expect(within(hcm).getByText('2026.11.21')).toHaveClass('lot-card__last-date');
    expect(countdown('TP. Hồ Chí Minh', 'draw')).toBe('301 d 01:14:50');
    expect(countdown('TP. Hồ Chí Minh', 'lock')).toBe('301 d 01:14:20');
  });

  it('shows at most six drawn digits and draw dates as YYYY.MM.DD', async () => {
    await renderPage();
    const result = card('TP. Hồ Chí Minh').querySelector('.lot-digits');
    expect(result?.textContent).toBe('123456');
    expect(within(card('TP. Hồ Chí Minh')).getByText('2026.01.26')).toBeInTheDocument();
  });

  it('has a tab per menu tag and the hot, favourite and recent lists, translated', async () => {
    await renderPage();
    const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs()).toEqual(['Sur', 'Centro', 'Rápidas', 'Populares', 'Favoritas', 'Recientes']);
    expect(screen.getByRole('tab', { name: 'Sur' })).toHaveAttribute('aria-selected', 'true');
    await act(() => changeLanguage('en'));
    await settle();
    expect(tabs()).toEqual(['South', 'Central', 'Fast', 'Hot', 'Favourites', 'Recent']);
    fireEvent.click(screen.getByRole('tab', { name: 'Hot' }));
    expect(cardNames()).toEqual(['TP. Hồ Chí Minh', 'Lotería rápida 1 min']);
    fireEvent.click(screen.getByRole('tab', { name: 'Central' }));
    expect(cardNames()).toEqual(['Đà Nẵng']);
  });

  it('shows arrows only when a list has more than 7 lotteries', async () => {
    await renderPage();
    const next = screen.getByRole('button', { name: 'Loterías siguientes' });
    const previous = screen.getByRole('button', { name: 'Loterías anteriores' });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(cardNames()).toEqual(['Tiền Giang', 'Kiên Giang']);
    expect(screen.getByText('8–9 de 9')).toBeInTheDocument();
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(cards()).toHaveLength(7);
    fireEvent.click(screen.getByRole('tab', { name: 'Centro' }));
    expect(screen.queryByRole('button', { name: 'Loterías siguientes' })).not.toBeInTheDocument();
  });

  it('filters by draw day, Sunday being 1, with translated day names', async () => {
    await renderPage();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Todos',
      'Domingo',
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Domingo' }));
    expect(cardNames()).toEqual(['Tiền Giang', 'Kiên Giang']);
    fireEvent.click(screen.getByRole('radio', { name: 'Lunes' }));
    expect(cardNames()).toEqual(['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau']);
    fireEvent.click(screen.getByRole('radio', { name: 'Viernes' }));
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No hay loterías que coincidan')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Todos' }));
    expect(cards()).toHaveLength(7);
  });

  it('finds lotteries by name, accents or not', async () => {
    await renderPage();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar lotería' }), { target: { value: 'dong' } });
    expect(cardNames()).toEqual(['Đồng Tháp', 'Đồng Nai']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar lotería' }), { target: { value: 'ho chi minh' } });
    expect(cardNames()).toEqual(['TP. Hồ Chí Minh']);
  });
});

describe('the refresh timer', () => {
  it('reloads when the soonest draw is due, after 7000 ms while one is due, and never waits over 30000 ms', async () => {
    let answer = MENU;
    onApi(api.lotteryMenu, () => answer);
    await renderPage();
    expect(requestsTo(api.lotteryMenu)).toHaveLength(1);
    // FAST_1M draws in 5 s: that is the wait.
    answer = menuOf([menuItem('FAST_1M', { gameMenuTag: 'FAST', remainTime: 0 })]);
    await advance(4999);
    expect(requestsTo(api.lotteryMenu)).toHaveLength(1);
    await advance(1);
    expect(requestsTo(api.lotteryMenu)).toHaveLength(2);
    // Its draw is due but not drawn yet (0 left): 7000 ms.
    answer = menuOf([menuItem('VN_KT', { remainTime: 3_600_000 })]);
    await advance(6999);
    expect(requestsTo(api.lotteryMenu)).toHaveLength(2);
    await advance(1);
    expect(requestsTo(api.lotteryMenu)).toHaveLength(3);
    // An hour away: at most 30000 ms.
    await advance(29_999);
    expect(requestsTo(api.lotteryMenu)).toHaveLength(3);
    await advance(1);
    expect(requestsTo(api.lotteryMenu)).toHaveLength(4);
    expect(requestsTo(api.lotteryMenu)[0]).toEqual({ prizeMode: 'SEA', device: 'WEB', language: 'es' });
  });

  it('shows the next draw once the countdown reaches zero and the list refreshes', async () => {
    let answer = MENU;
    onApi(api.lotteryMenu, () => answer);
    await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Rápidas' }));
    expect(countdown('Lotería rápida 1 min', 'draw')).toBe('00:00:05');
    answer = menuOf([
      ...SOUTH,
      menuItem('FAST_1M', {
        gameName: 'Lotería rápida 1 min',
        gameMenuTag: 'FAST',
        numero: 'FAST_1M-2',
        remainTime: 60_000,
        lastDraw: { numero: 'FAST_1M-1', winningNumber: '042', winningTime: '2026-01-31T08:00:15.000Z' },
      }),
    ]);
    await advance(4000);
    expect(countdown('Lotería rápida 1 min', 'draw')).toBe('00:00:01');
    await advance(1000);
    expect(within(card('Lotería rápida 1 min')).getByText('FAST_1M-2')).toBeInTheDocument();
    expect(countdown('Lotería rápida 1 min', 'draw')).toBe('00:01:00');
    expect(card('Lotería rápida 1 min').querySelector('.lot-digits')?.textContent).toBe('042');
  });

  it('keeps the list on a failed refresh and tries again after 7000 ms', async () => {
    await renderPage();
    onApi(api.lotteryMenu, () => {
      throw new Error('down');
    });
    await advance(5000);
    expect(cards()).toHaveLength(7);
    onApi(api.lotteryMenu, () => MENU);
    await advance(7000);
    expect(requestsTo(api.lotteryMenu)).toHaveLength(3);
  });
});

describe('favourites', () => {
  it('send a visitor to /login with the not-logged-in message', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir TP. Hồ Chí Minh a favoritas' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('No ha iniciado sesión, por favor inicie sesión');
    expect(localStorage.getItem('LOTTFAV')).toBeNull();
  });

  it('warn a trial account that a real account is needed', async () => {
    login('demo', 4);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir TP. Hồ Chí Minh a favoritas' }));
    await settle();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Esta función requiere una cuenta real');
    expect(localStorage.getItem('LOTTFAV')).toBeNull();
  });

  it('are kept per user in LOTTFAV and survive a reload', async () => {
    login('ana');
    const first = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir Cà Mau a favoritas' }));
    expect(screen.getByRole('button', { name: 'Quitar Cà Mau de favoritas' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? '')).toEqual({ ana: ['VN_CM'] });
    fireEvent.click(screen.getByRole('tab', { name: 'Favoritas' }));
    expect(cardNames()).toEqual(['Cà Mau']);
    first.unmount();

    await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Favoritas' }));
    expect(cardNames()).toEqual(['Cà Mau']);
  });

  it('of one user are not another user’s', async () => {
    writeStorage('local', 'LOTTFAV', JSON.stringify({ ana: ['VN_CM'] }));
    login('bob');
    await renderPage();
    expect(screen.getByRole('button', { name: 'Añadir Cà Mau a favoritas' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('tab', { name: 'Favoritas' }));
    expect(screen.getByText('Aún no tiene loterías favoritas')).toBeInTheDocument();
  });
});

describe('recent lotteries', () => {
  it('come from the API (recentCount 100) for a member', async () => {
    login('ana');
    onApi(api.recentLotteryMenu, () => [FAST[0]!, CENTRAL[0]!]);
    await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Recientes' }));
    await settle();
    expect(cardNames()).toEqual(['Lotería rápida 1 min', 'Đà Nẵng']);
    expect(requestsTo(api.recentLotteryMenu)).toEqual([{ prizeMode: 'SEA', device: 'WEB', recentCount: 100, language: 'es' }]);
  });

  it('need a login', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Recientes' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(requestsTo(api.recentLotteryMenu)).toEqual([]);
  });
});

describe('the lobby launch', () => {
  const LOBBY = '/lotto/lobby/tok1?prizeMode=SEA&view=betting&lang=es&gameCode=VN_HCM';
  const frame = () => screen.getByTitle<HTMLIFrameElement>('Lotería: TP. Hồ Chí Minh');

  it('opens the betting view of a lottery inside the site, with the spec parameters and this page as back URL', async () => {
    login('ana');
    onApi(api.lotteryLaunch, () => ({ content: LOBBY }));
    await renderPage('/lottery?vendor=TCG_SEA');
    const backUrl = window.location.href;
    fireEvent.click(screen.getByRole('button', { name: 'Jugar a TP. Hồ Chí Minh' }));
    await settle();
    expect(requestsTo(api.lotteryLaunch)).toEqual([
      {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        prizeMode: 'SEA',
        gameCode: 'VN_HCM',
        view: 'betting',
        device: 'WEB',
        backUrl,
        language: 'es',
      },
    ]);
    expect(frame()).toHaveAttribute('src', `${window.location.origin}${LOBBY}`);
    expect(screen.getByRole('heading', { level: 1, name: 'TP. Hồ Chí Minh' })).toBeInTheDocument();
    // The board is gone while the lobby is open; closing it comes back to the same board.
    expect(cards()).toHaveLength(0);
    // A bet's new balance, posted by the lobby, reaches the site's header.
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'suite:balance', balance: '97.50' }, origin: window.location.origin, source: frame().contentWindow }));
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'suite:balance', balance: '1e9' }, origin: window.location.origin, source: frame().contentWindow }));
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'suite:balance', balance: '5.00' }, origin: 'https://evil.example', source: frame().contentWindow }));
    });
    expect(suiteStore.get(publicStateAtom).balance).toBe('97.50');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar y volver' }));
    await settle();
    expect(screen.queryByTitle('Lotería: TP. Hồ Chí Minh')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lotería');
    expect(cards()).toHaveLength(7);
    expect(refreshBalance).toHaveBeenCalled();
  });

  it('closes when the lobby’s own Back link is used', async () => {
    login('ana');
    onApi(api.lotteryLaunch, () => ({ content: LOBBY }));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Jugar a TP. Hồ Chí Minh' }));
    await settle();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'suite:lobby-back' }, origin: window.location.origin, source: frame().contentWindow }));
    });
    await settle();
    expect(screen.queryByTitle('Lotería: TP. Hồ Chí Minh')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(7);
  });

  it('opens the lobby view from the toolbar, and says why when it fails', async () => {
    login('ana');
    onApi(api.lotteryLaunch, () => {
      throw new (jest.requireActual<typeof import('@suite/shared')>('@suite/shared').ApiError)('server', { status: 500 });
    });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el lobby' }));
    await settle();
    expect(requestsTo(api.lotteryLaunch)[0]).toMatchObject({ view: 'lobby' });
    expect(requestsTo(api.lotteryLaunch)[0]).not.toHaveProperty('gameCode');
    expect(screen.getByRole('alert')).toHaveTextContent('El servidor no pudo completar la solicitud');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('sends a visitor to /login instead', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Jugar a Cà Mau' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(requestsTo(api.lotteryLaunch)).toEqual([]);
  });
});

describe('the page query and prize modes', () => {
  it('opens on the lottery of ?gameCode, with its play type, and offers to play it', async () => {
    await renderPage('/lottery?gameCode=VN_DNG&vendor=TCG_LOTTO_VN&playType=LO2');
    const chosen = screen.getByRole('region', { name: 'Lotería elegida' });
    expect(chosen).toHaveTextContent('Đà Nẵng');
    expect(chosen).toHaveTextContent('Modalidad de juego: LO2');
    expect(screen.getByRole('tab', { name: 'Centro' })).toHaveAttribute('aria-selected', 'true');
    expect(card('Đà Nẵng')).toHaveAttribute('aria-current', 'true');
  });

  it.each([
    ['/lottery', 'SEA'],
    ['/lottery?vendor=ELOTT', 'Elott'],
    ['/lottery?vendor=LOTT', 'Lott'],
    ['/vnlottery', 'Lott'],
  ])('%s asks for the prize mode %s', async (entry, prizeMode) => {
    await renderPage(entry);
    expect(requestsTo(api.lotteryMenu)[0]).toMatchObject({ prizeMode });
  });
});
