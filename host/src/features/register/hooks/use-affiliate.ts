import { api, callApi, useSearchParams } from '@suite/shared';
import { useEffect, useState } from 'react';

export type AffiliateState = 'checking' | 'verified' | 'none' | 'failed';

export interface UrlInfo {
  /** The affiliate code the register link carries (`?code=` or `?affiliateCode=`). */
  code: string;
  /** The site's host name, sent with the code. */
  domain: string;
}

export function readUrlInfo(params: URLSearchParams): UrlInfo {
  return {
    code: (params.get('code') ?? params.get('affiliateCode') ?? '').trim(),
    domain: window.location.hostname,
  };
}

/**
 * The URL info and its affiliate check (spec 1 §4): 'verified' hides the affiliate-code field (the
 * URL's code is used), 'none' (no code in the URL) and 'failed' show it.
 */
export function useAffiliate(): { urlInfo: UrlInfo; state: AffiliateState; referralCode: string } {
  const [params] = useSearchParams();
  const urlInfo = readUrlInfo(params);
  const referralCode = (params.get('referralCode') ?? '').trim();
  const [state, setState] = useState<AffiliateState>(urlInfo.code ? 'checking' : 'none');
  const { code, domain } = urlInfo;

  useEffect(() => {
    if (!code) {
      setState('none');
      return undefined;
    }
    let live = true;
    setState('checking');
    callApi(api.affiliateCheck, { code, domain }).then(
      () => live && setState('verified'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [code, domain]);

  return { urlInfo, state, referralCode };
}
