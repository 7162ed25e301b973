import { api, ApiError, callApi, changeLanguage, dismissAllDialogs, forgetCdnHosts, initI18n, refreshBalance, setCdnLists, setRuntimeConfig, setSession } from '@suite/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerGamesTranslations } from '../../i18n';
import { answerApi } from '../../test/fake-api';
import { makeGame } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import { useGameLauncher } from './use-game-launcher';

jest.mock('@suite/shared', () => jest.requireActual('../../test/shared-mock').sharedMock());

const member = { token: 'member-token', isAgent: 0, account: 'player1', customerId: '1', memberLabel: null };

function Harness({ games }: { games: api.Game[] }) {
  const launcher = useGameLauncher();
  return (
    <>
      {games.map((game) => (
        <button key={game.gameCode} type="button" onClick={() => launcher.launch(game)}>
          {game.gameName}
        </button>
      ))}
      {launcher.ui}
    </>
  );
}

const slot = makeGame(1, { gameName: 'Golden Dragon' });
const lottery = makeGame(2, { gameName: 'Hanoi Lotto', gameType: 'LOTT', vendor: 'TCG_LOTTO_VN', vassalage: 'TCG_LOTTO_VN', gameCode: 'VN_HN', defaultPlayType: 'LO2' });
const seaVendorGame = makeGame(3, { gameName: 'SEA Quick', gameType: 'RNG', vendor: 'TCG_SEA', vassalage: 'TCG_SEA', gameCode: 'SEA_1' });
const vendorEntry = makeGame(4, { gameName: 'Spinix Lobby', accountTypeName: 'Spinix Studios', isGame: false, gameCode: 'SPX_LOBBY' });
const pvp = makeGame(5, { gameName: 'Pusoy Royale', gameType: 'PVP', vendor: 'PSC', vassalage: 'PSC', gameCode: 'PSC_1' });
const ALL = [slot, lottery, seaVendorGame, vendorEntry, pvp];

let server: ReturnType<typeof answerApi>;
let launchContent: string;
let launchRefusal: ApiError | null;
let funds: api.ConsolidatedFunds;
let transferAnswer: (payload: api.WalletTransferRequest) => unknown;
const SINGLE: api.ConsolidatedFunds = { isSingle: true, currencySymbol: 'P', sumBalance: '1000.00', wallets: [{ wallet: 'MAIN', name: 'MAIN', balance: '1000.00' }] };

beforeAll(async () => {
  await initI18n();
  registerGamesTranslations();
});

beforeEach(() => {
  launchContent = '/wps/static/play/abc123?lang=es';
  launchRefusal = null;
  funds = SINGLE;
  transferAnswer = () => ({ sumBalance: '1000.00', currencySymbol: 'P', wallets: [] });
  server = answerApi(callApi, {
    [api.launchGame.path]: () => {
      if (launchRefusal) throw launchRefusal;
      return { content: launchContent };
    },
    [api.consolidatedFunds.path]: () => funds,
    [api.walletTransfer.path]: (payload: api.WalletTransferRequest) => transferAnswer(payload),
    [api.favoriteGames.path]: () => [],
    [api.pvpRoomList.path]: () => [
      { roomId: '5-1', roomName: 'Novatos', minBet: '1.00', maxBet: '50.00' },
      { roomId: '5-2', roomName: 'Expertos', minBet: '10.00', maxBet: '500.00' },
    ],
    [api.gameList.path]: (query: api.GameQuery) => ({
      games: [vendorEntry, makeGame(11, { gameName: 'Spinix Fortune' }), makeGame(12, { gameName: 'Spinix Gems' })].filter(() => query.vassalage === 'SPX'),
      totalPages: 1,
    }),
  });
});

afterEach(() => {
  dismissAllDialogs();
  setSession(null);
  setRuntimeConfig({ apiBaseUrl: '' });
  forgetCdnHosts();
});

function renderLauncher(from = '/rng?vassalage=SPX&pageNo=2') {
  return renderRoute('/rng', <Harness games={ALL} />, from);
}

it('1. sends a visitor to /login with the not-logged-in message, whatever the game', async () => {
  for (const game of ALL) {
    const view = renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: game.gameName }));
    await waitFor(() => expect(view.url()).toBe('/login'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('No ha iniciado sesión, por favor inicie sesión');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    view.unmount();
  }
  expect(server.calls(api.launchGame.path)).toHaveLength(0);
});

