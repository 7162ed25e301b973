// `tsc --noEmit -p <pkg>` for every package with a tsconfig.json, two at a time.
import { PACKAGES, TSC, hasFile, packageDir } from './packages.mjs';
import { run, seconds } from './proc.mjs';

export async function typecheckAll({ log = console.log, concurrency = 2 } = {}) {
  const packages = PACKAGES.filter((name) => hasFile(name, 'tsconfig.json'));
  const skipped = PACKAGES.filter((name) => !packages.includes(name));
  if (skipped.length > 0) log(`  (no tsconfig.json, skipped: ${skipped.join(', ')})`);
  const queue = [...packages];
  const failures = [];
  const worker = async () => {
    while (queue.length > 0) {
      const name = queue.shift();
      const result = await run(process.execPath, [TSC(), '--noEmit', '-p', packageDir(name)], { cwd: packageDir(name) });
      log(`  tsc ${name.padEnd(15)} ${result.code === 0 ? 'ok' : 'FAILED'}  ${seconds(result.ms)}`);
      if (result.code !== 0) failures.push({ name, output: result.output.trim() });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failures.length > 0) {
    for (const { name, output } of failures) log(`\n--- tsc ${name} ---\n${output}`);
    throw new Error(`type errors in ${failures.map((failure) => failure.name).join(', ')}`);
  }
}
