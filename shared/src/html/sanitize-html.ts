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

/** Safe HTML for `dangerouslySetInnerHTML`; an empty string for anything that is not a string. */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return instance().sanitize(html, CONFIG) as string;
}
