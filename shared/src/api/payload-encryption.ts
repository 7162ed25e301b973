import type { Endpoint, EncryptedPayload, ServerPublicKey } from './contract';
import type { WrappingKey } from './crypto';

/** The WebCrypto helpers, fetched with the first encrypted call (a login, a payment): no page's first load needs them. */
const loadCrypto = () => import('./crypto');

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
      const loading = Promise.all([fetchKey(), loadCrypto()]).then(([key, crypto]) => crypto.importServerKey(key));
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
      const [key, crypto] = await Promise.all([wrappingKey(), loadCrypto()]);
      return crypto.encryptPayload(key, payload, crypto.payloadAad(target.method, target.path));
    },
    forget() {
      cached = null;
    },
  };
}
