// Platform information (messageV2): an operator message arrives -> the centre's badge counts it ->
// opening it clears it -> deleting it removes it. The deposit and withdrawal notices of the money
// journey land in the same inbox.
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { url } from '../support/journey';
import { admin, logIn, memberArea as centre, until } from '../support/player';
import { ServedSuite } from '../support/suite';

const MEMBER = { username: 'demo_player', password: 'Demo2026pass' };

let suite: ServedSuite;
let browser: Browser;

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await suite?.close();
});

async function sendMessage(title: string, content: string): Promise<void> {
  await admin('POST', '/admin/members/messages', { account: MEMBER.username, title, content });
}

const inboxLink = (page: Page) => centre(page).getByRole('navigation').getByRole('link', { name: /^Información de la plataforma/ });
/** The unread count the menu's badge announces (0 when there is no badge). */
const badgeCount = async (page: Page) => Number(/(\d+) sin leer/.exec((await inboxLink(page).textContent()) ?? '')?.[1] ?? 0);

test('an operator message raises the badge; reading it clears it; deleting it removes it', async () => {
  const { page } = browser;
  await logIn(page, MEMBER);

  await page.goto(url('/member/messageV2'));
  await centre(page).getByRole('heading', { level: 1, name: 'Información de la plataforma' }).waitFor({ timeout: 20000 });
  // The count before the operator writes: the same on two reads a second apart (the centre loads the
  // count after the page, and a live event may still be on its way).
  let previous = -1;
  const before = await until(
    async () => {
      const seen = [previous, await badgeCount(page)] as const;
      previous = seen[1];
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return seen;
    },
    ([earlier, now]) => earlier === now,
  ).then(([, now]) => now);

  const title = `Aviso ${Date.now().toString(36)}`;
  await sendMessage(title, 'Mantenimiento el domingo de 02:00 a 04:00.\nGracias.');
  await page.reload();
  await until(() => badgeCount(page), (count) => count === before + 1);

  const open = centre(page).getByRole('button', { name: new RegExp(`^${title}`) });
  await open.click();
  await centre(page).getByText('Mantenimiento el domingo de 02:00 a 04:00.').waitFor();
  await until(() => badgeCount(page), (count) => count === before);

  await centre(page).getByRole('button', { name: `Eliminar «${title}»` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await centre(page).getByText(`Mensaje «${title}» eliminado.`).waitFor();
  expect(await centre(page).getByRole('button', { name: new RegExp(`^${title}`) }).count()).toBe(0);
  expect(await badgeCount(page)).toBe(before);

  // The centre is a panel over the page: its close button returns there (home, for a direct visit);
  // signing out then ends on home (spec 1 §4), not on /login.
  const panel = page.locator('.centre-overlay');
  await panel.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();
  await panel.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: `Menú de la cuenta ${MEMBER.username}` }).click();
  await banner.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
  await banner.getByRole('form', { name: 'Iniciar sesión' }).waitFor({ timeout: 20000 });
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(new URL(page.url()).pathname).toBe('/');
});
