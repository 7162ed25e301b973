/** The lottery page, optionally opened on one lottery (as a game launch or a home widget does). */
export const LOTTERY_PATH = '/lottery';
export const VN_LOTTERY_PATH = '/vnlottery';

export function lotteryHref({ gameCode, vendor }: { gameCode: string; vendor: string }): string {
  return `${LOTTERY_PATH}?${new URLSearchParams({ gameCode, vendor }).toString()}`;
}
