import { api, useApi } from '@suite/shared';

/** Where a member sets the payment password: the security centre's "Payment password" section. */
export const PAYMENT_PASSWORD_PAGE = '/member/securityCenter';

/**
 * True once the security status says the member has no payment password. While it loads, or when it
 * cannot be read, the form is shown: the API's own refusal (noPaymentPassword) then says the same.
 */
export function usePaymentPasswordMissing(): boolean {
  const { data } = useApi(api.securityStatus, undefined);
  return data?.hasPaymentPassword === false;
}
