/**
 * First-start operator content: notices, banners per route group, promotions, and the settings of
 * the game part. Texts in Spanish and English. One notice deliberately carries a <script> tag and
 * an onerror attribute: the front end must sanitise rich text before rendering it (an e2e test
 * checks that nothing runs).
 */
import type { BannerGroup, BannerLinkageType, GameProviderSplit } from '@suite/shared/contract';
import { BANNER_GROUPS, COCKFIGHT_PROVIDERS, ESPORTS_PROVIDERS } from '@suite/shared/contract';

export interface NoticeSeed {
  id: string;
  kind: 'PL' | 'PU' | 'H';
  titleEs: string;
  titleEn: string;
  contentEs: string;
  contentEn: string;
}

export interface BannerSeed {
  bannerId: string;
  groupName: BannerGroup;
  headlineEs: string;
  headlineEn: string;
  colorFrom: string;
  colorTo: string;
  linkageType: BannerLinkageType | null;
  linkage: string | null;
}

export interface PromotionSeed {
  id: string;
  titleEs: string;
  titleEn: string;
  contentEs: string;
  contentEn: string;
  colorFrom: string;
  colorTo: string;
}

/** The notice whose content must never run as script. */
export const UNSAFE_NOTICE_ID = 'notice-maintenance-window';

export const NOTICES_SEED: NoticeSeed[] = [
  {
    id: 'notice-welcome',
    kind: 'PL',
    titleEs: 'Bienvenido a Suite: más de 10.000 juegos',
    titleEn: 'Welcome to Suite: over 10,000 games',
    contentEs: '<p>Descubre <strong>más de 10.000 juegos</strong> de tragamonedas, casino en vivo, pesca, cartas y deportes.</p>',
    contentEn: '<p>Discover <strong>over 10,000 games</strong>: slots, live casino, fishing, cards and sports.</p>',
  },
  {
    id: UNSAFE_NOTICE_ID,
    kind: 'PL',
    titleEs: 'Mantenimiento programado el domingo',
    titleEn: 'Scheduled maintenance on Sunday',
    contentEs:
      '<p>El domingo de 02:00 a 04:00 (UTC) algunos proveedores no estarán disponibles.</p>' +
      '<img src="/wps/static/missing-image.png" onerror="window.__noticeXss = true" alt="aviso">' +
      '<script>window.__noticeXss = true;</script>',
    contentEn:
      '<p>On Sunday from 02:00 to 04:00 (UTC) some providers will be unavailable.</p>' +
      '<img src="/wps/static/missing-image.png" onerror="window.__noticeXss = true" alt="notice">' +
      '<script>window.__noticeXss = true;</script>',
  },
  {
    id: 'notice-responsible-gaming',
    kind: 'PL',
    titleEs: 'Juego responsable: fija tus límites',
    titleEn: 'Responsible gaming: set your limits',
    contentEs:
      '<p>Puedes fijar límites de depósito, pérdidas y apuestas, un aviso de realidad, una pausa o la autoexclusión en <a href="/member/responsibleGambling">Juego más seguro</a>. Solo mayores de 18 años.</p>',
    contentEn:
      '<p>You can set deposit, loss and wager limits, a reality check, a time-out or self-exclusion in <a href="/member/responsibleGambling">Safer gambling</a>. Over 18s only.</p>',
  },
  {
    id: 'popup-weekend-bonus',
    kind: 'PU',
    titleEs: 'Bono de fin de semana',
    titleEn: 'Weekend bonus',
    contentEs: '<p>Este fin de semana, <strong>10 % extra</strong> en tu primer depósito.</p>',
    contentEn: '<p>This weekend, <strong>10% extra</strong> on your first deposit.</p>',
  },
  {
    id: 'help-how-to-play',
    kind: 'H',
    titleEs: 'Cómo jugar',
    titleEn: 'How to play',
    contentEs: '<p>Inicia sesión, elige un juego y pulsa <strong>Jugar</strong>. Tu saldo se actualiza tras cada ronda.</p>',
    contentEn: '<p>Log in, choose a game and press <strong>Play</strong>. Your balance updates after every round.</p>',
  },
  {
    id: 'help-wallets',
    kind: 'H',
    titleEs: 'Billeteras y transferencias',
    titleEn: 'Wallets and transfers',
    contentEs: '<p>Con billetera única no hace falta transferir. Con billeteras por proveedor, transfiere desde la principal antes de jugar.</p>',
    contentEn: '<p>With a single wallet no transfer is needed. With per-vendor wallets, transfer from the main wallet before playing.</p>',
  },
];

const banner = (
  bannerId: string,
  groupName: BannerGroup,
  headlineEs: string,
  headlineEn: string,
  colorFrom: string,
  colorTo: string,
  linkageType: BannerLinkageType | null = null,
  linkage: string | null = null,
): BannerSeed => ({ bannerId, groupName, headlineEs, headlineEn, colorFrom, colorTo, linkageType, linkage });

const G = BANNER_GROUPS;

