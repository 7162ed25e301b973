// The sanitiser (DOMPurify) is loaded on demand by SafeHtml, off the first load.
export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
