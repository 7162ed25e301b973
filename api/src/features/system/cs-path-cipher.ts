import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/**
 * The live-chat entry (csType 3) carries its URL encrypted: ciphertext + an 8-character key at the
 * end. The ciphertext is OpenSSL's "Salted__" format (AES-256-CBC, key and IV from the passphrase by
 * EVP_BytesToKey with MD5), which `CryptoJS.AES.decrypt(ciphertext, key)` reads in the browser.
 */
export const CS_KEY_LENGTH = 8;
const MAGIC = Buffer.from('Salted__');

function keyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const parts: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(parts).length < 48) {
    previous = createHash('md5').update(Buffer.concat([previous, Buffer.from(passphrase), salt])).digest();
    parts.push(previous);
  }
  const material = Buffer.concat(parts);
  return { key: material.subarray(0, 32), iv: material.subarray(32, 48) };
}

/** Deterministic (salt derived from the input) so seeding twice writes the same value. */
export function encryptServicePath(url: string, key: string): string {
  if (key.length !== CS_KEY_LENGTH) throw new Error(`the key must be ${CS_KEY_LENGTH} characters`);
  const salt = createHash('sha256').update(`${key}:${url}`).digest().subarray(0, 8);
  const { key: aesKey, iv } = keyAndIv(key, salt);
  const cipher = createCipheriv('aes-256-cbc', aesKey, iv);
  const body = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return Buffer.concat([MAGIC, salt, body]).toString('base64') + key;
}

export function decryptServicePath(path: string): string {
  const key = path.slice(-CS_KEY_LENGTH);
  const data = Buffer.from(path.slice(0, -CS_KEY_LENGTH), 'base64');
  if (!data.subarray(0, 8).equals(MAGIC)) throw new Error('not an OpenSSL salted ciphertext');
  const { key: aesKey, iv } = keyAndIv(key, data.subarray(8, 16));
  const decipher = createDecipheriv('aes-256-cbc', aesKey, iv);
  return Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]).toString('utf8');
}
