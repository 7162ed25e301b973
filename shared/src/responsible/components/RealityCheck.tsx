import { Button, formatMoney, Modal, toMinorUnits, useNavigate, useTranslation, type api } from '@suite/shared';
import { useState } from 'react';
import { useRealityCheck } from '../hooks/use-reality-check';
import { useSignOut } from '../hooks/use-sign-out';
import { RESPONSIBLE_NS, registerResponsibleTranslations } from '../i18n';
import '../responsible.css';

registerResponsibleTranslations();

/** The member centre's bet record, where "See my history" leads. */
export const BET_HISTORY_PATH = '/member/personalHistoryCopy';

/** '+P 10.00' for a gain, '-P 10.00' for a loss: the sign, not a colour, says which. */
function signedMoney(amount: api.Money): string {
  const cents = toMinorUnits(amount);
  return cents !== null && cents > 0n ? `+${formatMoney(amount)}` : formatMoney(amount);
}

/**
 * The reality check while a member plays (a game frame, a lottery lobby): at the server's next check
 * time a dialog that needs an answer says how long this session has lasted and what was staked, won
 * and the net result since login; "Keep playing" closes it until the next check, "See my history"
 * opens the bet record, "Log out" ends the session and goes home. Renders nothing otherwise.
 */
export function RealityCheck() {
  const { t } = useTranslation(RESPONSIBLE_NS);
  const { check, open, close } = useRealityCheck();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);

  const seeHistory = () => {
    close();
    navigate(BET_HISTORY_PATH);
  };
  const logOut = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Modal open={open} role="alertdialog" title={t('reality.title')} lockScroll className="rsp-reality">
      {check && (
        <>
          <p className="rsp-reality__lead">{t('reality.lead')}</p>
          <dl className="rsp-reality__figures">
            <div>
              <dt>{t('reality.sessionTime')}</dt>
              <dd>{t('reality.minutes', { count: check.sessionMinutes })}</dd>
            </div>
            <div>
              <dt>{t('reality.staked')}</dt>
              <dd>{formatMoney(check.staked)}</dd>
            </div>
            <div>
              <dt>{t('reality.won')}</dt>
              <dd>{formatMoney(check.won)}</dd>
            </div>
            <div>
              <dt>{t('reality.net')}</dt>
              <dd>{signedMoney(check.net)}</dd>
            </div>
          </dl>
          <div className="rsp-reality__actions">
            <Button onClick={close} disabled={leaving}>
              {t('reality.keepPlaying')}
            </Button>
            <Button variant="secondary" onClick={seeHistory} disabled={leaving}>
              {t('reality.history')}
            </Button>
            <Button variant="ghost" loading={leaving} onClick={() => void logOut()}>
              {t('reality.logout')}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
