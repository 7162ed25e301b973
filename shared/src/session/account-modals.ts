import { atom, useAtomValue } from '../state/store';
import { suiteStore } from './session-store';

/**
 * The account modals of spec 1 §2 (login popup, register popup, forgot password, change password),
 * rendered once by the host. Remotes open them through `openAccountModal` (e.g. an agent page opens
 * the agent variant of the login popup).
 */
export type AccountModal =
  | { kind: 'login'; variant?: 'member' | 'agent' }
  | { kind: 'register' }
  | { kind: 'forgotPassword' }
  /** `oldPassword`: the password just used to log in (spec 1 §5: old password asked only when none is cached). */
  | { kind: 'changePassword'; oldPassword?: string };

export const accountModalAtom = atom<AccountModal | null>(null);

export function openAccountModal(modal: AccountModal): void {
  suiteStore.set(accountModalAtom, modal);
}

export function closeAccountModals(): void {
  suiteStore.set(accountModalAtom, null);
}

export function useAccountModal(): AccountModal | null {
  return useAtomValue(accountModalAtom);
}
