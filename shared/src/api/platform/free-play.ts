import { currentPayloadScheme } from '../client';
import { type EncryptedPayload, freePlayLogin } from '../contract';

/**
 * The free-play random string, encrypted with the profile's payload scheme for the free-play call
 * (spec 1 §7: "an encrypted random string"). Our scheme's EncryptedPayload goes as its four fields
 * joined by dots, `<kid>.<key>.<iv>.<data>`; a scheme that answers a string sends that string.
 */
export async function encryptFreePlayString(randomString: string): Promise<string> {
  const sealed = await currentPayloadScheme().encryptPayload({ method: freePlayLogin.method, path: freePlayLogin.path }, randomString);
  if (typeof sealed === 'string') return sealed;
  const { kid, key, iv, data } = sealed as EncryptedPayload;
  return [kid, key, iv, data].join('.');
}
