import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { SERVICE_PATH_KEY_LENGTH } from './key-length';
import { toWebUrl } from './web-url';

/**
 * Decrypts a live-chat path: an OpenSSL-format AES ciphertext (what `CryptoJS.AES.decrypt` reads)
 * followed by its 8-character passphrase. Null when it cannot be read or is not an http(s) address,
 * so a tampered entry never opens a `javascript:` URL.
 */
export function decryptServicePath(path: string): string | null {
  if (typeof path !== 'string' || path.length <= SERVICE_PATH_KEY_LENGTH) return null;
  const key = path.slice(-SERVICE_PATH_KEY_LENGTH);
  const ciphertext = path.slice(0, -SERVICE_PATH_KEY_LENGTH);
  let text: string;
  try {
    text = AES.decrypt(ciphertext, key).toString(Utf8);
  } catch {
    // Wrong key or garbage: the bytes are not UTF-8.
    return null;
  }
  return text ? toWebUrl(text) : null;
}
