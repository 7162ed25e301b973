// The money journey (issue 8) in a real browser on the real API, with the operator's own scripts:
// register -> deposit -> the payment gateway's signed callback credits it -> transfer to a vendor
// wallet and back -> play a round -> withdraw -> the operator approves it with scripts/cashier ->
// the player confirms "partly received" with a proof image -> the operator sees the dispute, saves the
// proof and pays the difference (issue 26 #9) -> the player sees it on the order, in the inbox and the
// balance -> every step shows in the account record, the betting record and the P&L with the right
// totals -> scripts/ledger-check passes.
import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { url } from '../support/journey';
import { WORK_DIR } from '../support/paths';
import {
  bankDeposit,
  logIn,
  memberArea as centre,
  openFirstSlot,
  openRegistration,
  operator,
  register,
  restoreRegistration,
  setPaymentPassword,
  spin,
  until,
} from '../support/player';
import { ServedSuite } from '../support/suite';

/** "P 1.234,50" (es) -> 123450 cents. */
function cents(text: string | null): number {
  const match = /(-?)\s*P?\s*([\d.]+),(\d{2})/.exec((text ?? '').replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`no amount in "${text}"`);
  const value = Number((match[2] ?? '').replace(/\./g, '')) * 100 + Number(match[3]);
  return match[1] === '-' || /^\s*[-−]/.test(text ?? '') ? -value : value;
}

let suite: ServedSuite;
let browser: Browser;
const username = `mny${Date.now().toString(36).slice(-6)}`;
const password = 'Money2026pass';
const PAYEE = 'MONEY TESTER';
const PAYMENT_PASSWORD = 'pay2026';

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
  await openRegistration();
});

afterAll(async () => {
  await operator('cashier', ['wallet-mode', 'single']).catch(() => undefined);
  await restoreRegistration();
  await browser?.close();
  await suite?.close();
});

const header = (page: Page) => page.getByRole('banner');

async function openCentrePage(page: Page, name: string, heading: string): Promise<void> {
  await page.goto(url(`/member/${name}`));
  await centre(page).getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20000 });
}

/** The header's balance in cents, after asking it to refresh. */
async function headerBalance(page: Page): Promise<number> {
  // The centre is a panel over the page: close it to reach the header's refresh button.
  const panel = page.locator('.centre-overlay');
  if ((await panel.count()) > 0) {
    await panel.getByRole('button', { name: /^(Cerrar|Close)$/ }).click();
    await panel.waitFor({ state: 'detached' });
  }
  await header(page).getByRole('button', { name: 'Actualizar saldo' }).first().click();
  const value = header(page).locator('.acc-balance__value').first();
  const text = await until(
    async () => ((await value.getAttribute('aria-busy')) === 'true' ? '' : ((await value.textContent()) ?? '')),
    (shown) => /\d,\d{2}/.test(shown),
  );
  return cents(text);
}

/** The table rows of a records page as arrays of cell texts. */
async function rows(table: Locator): Promise<string[][]> {
  await table.waitFor({ timeout: 20000 });
  return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim())));
}