export const BANNERS_SEED: BannerSeed[] = [
  banner('home-1', G['/'], 'Más de 10.000 juegos', 'Over 10,000 games', '#1e3a8a', '#7c3aed', 'game', '/rng'),
  banner('home-2', G['/'], 'Bono de bienvenida 100 %', '100% welcome bonus', '#9d174d', '#f97316', 'promotion', 'welcome-bonus'),
  banner('home-3', G['/'], 'Juega con responsabilidad', 'Play responsibly', '#065f46', '#0ea5e9', 'url', 'https://help.suite.example/responsible-gaming'),
  banner('rng-1', G['/rng'], 'Tragamonedas de Spinix', 'Spinix Studios slots', '#7c2d12', '#eab308', 'game', '/rng?vassalage=SPX'),
  banner('rng-2', G['/rng'], 'El bote crece cada 3 segundos', 'The jackpot grows every 3 seconds', '#312e81', '#db2777'),
  banner('live-1', G['/live'], 'Crupieres en vivo 24/7', 'Live dealers 24/7', '#111827', '#b91c1c', 'game', '/live'),
  banner('fish-1', G['/fish'], 'Caza y gana', 'Hunt and win', '#0c4a6e', '#14b8a6'),
  banner('pvp-1', G['/pvp'], 'Mesas de Tongits y Pusoy', 'Tongits and Pusoy tables', '#14532d', '#65a30d', 'game', '/pvp'),
  banner('sports-1', G['/sports'], 'Apuestas deportivas en vivo', 'Live sports betting', '#1e40af', '#22c55e', 'game', '/fbsports'),
  banner('esports-1', G['/esports'], 'Torneos de esports', 'Esports tournaments', '#4c1d95', '#06b6d4'),
  banner('lott-1', G['/elott'], 'Sorteos cada minuto', 'Draws every minute', '#713f12', '#f59e0b'),
  banner('cockfight-1', G['/cockfight'], 'Sabong en directo', 'Live sabong', '#7f1d1d', '#f97316'),
  banner('promotion-1', G['/promotions'], 'Promociones de la semana', "This week's promotions", '#831843', '#a855f7'),
  banner('shop-1', G['/pointMall'], 'Canjea tus puntos', 'Redeem your points', '#134e4a', '#84cc16'),
  banner('help-1', G['/help'], 'Centro de ayuda', 'Help center', '#1f2937', '#3b82f6'),
  banner('reg-1', G['/register'], 'Regístrate en un minuto', 'Sign up in a minute', '#1e3a8a', '#10b981', 'promotion', 'welcome-bonus'),
  banner('login-1', G['/login'], 'Vuelve a jugar', 'Back to the games', '#3730a3', '#ec4899'),
  banner('forget-1', G['/forget'], 'Recupera tu cuenta', 'Recover your account', '#374151', '#6366f1'),
];

export const PROMOTIONS_SEED: PromotionSeed[] = [
  {
    id: 'welcome-bonus',
    titleEs: 'Bono de bienvenida 100 %',
    titleEn: '100% welcome bonus',
    contentEs: '<p>Duplicamos tu primer depósito hasta P 5,000.00. Requisito de apuesta: 10 veces.</p>',
    contentEn: '<p>We double your first deposit up to P 5,000.00. Wagering requirement: 10 times.</p>',
    colorFrom: '#9d174d',
    colorTo: '#f97316',
  },
  {
    id: 'daily-rebate',
    titleEs: 'Reembolso diario 1 %',
    titleEn: '1% daily rebate',
    contentEs: '<p>Recibe cada día el 1 % de tus apuestas válidas en tragamonedas.</p>',
    contentEn: '<p>Get 1% of your valid slot bets back every day.</p>',
    colorFrom: '#065f46',
    colorTo: '#84cc16',
  },
  {
    id: 'live-cashback',
    titleEs: 'Cashback en casino en vivo',
    titleEn: 'Live casino cashback',
    contentEs: '<p>5 % de tus pérdidas netas semanales en casino en vivo.</p>',
    contentEn: '<p>5% of your weekly net live casino losses.</p>',
    colorFrom: '#111827',
    colorTo: '#b91c1c',
  },
  {
    id: 'refer-a-friend',
    titleEs: 'Invita a un amigo',
    titleEn: 'Refer a friend',
    contentEs: '<p>Gana P 100.00 por cada amigo que se registre y deposite.</p>',
    contentEn: '<p>Earn P 100.00 for every friend who signs up and deposits.</p>',
    colorFrom: '#1e3a8a',
    colorTo: '#06b6d4',
  },
];

/** Settings of the game part in site_setting (operator data). */
export const GAME_SETTINGS_SEED: { gameProviderSplit: GameProviderSplit; merchantWallet: { isSingle: boolean } } = {
  gameProviderSplit: { esports: [...ESPORTS_PROVIDERS], cockfight: [...COCKFIGHT_PROVIDERS] },
  // Single wallet: every game plays against the main balance the header shows.
  merchantWallet: { isSingle: true },
};
