import type { Endpoint, EncryptedPayload, ServerPublicKey } from './contract';
import { encryptPayload, importServerKey, payloadAad, type WrappingKey } from './crypto';

export interface PayloadEncryptor {
  encrypt(target: Pick<Endpoint<unknown, unknown>, 'method' | 'path'>, payload: unknown): Promise<EncryptedPayload>;
  /** Drops the cached server key: the next call fetches it again. */
  forget(): void;
}

/** E-flag encryption with the server key fetched once (and again after `forget`). */
export function createPayloadEncryptor(fetchKey: () => Promise<ServerPublicKey>): PayloadEncryptor {
  let cached: Promise<WrappingKey> | null = null;
  const wrappingKey = (): Promise<WrappingKey> => {
    if (!cached) {
      const loading = fetchKey().then(importServerKey);
      cached = loading;
      // A failed fetch is not kept: the next call tries again.
      loading.catch(() => {
        if (cached === loading) cached = null;
      });
    }
    return cached;
  };
  return {
    async encrypt(target, payload) {
      return encryptPayload(await wrappingKey(), payload, payloadAad(target.method, target.path));
    },
    forget() {
      cached = null;
    },
  };
}