test('register, deposit, transfer, play, withdraw, confirm, and find every cent in the records', async () => {
  const { page } = browser;
  await register(page, { username, password, fullName: PAYEE });
  expect(await headerBalance(page)).toBe(0);

  // 1. Deposit 500.00 by bank transfer: an order that stays pending until the bank confirms it.
  const { depositId, result } = await bankDeposit(page, '500');
  expect(depositId).not.toBe('');
  expect(await result.textContent()).toContain('BDO Unibank');

  // 2. The simulated payment gateway confirms it (a signed callback), twice: credited once.
  expect(await operator('cashier', ['deposits'])).toContain(depositId);
  expect(await operator('cashier', ['callback', depositId, 'paid'])).toContain('credited');
  await operator('cashier', ['callback', depositId, 'paid', '--amount', '500.00']);
  await centre(page).getByRole('button', { name: 'Actualizar' }).first().click();
  await until(async () => (await centre(page).getByRole('region', { name: 'Depósitos recientes', exact: true }).textContent()) ?? '', (text) => text.includes('Acreditado'));
  expect(await headerBalance(page)).toBe(50000);

  // 3. One wallet per vendor: 100.00 to Spinix Studios' wallet.
  await operator('cashier', ['wallet-mode', 'multi']);
  await openCentrePage(page, 'transferFund', 'Mi billetera');
  const transfer = centre(page).getByRole('form', { name: 'Transferir entre billeteras' });
  await transfer.waitFor({ timeout: 20000 });
  // A game wallet as the source sends to the main wallet only (issue 26 #7: Spinix -> Reelbit moved MAIN's money).
  await transfer.getByLabel('Desde').selectOption({ label: 'Spinix Studios' });
  expect(await transfer.getByLabel('Hacia').locator('option').allTextContents()).toEqual(['MAIN']);
  await transfer.getByLabel('Desde').selectOption('MAIN');
  expect(await transfer.getByLabel('Hacia').locator('option').allTextContents()).toContain('Reelbit');
  await transfer.getByLabel('Hacia').selectOption({ label: 'Spinix Studios' });
  await transfer.getByRole('textbox', { name: 'Importe' }).fill('100');
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await centre(page).getByText(/Se transfirieron .* a Spinix Studios/).waitFor({ timeout: 20000 });

  // 4. Play a round of a Spinix game against that wallet.
  const { gameName, frame } = await openFirstSlot(page, '/rng?vassalage=SPX');
  await spin(frame);

  // 4b. A game of a vendor whose wallet is empty (Luxora): the launch offers to move money first, at 390 px.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await page.goto(url('/rng?vassalage=LUX'));
    const luxora = page.locator('[data-remote="remote_games"] ul.gms-grid').getByRole('button', { name: /^Jugar a / }).first();
    await luxora.waitFor({ timeout: 20000 });
    const luxoraGame = ((await luxora.getAttribute('aria-label')) ?? '').replace(/^Jugar a /, '');
    await luxora.click();
    const fund = page.getByRole('dialog', { name: 'Saldo para Luxora Gaming' });
    await fund.waitFor({ timeout: 20000 });
    expect(await fund.getByRole('textbox', { name: 'Importe a transferir a Luxora Gaming' }).inputValue()).toBe('100.00');
    const box = await fund.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await fund.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await fund.getByRole('button', { name: 'Transferir y jugar' }).click();
    await page.waitForURL(/\/game\?/, { timeout: 20000 });
    const luxoraBalance = page.frameLocator(`iframe[title="Juego: ${luxoraGame}"]`).locator('#balance');
    await until(async () => (await luxoraBalance.textContent()) ?? '', (text) => text.includes('100.00'));
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }

  // 5. All back to the main wallet in one action.
  await openCentrePage(page, 'transferFund', 'Mi billetera');
  await centre(page).getByRole('button', { name: 'Todo a la billetera principal' }).click();
  await centre(page).getByText('El saldo de todas las billeteras de juegos volvió a la billetera principal.').waitFor({ timeout: 20000 });
  await operator('cashier', ['wallet-mode', 'single']);
  const afterPlay = await headerBalance(page);
  expect(afterPlay).toBeGreaterThan(0);

  // 6. Withdraw 150.00: payment password, an account in the payee name, a confirmation step.
  await setPaymentPassword(page, PAYMENT_PASSWORD);
  await centre(page).getByRole('radio', { name: 'Cuenta bancaria' }).check();
  await centre(page).getByLabel('Nombre del banco').fill('BPI');
  await centre(page).getByLabel('Número de cuenta').fill('001234567890');
  const holder = centre(page).getByLabel('Nombre del titular');
  expect(await holder.inputValue()).toBe(PAYEE);
  await centre(page).getByRole('button', { name: 'Vincular la cuenta' }).click();
  const withdrawForm = centre(page).getByRole('form', { name: 'Solicitar un retiro' });
  await withdrawForm.waitFor({ timeout: 20000 });
  await withdrawForm.getByRole('textbox', { name: 'Importe' }).fill('150');
  await withdrawForm.getByLabel('Contraseña de pago').fill(PAYMENT_PASSWORD);
  await withdrawForm.getByRole('button', { name: 'Continuar' }).click();
  await centre(page).getByRole('button', { name: 'Confirmar' }).click();
  const done = centre(page).getByRole('status').filter({ has: page.getByRole('heading', { name: 'Retiro solicitado' }) });
  await done.waitFor({ timeout: 20000 });
  const withdrawalId = /W\d{14}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  expect(withdrawalId).not.toBe('');
  expect(await headerBalance(page)).toBe(afterPlay - 15000);

  // 7. The operator pays it; the player says only 100.00 arrived and attaches a screenshot.
  expect(await operator('cashier', ['approve', withdrawalId])).toContain('approved');
  await openCentrePage(page, 'withdraw', 'Retiro');
  const confirm = centre(page).getByRole('form', { name: `Confirmar la recepción del retiro ${withdrawalId}` });
  await confirm.waitFor({ timeout: 20000 });
  await confirm.getByRole('radio', { name: 'Recibido en parte' }).check();
  await confirm.getByLabel('Importe recibido').fill('100');
  const proof = path.join(WORK_DIR, 'proof.png');
  writeFileSync(
    proof,
    Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'),
  );
  await confirm.locator('input[type="file"]').setInputFiles(proof);
  await confirm.getByRole('button', { name: 'Enviar respuesta' }).click();
  const orders = centre(page).getByRole('region', { name: 'Mis retiros', exact: true });
  await until(async () => (await orders.textContent()) ?? '', (text) => text.includes('Recibido en parte') && !text.includes('Enviar respuesta'));
  expect(await operator('cashier', ['withdrawals', '--status', 'approved'])).toMatch(new RegExp(`${withdrawalId}.*partlyReceived 100\\.00\\s+dispute open`));

  // 7b. The operator's dispute tool (issue 26 #9): the dispute with what arrived, its proof saved as a
  // file, the difference paid to the main wallet once; the player sees the outcome, the money and the message.
  const beforeDifference = await headerBalance(page);
  expect(await operator('cashier', ['disputes'])).toMatch(new RegExp(`${withdrawalId}\\s+${username}\\s+150\\.00\\s+partlyReceived\\s+received 100\\.00\\s+difference 50\\.00\\s+1 proof`));
  const proofDir = path.join(WORK_DIR, 'dispute-proofs');
  expect(await operator('cashier', ['dispute', withdrawalId, '--out', proofDir])).toContain(`proof 1: ${path.join(proofDir, `${withdrawalId}-proof-1.png`)}`);
  expect(readFileSync(path.join(proofDir, `${withdrawalId}-proof-1.png`)).equals(readFileSync(proof))).toBe(true);
  expect(await operator('cashier', ['dispute-pay', withdrawalId])).toContain(`paid 50.00 to ${username}'s main wallet`);
  await expect(operator('cashier', ['dispute-pay', withdrawalId])).rejects.toThrow(/already resolved \(paid by /);
  expect(await headerBalance(page)).toBe(beforeDifference + 5000);
  await openCentrePage(page, 'withdraw', 'Retiro');
  await until(async () => ((await orders.textContent()) ?? '').replace(/\u00a0/g, ' '), (text) => text.includes('Diferencia pagada: P 50,00 en su billetera principal'));
  await page.goto(url('/member/messageV2'));
  await centre(page).getByRole('button', { name: /^Diferencia de retiro pagada/ }).waitFor({ timeout: 20000 });

  // 8. The account record: every movement of today, and totals that add up to the balance.
  const balance = await headerBalance(page);
  await openCentrePage(page, 'transactionHistory', 'Registro de cuenta');
  const accountTable = centre(page).getByRole('table');
  const accountRows = await until(() => rows(accountTable), (list) => list.length >= 7);
  const types = accountRows.map((cells) => cells[1]);
  for (const type of ['Depósito', 'Transferencia saliente', 'Transferencia entrante', 'Apuesta', 'Retiro', 'Retiro devuelto']) expect(types).toContain(type);
  const totals = centre(page).getByRole('region', { name: 'Totales del período', exact: true });
  const net = cents(await totals.getByText(/Neto/).locator('..').textContent());
  expect(net).toBe(balance);

  // 9. The betting record: the round, with its game.
  await openCentrePage(page, 'personalHistoryCopy', 'Registro de apuestas');
  const betRows = await until(() => rows(centre(page).getByRole('table')), (list) => list.length === 1);
  expect(betRows[0]?.join(' ')).toContain(gameName);

  // 10. The P&L: deposits, withdrawals and the game's result.
  await openCentrePage(page, 'personalProfit', 'Pérdidas personales');
  const summary = await until(async () => ((await centre(page).textContent()) ?? '').replace(/\u00a0/g, ' '), (text) => text.includes('DepósitosP 500,00'));
  // 150.00 withdrawn, 50.00 of it paid back as the dispute's difference.
  expect(summary).toContain('RetirosP 100,00');
  expect(summary).toContain(`Total apostado${(betRows[0]?.[4] ?? 'no stake').replace(/\u00a0/g, ' ')}`);

  // 11. The ledger balances after it all.
  expect(await operator('ledger-check')).toContain('OK: the ledger balances');
});

