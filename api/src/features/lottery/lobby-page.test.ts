import type { LotteryGameMenu, OpenedNumero } from '@suite/shared/contract';
import { type LobbyPageData, lobbyContentSecurityPolicy, renderLobbyPage } from './lobby-page';
import { LOBBY_SCRIPT } from './lobby-script';
import { LOBBY_TEXTS } from './lobby-texts';

const NOW = Date.parse('2026-11-28T08:00:00.000Z');

function game(gameCode: string, overrides: Partial<LotteryGameMenu> = {}): LotteryGameMenu {
  return {
    gameId: gameCode,
    remark: '',
    numero: '20261128',
    remainTime: 50_000,
    lockTime: 30_000,
    drawDayOfWeek: [7],
    gameMenuTag: 'SOUTH',
    winningTime: new Date(NOW + 50_000).toISOString(),
    gameName: gameCode,
    gameCode,
    vendor: 'TCG_LOTTO_VN',
    hot: false,
    lastDraw: null,
    ...overrides,
  };
}

const HCM = game('VN_HCM', { gameName: 'TP. Hồ Chí Minh' });
const FAST = game('FAST_1M', { gameName: 'Fast <1 min>', gameMenuTag: 'FAST', vendor: 'TCG_SEA', numero: '202611280801' });
const RESULTS: OpenedNumero[] = [
  { gameId: 'VN_HCM', gameCode: 'VN_HCM', gameName: 'TP. Hồ Chí Minh', numero: '20261121', winningNumber: '123456', winningTime: '2026-11-21T09:15:00.000Z' },
];

function page(overrides: Partial<LobbyPageData> = {}): string {
  return renderLobbyPage({
    language: 'es',
    view: 'betting',
    prizeMode: 'Lott',
    backUrl: 'https://site.example/lottery?vendor=LOTT',
    now: NOW,
    focus: HCM,
    focusResults: RESULTS,
    lotteries: [HCM, FAST],
    nonce: 'n0nce',
    token: 'tok_123',
    ...overrides,
  });
}

/** The page's config block, as the script reads it. */
function config(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="lobby-config">([^<]*)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, unknown>;
}

describe('the betting view', () => {
  const html = page();

  it('has the lottery, its draw, the countdowns to the lock and the draw, and the balance in its header', () => {
    expect(html).toContain('<h1>Apuestas: TP. Hồ Chí Minh</h1>');
    expect(html).toContain('<dd class="numero">20261128</dd>');
    expect(html).toMatch(/data-kind="lock"[^>]*id="hdr-lock">00:00:20</);
    expect(html).toMatch(/data-kind="draw"[^>]*id="hdr-draw">00:00:50</);
    expect(html).toContain('<dt>Saldo</dt><dd><output id="balance">');
    expect(html).toContain('<a href="https://site.example/lottery?vendor=LOTT" rel="noreferrer">Volver</a>');
  });

  it('offers a 00–99 grid of toggle buttons, each with its accessible name', () => {
    const buttons = [...html.matchAll(/<button type="button" class="num" data-pick="(\d\d)" aria-pressed="false" aria-label="([^"]+)">(\d\d)<\/button>/g)];
    expect(buttons).toHaveLength(100);
    expect(buttons[0]?.slice(1)).toEqual(['00', 'Número 00', '00']);
    expect(buttons[99]?.slice(1)).toEqual(['99', 'Número 99', '99']);
    expect(page({ language: 'en' })).toContain('aria-label="Number 07">07</button>');
  });

  it('has labelled inputs for 3-digit numbers, pairs and the stake, a slip and a live message region', () => {
    expect(html).toContain('<label class="visually-hidden" for="pick-text-input">Número de 3 cifras</label>');
    expect(html).toContain('<label>Primer número <input id="pair-a"');
    expect(html).toContain('<label for="stake">Apuesta por número</label>');
    expect(html).toContain('<div id="play-types" class="tabs" role="group" aria-label="Tipo de jugada">');
    expect(html).toContain('<button type="button" id="place" class="primary" disabled>Realizar apuesta</button>');
    expect(html).toContain('<p id="bet-message" class="message" role="status" aria-live="polite"></p>');
    expect(html).toContain('<h2 id="my-bets-title">Mis apuestas</h2>');
    // Past results stay on the page.
    expect(html).toContain('<td class="digits">123456</td>');
  });

  it('gives the script the session endpoints of its token, the game and the texts of its language', () => {
    expect(config(html)).toMatchObject({ view: 'betting', lang: 'es', gameCode: 'VN_HCM', base: '/lotto/lobby/tok_123', serverNow: NOW });
    expect((config(page({ language: 'en' })).text as Record<string, string>).placeBet).toBe('Place bet');
    expect(config(page({ token: 'a/b?c' })).base).toBe('/lotto/lobby/a%2Fb%3Fc');
  });

  it('without a lobby session token says to open the lottery from the site', () => {
    const html = page({ token: null });
    expect(html).toContain('Abre la lotería desde el sitio para apostar.');
    expect(html).not.toContain('id="slip"');
    expect(config(html).base).toBeNull();
  });

  it('shows "no draw" instead of countdowns when none is scheduled', () => {
    const html = page({ focus: game('VN_HCM', { numero: '', winningTime: null, remainTime: 0 }) });
    expect(html).toMatch(/id="hdr-lock">Sin sorteo programado</);
    expect(html).toContain('<dd class="numero">—</dd>');
  });
});