it('2. opens a LOTT game in the lottery page with its code, vendor and play type', async () => {
  setSession(member);
  const view = renderLauncher();
  fireEvent.click(screen.getByRole('button', { name: 'Hanoi Lotto' }));
  await waitFor(() => expect(view.url()).toBe('/lottery?gameCode=VN_HN&vendor=TCG_LOTTO_VN&playType=LO2'));
  expect(server.calls(api.launchGame.path)).toHaveLength(0);
});

it('2. opens a game of a lottery vendor in the lottery page too', async () => {
  setSession(member);
  const view = renderLauncher();
  fireEvent.click(screen.getByRole('button', { name: 'SEA Quick' }));
  await waitFor(() => expect(view.url()).toBe('/lottery?gameCode=SEA_1&vendor=TCG_SEA'));
});

it('3. opens a VASSALAGE entry as its vendor’s game list, whose games launch', async () => {
  setSession(member);
  const view = renderLauncher();
  fireEvent.click(screen.getByRole('button', { name: 'Spinix Lobby' }));
  const dialog = await screen.findByRole('dialog', { name: 'Juegos de Spinix Studios' });
  const games = await within(dialog).findAllByRole('button', { name: /^Jugar a / });
  // The vendor entry itself is not listed.
  expect(games.map((button) => button.getAttribute('aria-label'))).toEqual(['Jugar a Spinix Fortune', 'Jugar a Spinix Gems']);
  expect(server.calls(api.gameList.path).at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'SPX', pageNo: 1, pageSize: 15 });

  fireEvent.click(games[0] as HTMLElement);
  await waitFor(() => expect(view.url().startsWith('/game?')).toBe(true));
  expect(server.calls(api.launchGame.path)).toEqual([
    { vassalage: 'SPX', gameCode: 'SPX_0011', gameType: 'RNG', language: 'es', platform: 'html5-desktop' },
  ]);
});

it('4. lists the rooms of a PVP game, then launches the chosen room', async () => {
  setSession(member);
  const view = renderLauncher();
  fireEvent.click(screen.getByRole('button', { name: 'Pusoy Royale' }));
  const dialog = await screen.findByRole('dialog', { name: 'Salas de Pusoy Royale' });
  expect(server.calls(api.pvpRoomList.path)).toEqual([{ vassalage: 'PSC', gameCode: 'PSC_1' }]);
  const room = await within(dialog).findByRole('button', { name: /Expertos/ });
  expect(room).toHaveTextContent('Apuestas de P 10,00 a P 500,00');
  fireEvent.click(room);
  await waitFor(() => expect(view.url().startsWith('/game?')).toBe(true));
  expect(server.calls(api.launchGame.path)).toEqual([expect.objectContaining({ vassalage: 'PSC', gameCode: 'PSC_1', gameType: 'PVP', roomId: '5-2' })]);
});

it('5. launches any other game into /game with the page URL, remembering where it came from', async () => {
  setSession(member);
  const view = renderLauncher();
  fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
  await waitFor(() => expect(view.url().startsWith('/game?')).toBe(true));
  expect(view.params().get('url')).toBe('http://localhost/wps/static/play/abc123?lang=es');
  expect(view.params().get('name')).toBe('Golden Dragon');
  expect(view.state()).toEqual({ from: '/rng?vassalage=SPX&pageNo=2' });
  expect(server.calls(api.launchGame.path)).toEqual([{ vassalage: 'SPX', gameCode: 'SPX_0001', gameType: 'RNG', language: 'es', platform: 'html5-desktop' }]);
});

it('5. resolves the game page against the configured API base URL', async () => {
  setSession(member);
  setRuntimeConfig({ apiBaseUrl: 'https://api.example.com' });
  const view = renderLauncher();
  fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
  await waitFor(() => expect(view.params().get('url')).toBe('https://api.example.com/wps/static/play/abc123?lang=es'));
});

