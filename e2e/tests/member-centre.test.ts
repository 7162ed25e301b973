// The member centre (issue 9) on the real API, in Spanish and in English, each journey with a member
// registered for it: the centre opens over the page it was opened from and closes back to it; the
// player changes their password with the old one, logs out and in with the new one, and sets a
// payment password; a friend registers through the referral link in another browser and the
// referrer sees them; after playing, a manual rebate is claimed and its ledger line shows in the
// account record. (The inbox badge journey is messages.test.ts.)
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { url } from '../support/journey';
import { admin, openRegistration, register, restoreRegistration, until, type Lang } from '../support/player';
import { ServedSuite } from '../support/suite';

const TEXT = {
  es: {
    loginForm: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    login: 'Iniciar sesión',
    accountMenu: (account: string) => `Menú de la cuenta ${account}`,
    myAccount: 'Mi cuenta',
    logout: 'Cerrar sesión',
    centre: 'Centro de miembros',
    centreMenu: 'Menú del centro de miembros',
    close: 'Cerrar',
    promotions: 'Promociones',
    oldPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
    changePassword: 'Cambiar contraseña',
    notifications: 'Notificaciones',
    passwordChanged: /Contraseña cambiada/,
    paymentPassword: 'Contraseña de pago',
    newPaymentPassword: 'Nueva contraseña de pago',
    confirmPaymentPassword: 'Confirmar contraseña de pago',
    setPaymentPassword: 'Establecer contraseña de pago',
    paymentPasswordSet: 'Contraseña de pago establecida.',
    referral: 'Invitar amigos',
    inviteLink: 'Enlace de invitación',
    manualRebate: 'Reembolso manual',
    claimRebate: 'Reclamar reembolso',
    rebateCredited: /Se acreditaron .* en su billetera principal/,
    accountRecord: 'Registro de cuenta',
    rebateLine: 'Reembolso',
    play: (name: string) => `Jugar a ${name}`,
    spin: 'Girar',
  },
  en: {
    loginForm: 'Log in',
    username: 'Username',
    password: 'Password',
    login: 'Log in',
    accountMenu: (account: string) => `Account menu ${account}`,
    myAccount: 'My account',
    logout: 'Sign out',
    centre: 'Member center',
    centreMenu: 'Member center menu',
    close: 'Close',
    promotions: 'Promotions',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    changePassword: 'Change password',
    notifications: 'Notifications',
    passwordChanged: /Password changed/,
    paymentPassword: 'Payment password',
    newPaymentPassword: 'New payment password',
    confirmPaymentPassword: 'Confirm payment password',
    setPaymentPassword: 'Set payment password',
    paymentPasswordSet: 'Payment password set.',
    referral: 'Invite friends',
    inviteLink: 'Invite link',
    manualRebate: 'Manual rebate',
    claimRebate: 'Claim rebate',
    rebateCredited: /credited to your main wallet/,
    accountRecord: 'Account record',
    rebateLine: 'Rebate',
    play: (name: string) => `Play ${name}`,
    spin: 'Spin',
  },
} as const;

let suite: ServedSuite;
let browser: Browser;
const runId = Date.now().toString(36).slice(-5);
let counter = 0;
const newUsername = () => `mc${runId}${(counter += 1)}`;

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
  await openRegistration();
  await admin('PUT', '/admin/site/switches/REFERRAL', { enabled: true });
});

afterAll(async () => {
  await restoreRegistration();
  await admin('DELETE', '/admin/accounts/rate-limits').catch(() => undefined);
  await browser?.close();
  await suite?.close();
});

beforeEach(async () => {
  await admin('DELETE', '/admin/accounts/rate-limits');
});

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');
const centre = (page: Page, lang: Lang) => page.getByRole('dialog', { name: TEXT[lang].centre });

async function openCentrePage(page: Page, lang: Lang, name: string, heading: string): Promise<void> {
  await page.goto(url(`/member/${name}`));
  await centre(page, lang).getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20000 });
}

