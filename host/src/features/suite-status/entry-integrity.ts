// /__suite only (a lazy chunk): why a remote that remotes.json guards with an `integrity` did not load.
// The browser refuses an entry whose bytes do not match without telling the page why (the script's
// `error` event is the same as for a 404), so the status page fetches the entry once more and compares.

/** The SRI of some bytes as remotes.json records it: `sha384-<base64>`. */
export async function sha384Integrity(bytes: ArrayBuffer, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = new Uint8Array(await subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

export interface IntegrityMismatch {
  expected: string;
  served: string;
}

/**
 * Fetches the entry (CORS, no-store: what the script tag got) and compares its sha384 with the one
 * remotes.json records. The mismatch, or null when they match (the failure is elsewhere) or when it
 * cannot tell (unreachable entry, no WebCrypto outside a secure context).
 */
export async function entryIntegrityMismatch(
  entry: string,
  integrity: string,
  { fetchEntry = globalThis.fetch, subtle = globalThis.crypto?.subtle }: { fetchEntry?: typeof fetch; subtle?: SubtleCrypto } = {},
): Promise<IntegrityMismatch | null> {
  if (!subtle) return null;
  try {
    const response = await fetchEntry(entry, { cache: 'no-store', mode: 'cors', credentials: 'omit' });
    if (!response.ok) return null;
    const served = await sha384Integrity(await response.arrayBuffer(), subtle);
    return served === integrity ? null : { expected: integrity, served };
  } catch {
    return null;
  }
}
