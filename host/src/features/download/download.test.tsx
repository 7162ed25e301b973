import { screen, within } from '@testing-library/react';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi, sentTo } from '../../test/api-mock';
import { RESOURCES } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { AppDownloadPromo } from './components/AppDownloads';
import { DownloadPage } from './components/DownloadPage';
import { qrMatrix } from './qr-path';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

beforeEach(() => {
  resetCachedCalls();
  answerApi({ '/wps/system/domainRoute': { domainList: [], resources: RESOURCES } });
});

describe('qrMatrix', () => {
  it('draws a QR code of 21+ modules per side with the margin asked for', () => {
    const bare = qrMatrix('https://dl.example/qr/android');
    expect(bare.size).toBeGreaterThanOrEqual(21);
    expect(bare.path.startsWith('M0,0h1v1h-1z')).toBe(true);
    const framed = qrMatrix('https://dl.example/qr/android', 4);
    expect(framed.size).toBe(bare.size + 8);
    expect(framed.path.startsWith('M4,4h1v1h-1z')).toBe(true);
  });
});

describe('download page', () => {
  it('shows the Android and iOS QR codes of the route resources at 200 px', async () => {
    await renderAt(<DownloadPage />, { path: '/down' });
    expect(screen.getByRole('heading', { level: 1, name: 'Descarga de la aplicación' })).toBeInTheDocument();
    const android = await screen.findByRole('img', { name: 'Código QR de la aplicación para Android' });
    expect(android).toHaveAttribute('data-qr-value', 'https://dl.example/qr/android');
    expect(android).toHaveAttribute('width', '200');
    expect(screen.getByRole('img', { name: 'Código QR de la aplicación para iOS' })).toHaveAttribute('data-qr-value', 'https://dl.example/qr/ios');
    expect(screen.getByRole('link', { name: 'Descargar para Android' })).toHaveAttribute('href', 'https://dl.example/android');
    expect(sentTo('/wps/system/domainRoute')).toEqual(expect.arrayContaining([{ device: 0 }, { device: 3 }]));
  });

  it('has a 120 px promo block with the direct-access entry, in English', async () => {
    await renderAt(<AppDownloadPromo />, { lang: 'en' });
    const promo = screen.getByRole('region', { name: 'Play on your phone' });
    expect(await within(promo).findByRole('img', { name: 'QR code of the iOS app' })).toHaveAttribute('width', '120');
    expect(within(promo).getByRole('link', { name: 'Direct access (mobile web)' })).toHaveAttribute('href', 'https://m.example');
  });

  it('asks the domain list for device 0 and device 3, and takes from device 3 what device 0 lacks', async () => {
    const desktopOnly = RESOURCES.filter((resource) => resource.resourceType !== 'DIRECT_ACCESS');
    const mobileOnly = RESOURCES.filter((resource) => resource.resourceType === 'DIRECT_ACCESS');
    answerApi({
      '/wps/system/domainRoute': (payload: unknown) =>
        (payload as { device: number }).device === 0 ? { domainList: [], resources: desktopOnly } : { domainList: [], resources: mobileOnly },
    });
    await renderAt(<AppDownloadPromo />, { lang: 'en' });
    const promo = screen.getByRole('region', { name: 'Play on your phone' });
    expect(await within(promo).findByRole('link', { name: 'Direct access (mobile web)' })).toHaveAttribute('href', 'https://m.example');
    expect(within(promo).getByRole('img', { name: 'QR code of the Android app' })).toBeInTheDocument();
    expect(new Set(sentTo('/wps/system/domainRoute').map((payload) => (payload as { device: number }).device))).toEqual(new Set([0, 3]));
    // Each device's answer is kept in session storage for the next page.
    expect(sessionStorage.getItem('suite.domainRoute')).toContain('ANDROID_APP');
    expect(sessionStorage.getItem('suite.domainRoute.3')).toContain('DIRECT_ACCESS');
  });

  it('says when no app is offered', async () => {
    answerApi({ '/wps/system/domainRoute': { domainList: [], resources: [] } });
    await renderAt(<DownloadPage />, { path: '/down', lang: 'en' });
    expect(await screen.findByText('The apps are not available right now.')).toBeInTheDocument();
  });
});
