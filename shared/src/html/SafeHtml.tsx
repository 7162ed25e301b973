import { useEffect, useState } from 'react';

export interface SafeHtmlProps {
  /** Rich text from the platform; sanitised here, never trusted. */
  html: string;
  className?: string;
  id?: string;
}

/**
 * Renders platform rich text after sanitising it: the one way the suite puts HTML on the page.
 * DOMPurify is fetched the first time rich text is shown (notice modal, help), not on first load;
 * until then the box is empty and busy, never the raw HTML.
 */
export function SafeHtml({ html, className, id }: SafeHtmlProps) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let live = true;
    void import('./sanitize-html').then(({ sanitizeHtml }) => {
      if (live) setClean({ source: html, html: sanitizeHtml(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);

  const ready = clean !== null && clean.source === html;
  return <div id={id} className={className} aria-busy={!ready} dangerouslySetInnerHTML={{ __html: ready ? clean.html : '' }} />;
}
