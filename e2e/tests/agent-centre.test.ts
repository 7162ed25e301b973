// The agent centre on the real API (issue 23), two browsers: the agent logs in through the agent
// variant of /login (no remember-me, lands on /agentHome) -> registers a downline agent -> transfers
// to it with the payment password -> offers it a daily-salary contract -> the downline (second
// browser) changes its initial password, accepts, and plays -> the settlement of that day runs
// (scripts/settlement, with the settlement clock the test moves past midnight) -> the downline's
// income and salary pages show the amount and its ledger reference, in English; the agent's "paid"
// tab shows it -> a lower-rate offer warns, sends nothing on cancel, and ends the downline's own
// contract only after consent -> scripts/ledger-check passes.
import { rmSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type Browser } from '../support/browser';
import { DEMO_AGENT, url } from '../support/journey';
import { freshVisit, logIn, openFirstSlot, operator, setPaymentPassword, spin, until } from '../support/player';
import { E2E_TEST_CLOCK_FILE } from '../support/ports';
import { ServedSuite } from '../support/suite';

let suite: ServedSuite;
let agentBrowser: Browser;
let downlineBrowser: Browser;
const stamp = Date.now().toString(36).slice(-5);
const downline = { username: `dl${stamp}`, password: 'Initial2026', changed: 'Downline2026' };
const subAgent = { username: `sub${stamp}`, password: 'Initial2026' };
const PAYMENT_PASSWORD = '135790';
const SITE_OFFSET_MS = 8 * 3600_000;

beforeAll(async () => {
  suite = await ServedSuite.start();
  agentBrowser = await launchBrowser();
  downlineBrowser = await launchBrowser();
});

afterAll(async () => {
  rmSync(E2E_TEST_CLOCK_FILE, { force: true });
  await agentBrowser?.close();
  await downlineBrowser?.close();
  await suite?.close();
});

/** The centre's page area (the agent remote's routes inside the host's overlay). */
const centre = (page: Page) => page.locator('[data-remote="remote_agent"][data-expose="./routes"]');

async function openCentrePage(page: Page, name: string, heading: string): Promise<Locator> {
  await page.goto(url(`/agent/${name}`));
  const area = centre(page);
  await area.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20000 });
  return area;
}

/** "P 1.234,50" / "1,234.50" -> cents, in the page's language. */
function cents(text: string | null, lang: 'es' | 'en'): number {
  const clean = (text ?? '').replace(/\u00a0/g, ' ');
  const match = lang === 'es' ? /(-?[\d.]+),(\d{2})/.exec(clean) : /(-?[\d,]+)\.(\d{2})/.exec(clean);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number((match[1] ?? '').replace(/[.,]/g, '')) * 100 + Number(match[2]);
}

/** The site day (UTC+8) of an instant, as the settlement names daily periods. */
const siteDay = (at: number) => new Date(at + SITE_OFFSET_MS).toISOString().slice(0, 10);

async function offerDailyContract(area: Locator, account: string, rate: string): Promise<void> {
  const form = area.getByRole('form', { name: 'Ofrecer un contrato' });
  await form.waitFor({ timeout: 20000 });
  const select = form.getByRole('combobox', { name: 'Cuenta del subordinado' });
  await until(() => select.locator('option', { hasText: account }).count(), (count) => count > 0);
  await select.selectOption({ label: account });
  await form.getByRole('textbox', { name: /Apuesta válida del período/ }).first().fill('0');
  await form.getByRole('textbox', { name: /Miembros activos/ }).first().fill('1');
  await form.getByRole('textbox', { name: /Tasa \(%\)/ }).first().fill(rate);
  await form.getByRole('button', { name: 'Enviar oferta' }).click();
}

