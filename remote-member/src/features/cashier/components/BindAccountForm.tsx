import { api, buttonClassName, useTranslation } from '@suite/shared';
import { useId, useState, type FormEvent } from 'react';
import { useCashierAction } from '../hooks/use-cashier-action';
import { useFormField } from '../hooks/use-form-field';
import { CASHIER_NS } from '../i18n';
import { ACCOUNT_NO_PATTERN, samePayeeName } from '../payee-name';
import { ActionError } from './ActionError';
import { Field } from './Field';

const KINDS: api.WithdrawAccountKind[] = ['bank', 'ewallet'];

export interface BindAccountFormProps {
  /** The registered payee name the holder must match; null: this account sets it. */
  payeeName: string | null;
  onBound: () => void;
  onCancel?: () => void;
}

/** Binds a bank card or e-wallet to withdraw to; the holder name starts as the payee name. */
export function BindAccountForm({ payeeName, onBound, onCancel }: BindAccountFormProps) {
  const { t } = useTranslation(CASHIER_NS);
  const group = useId();
  const [kind, setKind] = useState<api.WithdrawAccountKind>('bank');
  const provider = useFormField();
  const accountNo = useFormField();
  const holderName = useFormField(payeeName ?? '');
  const [submitted, setSubmitted] = useState(false);
  const action = useCashierAction(api.bindWithdrawAccount);

  const providerError = provider.value.trim() === '' ? t('common.required') : undefined;
  const accountNoError = ACCOUNT_NO_PATTERN.test(accountNo.value) ? undefined : t('withdraw.bind.accountNoFormat');
  const holderError =
    holderName.value.trim() === ''
      ? t('common.required')
      : payeeName !== null && !samePayeeName(holderName.value, payeeName)
        ? t('withdraw.bind.holderMismatch', { name: payeeName })
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (providerError || accountNoError || holderError) return;
    const outcome = await action.run({ kind, provider: provider.value.trim(), accountNo: accountNo.value, holderName: holderName.value.trim() });
    if (outcome.ok) onBound();
  };

  return (
    <form className="mem-cashier-form" onSubmit={submit} noValidate aria-label={t('withdraw.bind.title')}>
      <fieldset className="mem-cashier-choices mem-cashier-choices--inline">
        <legend className="mem-cashier-field__label">{t('withdraw.bind.kind')}</legend>
        {KINDS.map((option) => (
          <label key={option} className="mem-cashier-choice">
            <input type="radio" name={group} value={option} checked={kind === option} onChange={() => setKind(option)} />
            <span>{t(`withdraw.kind.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <Field label={t(`withdraw.bind.provider.${kind}`)} field={provider} error={providerError} showError={submitted} maxLength={60} />
      <Field
        label={t('withdraw.bind.accountNo')}
        field={accountNo}
        inputMode="numeric"
        hint={t('withdraw.bind.accountNoHint')}
        error={accountNoError}
        showError={submitted}
        maxLength={30}
      />
      <Field
        label={t('withdraw.bind.holderName')}
        field={holderName}
        autoComplete="name"
        hint={payeeName !== null ? t('withdraw.bind.holderMustMatch', { name: payeeName }) : t('withdraw.bind.holderSetsPayee')}
        error={holderError}
        showError={submitted}
        maxLength={60}
      />
      <ActionError error={action.error} />
      <div className="mem-cashier-actions">
        {onCancel ? (
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onCancel} disabled={action.pending}>
            {t('common.cancel')}
          </button>
        ) : null}
        <button type="submit" className={buttonClassName()} disabled={action.pending} aria-busy={action.pending}>
          {action.pending ? t('common.sending') : t('withdraw.bind.submit')}
        </button>
      </div>
    </form>
  );
}
