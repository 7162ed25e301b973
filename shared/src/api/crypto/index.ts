// Pure WebCrypto helpers of the API client (no transport, no React): the API's tests use them too
// through `@suite/shared/crypto`.
export { base64ToBytes, bytesToBase64 } from './base64';
export {
  AES_KEY_BITS,
  encryptPayload,
  GCM_IV_BYTES,
  GCM_TAG_BYTES,
  importServerKey,
  payloadAad,
  RSA_OAEP_256,
  type WrappingKey,
} from './payload-cipher';
export { leadingZeroBits, solveChallenge, solveHumanVerification, type SolveOptions } from './proof-of-work';
