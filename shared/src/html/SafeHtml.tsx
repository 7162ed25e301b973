import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface SafeHtmlProps {
  /** Rich text from the platform; sanitised here, never trusted. */
  html: string;
  className?: string;
  id?: string;
}

/** Renders platform rich text after `sanitizeHtml`: the one way the suite puts HTML on the page. */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
