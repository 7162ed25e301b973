import { ApiError, useTranslation, type Endpoint } from '@suite/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchShared, readCached } from './cached-call';

export interface CachedCallOptions {
  /** Session-storage key of the cache; null keeps nothing (the call is still shared while in flight). */
  storageKey: string | null;
  /** false: do not call (e.g. a member call without a session). */
  enabled?: boolean;
  /** The answer depends on the language on screen (default): a language change asks again. */
  perLanguage?: boolean;
}

export interface CachedCallResult<Res> {
  /** The answer (or the last one, while another language loads). */
  data: Res | undefined;
  error: ApiError | undefined;
  loading: boolean;
  /** Asks the server again, ignoring the cache. */
  reload: () => void;
}

interface Outcome<Res> {
  key: string;
  attempt: number;
  data?: Res;
  error?: ApiError;
}

/** The cache key of a request: the language on screen (when the answer depends on it) and the payload. */
export function cachedCallKey(payload: unknown, language: string, perLanguage = true): string {
  return `${perLanguage ? language : '*'}|${payload === undefined ? '' : JSON.stringify(payload)}`;
}

/**
 * `useApi` for shared platform data: answered from session storage when this request (payload and
 * language on screen) was already made in this browser session, fetched otherwise; a language change
 * makes a new request (the server answers in the Accept-Language).
 */
export function useCachedCall<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  payload: Req,
  { storageKey, enabled = true, perLanguage = true }: CachedCallOptions,
): CachedCallResult<Res> {
  const { i18n } = useTranslation();
  const payloadKey = payload === undefined ? '' : JSON.stringify(payload);
  const key = cachedCallKey(payload, i18n.language, perLanguage);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<Res> | null>(null);
  const stored = enabled ? readCached<Res>(storageKey, key) : undefined;
  // A reload asks the server even when the cache has an answer.
  const fromCache = attempt === 0 && stored !== undefined;

  useEffect(() => {
    if (!enabled || fromCache) return undefined;
    let live = true;
    const body = (payloadKey === '' ? undefined : JSON.parse(payloadKey)) as Req;
    fetchShared(endpoint, body, storageKey, key).then(
      (data) => {
        if (live) setOutcome({ key, attempt, data });
      },
      (error: unknown) => {
        if (!live) return;
        const apiError = error instanceof ApiError ? error : new ApiError('unknown', { cause: error });
        setOutcome((previous) => ({ key, attempt, data: previous?.data, error: apiError }));
      },
    );
    return () => {
      live = false;
    };
  }, [endpoint, payloadKey, storageKey, key, attempt, enabled, fromCache]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const settled = outcome !== null && outcome.key === key && outcome.attempt === attempt;
  return {
    data: (settled ? outcome.data : undefined) ?? stored ?? outcome?.data,
    error: settled ? outcome.error : undefined,
    loading: enabled && !fromCache && !settled,
    reload,
  };
}
