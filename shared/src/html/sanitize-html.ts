import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Rich text from the platform (notices, help, promotions) is operator input: it is sanitised before it
 * reaches the page. Scripts, event handlers, `javascript:` URLs, forms, frames, SVG/MathML and inline
 * styles are removed; links to other sites open in a new tab without access to this page.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
  ALLOW_DATA_ATTR: false,
  // http(s), mailto and tel, or a relative address (DOMPurify's default without the rarer schemes).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let purifier: DOMPurify | undefined;

function instance(): DOMPurify {
  if (purifier) return purifier;
  // An instance of our own: its hook does not leak into any other user of DOMPurify.
  const created = createDOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = created;
  return created;
}

const NAME_END = /[\s/>=]/;

/**
 * Chromium reports a Content-Security-Policy violation (script-src-attr) for every event-handler
 * attribute it parses, even in DOMPurify's inert document where nothing can run. So the markup's
 * `on*` attribute names are renamed `data-blocked-on*` before DOMPurify parses it (it drops every
 * data-* attribute): hostile content never trips the page's CSP (docs/security.md, "Browser side").
 * A linear scan over start tags only (attribute values and text stay as they are); DOMPurify
 * remains the sanitiser, whatever this pass misses it still removes.
 */
export function renameEventHandlers(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open < 0 || open + 1 >= html.length) break;
    out += html.slice(i, open + 1);
    i = open + 1;
    if (!/[a-zA-Z]/.test(html[i] as string)) continue;
    // Tag name, then attributes up to '>'.
    while (i < html.length && !NAME_END.test(html[i] as string)) out += html[i++];
    while (i < html.length && html[i] !== '>') {
      const char = html[i] as string;
      if (/[\s/]/.test(char)) {
        out += char;
        i += 1;
        continue;
      }
      let name = '';
      while (i < html.length && !NAME_END.test(html[i] as string)) name += html[i++];
      if (name === '') {
        // A stray '=': keep it and go on.
        out += html[i++];
        continue;
      }
      out += /^on/i.test(name) ? `data-blocked-${name}` : name;
      let j = i;
      while (j < html.length && /\s/.test(html[j] as string)) j += 1;
      if (html[j] !== '=') continue;
      out += html.slice(i, j + 1);
      i = j + 1;
      while (i < html.length && /\s/.test(html[i] as string)) out += html[i++];
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const end = close < 0 ? html.length : close + 1;
        out += html.slice(i, end);
        i = end;
      } else {
        while (i < html.length && !/[\s>]/.test(html[i] as string)) out += html[i++];
      }
    }
  }
  return out + html.slice(i);
}

/** Safe HTML for `dangerouslySetInnerHTML`; an empty string for anything that is not a string. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return instance().sanitize(renameEventHandlers(html), CONFIG) as string;
}