it("5. opens the game page on the session's launch host (launchGameCDNs, spec 2 §9), the same one every time", async () => {
  setSession(member);
  setRuntimeConfig({ apiBaseUrl: 'https://api.example.com' });
  setCdnLists({ imageCDNs: [], launchGameCDNs: ['http://127.0.0.1:4000', 'http://localhost:4000'] }, () => 0.9);
  for (let launch = 0; launch < 2; launch += 1) {
    const view = renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
    await waitFor(() => expect(view.params().get('url')).toBe('http://localhost:4000/wps/static/play/abc123?lang=es'));
    view.unmount();
  }
});

it('refuses a launch answer that is not an http(s) address', async () => {
  setSession(member);
  launchContent = 'javascript:alert(document.cookie)';
  const view = renderLauncher();
  fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('URL no válida, póngase en contacto con el servicio de atención al cliente');
  expect(view.url()).toBe('/rng?vassalage=SPX&pageNo=2');
});

it('shows the server’s refusal and stays', async () => {
  setSession(member);
  launchRefusal = new ApiError('server', { status: 200, serverMessage: 'Juego en mantenimiento' });
  const view = renderLauncher();
  fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('Juego en mantenimiento');
  expect(view.url()).toBe('/rng?vassalage=SPX&pageNo=2');
});

it('launches once when clicked twice', async () => {
  setSession(member);
  const view = renderLauncher();
  const button = screen.getByRole('button', { name: 'Golden Dragon' });
  fireEvent.click(button);
  fireEvent.click(button);
  await waitFor(() => expect(view.url().startsWith('/game?')).toBe(true));
  expect(server.calls(api.launchGame.path)).toHaveLength(1);
});