describe('the lobby view', () => {
  it('lists every lottery with a Bet link to its betting view in the same session', () => {
    const html = page({ view: 'lobby', focus: null, focusResults: [], language: 'en' });
    expect(html).toContain('<h1>Lottery lobby</h1>');
    expect(html).toContain('<th scope="row">TP. Hồ Chí Minh</th>');
    const links = [...html.matchAll(/<a class="bet-link" href="([^"]+)" aria-label="([^"]+)">Bet<\/a>/g)].map((match) => [match[1], match[2]]);
    expect(links).toEqual([
      ['?prizeMode=Lott&amp;view=betting&amp;lang=en&amp;gameCode=VN_HCM&amp;backUrl=https%3A%2F%2Fsite.example%2Flottery%3Fvendor%3DLOTT', 'Bet on TP. Hồ Chí Minh'],
      ['?prizeMode=Lott&amp;view=betting&amp;lang=en&amp;gameCode=FAST_1M&amp;backUrl=https%3A%2F%2Fsite.example%2Flottery%3Fvendor%3DLOTT', 'Bet on Fast &lt;1 min&gt;'],
    ]);
    expect(html).not.toContain('id="slip"');
    expect(config(html).base).toBeNull();
  });

  it('shows the chosen lottery’s next draw and results first, in Spanish', () => {
    const html = page({ view: 'lobby' });
    expect(html).toContain('<h1>Lobby de lotería: TP. Hồ Chí Minh</h1>');
    expect(html).toContain('<h2 id="next-draw">Próximo sorteo</h2>');
    expect(html).toContain('<h2 id="lotteries">Loterías</h2>');
    expect(html).toContain('aria-label="Apostar en TP. Hồ Chí Minh">Apostar</a>');
  });
});

describe('safety', () => {
  it('escapes names, back URLs and anything that could close the config block', () => {
    const hostile = '</script><script>alert(1)</script>';
    const html = page({ view: 'lobby', backUrl: `http://x/"><img src=x onerror=alert(1)>`, lotteries: [game('X', { gameName: hostile })] });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('http://x/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<th scope="row">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</th>');
    const betting = page({ focus: game('X', { gameName: hostile }) });
    expect(betting).not.toContain('<script>alert(1)');
    expect(config(betting).gameCode).toBe('X');
  });

  it('puts the nonce on its style and script and nothing else runs or loads', () => {
    const html = page();
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).toContain('<script nonce="n0nce">');
    expect(html.match(/<script(?![^>]*(nonce="n0nce"|type="application\/json"))/g)).toBeNull();
    expect(html).not.toMatch(/<link|src="http|style="/);
    const csp = lobbyContentSecurityPolicy('n0nce', ['https://site.example', 'javascript:evil']);
    expect(csp).toContain("script-src 'nonce-n0nce'");
    expect(csp).toContain("style-src 'nonce-n0nce'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/site\.example$/);
    expect(csp).not.toContain('javascript:');
  });

  it('ships a script that parses', () => {
    expect(() => new Function(LOBBY_SCRIPT)).not.toThrow();
  });
});

describe('texts', () => {
  it('are complete in Spanish and English', () => {
    expect(Object.keys(LOBBY_TEXTS.en).sort()).toEqual(Object.keys(LOBBY_TEXTS.es).sort());
    for (const texts of [LOBBY_TEXTS.es, LOBBY_TEXTS.en]) {
      for (const value of Object.values(texts)) expect(value.trim()).not.toBe('');
    }
  });

  it('name every play type and option of the contract in both languages', () => {
    const codes = ['BAO_LO_2', 'BAO_LO_3', 'DE', 'XIEN_2', 'BIG_SMALL', 'ODD_EVEN', 'SUM'];
    for (const texts of [LOBBY_TEXTS.es, LOBBY_TEXTS.en] as Array<Record<string, string>>) {
      for (const code of codes) expect(texts[`playType_${code}`]).toBeTruthy();
      for (const option of ['BIG', 'SMALL', 'ODD', 'EVEN']) expect(texts[`option_${option}`]).toBeTruthy();
    }
    expect(page({ language: 'en' })).toContain('<html lang="en">');
  });
});
