import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi } from '../../test/api-mock';
import { GAME_MENUS, permissionOf, RESOURCES } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { Footer } from './components/Footer';
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
