// The points mall from real play (issue 22) in a real browser on the real API: a new member deposits
// and plays rounds -> the points balance rises -> redeems a reward with the payment password, a
// receiving address and a mobile number -> the operator approves it with scripts/points -> the redeem
// history shows it approved, in Spanish and in English -> scripts/ledger-check passes (money and points).
import type { Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { url } from '../support/journey';
import {
  freshVisit,
  highestStake,
  memberArea as mall,
  openFirstSlot,
  openRegistration,
  operator,
  paidDeposit,
  register,
  restoreRegistration,
  setPaymentPassword,
  spin,
  until,
} from '../support/player';
import { ServedSuite } from '../support/suite';

const ROUNDS = 3;
const PAYMENT_PASSWORD = 'pay2026';
const REWARD = 'Taza del club';

let suite: ServedSuite;
let browser: Browser;
const username = `pts${Date.now().toString(36).slice(-6)}`;
const password = 'Points2026pass';

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
  await openRegistration();
  // 1 point per 0.01 of valid bet: a few rounds buy a reward.
  await operator('points', ['config', '--bet-per-point', '0.01']);
});

afterAll(async () => {
  await operator('points', ['config', '--bet-per-point', '1.00']).catch(() => undefined);
  await restoreRegistration();
  await browser?.close();
  await suite?.close();
});

/** The points balance the mall shows ("1.234 puntos" / "1,234 points"). */
async function pointsShown(page: Page): Promise<number> {
  await page.goto(url('/pointMall'));
  const balance = mall(page).getByTestId('points-balance');
  await balance.waitFor({ timeout: 20000 });
  return Number(((await balance.textContent()) ?? '').replace(/[^\d]/g, ''));
}

test('play -> points rise -> redeem with the payment password -> the operator approves -> history shows approved, in Spanish and English', async () => {
  const { page } = browser;
  await register(page, { username, password, fullName: 'POINTS TESTER' });
  expect(await pointsShown(page)).toBe(0);
  expect(await mall(page).getByText('Sus puntos no caducan.').isVisible()).toBe(true);

  // 1. A deposit of 500.00, credited by the gateway's signed callback.
  await paidDeposit(page, '500');

  // 2. Rounds of a slot at its highest stake.
  const { frame } = await openFirstSlot(page);
  await highestStake(frame);
  for (let round = 0; round < ROUNDS; round += 1) await spin(frame);

  // 3. The points balance rose with those rounds.
  const earned = await until(() => pointsShown(page), (points) => points >= 120);
  const details = mall(page);
  await details.getByRole('tab', { name: 'Detalle de puntos' }).click();
  await details.getByRole('table', { name: 'Movimientos de puntos' }).getByText('Ronda jugada').first().waitFor({ timeout: 20000 });

  // 4. A payment password, set in the centre's withdrawal page.
  await setPaymentPassword(page, PAYMENT_PASSWORD);

  // 5. Redeem a reward: the form asks for what is missing, then sends it with the payment password.
  await page.goto(url('/pointMall'));
  await mall(page).getByRole('button', { name: `Canjear ${REWARD}` }).click();
  const dialog = page.getByRole('dialog', { name: `Canjear ${REWARD}` });
  await dialog.getByRole('button', { name: 'Confirmar canje' }).click();
  await dialog.getByText('Escriba la dirección de entrega.').waitFor();
  await dialog.getByLabel('Dirección de entrega').fill('Calle 10 # 20-30, Bogotá');
  await dialog.getByLabel('Teléfono móvil').fill('+57 300 123 4567');
  await dialog.getByLabel('Contraseña de pago').fill(PAYMENT_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirmar canje' }).click();
  await mall(page).getByText(`Canje enviado: 1 × ${REWARD}.`, { exact: false }).waitFor({ timeout: 20000 });
  expect(await until(() => pointsShown(page), (points) => points === earned - 120)).toBe(earned - 120);

  await mall(page).getByRole('tab', { name: 'Historial de canjes' }).click();
  const redeems = mall(page).getByRole('list', { name: 'Canjes' });
  await redeems.getByText('En proceso').waitFor({ timeout: 20000 });

  // 6. The operator approves it.
  const listed = await operator('points', ['list']);
  const line = listed.split('\n').find((row) => row.includes(username));
  const redeemId = /^(\d+)/.exec(line ?? '')?.[1];
  expect(redeemId).toBeDefined();
  expect(await operator('points', ['approve', redeemId!])).toContain('approved');

  // 7. The history shows it approved, in Spanish, then in English.
  await page.goto(url('/pointMall'));
  await mall(page).getByRole('tab', { name: 'Historial de canjes' }).click();
  await mall(page).getByRole('list', { name: 'Canjes' }).getByText('Aprobado').waitFor({ timeout: 20000 });
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(url('/pointMall'));
  await mall(page).getByRole('heading', { name: 'Points mall' }).waitFor({ timeout: 20000 });
  await mall(page).getByRole('tab', { name: 'Redeem history' }).click();
  const english = mall(page).getByRole('list', { name: 'Redeems' });
  await english.getByText('Approved').waitFor({ timeout: 20000 });
  expect(await english.getByText('Club mug').isVisible()).toBe(true);
  expect(await mall(page).getByTestId('points-balance').textContent()).toMatch(/points$/);

  // 8. Both books balance.
  const check = await operator('ledger-check');
  expect(check).toContain('OK: the ledger balances');
  expect(check).toMatch(/points: \d+ accounts/);
});

test('a visitor sees the rewards and a call to log in', async () => {
  const { page } = browser;
  await freshVisit(page, 'es', { keepSettings: true });
  await page.goto(url('/pointMall'));
  await mall(page).getByRole('list', { name: 'Recompensas' }).waitFor({ timeout: 20000 });
  expect(await mall(page).getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
  expect(await mall(page).getByText('Agotado').first().isVisible()).toBe(true);
  expect(await mall(page).getByTestId('points-balance').count()).toBe(0);
});
