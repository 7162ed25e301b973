/** VIP progress from real activity (vip-activity.ts), for register-loyalty.ts. The VIP routes are registered in app.ts (rank-routes.ts). */
import { onActivity } from '../loyalty/activity-events';
import { recordVipActivity } from './vip-activity';

export function registerVipActivity(): void {
  onActivity('vip', recordVipActivity);
}
