import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCachedCalls } from '../../../lib/cached-call';
import { answerApi, sentTo } from '../../../test/api-mock';
import { announcementsOf, notice } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { NoticeBar } from './NoticeBar';
import { NoticePage } from './NoticePage';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

declare global {
  interface Window {
    __noticeRan?: boolean;
  }
}

const NOTICES = [
  notice('n1', 'Mantenimiento del proveedor PG', '<p>El <strong>lunes</strong> de 02:00 a 04:00.</p>'),
  notice('n2', 'Nuevo bono de bienvenida', '<p>Bono</p><script>window.__noticeRan = true</script><img src="x" onerror="window.__noticeRan = true">'),
  notice('n3', 'Horario de retiros', '<p>Retiros 24 h</p>'),
];

beforeEach(() => {
  resetCachedCalls();
  delete window.__noticeRan;
  answerApi({ '/wps/relay/MCSFE_getListAnnouncements': announcementsOf({ playerNotices: NOTICES }) });
});

describe('notice bar', () => {
  it('scrolls the notice titles and asks for the home announcements (B,PL,PU,PR, platform W)', async () => {
    await renderAt(<NoticeBar />);
    const bar = screen.getByRole('region', { name: 'Avisos' });
    expect(await within(bar).findByRole('button', { name: 'Mantenimiento del proveedor PG' })).toBeInTheDocument();
    expect(within(bar).getAllByRole('button').map((button) => button.textContent)).toEqual(NOTICES.map((item) => item.title));
    expect(sentTo('/wps/relay/MCSFE_getListAnnouncements')).toEqual([{ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' }]);
  });

  it('opens the news modal at the clicked notice, with sanitised rich text that runs nothing', async () => {
    const user = userEvent.setup();
    await renderAt(<NoticeBar />);
    await user.click(await screen.findByRole('button', { name: 'Nuevo bono de bienvenida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avisos' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    // The rich text's sanitiser and the kit's modal are chunks of their own: the text shows once both are in.
    expect((await within(items[0]!).findByText('lunes')).tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    const image = dialog.querySelector('img');
    expect(image?.getAttribute('onerror')).toBeNull();
    image?.dispatchEvent(new Event('error'));
    expect(window.__noticeRan).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is titled like the bar (Notices) in English', async () => {
    const user = userEvent.setup();
    await renderAt(<NoticeBar />, { lang: 'en' });
    expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Horario de retiros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notices' });
    expect(within(dialog).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('is not shown when there are no notices', async () => {
    answerApi({ '/wps/relay/MCSFE_getListAnnouncements': announcementsOf() });
    await renderAt(<NoticeBar />);
    // A placeholder keeps the place while loading, then the bar goes away.
    expect(screen.getByRole('region', { name: 'Avisos' })).toHaveTextContent('Cargando avisos…');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Avisos' })).not.toBeInTheDocument());
    expect(sentTo('/wps/relay/MCSFE_getListAnnouncements')).toHaveLength(1);
  });
});

describe('notice page', () => {
  it('lists every notice with its sanitised content', async () => {
    await renderAt(<NoticePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Avisos' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual(NOTICES.map((item) => item.title));
    expect(document.querySelector('script')).toBeNull();
    expect(window.__noticeRan).toBeUndefined();
  });

  it('says so when there are none, in English too', async () => {
    answerApi({ '/wps/relay/MCSFE_getListAnnouncements': announcementsOf() });
    await renderAt(<NoticePage />, { lang: 'en' });
    expect(await screen.findByText('There are no notices right now.')).toBeInTheDocument();
  });

  it('shows the translated error with a retry when the notices cannot be read', async () => {
    answerApi({});
    await renderAt(<NoticePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace de red es anormal');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
