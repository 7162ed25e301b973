// Federation timing budget. A refused, 404 or 500 entry fails in milliseconds and is retried once
// after RETRY_DELAY_MS; a hanging entry times out after SCRIPT_TIMEOUT_MS and is retried once too,
// so the fallback shows within 2 x 6 s + 0.3 s, under the 15 s the suite promises.
export const SCRIPT_TIMEOUT_MS = 6000;
export const MANIFEST_TIMEOUT_MS = 6000;
export const RETRY_TIMES = 1;
export const RETRY_DELAY_MS = 300;
