import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { api } from '@suite/shared';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi } from '../../test/api-mock';
import { GAME_MENUS, permissionOf, RESOURCES } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { Footer } from './components/Footer';
import { VendorLogos } from './components/VendorLogos';
import { socialLinks } from './social';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

beforeEach(() => {
  resetCachedCalls();
  answerApi({ '/lgw/games/game_menus': GAME_MENUS, '/wps/system/permission': permissionOf() });
});

describe('socialLinks', () => {
  it('keeps only the social sites that have a resource, in the footer order', () => {
    expect(socialLinks(RESOURCES).map((link) => link.type)).toEqual(['YOUTUBE', 'TELEGRAM']);
    expect(socialLinks([{ resourceType: 'TIKTOK', url: 'javascript:x', qrCodeUrl: null, labelNameEn: 'TikTok' }])).toEqual([]);
    expect(socialLinks(undefined)).toEqual([]);
  });
});

describe('footer', () => {
  it('shows the provider logos and hides a logo that fails to load', async () => {
    await renderAt(<Footer />);
    const logos = await screen.findByRole('region', { name: 'Proveedores de juego' });
    const pg = within(logos).getByRole('img', { name: 'PG Soft' });
    expect(within(logos).getByRole('img', { name: 'Evolution' })).toBeInTheDocument();
    fireEvent.error(pg);
    await waitFor(() => expect(within(logos).queryByRole('img', { name: 'PG Soft' })).not.toBeInTheDocument());
    expect(within(logos).getByRole('img', { name: 'Evolution' })).toBeInTheDocument();
  });

  it('links the products per game type, the help sections and the licences', async () => {
    await renderAt(<Footer />);
    const products = await screen.findByRole('navigation', { name: 'Productos' });
    await waitFor(() => expect(within(products).getByRole('link', { name: 'Peleas de gallos' })).toHaveAttribute('href', '/cockfight'));
    expect(within(products).getByRole('link', { name: 'Lotería' })).toHaveAttribute('href', '/lottery');
    const help = screen.getByRole('navigation', { name: 'Ayuda' });
    expect(within(help).getByRole('link', { name: 'Términos de uso' })).toHaveAttribute('href', '/help#term');
    const licences = screen.getByRole('region', { name: 'Licencias' });
    expect(licences).toHaveTextContent('Malta Gaming Authority');
    expect(licences).toHaveTextContent('Islas Vírgenes Británicas');
    expect(licences).toHaveTextContent('Filipinas');
    // The responsible-gambling sentence leads to the safer gambling tools (issue 24).
    expect(within(licences).getByRole('link', { name: 'Solo para mayores de 18 años. Juegue con responsabilidad.' })).toHaveAttribute(
      'href',
      '/member/responsibleGambling',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Suite`);
  });

  it('shows only the social icons whose resource exists, opening in a new tab', async () => {
    await renderAt(<Footer />, { lang: 'en' });
    const youtube = await screen.findByRole('link', { name: 'YouTube (opens in a new tab)' });
    expect(youtube).toHaveAttribute('href', 'https://youtube.example/@suite');
    expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Telegram (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facebook|Instagram|TikTok|WhatsApp|X \(/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Licences' })).toHaveTextContent('British Virgin Islands');
  });
});

describe('vendor carousel', () => {
  const vendors = (count: number): api.VendorCard[] =>
    Array.from({ length: count }, (_, index) => ({
      accountTypeId: 100 + index,
      vassalage: `V${index}`,
      displayName: `Vendor ${index}`,
      isHot: 0,
      gameType: 'RNG',
      logoUrl: `/wps/static/vendors/V${index}.svg`,
    }));

  it('loops with a pause button when there are more logos than fit in view, and sits still with 10 or fewer', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderAt(<VendorLogos vendors={vendors(12)} />, { lang: 'en' });
    const logos = screen.getByRole('region', { name: 'Game providers' });
    // First a still row of the 10 that fit, without swiper; a pointer on it brings swiper and all 12.
    expect(within(logos).getAllByRole('img')).toHaveLength(10);
    expect(logos.querySelector('.swiper-initialized')).toBeNull();
    const pause = within(logos).getByRole('button', { name: 'Pause the providers' });
    await user.click(pause);
    expect(within(logos).getByRole('button', { name: 'Play the providers' })).toBeInTheDocument();
    await waitFor(() => expect(within(logos).getAllByRole('img')).toHaveLength(12));
    expect(logos.querySelector('.swiper-initialized')).not.toBeNull();
    unmount();
    await renderAt(<VendorLogos vendors={vendors(10)} />, { lang: 'en' });
    expect(within(screen.getByRole('region', { name: 'Game providers' })).getAllByRole('img')).toHaveLength(10);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not move on its own for reduced motion: the button offers to play', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('reduced-motion') });
    try {
      await renderAt(<VendorLogos vendors={vendors(12)} />);
      expect(screen.getByRole('button', { name: 'Reproducir los proveedores' })).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
