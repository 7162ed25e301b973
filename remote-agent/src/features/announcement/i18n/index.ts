import { registerNamespace } from '@suite/shared';
import { announcementEn } from './en';
import { announcementEs } from './es';

export const ANNOUNCEMENT_NS = 'agent-announcement';

/** Adds the announcement texts once (adding them again changes nothing). */
export function registerAnnouncementTranslations(): void {
  void registerNamespace(ANNOUNCEMENT_NS, { bundled: { es: announcementEs, en: announcementEn } });
}
