import { registerNamespace } from '@suite/shared';
import { recordsEn } from './en';
import { recordsEs } from './es';

export const RECORDS_NS = 'member-records';

/** Adds the records texts once (adding them again changes nothing). */
export function registerRecordsTranslations(): void {
  void registerNamespace(RECORDS_NS, { bundled: { es: recordsEs, en: recordsEn } });
}
