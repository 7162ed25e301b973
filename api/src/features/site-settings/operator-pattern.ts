/**
 * The registration patterns an operator sets (acceptedPattern, scripts/site-settings fields) are run
 * by RE2 (re2js): linear time whatever the pattern, so a pattern like `(a+)+$` cannot freeze the API
 * as it froze Node's backtracking RegExp. Saved patterns are at most MAX_PATTERN_LENGTH characters and
 * must be read by RE2 and by the browsers' RegExp (no backreferences, no lookaround).
 */
import { RE2JS } from 're2js';
import { MAX_PATTERN_LENGTH } from '@suite/shared/validation';

export { MAX_PATTERN_LENGTH };

/** Why a pattern is refused when saved (an English sentence for the operator's script). */
export class PatternRefusal extends Error {}

const compiled = new Map<string, RE2JS | null>();
const COMPILED_MAX = 500;

function compileRe2(pattern: string): RE2JS {
  // translateRegExp reads the JavaScript spellings RE2 lacks (\uXXXX, \u{...}, named groups).
  const translated = RE2JS.translateRegExp(pattern);
  // Compiled alone too: "a)|(b" only looks whole once wrapped.
  RE2JS.compile(translated);
  return RE2JS.compile(`(?:${translated})`);
}

/** Throws a PatternRefusal unless the pattern may be saved ('*' is any text). */
export function checkOperatorPattern(pattern: string): void {
  if (pattern === '*') return;
  if (pattern.length > MAX_PATTERN_LENGTH) {
    throw new PatternRefusal(`acceptedPattern has ${pattern.length} characters, at most ${MAX_PATTERN_LENGTH}`);
  }
  if (pattern.includes('\0')) throw new PatternRefusal('acceptedPattern must not contain NUL');
  try {
    compileRe2(pattern);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PatternRefusal(
      `acceptedPattern cannot be run in linear time (backreferences and lookaround are not supported): ${reason}`,
    );
  }
  try {
    // The browsers check the same pattern with their RegExp (compiling it runs nothing).
    new RegExp(`^(?:${pattern})$`);
  } catch {
    throw new PatternRefusal(`acceptedPattern is not a valid regular expression: ${pattern}`);
  }
}

/**
 * Whether the whole text matches the pattern ('*' or empty: any text), in linear time. A stored
 * pattern RE2 cannot read (saved before the check) is not applied, as the browsers do with one they
 * cannot read; it is logged once.
 */
export function matchesOperatorPattern(text: string, pattern: string | undefined): boolean {
  if (!pattern || pattern === '*') return true;
  let regex = compiled.get(pattern);
  if (regex === undefined) {
    try {
      regex = pattern.length > MAX_PATTERN_LENGTH ? null : compileRe2(pattern);
    } catch {
      regex = null;
    }
    if (!regex) console.warn(`[suite] registration pattern cannot be run in linear time, not checked: ${pattern.slice(0, 80)}`);
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    compiled.set(pattern, regex);
  }
  return regex ? regex.testExact(text) : true;
}
