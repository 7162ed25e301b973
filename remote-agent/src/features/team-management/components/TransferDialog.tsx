import { api, Button, formatMoney, Link, LoadError, Modal, useApi, useTranslation } from '@suite/shared';
import { useState, type FormEvent } from 'react';
import { PageSkeleton } from '../../../components/PageBoundary';
import { TextField } from '../../../components/TextField';
import { useDownlineTransfer } from '../hooks/use-downline-transfer';
import { TEAM_NS } from '../i18n';
import { belowMinimum, checkTransferAmount } from '../transfer-amount';

/** The member centre's page that sets the payment password (My account, security section). */
export const PAYMENT_PASSWORD_PATH = '/member/securityCenter';

interface TransferDialogProps {
  account: string;
  onClose: () => void;
  /** A transfer went through: the list's balances changed. */
  onTransferred: () => void;
}

/** Transfer to a direct downline, in the kit's modal over the centre (spec 2 §6). */
export function TransferDialog({ account, onClose, onTransferred }: TransferDialogProps) {
  const { t } = useTranslation(TEAM_NS);
  return (
    <Modal open title={t('dialog.title', { account })} onClose={onClose} className="agt-transfer-dialog">
      <TransferBody account={account} onClose={onClose} onTransferred={onTransferred} />
    </Modal>
  );
}

function TransferBody({ account, onClose, onTransferred }: TransferDialogProps) {
  const { t } = useTranslation(TEAM_NS);
  const info = useApi(api.downlineTransferInfo, undefined);
  const [result, setResult] = useState<api.DownlineTransferResult | null>(null);

  if (result) {
    return (
      <section className="agt-callout agt-callout--success" role="status" aria-label={t('dialog.done.title')}>
        <h3>{t('dialog.done.title')}</h3>
        <p>{t('dialog.done.sent', { amount: formatMoney(result.amount), account: result.downlineAccount })}</p>
        <dl className="agt-facts">
          <div>
            <dt>{t('dialog.done.balance')}</dt>
            <dd>{formatMoney(result.balance)}</dd>
          </div>
          <div>
            <dt>{t('dialog.done.reference')}</dt>
            <dd>{result.reference}</dd>
          </div>
        </dl>
        <div className="agt-form__actions">
          <Button onClick={onClose}>{t('dialog.close')}</Button>
        </div>
      </section>
    );
  }
  if (info.error) return <LoadError title={t('dialog.loadFailed')} message={info.error.message} retryLabel={t('retry')} onRetry={info.reload} />;
  if (info.loading || !info.data) return <PageSkeleton rows={2} />;
  const { balance, minAmount, hasPaymentPassword } = info.data;
  if (!hasPaymentPassword) {
    return (
      <section className="agt-callout" aria-label={t('dialog.noPassword.title')}>
        <h3>{t('dialog.noPassword.title')}</h3>
        <p>{t('dialog.noPassword.why')}</p>
        <p>
          <Link to={PAYMENT_PASSWORD_PATH}>{t('dialog.noPassword.link')}</Link>
        </p>
      </section>
    );
  }
  const limits = { min: minAmount, balance };
  if (belowMinimum(limits)) return <p className="agt-callout">{t('dialog.low', { balance: formatMoney(balance), min: formatMoney(minAmount) })}</p>;
  return (
    <TransferForm
      account={account}
      limits={limits}
      onCancel={onClose}
      onDone={(done) => {
        setResult(done);
        onTransferred();
      }}
    />
  );
}

interface TransferFormProps {
  account: string;
  limits: { min: api.Money; balance: api.Money };
  onCancel: () => void;
  onDone: (result: api.DownlineTransferResult) => void;
}

function TransferForm({ account, limits, onCancel, onDone }: TransferFormProps) {
  const { t } = useTranslation(TEAM_NS);
  const transfer = useDownlineTransfer();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  // Messages show once the form was sent, then follow what is typed.
  const [submitted, setSubmitted] = useState(false);
  const check = checkTransferAmount(amount, limits);
  const amountError = submitted && !check.ok ? t(`dialog.errors.${check.error}`, { min: formatMoney(limits.min), balance: formatMoney(limits.balance) }) : undefined;
  const passwordError = submitted && password === '' ? t('dialog.errors.password') : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok || password === '') return;
    const result = await transfer.run({ downlineAccount: account, amount: check.money, paymentPassword: password });
    if (result) onDone(result);
  };

  return (
    <form className="agt-form" aria-label={t('dialog.title', { account })} onSubmit={(event) => void submit(event)} noValidate>
      <dl className="agt-facts">
        <div>
          <dt>{t('dialog.balance')}</dt>
          <dd>{formatMoney(limits.balance)}</dd>
        </div>
      </dl>
      <TextField
        label={t('dialog.amount')}
        value={amount}
        onChange={setAmount}
        inputMode="decimal"
        autoComplete="off"
        hint={t('dialog.amountHint', { min: formatMoney(limits.min) })}
        error={amountError}
      />
      <TextField label={t('dialog.paymentPassword')} type="password" value={password} onChange={setPassword} autoComplete="off" error={passwordError} />
      {transfer.error && (
        <p className="agt-callout agt-callout--error" role="alert">
          <strong>{t('dialog.failed')}</strong> {transfer.error.message}
        </p>
      )}
      <div className="agt-form__actions">
        <Button type="submit" loading={transfer.pending}>
          {t('dialog.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
      </div>
    </form>
  );
}