describe('multi-wallet mode: money for an empty vendor wallet before the game opens (issue 26 #8)', () => {
  const multi = (main: string, spx: string, psc = '0.00'): api.ConsolidatedFunds => ({
    isSingle: false,
    currencySymbol: 'P',
    sumBalance: '0.00',
    wallets: [
      { wallet: 'MAIN', name: 'MAIN', balance: main },
      { wallet: 'SPX', name: 'Spinix Studios', balance: spx },
      { wallet: 'PSC', name: 'Pusoy Club', balance: psc },
    ],
  });
  const transferOptions = () =>
    (callApi as jest.Mock).mock.calls.filter(([endpoint]) => endpoint.path === api.walletTransfer.path).map(([, , options]) => options as { idempotencyKey?: string });
  const fundDialog = (wallet = 'Spinix Studios') => screen.findByRole('dialog', { name: `Saldo para ${wallet}` });

  beforeEach(() => setSession(member));

  it('offers the transfer with the amount prefilled; one click moves it (with an Idempotency-Key) and opens the game', async () => {
    funds = multi('1000.00', '0.00');
    const view = renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
    const dialog = await fundDialog();
    expect(dialog).toHaveTextContent(
      'Golden Dragon juega con su billetera de Spinix Studios, que tiene P 0,00: no alcanza para la apuesta mínima de P 0,10. Transfiera saldo desde la billetera principal antes de jugar.',
    );
    const amount = within(dialog).getByRole('textbox', { name: 'Importe a transferir a Spinix Studios' });
    expect(amount).toHaveValue('100.00');
    expect(amount).toHaveAccessibleDescription(/^Saldo de la billetera principal: P\s1\.000,00$/);
    expect(server.calls(api.launchGame.path)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir y jugar' }));
    await waitFor(() => expect(view.url().startsWith('/game?')).toBe(true));
    expect(server.calls(api.walletTransfer.path)).toEqual([{ fromWallet: 'MAIN', toWallet: 'SPX', amount: '100.00' }]);
    expect(transferOptions()[0]?.idempotencyKey).toBeTruthy();
    expect(refreshBalance).toHaveBeenCalled();
    expect(server.calls(api.launchGame.path)).toEqual([expect.objectContaining({ vassalage: 'SPX', gameCode: 'SPX_0001' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('prefills the whole main balance when it is below the default, and takes the amount the player types', async () => {
    funds = multi('30.50', '0.00');
    const view = renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
    const dialog = await fundDialog();
    const amount = within(dialog).getByRole('textbox', { name: 'Importe a transferir a Spinix Studios' });
    expect(amount).toHaveValue('30.50');
    fireEvent.change(amount, { target: { value: '30.51' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir y jugar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El importe supera el saldo de la billetera principal (P 30,50).');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(amount, { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir y jugar' }));
    await waitFor(() => expect(view.url().startsWith('/game?')).toBe(true));
    expect(server.calls(api.walletTransfer.path)).toEqual([{ fromWallet: 'MAIN', toWallet: 'SPX', amount: '12.50' }]);
  });

  it('lets the player play anyway, or cancel: nothing moves', async () => {
    funds = multi('1000.00', '0.00');
    let view = renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
    fireEvent.click(within(await fundDialog()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.url()).toBe('/rng?vassalage=SPX&pageNo=2');
    view.unmount();

    view = renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
    fireEvent.click(within(await fundDialog()).getByRole('button', { name: 'Jugar sin transferir' }));
    await waitFor(() => expect(view.url().startsWith('/game?')).toBe(true));
    expect(server.calls(api.walletTransfer.path)).toHaveLength(0);
    expect(server.calls(api.launchGame.path)).toHaveLength(1);
  });

  it('asks nothing with a single wallet, a wallet holding a minimum bet, or an empty main wallet', async () => {
    for (const state of [SINGLE, multi('1000.00', '0.10'), multi('0.00', '0.00')]) {
      funds = state;
      const view = renderLauncher();
      fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
      await waitFor(() => expect(view.url().startsWith('/game?')).toBe(true));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      view.unmount();
    }
    expect(server.calls(api.walletTransfer.path)).toHaveLength(0);
    expect(server.calls(api.launchGame.path)).toHaveLength(3);
  });

  it("offers it for a PVP room whose minimum bet the wallet does not cover, then opens that room", async () => {
    funds = multi('1000.00', '0.00', '5.00');
    const view = renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Pusoy Royale' }));
    const rooms = await screen.findByRole('dialog', { name: 'Salas de Pusoy Royale' });
    fireEvent.click(await within(rooms).findByRole('button', { name: /Expertos/ }));
    const dialog = await fundDialog('Pusoy Club');
    expect(dialog).toHaveTextContent('que tiene P 5,00: no alcanza para la apuesta mínima de P 10,00');
    expect(within(dialog).getByRole('textbox', { name: 'Importe a transferir a Pusoy Club' })).toHaveValue('100.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir y jugar' }));
    await waitFor(() => expect(view.url().startsWith('/game?')).toBe(true));
    expect(server.calls(api.walletTransfer.path)).toEqual([{ fromWallet: 'MAIN', toWallet: 'PSC', amount: '100.00' }]);
    expect(server.calls(api.launchGame.path)).toEqual([expect.objectContaining({ vassalage: 'PSC', roomId: '5-2' })]);
  });

  it('shows a refused transfer and stays; a retry after a lost answer sends the same key', async () => {
    funds = multi('1000.00', '0.00');
    const answers: unknown[] = [new ApiError('network'), new ApiError('server', { status: 200, serverMessage: 'Proveedor en mantenimiento' })];
    transferAnswer = () => {
      throw answers.shift();
    };
    const view = renderLauncher();
    fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
    const dialog = await fundDialog();
    const send = within(dialog).getByRole('button', { name: 'Transferir y jugar' });
    fireEvent.click(send);
    await within(dialog).findByRole('alert');
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    expect(await within(dialog).findByText('Proveedor en mantenimiento')).toBeInTheDocument();
    const [first, second] = transferOptions();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(view.url()).toBe('/rng?vassalage=SPX&pageNo=2');
    expect(server.calls(api.launchGame.path)).toHaveLength(0);
  });

  it('speaks English too', async () => {
    funds = multi('1000.00', '0.00');
    await changeLanguage('en');
    const view = renderLauncher();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Golden Dragon' }));
      const dialog = await screen.findByRole('dialog', { name: 'Money for Spinix Studios' });
      expect(dialog).toHaveTextContent('Golden Dragon plays with your Spinix Studios wallet, which holds P 0.00: not enough for the minimum bet of P 0.10.');
      expect(within(dialog).getByRole('textbox', { name: 'Amount to transfer to Spinix Studios' })).toHaveValue('100.00');
      for (const name of ['Transfer and play', 'Play without transferring', 'Cancel']) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    } finally {
      view.unmount();
      await changeLanguage('es');
    }
  });
});
