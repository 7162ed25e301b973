import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi } from '../../test/api-mock';
import { announcementsOf, banner } from '../../test/fixtures';
import { LocationProbe } from '../../test/location-probe';
import { renderAt } from '../../test/render';
import { bannerGroupFor, bannerTarget } from './banner-model';
import { RouteBanner } from './components/RouteBanner';

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

const ui = (
  <>
    <RouteBanner />
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
