import { buttonClassName, useMemberInfo, usePermissions, useProtectedAction, useSession, useTranslation, Link } from '@suite/shared';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { HOST_NS } from '../../../i18n';
import { useLogout } from '../hooks/use-logout';
// The menu's links live apart: the drawer uses them without this panel's code (loaded for members only).
import { AGENT_PATH, DEPOSIT_PATH, MEMBER_ITEMS } from '../member-links';
import { BalanceDisplay } from './BalanceDisplay';
import '../auth-part-texts';

/** The header's logged-in panel: account menu, balance, deposit and sign out. */
export function MemberPanel() {
  const { t } = useTranslation(HOST_NS);
  const session = useSession();
  const info = useMemberInfo();
  const { memberCenter, agentCenter } = usePermissions();
  const guard = useProtectedAction();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const account = info?.account ?? session?.account ?? '';

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  /** Real-account links: a visitor goes to /login, a trial account gets the warning. */
  const guarded = (event: MouseEvent) => {
    setOpen(false);
    if (!guard()) event.preventDefault();
  };

  return (
    <div className="acc-panel" ref={root}>
      <div className="acc-panel__menu">
        <button
          type="button"
          className="acc-panel__account"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('auth.accountMenu', { account })}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="acc-panel__avatar" aria-hidden="true">
            {account.slice(0, 1).toUpperCase()}
          </span>
          <span className="acc-panel__name">{account}</span>
          {info?.clubLabel?.labelName && (
            <span className="acc-panel__label" style={{ borderColor: info.clubLabel.labelColor }}>
              {info.clubLabel.labelName}
            </span>
          )}
          <span className="acc-panel__caret" aria-hidden="true">
            ▾
          </span>
        </button>
        <ul id={menuId} className="acc-panel__list" hidden={!open}>
          {memberCenter &&
            MEMBER_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={guarded}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          {agentCenter && (
            <li>
              <Link to={AGENT_PATH} onClick={guarded}>
                {t('auth.menu.agent')}
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className="acc-panel__logout"
              onClick={() => {
                setOpen(false);
                void logout();
              }}
            >
              {t('auth.logout')}
            </button>
          </li>
        </ul>
      </div>
      <BalanceDisplay />
      <Link to={DEPOSIT_PATH} className={buttonClassName({ variant: 'primary' }, 'acc-panel__deposit')} onClick={guarded}>
        {t('auth.deposit')}
      </Link>
    </div>
  );
}
