import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetCachedCalls } from '../../../lib/cached-call';
import { answerApi, sentTo } from '../../../test/api-mock';
import { announcementsOf, notice } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { NOTICE_ERROR_IMAGE, NOTICE_IMAGE_RETRY_MS } from '../notice-images';
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
    let answer: (value: unknown) => void = () => undefined;
    answerApi({ '/wps/relay/MCSFE_getListAnnouncements': () => new Promise((resolve) => (answer = resolve)) });
    await renderAt(<NoticeBar />);
    // A placeholder keeps the place while loading, then the bar goes away.
    expect(screen.getByRole('region', { name: 'Avisos' })).toHaveTextContent('Cargando avisos…');
    await act(async () => answer(announcementsOf()));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Avisos' })).not.toBeInTheDocument());
    expect(sentTo('/wps/relay/MCSFE_getListAnnouncements')).toHaveLength(1);
  });
});

describe('a notice image that cannot be loaded (spec 1 §8)', () => {
  const BROKEN = 'https://img.example.test/missing-map.png';
  beforeEach(() => {
    answerApi({
      '/wps/relay/MCSFE_getListAnnouncements': announcementsOf({
        playerNotices: [notice('n9', 'Nuevo mapa de la sala', `<p>Mapa:</p><img src="${BROKEN}" alt="Mapa de la sala"><img src="${BROKEN}?b">`)],
      }),
    });
  });

  /** An `error` of the image, as the browser fires it, then the retry's wait. */
  const fail = async (image: HTMLImageElement) => {
    image.dispatchEvent(new Event('error'));
    await act(() => new Promise((resolve) => setTimeout(resolve, NOTICE_IMAGE_RETRY_MS + 50)));
  };

  it('is tried again, then shows the error image with its alt text, not the broken-image icon', async () => {
    const user = userEvent.setup();
    await renderAt(<NoticeBar />);
    await user.click(await screen.findByRole('button', { name: 'Nuevo mapa de la sala' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avisos' });
    const image = await within(dialog).findByRole('img', { name: 'Mapa de la sala' });
    const asked = jest.spyOn(image as HTMLImageElement, 'setAttribute');
    // Attempts 2 and 3: the same address is asked for again.
    await fail(image as HTMLImageElement);
    expect(asked).toHaveBeenCalledWith('src', BROKEN);
    expect(image).toHaveAttribute('src', BROKEN);
    await fail(image as HTMLImageElement);
    expect(asked.mock.calls.filter(([name]) => name === 'src')).toHaveLength(2);
    expect(image).toHaveAttribute('src', BROKEN);
    // The third failure: the error image, the alt text kept.
    await fail(image as HTMLImageElement);
    await waitFor(() => expect(image).toHaveAttribute('src', NOTICE_ERROR_IMAGE));
    expect(image).toHaveAttribute('alt', 'Mapa de la sala');
    expect(image).toHaveClass('notice-image--failed');
    // The error image failing too (it is bundled: it does not) is left alone.
    await fail(image as HTMLImageElement);
    expect(image).toHaveAttribute('src', NOTICE_ERROR_IMAGE);
  });

  it('names an image that had no alt text "Image not available" on the notice page, in English', async () => {
    await renderAt(<NoticePage />, { lang: 'en' });
    const article = await screen.findByRole('article');
    await waitFor(() => expect(article.querySelectorAll('img')).toHaveLength(2));
    const unnamed = article.querySelectorAll('img')[1] as HTMLImageElement;
    for (let attempt = 1; attempt <= 3; attempt += 1) await fail(unnamed);
    await waitFor(() => expect(unnamed).toHaveAttribute('src', NOTICE_ERROR_IMAGE));
    expect(within(article).getByRole('img', { name: 'Image not available' })).toBe(unnamed);
    // The other image has not failed: it is untouched.
    expect(within(article).getByRole('img', { name: 'Mapa de la sala' })).toHaveAttribute('src', BROKEN);
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
