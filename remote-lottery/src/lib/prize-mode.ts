import { api } from '@suite/shared';

/** Prize mode of a lottery vendor given to /lottery (?vendor=); the lottery type SEA otherwise. */
const VENDOR_PRIZE_MODES: Record<string, api.PrizeMode> = { ELOTT: 'Elott', LOTT: 'Lott', TCG_LOTTO_VN: 'SEA', TCG_SEA: 'SEA' };

export function prizeModeForVendor(vendor: string | null): api.PrizeMode {
  return (vendor ? VENDOR_PRIZE_MODES[vendor.toUpperCase()] : undefined) ?? api.LOTTERY_TYPE;
}
