// The schemes we ship: our current choices (the default profile) and the plain ones.
import { HUMAN_VERIFICATION_PROVIDER, publicKey, verificationChallenge } from '../contract';
import { createPayloadEncryptor } from '../payload-encryption';
import { registerHumanVerification, registerPayloadScheme } from './schemes';

/** Ours: AES-256-GCM under a fresh key wrapped with the server's RSA-OAEP-256 key (GET /wps/system/publicKey). */
registerPayloadScheme('rsa-oaep-aes-gcm', ({ call }) => {
  const encryptor = createPayloadEncryptor(() => call(publicKey, undefined));
  return {
    encryptPayload: (target, payload) => encryptor.encrypt(target, payload),
    forget: () => encryptor.forget(),
  };
});

/** No payload encryption (a platform that relies on TLS alone): the body goes as JSON. */
registerPayloadScheme('none', () => ({
  encryptPayload: (_target, payload) => Promise.resolve(payload ?? {}),
  forget: () => undefined,
}));

/** Ours: a proof-of-work challenge (GET /wps/verification/challenge) solved in the browser. */
registerHumanVerification(HUMAN_VERIFICATION_PROVIDER, ({ call }) => ({
  humanVerification: async (options) => {
    // The solver is fetched with the first challenge (a registration, a login that asks for one).
    const [challenge, { solveHumanVerification }] = await Promise.all([call(verificationChallenge, undefined, options), import('../crypto')]);
    return solveHumanVerification(challenge, options);
  },
}));

/** No human verification fields (a platform that checks by other means). */
registerHumanVerification('none', () => ({ humanVerification: () => Promise.resolve({}) }));