test('every money page in English at 390 px: translated, nothing wider than the screen, light and dark', async () => {
  const { page } = browser;
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    await logIn(page, { username, password }, 'en');
    const pages: [string, string, string][] = [
      ['transferFund', 'My wallet', 'Main wallet'],
      ['depositv2', 'Deposit', 'Recent deposits'],
      ['withdraw', 'Withdrawal', 'My withdrawals'],
      ['transferUpline', 'Transfer to upline', 'upline'],
      ['transactionHistory', 'Account record', 'Period totals'],
      ['personalHistoryCopy', 'Betting record', 'Period totals'],
      ['personalProfit', 'Personal loss', 'Deposits'],
    ];
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const [name, heading, marker] of pages) {
        await openCentrePage(page, name, heading);
        const body = centre(page).locator('.mem-page').first();
        const text = await until(async () => (await body.textContent()) ?? '', (shown) => shown.includes(marker), 20000);
        // No translation key shown as text (e.g. "withdraw.orders.title"), no Spanish left over.
        expect(text).not.toMatch(/\b(deposit|withdraw|wallet|upline|common|amount|status|period|account|bets|profit)\.[a-zA-Z]+/);
        expect(text).not.toMatch(/Depósito|Retiro|Billetera|Importe/);
        const overflow = await body.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect({ name, theme, overflow }).toEqual({ name, theme, overflow: 0 });
      }
    }
  } finally {
    await page.evaluate(() => localStorage.setItem('theme', 'light')).catch(() => undefined);
    await page.setViewportSize({ width: 1366, height: 900 });
  }
});

