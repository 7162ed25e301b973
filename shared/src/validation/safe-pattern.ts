/**
 * Operator-set patterns (the registration field settings' acceptedPattern) are checked by the
 * browsers with their backtracking RegExp, where a pattern such as `(a+)+$` takes exponential time on
 * a 30-character input and freezes the page. The API runs them in linear time (RE2) and refuses
 * longer ones when saved; in the browser a pattern that could backtrack badly is not checked (the
 * server checks it on submit, as it does a pattern the browser cannot read).
 */

/** The longest acceptedPattern the API accepts (longer ones are refused with a 400 when saved). */
export const MAX_PATTERN_LENGTH = 200;

/** Repetitions whose count may vary by more than this count as unbounded (n^k steps on 255 characters). */
const WIDE_REPEAT = 16;
/** More varying repetitions than this in one pattern: polynomial backtracking (e.g. `.*.*.*.*x`). */
const MAX_WIDE_REPEATS = 3;

interface Quantifier {
  /** The quantified item may repeat (*, +, {n,m} with m > 1), not only be optional (?). */
  repeats: boolean;
  wide: boolean;
  length: number;
}

/** The quantifier at `index` (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each maybe lazy), or null. */
function quantifierAt(pattern: string, index: number): Quantifier | null {
  const char = pattern[index];
  let length = 1;
  let result: Omit<Quantifier, 'length'>;
  if (char === '*' || char === '+') result = { repeats: true, wide: true };
  else if (char === '?') result = { repeats: false, wide: false };
  else if (char === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index));
    if (!match) return null;
    length = match[0].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    result = { repeats: max > 1, wide: max - min > WIDE_REPEAT };
  } else return null;
  if (pattern[index + length] === '?') length += 1;
  return { ...result, length };
}

interface Atom {
  source: string;
  quantified: boolean;
}

interface Group {
  atoms: Atom[];
  /** Holds a quantifier, an alternation or another group. */
  complex: boolean;
  alternation: boolean;
  nested: boolean;
}

const newGroup = (): Group => ({ atoms: [], complex: false, alternation: false, nested: false });

/**
 * A repeated group is safe when it cannot split one stretch of text into iterations in several
 * ways: no quantifier inside, or (no alternation, no inner group) it starts with a plain literal
 * character, itself not repeated, that nothing else in the group matches (`( [A-Z]+)*`: each space
 * starts an iteration).
 */
function repeatable(group: Group): boolean {
  if (!group.complex) return true;
  if (group.alternation || group.nested) return false;
  const [first, ...rest] = group.atoms;
  if (!first || first.quantified) return false;
  const literal = /^(?:[^\\.[\]()|*+?{}^$]|\\[^A-Za-z0-9])$/.test(first.source) ? first.source.slice(-1) : null;
  if (literal === null) return false;
  // Each atom is one character's matcher (a character, a class, an escape, a dot): testing one character is safe.
  return rest.every((atom) => {
    try {
      return !new RegExp(`^(?:${atom.source})$`).test(literal);
    } catch {
      return false;
    }
  });
}

/**
 * Whether a backtracking engine runs the pattern in reasonable time on inputs of up to 255
 * characters: at most MAX_PATTERN_LENGTH characters, no backreference, no repeated
 * group that could split a text several ways (`(a+)+`, `(a|ab)*`, `(\w+\s?)*`), and at most
 * three repetitions of varying count. Conservative: false means "do not run it here".
 */
export function isBacktrackingSafe(pattern: string): boolean {
  if (pattern.length > MAX_PATTERN_LENGTH) return false;
  const stack: Group[] = [newGroup()];
  const top = (): Group => stack[stack.length - 1] as Group;
  let wideRepeats = 0;
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index];
    const start = index;
    // The item just read ends at `index`; a quantifier may follow it.
    let closedGroup: Group | null = null;
    if (char === '\\') {
      const next = pattern[index + 1] ?? '';
      if (/[1-9k]/.test(next)) return false; // backreference
      index = next === 'u' && pattern[index + 2] === '{' ? pattern.indexOf('}', index) + 1 || pattern.length : index + 2;
    } else if (char === '[') {
      index += 1;
      if (pattern[index] === '^') index += 1;
      if (pattern[index] === ']') index += 1;
      while (index < pattern.length && pattern[index] !== ']') index += pattern[index] === '\\' ? 2 : 1;
      index += 1;
    } else if (char === '(') {
      const lookaround = /^\(\?<?[=!]/.exec(pattern.slice(index));
      top().nested = true;
      top().complex = true;
      stack.push(newGroup());
      // Lookaround (only in patterns saved before the API's RE2 check): its content is checked like a group's.
      if (lookaround) index += lookaround[0].length;
      else if (pattern.startsWith('(?:', index)) index += 3;
      else if (pattern.startsWith('(?<', index)) index = pattern.indexOf('>', index) + 1 || pattern.length;
      else index += 1;
      continue;
    } else if (char === ')') {
      if (stack.length === 1) return false;
      closedGroup = stack.pop() as Group;
      index += 1;
    } else if (char === '|') {
      top().alternation = true;
      top().complex = true;
      index += 1;
      continue;
    } else if (char === '^' || char === '$') {
      index += 1;
      continue;
    } else {
      index += 1;
    }
    const quantifier = quantifierAt(pattern, index);
    if (closedGroup && quantifier?.repeats && !repeatable(closedGroup)) return false;
    if (!closedGroup) top().atoms.push({ source: pattern.slice(start, index), quantified: quantifier !== null });
    if (quantifier) {
      top().complex = true;
      if (quantifier.wide) wideRepeats += 1;
      if (wideRepeats > MAX_WIDE_REPEATS) return false;
      index += quantifier.length;
    }
  }
  return stack.length === 1;
}
