import { useLocation, type api } from '@suite/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi } from '../../test/api-mock';
import { announcementsOf, banner } from '../../test/fixtures';
import { LocationProbe } from '../../test/location-probe';
import { renderAt } from '../../test/render';
import { bannerGroupFor, bannerTarget, heroSlides, promotionCta } from './banner-model';
import { GroupBanner, RouteBanner } from './components/RouteBanner';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

describe('bannerGroupFor', () => {
  it.each([
    ['/', 'w_home'],
    ['/index.html', 'w_home'],
    ['/home', 'w_home'],
    ['/rng', 'w_rng'],
    ['/live', 'w_live'],
    ['/fish', 'w_fish'],
    ['/pvp', 'w_pvp'],
    ['/sports', 'w_sports'],
    ['/esports', 'w_esports'],
    ['/elott', 'w_lott'],
    ['/cockfight', 'w_cockfight'],
    ['/promotions', 'w_promotion'],
    ['/pointMall', 'w_shop'],
    ['/help', 'w_help'],
    ['/register', 'w_reg'],
    ['/register.html', 'w_reg'],
    ['/login', 'w_login'],
    ['/forget', 'w_forget'],
  ])('%s shows the %s banners', (path, group) => {
    expect(bannerGroupFor(path)).toBe(group);
  });

  it.each(['/lottery', '/noticePage', '/member/securityCenter', '/fbsports'])('%s has no banner', (path) => {
    expect(bannerGroupFor(path)).toBeNull();
  });
});

describe('bannerTarget', () => {
  it('follows a linkage only when the banner has a linkage type', () => {
    expect(bannerTarget({ linkageType: null, linkage: '/rng' })).toBeNull();
    expect(bannerTarget({ linkageType: 'game', linkage: '/rng?vassalage=PG' })).toEqual({ kind: 'internal', to: '/rng?vassalage=PG' });
    expect(bannerTarget({ linkageType: 'promotion', linkage: 'P-7' })).toEqual({ kind: 'internal', to: '/promoDetail?id=P-7' });
    expect(bannerTarget({ linkageType: 'url', linkage: 'https://news.example/a' })).toEqual({ kind: 'external', href: 'https://news.example/a' });
    expect(bannerTarget({ linkageType: 'url', linkage: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ linkageType: 'url', linkage: '' })).toBeNull();
  });
});

const BANNERS = [
  banner('h1', 'w_home', { linkageType: 'game', linkage: '/rng?vassalage=PG' }),
  banner('h2', 'w_home', { linkageType: 'url', linkage: 'https://news.example/a' }),
  banner('r1', 'w_rng'),
];

beforeEach(() => {
  resetCachedCalls();
  answerApi({ '/wps/relay/MCSFE_getListAnnouncements': announcementsOf({ banners: BANNERS }) });
});

/** Home places its banner itself, in its first screen (HomePage); every other route's is the shell's RouteBanner. */
function ShellOrHomeBanner() {
  const { pathname } = useLocation();
  return pathname === '/' ? <GroupBanner group="w_home" /> : <RouteBanner />;
}

const ui = (
  <>
    <ShellOrHomeBanner />
    <LocationProbe />
  </>
);

const bullets = (region: HTMLElement) => within(region).queryAllByRole('button', { name: /Ir al banner|Go to banner/ });
const swiperLoaded = (region: HTMLElement) => region.querySelector('.swiper-initialized') !== null;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => preferReducedMotion(false));

// jsdom lays nothing out: give swiper a width so it finds one position per banner.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 }));
afterAll(() => clientWidth && Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth));