test('an agent builds a team, contracts a daily salary that the settlement pays once, and the lower-rate rule asks first', async () => {
  const agent = agentBrowser.page;
  const player = downlineBrowser.page;

  // 1. The agent variant of /login: no remember-me, and the agent's home after the login.
  await freshVisit(agent, 'es');
  await agent.goto(url('/login?variant=agent'));
  const loginForm = agent.getByRole('form', { name: 'Iniciar sesión' });
  await loginForm.waitFor({ timeout: 20000 });
  expect(await loginForm.getByRole('checkbox', { name: 'Recordarme' }).count()).toBe(0);
  await loginForm.getByRole('textbox', { name: 'Usuario', exact: true }).fill(DEMO_AGENT.username);
  await loginForm.getByLabel('Contraseña', { exact: true }).fill(DEMO_AGENT.password);
  await loginForm.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await agent.waitForURL((address) => address.pathname === '/agentHome', { timeout: 20000 });
  await agent.getByRole('heading', { name: 'Cifras de hoy del equipo' }).waitFor({ timeout: 20000 });

  // 2. Register a downline agent with an initial password.
  let area = await openCentrePage(agent, 'agentRegister', 'Registrar cuenta');
  const registerForm = area.getByRole('form', { name: 'Registrar una cuenta subordinada' });
  await registerForm.getByRole('textbox', { name: 'Cuenta' }).fill(downline.username);
  await registerForm.getByLabel('Contraseña inicial').fill(downline.password);
  await registerForm.getByLabel('Confirmar contraseña').fill(downline.password);
  await registerForm.getByRole('radio', { name: 'Agente' }).check();
  await registerForm.getByRole('button', { name: 'Registrar cuenta' }).click();
  await area.getByText(`La cuenta de agente ${downline.username} ya está en su equipo.`).waitFor({ timeout: 20000 });

  // 3. Transfer 100.00 to it with the payment password (set first on the member centre's page).
  await setPaymentPassword(agent, PAYMENT_PASSWORD);
  area = await openCentrePage(agent, 'agentTeamManagement', 'Gestión del equipo');
  await area.getByRole('button', { name: `Transferir a ${downline.username}` }).click();
  const transfer = agent.getByRole('dialog', { name: `Transferir a ${downline.username}` });
  await transfer.getByRole('textbox', { name: 'Importe' }).fill('100.00');
  await transfer.getByLabel('Contraseña de pago').fill(PAYMENT_PASSWORD);
  await transfer.getByRole('button', { name: 'Transferir', exact: true }).click();
  await transfer.getByText(`Se transfirieron`).waitFor({ timeout: 20000 });
  expect(await transfer.textContent()).toContain(downline.username);
  await transfer.getByRole('button', { name: 'Cerrar' }).first().click();

  // 4. Offer it a daily salary: 1.50 % of the team's valid bet from one active member.
  area = await openCentrePage(agent, 'agentDailyWages', 'Salario diario');
  await offerDailyContract(area, downline.username, '1.50');
  await area.getByText(/Oferta enviada a .* \(contrato n\.º \d+\)/).waitFor({ timeout: 20000 });

  // 5. The downline logs in, must change the initial password, then accepts.
  await logIn(player, { username: downline.username, password: downline.password });
  const change = player.getByRole('form', { name: 'Cambiar contraseña' });
  await change.waitFor({ timeout: 20000 });
  await change.getByLabel('Nueva contraseña', { exact: true }).fill(downline.changed);
  await change.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(downline.changed);
  await change.getByRole('button', { name: 'Guardar' }).click();
  await change.waitFor({ state: 'detached', timeout: 20000 });
  area = await openCentrePage(player, 'agentDailyWages', 'Salario diario');
  await area.getByText(`${DEMO_AGENT.username} le ofrece este contrato: acéptelo o recházelo.`).waitFor({ timeout: 20000 });
  await area.getByRole('button', { name: /^Aceptar \(contrato n\.º \d+\)$/ }).click();
  await player.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
  await area.getByText(/Contrato n\.º \d+ firmado: está vigente\./).waitFor({ timeout: 20000 });

  // 6. The downline plays: three rounds of the first slot at its highest stake up to 10.00.
  const { frame } = await openFirstSlot(player);
  await until(() => frame.getByRole('button', { name: 'Girar' }).isEnabled(), Boolean);
  const stakes = await frame.locator('#bet option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  const chosen = stakes.filter((value) => Number(value) <= 10).sort((a, b) => Number(b) - Number(a))[0]!;
  await frame.locator('#bet').selectOption(chosen);
  const stake = Number(chosen);
  for (let round = 0; round < 3; round += 1) await spin(frame);
  const validBetCents = Math.round(stake * 100) * 3;
  const day = siteDay(Date.now());

  // 7. The day is over for the settlement (its clock only): the script pays the day once.
  const dayEnd = Date.parse(`${day}T00:00:00+08:00`) + 24 * 3600_000;
  writeFileSync(E2E_TEST_CLOCK_FILE, new Date(dayEnd + 10 * 60_000).toISOString());
  const run = await operator('settlement', ['run', 'daily', day]);
  expect(run).toContain(downline.username);
  expect(run).toMatch(/paid|already settled/);
  const again = await operator('settlement', ['run', 'daily', day]);
  expect(again).toContain('already settled');
  expect(again).toMatch(/paid now 0\.00/);
  writeFileSync(E2E_TEST_CLOCK_FILE, '');
  const expected = Math.floor((validBetCents * 150) / 10_000);
  expect(expected).toBeGreaterThan(0);

  // 8. The downline sees the salary in English: income by kind and the paid period with its reference.
  await player.evaluate(() => localStorage.setItem('lang', 'en'));
  area = await openCentrePage(player, 'agentIncome', 'My income');
  const totals = area.getByRole('region', { name: 'Income of the period by type' });
  await totals.waitFor({ timeout: 20000 });
  expect(cents(await totals.locator('dt', { hasText: 'Daily salary' }).locator('xpath=following-sibling::dd[1]').textContent(), 'en')).toBe(expected);
  area = await openCentrePage(player, 'agentDailyWages', 'Daily wages');
  const received = area.getByRole('table', { name: /^daily salary settlements/ });
  const row = received.getByRole('row', { name: new RegExp(`^${day.replace(/-/g, '/')}`) });
  await row.waitFor({ timeout: 20000 });
  expect(await row.textContent()).toContain('Paid');
  expect(await row.textContent()).toMatch(/AC\d+-\d{4}-\d{2}-\d{2}/);

  // The agent's "paid to my downlines" tab shows the same period.
  area = await openCentrePage(agent, 'agentDailyWages', 'Salario diario');
  await area.getByRole('tab', { name: 'Pagadas a mis subordinados' }).click();
  const paid = area.getByRole('table', { name: /^Liquidaciones de salario diario/ });
  const paidRow = paid.getByRole('row', { name: new RegExp(`${day.replace(/-/g, '/')}.*${downline.username}`) });
  await paidRow.waitFor({ timeout: 20000 });
  expect(await paidRow.textContent()).toContain('Pagado');

  // 9. The lower-rate rule: the downline offers its own downline 2.00 %, then the agent offers 1.00 %.
  await player.evaluate(() => localStorage.setItem('lang', 'es'));
  area = await openCentrePage(player, 'agentRegister', 'Registrar cuenta');
  const subForm = area.getByRole('form', { name: 'Registrar una cuenta subordinada' });
  await subForm.getByRole('textbox', { name: 'Cuenta' }).fill(subAgent.username);
  await subForm.getByLabel('Contraseña inicial').fill(subAgent.password);
  await subForm.getByLabel('Confirmar contraseña').fill(subAgent.password);
  await subForm.getByRole('radio', { name: 'Agente' }).check();
  await subForm.getByRole('button', { name: 'Registrar cuenta' }).click();
  await area.getByText(`La cuenta de agente ${subAgent.username} ya está en su equipo.`).waitFor({ timeout: 20000 });
  area = await openCentrePage(player, 'agentDailyWages', 'Salario diario');
  await offerDailyContract(area, subAgent.username, '2.00');
  await area.getByText(/Oferta enviada a .* \(contrato n\.º \d+\)/).waitFor({ timeout: 20000 });

  area = await openCentrePage(agent, 'agentDailyWages', 'Salario diario');
  await offerDailyContract(area, downline.username, '1.00');
  const warning = agent.getByRole('alertdialog', { name: `Se rescindirán contratos de ${downline.username}` });
  await warning.waitFor({ timeout: 20000 });
  expect(await warning.textContent()).toContain(subAgent.username);
  await warning.getByRole('button', { name: 'Cancelar' }).click();
  await area.getByText('No se envió la oferta.').waitFor({ timeout: 20000 });
  // Nothing changed: the downline still waits for its sub-agent's answer.
  area = await openCentrePage(player, 'agentDailyWages', 'Salario diario');
  await area.getByText(`Esperando la respuesta de ${subAgent.username}.`).waitFor({ timeout: 20000 });

  area = await openCentrePage(agent, 'agentDailyWages', 'Salario diario');
  await offerDailyContract(area, downline.username, '1.00');
  await warning.waitFor({ timeout: 20000 });
  await warning.getByRole('button', { name: 'Ofrecer y rescindir' }).click();
  await area.getByText(/Oferta enviada a .* \(contrato n\.º \d+\)/).waitFor({ timeout: 20000 });
  area = await openCentrePage(player, 'agentDailyWages', 'Salario diario');
  await area.getByText(`${DEMO_AGENT.username} le ofrece este contrato: acéptelo o recházelo.`).waitFor({ timeout: 20000 });
  expect(await area.getByText(`Esperando la respuesta de ${subAgent.username}.`).count()).toBe(0);

  // 10. The books balance.
  const check = await operator('ledger-check');
  expect(check).toContain('OK: the ledger balances');
});
