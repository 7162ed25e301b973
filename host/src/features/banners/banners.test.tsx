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

describe('route banner', () => {
  it('shows the banners of the route group with clickable pagination, and follows a banner linkage', async () => {
    const user = userEvent.setup();
    await renderAt(ui, { path: '/' });
    const region = await screen.findByRole('region', { name: 'Promociones destacadas' });
    await waitFor(() => expect(within(region).getAllByRole('img', { name: /Banner \d de 2/ }).length).toBeGreaterThanOrEqual(2));
    expect(within(region).getAllByRole('button', { name: /Ir al banner/ })).toHaveLength(2);
    expect(within(region).getByRole('link', { name: 'Banner 2 de 2' })).toHaveAttribute('target', '_blank');
    await user.click(within(region).getByRole('link', { name: 'Banner 1 de 2' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?vassalage=PG');
  });

  it('has no pagination and no link for a single banner without linkage', async () => {
    await renderAt(ui, { path: '/rng', lang: 'en' });
    const region = await screen.findByRole('region', { name: 'Featured promotions' });
    expect(await within(region).findByRole('img', { name: 'Banner 1 of 1' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Go to banner/ })).not.toBeInTheDocument();
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
  it('moves to the next banner every 5000 ms, and a pagination button shows its banner', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await renderAt(ui, { path: '/' });
      const region = await screen.findByRole('region', { name: 'Promociones destacadas' });
      const first = await within(region).findByRole('button', { name: 'Ir al banner 1' });
      expect(first).toHaveAttribute('aria-current', 'true');
      act(() => jest.advanceTimersByTime(5000));
      expect(within(region).getByRole('button', { name: 'Ir al banner 2' })).toHaveAttribute('aria-current', 'true');
      await user.click(within(region).getByRole('button', { name: 'Ir al banner 1' }));
      expect(within(region).getByRole('button', { name: 'Ir al banner 1' })).toHaveAttribute('aria-current', 'true');
    } finally {
      jest.useRealTimers();
    }
  });
});
