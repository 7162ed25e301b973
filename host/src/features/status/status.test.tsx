import { ApiError } from '@suite/shared';
import { screen } from '@testing-library/react';
import { resetCachedCalls } from '../../lib/cached-call';
import { answerApi, sentTo } from '../../test/api-mock';
import { renderAt } from '../../test/render';
import { SystemStatusGate } from './components/SystemStatusGate';
import { formatEndTime, statusView } from './status-page';
import { prepareFirstRender } from '../boot/first-render';
import { resetSystemStatus, startSystemStatus } from './use-system-status';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

describe('statusView', () => {
  it('shows the site for 0, maintenance for 1, the region block for 2, and the site when the call failed', () => {
    expect(statusView(null)).toBe('checking');
    expect(statusView({ status: 0 })).toBe('site');
    expect(statusView({ status: 1 })).toBe('maintenance');
    expect(statusView({ status: 2 })).toBe('regionBlocked');
    expect(statusView('failed')).toBe('site');
  });
});

describe('formatEndTime', () => {
  it('formats the end time in the language on screen, and gives null when there is none', () => {
    expect(formatEndTime('2026-12-01T10:00:00Z', 'en')).toMatch(/2026/);
    expect(formatEndTime('2026-12-01T10:00:00Z', 'es')).toMatch(/diciembre de 2026/);
    expect(formatEndTime(null, 'es')).toBeNull();
    expect(formatEndTime('not a date', 'es')).toBeNull();
  });
});

const site = <h1>El sitio</h1>;

beforeEach(() => {
  resetCachedCalls();
  // One status request per page: per test here.
  resetSystemStatus();
});

describe('system status gate', () => {
  it('renders the site when the status is normal', async () => {
    answerApi({ '/wps/system/status': { status: 0, maintenanceEndTime: null, ip: '203.0.113.9' } });
    await renderAt(<SystemStatusGate>{site}</SystemStatusGate>);
    expect(await screen.findByRole('heading', { name: 'El sitio' })).toBeInTheDocument();
  });

  it('shows the maintenance page with its end time and a customer-service button (maintenance wins)', async () => {
    answerApi({
      '/wps/system/status': { status: 1, maintenanceEndTime: '2026-12-01T10:00:00.000Z', ip: '203.0.113.9' },
      '/wps/system/customerService': [],
    });
    await renderAt(<SystemStatusGate>{site}</SystemStatusGate>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitio en mantenimiento' })).toBeInTheDocument();
    expect(screen.getByText('Fin previsto:')).toHaveTextContent(formatEndTime('2026-12-01T10:00:00.000Z', 'es')!);
    expect(screen.getByText(/Estamos mejorando nuestro servicio/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atención al cliente' })).toBeInTheDocument();
    expect(screen.queryByText('El sitio')).not.toBeInTheDocument();
    expect(screen.queryByText('203.0.113.9')).not.toBeInTheDocument();
  });

  it('leaves the end time out when the operator gave none', async () => {
    answerApi({ '/wps/system/status': { status: 1, maintenanceEndTime: null, ip: '203.0.113.9' } });
    await renderAt(<SystemStatusGate>{site}</SystemStatusGate>, { lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Site under maintenance' })).toBeInTheDocument();
    expect(screen.queryByText('Expected end:')).not.toBeInTheDocument();
  });

  it("shows 'Access restricted' with the visitor's IP", async () => {
    answerApi({ '/wps/system/status': { status: 2, maintenanceEndTime: null, ip: '203.0.113.9' }, '/wps/system/customerService': [] });
    await renderAt(<SystemStatusGate>{site}</SystemStatusGate>, { lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access restricted' })).toBeInTheDocument();
    // The address in bold, where the sentence of the language puts it (<Trans>).
    expect((await screen.findByText('203.0.113.9')).tagName).toBe('STRONG');
    expect(screen.getByText('203.0.113.9').closest('p')).toHaveTextContent('Your IP address: 203.0.113.9');
    expect(screen.getByText(/not available in your region/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('renders the site (and logs) when the status call fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answerApi({ '/wps/system/status': new ApiError('server', { status: 500 }) });
    await renderAt(<SystemStatusGate>{site}</SystemStatusGate>);
    expect(await screen.findByRole('heading', { name: 'El sitio' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('system status'), expect.any(ApiError));
    logged.mockRestore();
  });

  it('shows a loading state, not the site, while it asks', async () => {
    answerApi({ '/wps/system/status': () => new Promise(() => undefined) });
    await renderAt(<SystemStatusGate>{site}</SystemStatusGate>);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.queryByText('El sitio')).not.toBeInTheDocument();
  });

  it('renders the page at once when the boot already has the answer, asking once', async () => {
    answerApi({ '/wps/system/status': { status: 0, maintenanceEndTime: null, ip: '203.0.113.9' } });
    await startSystemStatus();
    await renderAt(<SystemStatusGate>{site}</SystemStatusGate>);
    expect(screen.getByRole('heading', { name: 'El sitio' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sentTo('/wps/system/status')).toHaveLength(1);
  });
});

describe('prepareFirstRender', () => {
  it('waits for the status and the announcements, but renders anyway when the API is slow', async () => {
    answerApi({ '/wps/system/status': () => new Promise(() => undefined), '/wps/relay/MCSFE_getListAnnouncements': () => new Promise(() => undefined) });
    const started = Date.now();
    await prepareFirstRender('/', 50);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(sentTo('/wps/system/status')).toHaveLength(1);
    expect(sentTo('/wps/relay/MCSFE_getListAnnouncements')).toHaveLength(1);
  });
});
