import { addTranslations } from '@suite/shared';
import { messagesEn } from './en';
import { messagesEs } from './es';

export const MESSAGES_NS = 'member-messages';

/** Adds the messages texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerMessagesTranslations(): void {
  addTranslations(MESSAGES_NS, { es: messagesEs, en: messagesEn });
}