describe.each<Lang>(['es', 'en'])('member centre in %s', (lang) => {
  const t = TEXT[lang];

  test('the centre opens over the page it was opened from and closes back to it', async () => {
    const { page } = browser;
    const username = newUsername();
    await register(page, { username, password: `Centre${runId}9x`, lang });
    await page.goto(url('/promotions'));
    const promotions = main(page).getByRole('heading', { level: 1, name: t.promotions });
    await promotions.waitFor({ timeout: 20000 });

    await header(page).getByRole('button', { name: t.accountMenu(username) }).click();
    await header(page).getByRole('link', { name: t.myAccount }).click();
    const dialog = centre(page, lang);
    await dialog.getByRole('heading', { level: 1, name: t.myAccount }).waitFor({ timeout: 20000 });
    expect(new URL(page.url()).pathname).toBe('/member/securityCenter');
    // The page it was opened from stays underneath.
    expect(await promotions.count()).toBe(1);

    // Moving inside the centre, then closing, returns to the promotions page (not to the first centre page).
    await dialog.getByRole('navigation', { name: t.centreMenu }).getByRole('link', { name: t.accountRecord }).click();
    await dialog.getByRole('heading', { level: 1, name: t.accountRecord }).waitFor();
    await dialog.getByRole('button', { name: t.close, exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/promotions');
    expect(await dialog.count()).toBe(0);

    // Back does the same as the close button.
    await header(page).getByRole('button', { name: t.accountMenu(username) }).click();
    await header(page).getByRole('link', { name: t.myAccount }).click();
    await dialog.getByRole('heading', { level: 1, name: t.myAccount }).waitFor({ timeout: 20000 });
    await page.goBack();
    await page.waitForURL((address) => address.pathname === '/promotions');
    await until(() => dialog.count(), (count) => count === 0);
  });

  test('change the password with the old one, log out, log in with the new one; set a payment password', async () => {
    const { page } = browser;
    const username = newUsername();
    const oldPassword = `Old${runId}9x`;
    const newPassword = `New${runId}7y`;
    await register(page, { username, password: oldPassword, lang });
    await openCentrePage(page, lang, 'securityCenter', t.myAccount);
    const dialog = centre(page, lang);

    const passwordForm = dialog.getByRole('form', { name: t.changePassword, exact: true });
    await passwordForm.getByLabel(t.oldPassword, { exact: true }).fill(oldPassword);
    await passwordForm.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
    await passwordForm.getByLabel(t.confirmPassword, { exact: true }).fill(newPassword);
    await passwordForm.getByRole('button', { name: t.changePassword }).click();
    // Saves finish with a toast in the site's notifications region (outside the panel).
    const toasts = page.getByRole('status', { name: t.notifications });
    await toasts.getByText(t.passwordChanged).waitFor({ timeout: 20000 });

    const paymentForm = dialog.getByRole('form', { name: t.paymentPassword, exact: true });
    await paymentForm.getByLabel(t.newPaymentPassword, { exact: true }).fill('pay2026');
    await paymentForm.getByLabel(t.confirmPaymentPassword, { exact: true }).fill('pay2026');
    await paymentForm.getByRole('button', { name: t.setPaymentPassword }).click();
    await toasts.getByText(t.paymentPasswordSet).waitFor({ timeout: 20000 });

    // The centre is a panel over the page: close it (back to home, this was a direct visit), then sign out.
    await dialog.getByRole('button', { name: t.close, exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/');
    await header(page).getByRole('button', { name: t.accountMenu(username) }).click();
    await header(page).getByRole('button', { name: t.logout }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.logout }).click();
    await page.waitForURL((address) => address.pathname === '/');
    const loginForm = header(page).getByRole('form', { name: t.loginForm });
    await loginForm.waitFor();

    // The old password no longer opens the account; the new one does.
    await loginForm.getByRole('textbox', { name: t.username, exact: true }).fill(username);
    await loginForm.getByLabel(t.password, { exact: true }).fill(oldPassword);
    await loginForm.getByRole('button', { name: t.login, exact: true }).click();
    await page.getByRole('alert').first().waitFor({ timeout: 20000 });
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await loginForm.getByLabel(t.password, { exact: true }).fill(newPassword);
    await loginForm.getByRole('button', { name: t.login, exact: true }).click();
    await header(page).getByRole('button', { name: t.accountMenu(username) }).waitFor({ timeout: 20000 });
  });

  test('a friend registers through the referral link and the referrer sees them', async () => {
    const { page } = browser;
    const referrer = newUsername();
    await register(page, { username: referrer, password: `Refer${runId}9x`, lang });
    await openCentrePage(page, lang, 'referral', t.referral);
    const link = await until(
      () => centre(page, lang).getByRole('textbox', { name: t.inviteLink }).inputValue(),
      (value) => /\/register\?referralCode=/.test(value),
    );

    const friend = newUsername();
    const other = await launchBrowser();
    try {
      await register(other.page, { username: friend, password: `Friend${runId}9x`, lang, path: link });
    } finally {
      await other.close();
    }

    await page.reload();
    const masked = `${friend.slice(0, 2)}***${friend.slice(-1)}`;
    await centre(page, lang).getByText(masked, { exact: true }).waitFor({ timeout: 20000 });
  });

  test('after playing, a manual rebate is claimed once and its line shows in the account record', async () => {
    const { page } = browser;
    const username = newUsername();
    await register(page, { username, password: `Rebate${runId}9x`, lang });
    await admin('POST', '/admin/cashier/bonus', { account: username, name: 'e2e play money', amount: '400.00', turnover: '0.00' });

    // Play a slot in the site's game frame at its largest bet until 130.00 is staked (0.8 % -> over the 1.00 minimum).
    await page.goto(url('/rng?gameName=phoenix'));
    // A game card's button, not a paused carousel's 'Play the banners' (carousels start paused when motion is reduced).
    const play = page.getByRole('button', { name: new RegExp(`^${t.play('')}(?!the )`) }).first();
    await play.waitFor({ timeout: 20000 });
    await play.click();
    await page.waitForURL(/\/game\?/, { timeout: 20000 });
    const frame = page.frameLocator('iframe');
    const spin = frame.getByRole('button', { name: t.spin });
    await spin.waitFor({ timeout: 20000 });
    const options = await frame.locator('#bet option').evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    const largest = options[options.length - 1] ?? '1.00';
    await frame.locator('#bet').selectOption(largest);
    const spins = Math.min(40, Math.ceil(130 / Number(largest)));
    for (let round = 0; round < spins; round += 1) {
      await spin.click();
      await until(() => spin.isEnabled(), Boolean);
    }
    // Bets settle for the rebate 10 s after they are placed.
    await new Promise((resolve) => setTimeout(resolve, 11_000));

    await openCentrePage(page, lang, 'manualRebate', t.manualRebate);
    const claim = centre(page, lang).getByRole('button', { name: t.claimRebate });
    await until(() => claim.isEnabled(), Boolean);
    await claim.click();
    await centre(page, lang).getByText(t.rebateCredited).waitFor({ timeout: 20000 });

    await openCentrePage(page, lang, 'transactionHistory', t.accountRecord);
    await centre(page, lang).getByRole('table').getByRole('cell', { name: t.rebateLine, exact: true }).first().waitFor({ timeout: 20000 });
  });
});