test('a GCash deposit is paid on the simulated gateway page and credited without the operator', async () => {
  const { page } = browser;
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(url('/'));
  const before = await headerBalance(page);
  await openCentrePage(page, 'depositv2', 'Depósito');
  await centre(page).getByRole('radio', { name: /GCash/ }).check();
  await centre(page).getByRole('textbox', { name: 'Importe' }).fill('200');
  await centre(page).getByRole('button', { name: 'Depositar' }).click();
  const result = centre(page).getByRole('region', { name: 'Pedido de depósito creado', exact: true });
  await result.waitFor({ timeout: 20000 });
  const [gateway] = await Promise.all([page.waitForEvent('popup'), result.getByRole('link', { name: /Ir a la página de pago/ }).click()]);
  await gateway.getByRole('button', { name: 'Pagar' }).click();
  await gateway.getByRole('status').filter({ hasText: 'Pago completado' }).waitFor({ timeout: 20000 });
  await gateway.close();
  // 200.00 less the channel's 1.5 % fee.
  await until(() => headerBalance(page), (balance) => balance === before + 19700);
  await openCentrePage(page, 'depositv2', 'Depósito');
  await until(async () => (await centre(page).getByRole('region', { name: 'Depósitos recientes', exact: true }).textContent()) ?? '', (text) => text.includes('Acreditado'));
});
