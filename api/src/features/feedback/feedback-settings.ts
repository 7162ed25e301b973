/**
 * The operator's bounds of the feedback form (site_setting 'feedback'): content length and the
 * categories offered. Images follow the withdrawal proofs' limits. A missing or broken value falls
 * back to the defaults below.
 */
import { type FeedbackSettings, PROOF_MAX_BYTES, PROOF_MAX_IMAGES } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

/** No operator setting may allow more than this (the schema's own cap). */
export const FEEDBACK_CONTENT_HARD_MAX = 5000;
export const FEEDBACK_CATEGORY_PATTERN = /^[a-z][a-zA-Z0-9_-]{0,49}$/;

export const DEFAULT_FEEDBACK_SETTINGS: FeedbackSettings = {
  minLength: 10,
  maxLength: 2000,
  categories: ['deposit', 'withdrawal', 'game', 'account', 'suggestion', 'other'],
  maxImages: PROOF_MAX_IMAGES,
  maxImageBytes: PROOF_MAX_BYTES,
};

const isLength = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= FEEDBACK_CONTENT_HARD_MAX;

export async function readFeedbackSettings(db: Queryable): Promise<FeedbackSettings> {
  const { rows } = await db.query<{ value: Record<string, unknown> }>(`SELECT value FROM site_setting WHERE key = 'feedback'`);
  const stored = rows[0]?.value ?? {};
  const d = DEFAULT_FEEDBACK_SETTINGS;
  let minLength = isLength(stored.minLength) ? stored.minLength : d.minLength;
  let maxLength = isLength(stored.maxLength) ? stored.maxLength : d.maxLength;
  if (minLength > maxLength) [minLength, maxLength] = [d.minLength, d.maxLength];
  const categories = Array.isArray(stored.categories)
    ? stored.categories.filter((code): code is string => typeof code === 'string' && FEEDBACK_CATEGORY_PATTERN.test(code))
    : [];
  return { ...d, minLength, maxLength, categories: categories.length > 0 ? categories : d.categories };
}