describe('route banner', () => {
  it('paints the first banner as a plain image, then swiper takes over with clickable pagination', async () => {
    const user = userEvent.setup();
    await renderAt(ui, { path: '/' });
    const region = await screen.findByRole('region', { name: 'Promociones destacadas' });
    // First paint: the first banner only, a plain <img> (the LCP), no swiper and no bullets yet.
    const first = await within(region).findByRole('img', { name: 'Banner 1 de 2' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(within(region).getAllByRole('img')).toHaveLength(1);
    expect(swiperLoaded(region)).toBe(false);
    expect(bullets(region)).toHaveLength(0);

    // A pointer on the carousel loads swiper, which shows every banner and one bullet each.
    await user.hover(within(region).getByRole('link', { name: 'Banner 1 de 2' }));
    await waitFor(() => expect(bullets(region)).toHaveLength(2));
    expect(swiperLoaded(region)).toBe(true);
    expect(within(region).getAllByRole('img', { name: /Banner \d de 2/ })).toHaveLength(2);
    expect(within(region).getByRole('link', { name: 'Banner 2 de 2' })).toHaveAttribute('target', '_blank');
    expect(within(region).getByRole('button', { name: 'Ir al banner 1' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(region).getByRole('button', { name: 'Ir al banner 2' }));
    expect(within(region).getByRole('button', { name: 'Ir al banner 2' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(region).getByRole('link', { name: 'Banner 1 de 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?vassalage=PG');
  });

  it('has no pagination, no pause button and no swiper for a single banner without linkage', async () => {
    const user = userEvent.setup();
    await renderAt(ui, { path: '/rng', lang: 'en' });
    const region = await screen.findByRole('region', { name: 'Featured promotions' });
    const image = await within(region).findByRole('img', { name: 'Banner 1 of 1' });
    await user.hover(image);
    expect(swiperLoaded(region)).toBe(false);
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not shown on a route whose group has no banners, nor on a route without a group', async () => {
    const { unmount } = await renderAt(ui, { path: '/live' });
    await waitFor(() => expect(document.querySelector('.banner')).toBeNull());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    unmount();
    await renderAt(ui, { path: '/lottery' });
    expect(document.querySelector('.banner')).toBeNull();
  });

  it('reserves the banner box while the banners load', async () => {
    answerApi({ '/wps/relay/MCSFE_getListAnnouncements': () => new Promise(() => undefined) });
    await renderAt(ui, { path: '/' });
    expect(document.querySelector('.banner--placeholder')).not.toBeNull();
  });
});

describe('banner carousel motion', () => {
  const withFakeTimers = async (run: () => Promise<void>) => {
    jest.useFakeTimers();
    try {
      await run();
    } finally {
      jest.useRealTimers();
    }
  };

  it('moves to the next banner when 5000 ms have passed, loading swiper only then', () =>
    withFakeTimers(async () => {
      await renderAt(ui, { path: '/' });
      const region = await screen.findByRole('region', { name: 'Promociones destacadas' });
      await within(region).findByRole('img', { name: 'Banner 1 de 2' });
      await act(async () => jest.advanceTimersByTime(4900));
      expect(swiperLoaded(region)).toBe(false);
      await act(async () => jest.advanceTimersByTime(100));
      await waitFor(() => expect(within(region).getByRole('button', { name: 'Ir al banner 2' })).toHaveAttribute('aria-current', 'true'));
      expect(within(region).getByRole('button', { name: 'Pausar los banners' })).toBeInTheDocument();
    }));

  it('stops with the pause button and plays again with the same button', () =>
    withFakeTimers(async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await renderAt(ui, { path: '/', lang: 'en' });
      const region = await screen.findByRole('region', { name: 'Featured promotions' });
      await user.click(await within(region).findByRole('button', { name: 'Pause the banners' }));
      const play = within(region).getByRole('button', { name: 'Play the banners' });
      // The pointer on the button loaded swiper (its bullets show); paused, it stays on banner 1.
      await waitFor(() => expect(bullets(region)).toHaveLength(2));
      await user.unhover(play);
      await act(async () => jest.advanceTimersByTime(12000));
      expect(within(region).getByRole('button', { name: 'Go to banner 1' })).toHaveAttribute('aria-current', 'true');
      await user.click(play);
      await user.unhover(play);
      expect(within(region).getByRole('button', { name: 'Pause the banners' })).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(5000));
      expect(within(region).getByRole('button', { name: 'Go to banner 2' })).toHaveAttribute('aria-current', 'true');
      await user.click(within(region).getByRole('button', { name: 'Pause the banners' }));
      await user.unhover(within(region).getByRole('button', { name: 'Play the banners' }));
      await act(async () => jest.advanceTimersByTime(15000));
      expect(within(region).getByRole('button', { name: 'Go to banner 2' })).toHaveAttribute('aria-current', 'true');
    }));

  it('does not move on its own when the visitor prefers reduced motion', () =>
    withFakeTimers(async () => {
      preferReducedMotion(true);
      await renderAt(ui, { path: '/' });
      const region = await screen.findByRole('region', { name: 'Promociones destacadas' });
      expect(await within(region).findByRole('button', { name: 'Reproducir los banners' })).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(20000));
      expect(swiperLoaded(region)).toBe(false);
      expect(within(region).getByRole('img', { name: 'Banner 1 de 2' })).toBeInTheDocument();
    }));

  it('stands still while scrolled out of view, and moves once back in view', () =>
    withFakeTimers(async () => {
      // A stand-in IntersectionObserver the test drives (jsdom has none: carousels count as in view).
      const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
      const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      };
      const inView = (on: boolean) => act(async () => observers.forEach((callback) => callback([{ isIntersecting: on }])));
      try {
        await renderAt(ui, { path: '/' });
        const region = await screen.findByRole('region', { name: 'Promociones destacadas' });
        await inView(false);
        await act(async () => jest.advanceTimersByTime(20000));
        expect(swiperLoaded(region)).toBe(false);
        expect(within(region).getByRole('button', { name: 'Pausar los banners' })).toBeInTheDocument();
        await inView(true);
        await act(async () => jest.advanceTimersByTime(5000));
        await waitFor(() => expect(within(region).getByRole('button', { name: 'Ir al banner 2' })).toHaveAttribute('aria-current', 'true'));
      } finally {
        (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
      }
    }));

  it('pauses while a banner has the focus', () =>
    withFakeTimers(async () => {
      await renderAt(ui, { path: '/' });
      const region = await screen.findByRole('region', { name: 'Promociones destacadas' });
      act(() => within(region).getByRole('link', { name: 'Banner 1 de 2' }).focus());
      await act(async () => jest.advanceTimersByTime(12000));
      expect(swiperLoaded(region)).toBe(false);
      expect(within(region).getByRole('button', { name: 'Pausar los banners' })).toBeInTheDocument();
      act(() => within(region).getByRole('button', { name: 'Pausar los banners' }).focus());
      await act(async () => jest.advanceTimersByTime(5000));
      await waitFor(() => expect(swiperLoaded(region)).toBe(true));
    }));
});

function promotion(id: string, extra: Partial<api.PromotionSummary> = {}): api.PromotionSummary {
  return {
    id,
    title: `Promo ${id}`,
    category: 'casino',
    imageUrl: `https://img.example/promotions/${id}.svg`,
    startsAt: null,
    endsAt: null,
    periodStatus: 'process',
    action: 'join',
    memberStatus: null,
    status: 'process',
    ...extra,
  };
}

describe('home hero promotions', () => {
  it('puts each promotion in process after a banner in turn, the rest after the last banner', () => {
    const [first, second] = BANNERS as [api.Banner, api.Banner];
    const slides = heroSlides([first, second], [promotion('p1'), promotion('closed', { periodStatus: 'closed' }), promotion('p2'), promotion('p3')]);
    expect(slides.map((slide) => (slide.kind === 'banner' ? slide.banner.bannerId : slide.promotion.id))).toEqual(['h1', 'p1', 'h2', 'p2', 'p3']);
    expect(heroSlides([first], Array.from({ length: 6 }, (_, index) => promotion(`p${index}`)))).toHaveLength(5);
  });

  it('calls to the action a promotion asks, or to its detail once the member took part', () => {
    expect(promotionCta({ action: 'join', memberStatus: null })).toBe('join');
    expect(promotionCta({ action: 'apply', memberStatus: null })).toBe('apply');
    expect(promotionCta({ action: 'claim', memberStatus: null })).toBe('claim');
    expect(promotionCta({ action: 'none', memberStatus: null })).toBe('details');
    expect(promotionCta({ action: 'join', memberStatus: 'joined' })).toBe('details');
  });

  it('carries the promotions in home\'s banner with their call to action, linking to their detail (ES and EN)', async () => {
    const user = userEvent.setup();
    answerApi({
      '/wps/relay/MCSFE_getListAnnouncements': announcementsOf({ banners: BANNERS }),
      '/wps/promotions': {
        list: [promotion('welcome-bonus', { title: 'Bono de bienvenida', action: 'apply' }), promotion('raffle', { title: 'Sorteo', action: 'claim' })],
        categories: ['casino'],
      },
    });
    const { unmount } = await renderAt(ui, { path: '/' });
    const region = await screen.findByRole('region', { name: 'Promociones destacadas' });
    // First paint is still the first banner alone; the promotions come with swiper.
    await within(region).findByRole('img', { name: 'Banner 1 de 4' });
    await user.hover(within(region).getByRole('link', { name: 'Banner 1 de 4' }));
    await waitFor(() => expect(bullets(region)).toHaveLength(4));
    const apply = within(region).getByRole('link', { name: 'Solicitar: Bono de bienvenida' });
    expect(apply).toHaveAttribute('href', '/promoDetail?id=welcome-bonus');
    expect(within(apply.closest('.banner__promo') as HTMLElement).getByRole('img', { name: 'Bono de bienvenida' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Reclamar: Sorteo' })).toHaveAttribute('href', '/promoDetail?id=raffle');
    await user.click(within(region).getByRole('button', { name: 'Ir al banner 2' }));
    await user.click(apply);
    expect(screen.getByTestId('location')).toHaveTextContent('/promoDetail?id=welcome-bonus');
    unmount();

    resetCachedCalls();
    await renderAt(ui, { path: '/', lang: 'en' });
    const english = await screen.findByRole('region', { name: 'Featured promotions' });
    await user.hover(await within(english).findByRole('link', { name: 'Banner 1 of 4' }));
    expect(await within(english).findByRole('link', { name: 'Apply: Bono de bienvenida' })).toBeInTheDocument();
    expect(within(english).getByRole('link', { name: 'Claim: Sorteo' })).toBeInTheDocument();
  });

  it('leaves home\'s banner to the home page: the shell shows none there', async () => {
    const { unmount } = await renderAt(<RouteBanner />, { path: '/' });
    await waitFor(() => expect(document.querySelector('.banner, .banner--placeholder')).toBeNull());
    unmount();
  });
});
