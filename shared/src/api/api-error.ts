import { translate } from '../i18n/i18n';

export type ApiErrorKind = 'network' | 'timeout' | 'server' | 'unauthorized' | 'rateLimited' | 'badRequest' | 'inFlight' | 'unknown';

export interface ApiErrorDetails {
  status?: number;
  /** The envelope's `message`, as the server wrote it. */
  serverMessage?: string;
  /** The envelope's `value` of a failure (e.g. a flag asking for a captcha). */
  value?: unknown;
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** The one error the API client throws; `message` is ready to show in the current language. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly value?: unknown;
  readonly retryAfterSeconds?: number;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    super(messageFor(kind, details), details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.value = details.value;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

const hasRefusalCode = (value: unknown): boolean => typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server's own words are shown only for a business refusal, the platform's channel for messages
 * meant for players: HTTP 2xx with success: false, or a 403 whose value names its refusal with a `code`
 * (the API's translated refusals: a safer-gambling limit or exclusion, a member on an agent route).
 * Other HTTP errors get the suite's translated text (a framework's "Internal server error" is not for
 * players); `serverMessage` keeps the original.
 */
function messageFor(kind: ApiErrorKind, { status, serverMessage, value, retryAfterSeconds }: ApiErrorDetails): string {
  const businessMessage = serverMessage?.trim();
  if (kind === 'server' && businessMessage && status !== undefined && (status < 300 || (status === 403 && hasRefusalCode(value)))) return businessMessage;
  if (kind === 'rateLimited' && retryAfterSeconds === undefined) return translate('errors.rateLimitedSoon');
  return translate(`errors.${kind}`, retryAfterSeconds === undefined ? undefined : { seconds: retryAfterSeconds });
}
