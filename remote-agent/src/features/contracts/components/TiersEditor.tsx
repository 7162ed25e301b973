import { api, Button, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { CONTRACTS_NS } from '../i18n';
import { emptyTier, type TierDraft, type TierErrors, type TierField } from '../tiers';
import '../../../components/form.css';

interface TiersEditorProps {
  tiers: readonly TierDraft[];
  /** Each row's errors, shown once the agent tried to send. */
  errors: readonly TierErrors[] | null;
  onChange: (tiers: TierDraft[]) => void;
}

const FIELDS: readonly { field: TierField; label: string; inputMode: 'decimal' | 'numeric' }[] = [
  { field: 'validBet', label: 'offer.validBet', inputMode: 'decimal' },
  { field: 'activeMembers', label: 'offer.activeMembers', inputMode: 'numeric' },
  { field: 'rate', label: 'offer.rate', inputMode: 'decimal' },
];

/** 1..MAX_CONTRACT_TIERS rows of threshold (period valid bet, active members) and rate; add and remove rows. */
export function TiersEditor({ tiers, errors, onChange }: TiersEditorProps) {
  const { t } = useTranslation(CONTRACTS_NS);
  const id = useId();
  const full = tiers.length >= api.MAX_CONTRACT_TIERS;
  const update = (key: number, field: TierField, value: string) =>
    onChange(tiers.map((tier) => (tier.key === key ? { ...tier, [field]: value } : tier)));

  return (
    <fieldset className="agt-offer__tiers" aria-describedby={`${id}-hint`}>
      <legend>{t('offer.tiers')}</legend>
      <p id={`${id}-hint`} className="agt-offer__hint">
        {t('offer.tiersHint', { max: api.MAX_CONTRACT_TIERS })}
      </p>
      <ol className="agt-offer__rows">
        {tiers.map((tier, index) => {
          const rowErrors = errors?.[index] ?? {};
          const rowId = `${id}-${tier.key}`;
          return (
            <li key={tier.key}>
              <fieldset className="agt-offer__row" aria-describedby={rowErrors.row ? `${rowId}-row` : undefined}>
                <legend>{t('offer.tier', { n: index + 1 })}</legend>
                {FIELDS.map(({ field, label, inputMode }) => {
                  const error = rowErrors[field];
                  return (
                    <div key={field} className="agt-offer__field">
                      <label htmlFor={`${rowId}-${field}`}>{t(label)}</label>
                      <input
                        id={`${rowId}-${field}`}
                        className="agt-control"
                        type="text"
                        inputMode={inputMode}
                        autoComplete="off"
                        value={tier[field]}
                        aria-invalid={error || rowErrors.row ? true : undefined}
                        aria-describedby={error ? `${rowId}-${field}-error` : undefined}
                        onChange={(event) => update(tier.key, field, event.target.value)}
                      />
                      {error && (
                        <p id={`${rowId}-${field}-error`} className="agt-offer__error">
                          {t(`errors.${error}`)}
                        </p>
                      )}
                    </div>
                  );
                })}
                {tiers.length > 1 && (
                  <Button variant="ghost" size="sm" className="agt-offer__remove" onClick={() => onChange(tiers.filter((item) => item.key !== tier.key))}>
                    {t('offer.remove', { n: index + 1 })}
                  </Button>
                )}
                {rowErrors.row && (
                  <p id={`${rowId}-row`} className="agt-offer__error">
                    {t(`errors.${rowErrors.row}`)}
                  </p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" disabled={full} aria-describedby={full ? `${id}-max` : undefined} onClick={() => onChange([...tiers, emptyTier()])}>
        {t('offer.add')}
      </Button>
      {full && (
        <p id={`${id}-max`} className="agt-offer__hint">
          {t('offer.maxTiers', { max: api.MAX_CONTRACT_TIERS })}
        </p>
      )}
    </fieldset>
  );
}
