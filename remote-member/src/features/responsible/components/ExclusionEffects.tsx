import { useTranslation, type api } from '@suite/shared';
import { RESPONSIBLE_NS } from '../i18n';

/** What a time-out or a self-exclusion does, said before the player chooses and again in the dialog. */
export function ExclusionEffects({ kind }: { kind: api.ExclusionKind }) {
  const { t } = useTranslation(RESPONSIBLE_NS);
  return (
    <ul className="mem-rsp-effects">
      <li>{t('exclusion.effects.sessions')}</li>
      <li>{t('exclusion.effects.login')}</li>
      <li>{t('exclusion.effects.marketing')}</li>
      <li>{t(`exclusion.${kind}.after`)}</li>
    </ul>
  );
}
