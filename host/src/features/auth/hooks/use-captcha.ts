import { api, ApiError, callApi, isApiError } from '@suite/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaImageSrc } from '../captcha-image';

/** Spec 1 §9: the captcha image refreshes at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaState {
  /**
   * The image as a data URL (the answer's `value`, a data URL or bare base64); null until loaded.
   * The answer is bound to it by the HttpOnly cookie the API set with it: nothing else to send.
   */
  image: string | null;
  loading: boolean;
  error: string | null;
  /** A click on the image: ignored within a second of the last load. */
  refresh: () => void;
  /** A new image whatever the throttle (after a refused submit). */
  reload: () => void;
}

/** The server-made captcha image (GET /wps/captcha), loaded while `active`. */
export function useCaptcha(active: boolean): CaptchaState {
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastLoad = useRef(0);
  const request = useRef(0);
  const mounted = useRef(true);

  const load = useCallback(() => {
    const id = ++request.current;
    lastLoad.current = Date.now();
    setLoading(true);
    setError(null);
    callApi(api.captcha).then(
      (value) => {
        if (!mounted.current || id !== request.current) return;
        const src = captchaImageSrc(value);
        setImage(src);
        // Not an image (neither a data URL of one nor base64): the suite's translated "unexpected answer".
        if (!src) setError(new ApiError('unknown').message);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!mounted.current || id !== request.current) return;
        setError(isApiError(failure) ? failure.message : String(failure));
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (active) load();
  }, [active, load]);

  const refresh = useCallback(() => {
    if (Date.now() - lastLoad.current < CAPTCHA_REFRESH_MS) return;
    load();
  }, [load]);

  return { image, loading, error, refresh, reload: load };
}
