import { loadHostTexts } from '../../i18n';
import { preloadCompactShell } from '../layout/compact-parts';
import { prefetchAnnouncements } from '../announcements/use-announcements';
import { bannerGroupFor } from '../banners/banner-model';
import { startSystemStatus } from '../status/use-system-status';

/**
 * How long the boot waits for the first render's data before rendering anyway. The page asked for both
 * while the code downloaded (public/boot-early.js), so they are normally there already; a slow API then
 * costs at most this, after which the page renders and the calls finish in the background.
 */
export const FIRST_RENDER_WAIT_MS = 1000;

/**
 * The data the first render shows, asked for now, so that render is the finished page rather than a
 * spinner (the static shell of index.html stays on screen meanwhile): the system status that decides
 * the page, the host's texts of the visitor's language and, on the home page, the announcements with its banner (the page's largest image). Other
 * routes do not wait for the announcements: their content is a remote's, which starts loading at the
 * first render.
 */
export async function prepareFirstRender(pathname = window.location.pathname, waitMs = FIRST_RENDER_WAIT_MS): Promise<void> {
  // Its failure is the banner's to show (useAnnouncements asks again): not an error of the boot.
  const announcements = prefetchAnnouncements().catch(() => undefined);
  // The host's texts of the stored language (English is a chunk of its own) come with them.
  const needed = [startSystemStatus(), loadHostTexts(), preloadCompactShell()];
  const ready = Promise.allSettled(bannerGroupFor(pathname) === 'w_home' ? [...needed, announcements] : needed);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([ready, deadline]);
  clearTimeout(timer);
}
