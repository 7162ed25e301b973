import { api, useTranslation } from '@suite/shared';
import { useMemo } from 'react';
import { HOST_NS } from '../../i18n';
import { useCachedCall } from '../../lib/use-cached-call';
import './help-bodies';
import { HELP_SECTION_IDS, TERMS_SECTION_ID } from './help-sections';

export interface HelpEntry {
  id: string;
  title: string;
  /** Rich text from the help center (sanitised on display). */
  html?: string;
  /** Paragraphs of the built-in texts. */
  paragraphs?: string[];
}

/**
 * The help sections: the help center's when it has some, otherwise the built-in translated texts
 * (spec 1 §5 help texts included). The terms of use are always available for /help#term.
 */
export function useHelpSections(): { sections: HelpEntry[]; loading: boolean; terms: HelpEntry } {
  const { t } = useTranslation(HOST_NS);
  const center = useCachedCall(api.helpCenter, undefined, { storageKey: 'suite.helpCenter' });
  const builtIn = useMemo(
    () =>
      HELP_SECTION_IDS.map((id) => ({
        id,
        title: t(`help.sections.${id}.title`),
        paragraphs: t(`help.sections.${id}.body`, { returnObjects: true }) as string[],
      })),
    [t],
  );
  const fromServer = (center.data ?? []).filter((section) => section.title);
  const sections: HelpEntry[] =
    fromServer.length > 0 ? fromServer.map((section) => ({ id: section.id, title: section.title, html: section.content })) : builtIn;
  const terms =
    sections.find((section) => section.id === TERMS_SECTION_ID) ?? builtIn.find((section) => section.id === TERMS_SECTION_ID)!;
  return { sections, loading: center.loading && !center.data, terms };
}
