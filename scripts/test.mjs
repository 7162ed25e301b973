#!/usr/bin/env node
// `npm test`: every check of the suite, in order, stopping at the first failure:
//   chromium (present, or installed when root) -> jest api (alongside, see below) -> lint -> shared surface
//   -> type-check -> jest per front-end package -> jest scripts (scripts/jest.config.cjs: the operator
//   scripts' own helpers) -> node --test scripts (scripts/*.test.mjs: the operator commands themselves)
//   -> build -> e2e -> (the end of jest api)
// `jest api` runs alongside the later steps (issue 26 #16: test time): it starts first, at a lower CPU
// priority (nice 10), its output kept and printed when it ends. Lint is one process, and the journeys of
// e2e spend part of their time waiting (one browser page, one API request at a time per worker): the API's
// tests take the CPU those leave. npm test waits for it at the end and fails if it failed.
// Env: CHROMIUM_PATH (default /usr/bin/chromium); DATABASE_URL makes the API tests also run on PostgreSQL.
// `npm test -- --from <step>` resumes at a step (e.g. --from build, --from "jest api", --from e2e).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDeps } from './lib/ensure-deps.mjs';
import { ESLINT, JEST, PACKAGES, hasFile, packageDir } from './lib/packages.mjs';
import { run, seconds } from './lib/proc.mjs';
import { typecheckAll } from './lib/typecheck.mjs';

let chromium;

/** Runs a node CLI with its output streamed; throws naming the command (as a person would type it). */
async function exec(args, { cwd = ROOT, env, label }) {
  const { code } = await run(process.execPath, args, { cwd, env, stream: true });
  if (code !== 0) throw new Error(`\`${label}\` exited with ${code}`);
}

/**
 * Like exec, for a step that runs alongside others: its output is kept (not mixed into theirs) and printed
 * when it ends, and it runs at a lower CPU priority so the steps in front keep their pace.
 */
async function execAlongside(args, { cwd = ROOT, env, label, name }) {
  const { code, output } = await run(process.execPath, args, { cwd, env, priority: ALONGSIDE_PRIORITY });
  console.log(`\n──── ${name} (ran alongside; its output) ────\n${output.trimEnd()}`);
  if (code !== 0) throw new Error(`\`${label}\` exited with ${code}`);
}

/** nice 10: the journeys' browsers and APIs come first, the API's unit tests take the CPU left over. */
const ALONGSIDE_PRIORITY = 10;

const jestPackages = PACKAGES.filter((name) => name !== 'e2e' && name !== 'api');

/** jest in one package, two workers (jest's default on a 2-core machine is one). */
function jestStep(name) {
  const args = ['--ci', '--maxWorkers=2'];
  const label = `cd ${name} && npx jest ${args.join(' ')}`;
  return { name: `jest ${name}`, skip: () => !hasFile(name, 'jest.config.cjs') && 'no jest.config.cjs', args, label };
}

/** Unit tests of the operator commands (node's own runner: they are ES modules with top-level await). */
const scriptTests = () =>
  readdirSync(path.join(ROOT, 'scripts'))
    .filter((file) => file.endsWith('.test.mjs'))
    .sort()
    .map((file) => path.join('scripts', file));

/** @type {{ name: string, skip?: () => string | false, run: () => Promise<unknown> }[]} */
const STEPS = [
  { name: 'dependencies', run: () => ensureDeps() },
  { name: 'chromium', run: async () => (chromium = await ensureChromium()) },
  (() => {
    // The API's tests, started first and run alongside every later step (see the top of this file). Their
    // files each use a database of their own (a PGlite copy, a PostgreSQL schema or database of their own)
    // and port 0, so two workers run them side by side (issue 26 #16: 356 s -> ~230 s there).
    const { args, ...step } = jestStep('api');
    return { ...step, alongside: true, run: () => execAlongside([JEST(), ...args], { cwd: packageDir('api'), label: step.label, name: step.name }) };
  })(),
  {
    name: 'lint',
    skip: () => !existsSync(path.join(ROOT, 'eslint.config.mjs')) && 'no eslint.config.mjs',
    run: () => exec([ESLINT(), '.'], { label: 'npx eslint .' }),
  },
  {
    // @suite/shared's exports against shared/api-surface.json and its version (docs/releases.md).
    name: 'shared surface',
    run: () => exec([path.join(ROOT, 'scripts/shared-surface.mjs'), '--check'], { label: 'node scripts/shared-surface.mjs --check' }),
  },
  { name: 'type-check', run: () => typecheckAll() },
  ...jestPackages.map((name) => {
    const { args, ...step } = jestStep(name);
    return { ...step, run: () => exec([JEST(), ...args], { cwd: packageDir(name), label: step.label }) };
  }),
  {
    name: 'jest scripts',
    run: () => exec([JEST(), '--ci', '--config', 'scripts/jest.config.cjs'], { label: 'npx jest --ci --config scripts/jest.config.cjs' }),
  },
  {
    name: 'node --test scripts',
    skip: () => scriptTests().length === 0 && 'no scripts/*.test.mjs',
    run: () => exec(['--test', ...scriptTests()], { label: 'node --test scripts/*.test.mjs' }),
  },
  { name: 'build', run: () => buildApps() },
  {
    name: 'e2e',
    run: () => exec([JEST(), '--ci'], { cwd: packageDir('e2e'), env: { CHROMIUM_PATH: chromium }, label: 'cd e2e && npx jest --ci' }),
  },
];

