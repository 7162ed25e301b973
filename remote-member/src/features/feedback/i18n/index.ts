import { registerNamespace } from '@suite/shared';
import { feedbackEn } from './en';
import { feedbackEs } from './es';

export const FEEDBACK_NS = 'member-feedback';

/** Adds the feedback texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerFeedbackTranslations(): void {
  void registerNamespace(FEEDBACK_NS, { bundled: { es: feedbackEs, en: feedbackEn } });
}
