import type { PatternId, RegisterFieldSetting } from '../api/contract';
import { isBacktrackingSafe } from './safe-pattern';
import type { ValidationResult } from './types';

/** Every patternId of the contract has a `validation.pattern.<id>` message (range and exact). */
export const PATTERN_IDS: readonly PatternId[] = [
  'username',
  'password',
  'fullName',
  'email',
  'digits',
  'mobileNum',
  'alphanumeric',
  'captcha',
  'text',
];

/** Upper bound when the server gives none (the verification code's 0-255 of spec 1 §5). */
export const DEFAULT_MAX_LENGTH = 255;

/**
 * Checks a value against its registration setting (GET /wps/system/setting/register): nothing when
 * the field is off; required when flagged; then pattern and length, reported with the message of its
 * patternId carrying {{min}}/{{max}} (the `exact` text, a single number, when min equals max).
 * Values are checked trimmed.
 */
export function validateField(value: string | null | undefined, setting: RegisterFieldSetting | null | undefined): ValidationResult {
  if (!setting?.enabled) return null;
  const text = (value ?? '').trim();
  if (text === '') return setting.required ? { key: 'validation.required', params: {} } : null;
  const { min, max } = lengthBounds(setting);
  const length = [...text].length;
  if (length >= min && length <= max && matchesPattern(text, setting.acceptedPattern)) return null;
  return { key: patternMessageKey(setting.patternId, min === max), params: { min, max } };
}

export function patternMessageKey(patternId: PatternId | undefined, exact: boolean): string {
  const id = patternId && PATTERN_IDS.includes(patternId) ? patternId : 'text';
  return `validation.pattern.${id}.${exact ? 'exact' : 'range'}`;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

function lengthBounds({ minLength, maxLength }: RegisterFieldSetting): { min: number; max: number } {
  const min = isCount(minLength) ? minLength : 0;
  const max = isCount(maxLength) && maxLength > 0 ? maxLength : DEFAULT_MAX_LENGTH;
  return { min, max: Math.max(min, max) };
}

const compiled = new Map<string, RegExp | null>();

/** The pattern must match the whole value ('*' or empty: any text). */
function matchesPattern(text: string, pattern: string | undefined): boolean {
  if (!pattern || pattern === '*') return true;
  if (!compiled.has(pattern)) compiled.set(pattern, compile(pattern));
  const regex = compiled.get(pattern);
  // A pattern the browser cannot read must not lock people out of registering: the server checks again.
  return regex ? regex.test(text) : true;
}

function compile(pattern: string): RegExp | null {
  // Over-long, or one a backtracking RegExp could freeze on ((a+)+$): the server checks it in linear time.
  if (!isBacktrackingSafe(pattern)) {
    console.warn(`[suite] registration pattern left to the server (could backtrack badly): ${pattern.slice(0, 80)}`);
    return null;
  }
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    console.warn(`[suite] registration pattern cannot be read, not checked: ${pattern}`);
    return null;
  }
}
