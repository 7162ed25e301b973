import { setPublicState, usePublicState, type api } from '@suite/shared';
import { useEffect } from 'react';

/** The header's VIP state follows the level the page read (an upgrade since the public state loaded). */
export function useVipStateSync(rank: api.PlayerRank | undefined): void {
  const { vipRankLevel } = usePublicState();
  const level = rank?.level;
  useEffect(() => {
    if (level !== undefined && level !== vipRankLevel) setPublicState({ hasVip: level > 0, vipRankLevel: level });
  }, [level, vipRankLevel]);
}
