/**
 * WebCrypto through `globalThis.crypto`, typed from it: the DOM's types in the browser build, Node's
 * `webcrypto` types in the API (which compiles these files without the DOM library).
 */
export type Subtle = (typeof globalThis.crypto)['subtle'];
export type WebCryptoKey = Awaited<ReturnType<Subtle['importKey']>>;

/** SubtleCrypto, which browsers give only to secure contexts (https, localhost). */
export function subtleCrypto(): Subtle {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    throw new Error('WebCrypto (crypto.subtle) is not available: serve the page over https or from localhost');
  }
  return subtle;
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}
