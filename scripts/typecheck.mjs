#!/usr/bin/env node
// `npm run typecheck`: tsc --noEmit for every package of the workspace.
import { typecheckAll } from './lib/typecheck.mjs';

try {
  await typecheckAll();
} catch (error) {
  console.error(`\nType-check failed: ${error.message}`);
  process.exit(1);
}
