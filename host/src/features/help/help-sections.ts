/** Sections of the static help texts (used when the help center call has none), in order. */
export const HELP_SECTION_IDS = ['about', 'account', 'term', 'privacy', 'responsible', 'payments', 'faq', 'contact'] as const;
export type HelpSectionId = (typeof HELP_SECTION_IDS)[number];

/** The terms of use: /help#term opens them in the help modal (spec 1 §2). */
export const TERMS_SECTION_ID = 'term';

/** The footer's help menu. */
export const FOOTER_HELP_LINKS: readonly HelpSectionId[] = ['about', 'term', 'privacy', 'responsible', 'faq', 'contact'];

export function helpHref(id: string): string {
  return `/help#${id}`;
}
