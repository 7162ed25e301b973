import { api } from '@suite/shared';

/** Characters as the server counts them (an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

export const APPLICATION_IMAGE_LIMITS = { maxImages: api.ACTIVITY_MAX_IMAGES, maxBytes: api.ACTIVITY_MAX_IMAGE_BYTES };

export interface ApplicationDraft {
  comment: string;
  ageConfirmed: boolean;
}

export type ApplicationFieldError =
  | { key: 'commentRequired' }
  | { key: 'commentTooLong'; count: number; max: number; over: number }
  | { key: 'ageNotConfirmed' };

export type ApplicationErrors = Partial<Record<keyof ApplicationDraft, ApplicationFieldError>>;

/** The server's checks, before sending (spec 2 §5): comment 1-140 characters, never cut; age confirmed. */
export function checkApplicationDraft(draft: ApplicationDraft): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const count = characterCount(draft.comment.trim());
  if (count === 0) errors.comment = { key: 'commentRequired' };
  else if (count > api.ACTIVITY_COMMENT_MAX) errors.comment = { key: 'commentTooLong', count, max: api.ACTIVITY_COMMENT_MAX, over: count - api.ACTIVITY_COMMENT_MAX };
  if (!draft.ageConfirmed) errors.ageConfirmed = { key: 'ageNotConfirmed' };
  return errors;
}

/** Codes of the server's translated 400s this form explains in its own words. */
export const APPLICATION_ERROR_CODES = ['commentRequired', 'commentTooLong', 'ageNotConfirmed', 'tooManyImages', 'imageTooLarge', 'notAnImage'] as const;
