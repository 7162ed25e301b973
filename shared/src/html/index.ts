export { sanitizeHtml } from './sanitize-html';
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
