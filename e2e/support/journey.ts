// Small page helpers shared by the journeys.
import type { Page } from 'playwright-core';
import { HOST_URL, type RemoteName } from './ports';

export const NOT_FOUND_TITLE = 'Página no encontrada';

export function url(path: string): string {
  return HOST_URL + path;
}

/** The area a remote renders into (set by the host's RemoteMount). */
export function remoteArea(page: Page, remote: RemoteName) {
  return page.locator(`[data-remote="${remote}"]`).first();
}

/** Waits for the remote's page title and returns its text. */
export async function remoteTitle(page: Page, remote: RemoteName, timeout = 15000): Promise<string> {
  const h1 = page.locator(`[data-remote="${remote}"] h1`).first();
  await h1.waitFor({ state: 'visible', timeout });
  return (await h1.textContent())?.trim() ?? '';
}

/** data-build of the remote's page root. */
export async function remoteBuild(page: Page, remote: RemoteName): Promise<string | null> {
  const root = page.locator(`[data-remote="${remote}"] [data-build]`).first();
  await root.waitFor({ state: 'attached', timeout: 15000 });
  return root.getAttribute('data-build');
}

export async function pageTitle(page: Page, timeout = 15000): Promise<string> {
  const h1 = page.locator('h1').first();
  await h1.waitFor({ state: 'visible', timeout });
  return (await h1.textContent())?.trim() ?? '';
}

/** The remote's "unavailable" box: role=alert inside its area, with the Retry button. */
export function remoteAlert(page: Page, remote: RemoteName) {
  return page.locator(`[data-remote="${remote}"] [role="alert"], [role="alert"][data-remote="${remote}"]`).first();
}

/** A header link, by its exact (Spanish) name: "Lotería" must not match "E-lotería". */
export function navLink(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).first();
}

/** Opens a page of every remote in one page session (client-side navigation through the header). */
export async function visitEveryRemote(page: Page): Promise<void> {
  await page.goto(url('/rng'));
  await remoteTitle(page, 'remote_games');
  for (const [link, remote] of [
    ['Lotería', 'remote_lottery'],
    ['VIP', 'remote_member'],
    ['Agente', 'remote_agent'],
    ['Tragamonedas', 'remote_games'],
  ] as const) {
    await navLink(page, link).click();
    await remoteTitle(page, remote);
  }
}

/** Seeded demo accounts of the reference API (api/README.md). */
export const DEMO_AGENT = { username: 'demo_agent', password: 'Agent2026pass' } as const;

/** Logs in through the header's login form (Spanish) and waits for the logged-in panel. */
export async function logInFromHeader(page: Page, { username, password }: { username: string; password: string }): Promise<void> {
  const form = page.getByRole('banner').getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('textbox', { name: 'Usuario', exact: true }).fill(username);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.getByRole('banner').getByRole('button', { name: `Menú de la cuenta ${username}` }).waitFor({ timeout: 20000 });
}
