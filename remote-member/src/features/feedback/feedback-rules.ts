import type { api } from '@suite/shared';

/** Characters as the server counts them (an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

export const CONTACT_MAX = 100;

export interface FeedbackDraft {
  category: string;
  content: string;
  contact: string;
}

export type FieldError =
  | { key: 'categoryRequired' }
  | { key: 'contentTooShort'; min: number; count: number }
  | { key: 'contentTooLong'; max: number; over: number }
  | { key: 'contactTooLong'; max: number; over: number };

export type DraftErrors = Partial<Record<keyof FeedbackDraft, FieldError>>;

/** What is wrong with the draft under the operator's bounds (the same checks as the server's); {} when it can be sent. */
export function checkDraft(draft: FeedbackDraft, settings: api.FeedbackSettings): DraftErrors {
  const errors: DraftErrors = {};
  if (!settings.categories.includes(draft.category)) errors.category = { key: 'categoryRequired' };
  const count = characterCount(draft.content.trim());
  if (count < settings.minLength) errors.content = { key: 'contentTooShort', min: settings.minLength, count };
  else if (count > settings.maxLength) errors.content = { key: 'contentTooLong', max: settings.maxLength, over: count - settings.maxLength };
  const contact = characterCount(draft.contact.trim());
  if (contact > CONTACT_MAX) errors.contact = { key: 'contactTooLong', max: CONTACT_MAX, over: contact - CONTACT_MAX };
  return errors;
}