const PREREQUISITES = ['dependencies', 'chromium'];

function parseFrom(argv) {
  const index = argv.indexOf('--from');
  const unknown = argv.filter((arg, i) => arg !== '--from' && !(index >= 0 && i === index + 1));
  if (unknown.length > 0 || (index >= 0 && !argv[index + 1])) {
    console.error(`Usage: npm test [-- --from <step>]\nSteps: ${STEPS.map((step) => step.name).join(', ')}`);
    process.exit(2);
  }
  if (index < 0) return 0;
  const wanted = argv[index + 1];
  const at = STEPS.findIndex((step) => step.name === wanted || step.name.startsWith(wanted));
  if (at < 0) {
    console.error(`No step "${wanted}". Steps: ${STEPS.map((step) => step.name).join(', ')}`);
    process.exit(2);
  }
  return at;
}

const fromIndex = parseFrom(process.argv.slice(2));
const results = [];
const started = Date.now();

function summary() {
  console.log('\n──── npm test summary ────');
  for (const { name, status, ms, note } of results) {
    console.log(`  ${status.padEnd(7)} ${name.padEnd(22)} ${ms === undefined ? '' : seconds(ms).padStart(7)}${note ? `  (${note})` : ''}`);
  }
  console.log(`  total ${seconds(Date.now() - started)}`);
}

/** Steps running alongside: their promise settles with the step's result, never rejects. */
const alongside = [];

function fail(step, error, t0) {
  results.push({ name: step.name, status: 'FAILED', ms: Date.now() - t0, note: error.message.split('\n')[0] });
  return error;
}

/** Waits for the steps running alongside; the first failure among them, if any. */
async function settleAlongside() {
  let failure = null;
  for (const { step, done } of alongside.splice(0)) {
    const outcome = await done;
    const at = results.findIndex((result) => result.name === step.name);
    results[at] = outcome.result;
    failure ??= outcome.error ? { step, error: outcome.error } : null;
  }
  return failure;
}

function stop(step, error) {
  summary();
  console.error(`\nnpm test FAILED at step "${step.name}":\n${error.message}`);
  process.exit(1);
}

for (const step of STEPS) {
  const skipped = STEPS.indexOf(step) < fromIndex && !PREREQUISITES.includes(step.name) ? '--from' : step.skip?.();
  if (skipped) {
    results.push({ name: step.name, status: 'skipped', note: skipped });
    continue;
  }
  const t0 = Date.now();
  if (step.alongside) {
    console.log(`\n──── ${step.name}: started, runs alongside the next steps (output when it ends) ────`);
    results.push({ name: step.name, status: 'running' });
    const done = step.run().then(
      () => ({ result: { name: step.name, status: 'ok', ms: Date.now() - t0, note: 'alongside' } }),
      (error) => ({ error, result: { name: step.name, status: 'FAILED', ms: Date.now() - t0, note: error.message.split('\n')[0] } }),
    );
    alongside.push({ step, done });
    continue;
  }
  console.log(`\n──── ${step.name} ────`);
  try {
    await step.run();
    results.push({ name: step.name, status: 'ok', ms: Date.now() - t0 });
  } catch (error) {
    fail(step, error, t0);
    for (const rest of STEPS.slice(STEPS.indexOf(step) + 1)) results.push({ name: rest.name, status: 'not run' });
    // What runs alongside ends first, so the summary is whole (its own failure is reported too).
    await settleAlongside();
    stop(step, error);
  }
}
const failedAlongside = await settleAlongside();
if (failedAlongside) stop(failedAlongside.step, failedAlongside.error);
summary();
console.log('\nAll checks passed.');
