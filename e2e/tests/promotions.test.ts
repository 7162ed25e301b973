// Journeys of promotions (issue 22) on the real API: a member applies to an activity with two images ->
// the operator approves it with scripts/promotions -> the bonus is in the reward centre -> claim -> the
// account record shows the line; a win of a real round (the operator's winner rule lowered so that any
// win counts) appears in the winners list of /promotions, in Spanish and English; scripts/ledger-check
// passes after it all.
import { launchBrowser, type Browser } from '../support/browser';
import { logInFromHeader, url } from '../support/journey';
import { freshVisit, memberArea as member, openFirstSlot, operator, spin, until } from '../support/player';
import { ServedSuite } from '../support/suite';

const MEMBER = { username: 'demo_player', password: 'Demo2026pass' };
const PROMOTION = { id: 'big-win-showcase', es: 'Comparte tu gran premio', en: 'Share your big win' };
/** A 1x1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let suite: ServedSuite;
let browser: Browser;

beforeAll(async () => {
  suite = await ServedSuite.start();
  browser = await launchBrowser();
});

afterAll(async () => {
  await operator('promotions', ['winner-rule', '--min-win', '100.00', '--min-multiplier', '5']).catch(() => undefined);
  await browser?.close();
  await suite?.close();
});

test('apply with two images -> the operator approves -> claim in the reward centre -> the account record shows it', async () => {
  const { page } = browser;
  await freshVisit(page, 'es', { keepSettings: true });
  await page.goto(url('/'));
  await logInFromHeader(page, MEMBER);

  // The list: tabs, cards with their translated status, the promotion's detail.
  await page.goto(url('/promotions'));
  await member(page).getByRole('tablist', { name: 'Categorías de promociones' }).waitFor({ timeout: 20_000 });
  await member(page).getByRole('tab', { name: 'Casino' }).click();
  await member(page).getByRole('link', { name: `Ver detalles de ${PROMOTION.es}` }).click();
  await page.waitForURL(/\/promoDetail\?id=big-win-showcase$/);

  // The application: comment, two images (previews with Remove), the age confirmation.
  const comment = member(page).getByRole('textbox', { name: 'Comentario' });
  await comment.waitFor({ timeout: 20_000 });
  await comment.fill('Mi mejor premio de la semana 🎰');
  await member(page)
    .getByLabel('Imágenes (png o jpg)')
    .setInputFiles([
      { name: 'premio-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'premio-2.png', mimeType: 'image/png', buffer: PNG },
    ]);
  await member(page).getByRole('button', { name: 'Quitar premio-2.png' }).waitFor();
  await member(page).getByRole('checkbox', { name: 'Tengo 18 años y acepto los términos' }).check();
  await member(page).getByRole('button', { name: 'Enviar solicitud' }).click();
  await member(page).getByText('Solicitud enviada: la revisaremos pronto.').waitFor({ timeout: 20_000 });
  const application = member(page).getByRole('region', { name: 'Su solicitud' });
  await application.getByText('En revisión', { exact: true }).waitFor();

  // The operator: the application is listed with its two images, then approved.
  const listed = await operator('promotions', ['list']);
  const line = listed.split('\n').find((text) => text.includes('demo_player') && text.includes(PROMOTION.id));
  expect(line).toContain('2 images');
  const applicationId = (line ?? '').trim().split(/\s+/)[0] ?? '';
  expect(await operator('promotions', ['approve', applicationId])).toContain("bonus issued to demo_player's reward centre");

  await page.reload();
  await application.getByText('Bono emitido', { exact: true }).waitFor({ timeout: 20_000 });
  await member(page).getByRole('link', { name: 'Ir al centro de recompensas' }).click();
  await page.waitForURL(/\/member\/rewardCenter$/);
  await member(page).getByRole('button', { name: `Reclamar ${PROMOTION.es}` }).click();
  await member(page).getByRole('status').filter({ hasText: PROMOTION.es }).waitFor({ timeout: 20_000 });

  // The account record: the bonus of 20.00.
  await page.goto(url('/member/transactionHistory'));
  const table = member(page).getByRole('table');
  await table.waitFor({ timeout: 20_000 });
  const rows = await until(
    () => table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => (tr.textContent ?? '').replace(/\s+/g, ' '))),
    (list) => list.some((text) => /20,00/.test(text)),
  );
  expect(rows.some((text) => /20,00/.test(text))).toBe(true);

  // The promotion now reads claimed, in English too.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(url(`/promoDetail?id=${PROMOTION.id}`));
  await member(page).getByRole('heading', { level: 2, name: PROMOTION.en }).waitFor({ timeout: 20_000 });
  await member(page).getByRole('region', { name: 'Your application' }).getByText('Claimed', { exact: true }).waitFor();
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
});

test('a win of a real round appears in the winners list of /promotions (ES and EN); the ledger balances', async () => {
  const { page } = browser;
  // Any win counts for this journey: the operator lowers the rule.
  expect(await operator('promotions', ['winner-rule', '--min-win', '0.01', '--min-multiplier', '0.1'])).toContain('from 0.01');

  // Play rounds of the first slot until one wins.
  const { gameName, frame } = await openFirstSlot(page);
  await frame.getByRole('heading', { name: gameName }).waitFor({ timeout: 20_000 });
  // A round's result is "Ganaste P …" or "Sin premio"; about one round in four wins.
  let won = false;
  for (let round = 0; round < 40 && !won; round += 1) won = (await spin(frame)).startsWith('Ganaste');
  expect(won).toBe(true);

  await page.goto(url('/promotions'));
  const winners = member(page).getByRole('list', { name: 'Últimos grandes premios' });
  await winners.waitFor({ timeout: 20_000 });
  // The sentence a screen reader hears for each line (the visible cells beside it are hidden from it).
  await winners.getByText(/^de\*\*\*r ganó P\s[\d.]+,\d{2} en /).first().waitFor({ state: 'attached', timeout: 40_000 });

  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await member(page).getByRole('list', { name: 'Latest big wins' }).getByText(/^de\*\*\*r won P\s[\d,]+\.\d{2} on /).first().waitFor({ state: 'attached', timeout: 20_000 });
  await page.evaluate(() => localStorage.setItem('lang', 'es'));

  expect(await operator('ledger-check')).toContain('OK: the ledger balances');
});
