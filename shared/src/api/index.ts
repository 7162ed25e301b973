export { earlyBoot, earlyCallKey, type EarlyBoot } from './early-answers';
export { callApi, forgetServerKey, newIdempotencyKey, type CallOptions, type UploadProgress } from './client';
// The one axios instance, for the rare app that needs raw axios (its calls get the same interceptors).
export { apiHttp } from './http-client';
export { getHumanVerification } from './human-verification';
export { ApiError, isApiError, type ApiErrorKind } from './api-error';
export { setUnauthorizedHandler, LOGIN_PATH } from './unauthorized';
export { useApi, type UseApiOptions, type UseApiResult } from './use-api';
export type { Endpoint, Envelope, HttpMethod, NoPayload, RequestOf, ResponseOf } from './contract';
export {
  registerPayloadScheme,
  registerHumanVerification,
  payloadSchemeNames,
  humanVerificationNames,
  type PayloadEncryptionScheme,
  type HumanVerificationProvider,
  type EncryptionTarget,
  type SchemeContext,
} from './platform/schemes';
export { encryptFreePlayString } from './platform/free-play';
