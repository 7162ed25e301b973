import { showDialog } from '../ui/dialog-service';

/** Spec 1 §6/§8: a trial (demo) account is told it needs a real account; the action stops. */
export function showTrialWarning(): Promise<boolean> {
  return showDialog({
    message: { key: 'permissions.in_need_true_account' },
    confirmLabel: { key: 'permissions.in_increase_submit' },
  });
}
