import { addTranslations } from '@suite/shared';
import { recordsEn } from './en';
import { recordsEs } from './es';

export const RECORDS_NS = 'member-records';

/** Adds the records texts once (addTranslations ignores a namespace it already has). */
export function registerRecordsTranslations(): void {
  addTranslations(RECORDS_NS, { es: recordsEs, en: recordsEn });
}
