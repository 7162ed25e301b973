import { registerNamespace } from '@suite/shared';
import { messagesEn } from './en';
import { messagesEs } from './es';

export const MESSAGES_NS = 'member-messages';

/** Adds the messages texts once (the page calls it when its chunk loads; later calls do nothing). */
export function registerMessagesTranslations(): void {
  void registerNamespace(MESSAGES_NS, { bundled: { es: messagesEs, en: messagesEn } });
}
