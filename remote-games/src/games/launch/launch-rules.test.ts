import type { api } from '@suite/shared';
import { decideLaunch, gameFrameHref, lotteryHref, type LaunchableGame } from './launch-rules';

const game = (patch: Partial<LaunchableGame> = {}): LaunchableGame => ({
  gameType: 'RNG',
  isGame: true,
  vendor: 'SPX',
  vassalage: 'SPX',
  gameCode: 'SPX_0001',
  ...patch,
});

describe('decideLaunch follows the rules of spec 2 §2 in order', () => {
  it('1. a visitor logs in first, whatever the game', () => {
    for (const patch of [{}, { gameType: 'LOTT' as api.GameType }, { isGame: false }, { gameType: 'PVP' as api.GameType }]) {
      expect(decideLaunch(game(patch), false)).toEqual({ kind: 'login' });
    }
  });

  it.each(['LOTT', 'ELOTT'] as const)('2. a %s game goes to the lottery launch', (gameType) => {
    expect(decideLaunch(game({ gameType, vendor: 'XYZ', vassalage: 'XYZ', gameCode: 'VN_HN' }), true)).toEqual({
      kind: 'lottery',
      href: '/lottery?gameCode=VN_HN&vendor=XYZ',
    });
  });

  it.each(['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'])('2. a game of the lottery vendor %s goes to /lottery', (vendor) => {
    expect(decideLaunch(game({ vendor, vassalage: vendor }), true).kind).toBe('lottery');
  });

  it('2. the lottery rule wins over VASSALAGE and PVP', () => {
    expect(decideLaunch(game({ vendor: 'TCG_SEA', vassalage: 'TCG_SEA', isGame: false, gameType: 'PVP' }), true).kind).toBe('lottery');
  });

  it('3. a VASSALAGE entry opens its vendor list, even when its type is PVP', () => {
    expect(decideLaunch(game({ isGame: false }), true)).toEqual({ kind: 'vendorList' });
    expect(decideLaunch(game({ isGame: false, gameType: 'PVP' }), true)).toEqual({ kind: 'vendorList' });
  });

  it('4. a PVP game lists its rooms', () => {
    expect(decideLaunch(game({ gameType: 'PVP' }), true)).toEqual({ kind: 'pvpRooms' });
  });

  it.each(['RNG', 'FISH', 'LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const)('5. a %s game launches', (gameType) => {
    expect(decideLaunch(game({ gameType }), true)).toEqual({ kind: 'launch' });
  });
});

it('the lottery link carries the play type when the game has one', () => {
  expect(lotteryHref({ gameCode: 'VN HN', vendor: 'TCG_LOTTO_VN', defaultPlayType: 'LO2' })).toBe(
    '/lottery?gameCode=VN+HN&vendor=TCG_LOTTO_VN&playType=LO2',
  );
});

describe('gameFrameHref', () => {
  const urlOf = (href: string | null) => (href ? new URL(href, 'http://localhost').searchParams.get('url') : null);

  it('resolves the API game page against this origin when no API base URL is set', () => {
    const href = gameFrameHref('/wps/static/play/tok?lang=es', '', 'Golden Dragon');
    expect(href?.startsWith('/game?')).toBe(true);
    expect(urlOf(href)).toBe('http://localhost/wps/static/play/tok?lang=es');
    expect(new URL(href ?? '', 'http://localhost').searchParams.get('name')).toBe('Golden Dragon');
  });

  it('resolves it against the configured API base URL', () => {
    expect(urlOf(gameFrameHref('/wps/static/play/tok', 'https://api.example.com', 'x'))).toBe('https://api.example.com/wps/static/play/tok');
  });

  it('keeps an absolute https game address', () => {
    expect(urlOf(gameFrameHref('https://vendor.example.com/play/1', ''))).toBe('https://vendor.example.com/play/1');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', ''])('refuses %p', (content) => {
    expect(gameFrameHref(content, '')).toBeNull();
  });
});
