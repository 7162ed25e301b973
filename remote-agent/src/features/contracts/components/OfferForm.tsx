import { api, Button, LoadError, useApi, useTranslation } from '@suite/shared';
import { toPeriodQuery, useToday } from '@suite/shared/reports';
import { type FormEvent, useId, useState } from 'react';
import { useContractCall } from '../hooks/use-contract-call';
import { CONTRACTS_NS } from '../i18n';
import { resultMessage } from '../result-message';
import { checkTiers, emptyTier, hasErrors, type TierDraft, toTiers } from '../tiers';
import { LowerRateDialog } from './LowerRateDialog';
import { TiersEditor } from './TiersEditor';
import '../../../components/form.css';

/** The select's value that asks for an account typed by hand. */
const OTHER = '\u0000other';
const MAX_ACCOUNT = 64;
const SALARY_PERIOD: Record<Exclude<api.ContractKind, 'dividend'>, api.SettlementPeriodType> = {
  daily: 'daily',
  hourly: 'hourly',
  realtime: 'fiveMinutes',
};

interface OfferFormProps {
  type: api.ContractKind;
  /** An offer was made: the contract list loads again. */
  onOffered: () => void;
}

/**
 * Offer a contract of this type to a direct downline: the account (a select of the agent's direct
 * downline agents, or typed), the tiers and, for dividends, the period. When the API answers that the
 * lower-rate rule ends some of the downline's own contracts, it asks the agent first and sends again
 * with confirmTerminateLower only on consent.
 */
export function OfferForm({ type, onOffered }: OfferFormProps) {
  const { t } = useTranslation(CONTRACTS_NS);
  const id = useId();
  const today = useToday();
  const downlines = useApi(api.downlines, { ...toPeriodQuery({ first: today, last: today }), pageNo: 1, pageSize: api.AGENT_MAX_PAGE_SIZE });
  const agents = (downlines.data?.list ?? []).filter((downline) => downline.level === 1 && downline.kind === 'agent').map((downline) => downline.account);
  const useSelect = downlines.loading || agents.length > 0;

  const [choice, setChoice] = useState('');
  const [typed, setTyped] = useState('');
  const [periodType, setPeriodType] = useState<api.SettlementPeriodType>('semimonthly');
  const [tiers, setTiers] = useState<TierDraft[]>(() => [emptyTier()]);
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [lowerRate, setLowerRate] = useState<{ request: api.ContractActionRequest; result: api.ContractActionResult } | null>(null);
  const { send, busy } = useContractCall(type);

  const typing = !useSelect || choice === OTHER;
  const account = (typing ? typed : choice).trim();
  const accountError = tried && (account === '' || account.length > MAX_ACCOUNT);
  const tierErrors = tried ? checkTiers(tiers) : null;
  const invalid = accountError || (tierErrors !== null && hasErrors(tierErrors));

  const sendOffer = async (request: api.ContractActionRequest) => {
    const outcome = await send(request, 'new');
    if (!outcome.ok) {
      setNotice('');
      setFailure(outcome.error.message);
      return;
    }
    setFailure(null);
    if (outcome.value.status === 'confirmationRequired') {
      setLowerRate({ request, result: outcome.value });
      return;
    }
    setNotice(resultMessage(t, outcome.value, request));
    setChoice('');
    setTyped('');
    setTiers([emptyTier()]);
    setTried(false);
    onOffered();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setNotice('');
    if (account === '' || account.length > MAX_ACCOUNT || hasErrors(checkTiers(tiers))) return;
    const terms: api.ContractTerms = { tiers: toTiers(tiers), ...(type === 'dividend' ? { periodType } : {}) };
    void sendOffer({ action: 'new', downlineAccount: account, terms });
  };

  const consent = () => {
    if (!lowerRate) return;
    setLowerRate(null);
    void sendOffer({ ...lowerRate.request, confirmTerminateLower: true });
  };

  const cancel = () => {
    setLowerRate(null);
    setNotice(t('lowerRate.cancelled'));
  };

  const accountErrorId = `${id}-account-error`;
  const accountProps = {
    'aria-invalid': accountError || undefined,
    'aria-describedby': accountError ? accountErrorId : undefined,
  };

  return (
    <form className="agt-offer" aria-label={t('offer.title')} onSubmit={submit} noValidate aria-describedby={`${id}-hint`}>
      <p id={`${id}-hint`} className="agt-offer__hint">
        {t('offer.hint', { type: t(`type.${type}`) })}
      </p>
      <div className="agt-offer__top">
        {useSelect && (
          <div className="agt-offer__field">
            <label htmlFor={`${id}-account`}>{t('offer.account')}</label>
            <select
              id={`${id}-account`}
              className="agt-control"
              value={choice}
              disabled={downlines.loading}
              aria-busy={downlines.loading || undefined}
              {...(typing ? {} : accountProps)}
              onChange={(event) => setChoice(event.target.value)}
            >
              <option value="">{t('offer.choose')}</option>
              {agents.map((agent) => (
                <option key={agent} value={agent}>
                  {agent}
                </option>
              ))}
              <option value={OTHER}>{t('offer.other')}</option>
            </select>
          </div>
        )}
        {typing && (
          <div className="agt-offer__field">
            <label htmlFor={`${id}-typed`}>{t(useSelect ? 'offer.otherAccount' : 'offer.account')}</label>
            <input
              id={`${id}-typed`}
              className="agt-control"
              type="text"
              autoComplete="off"
              maxLength={MAX_ACCOUNT}
              value={typed}
              {...accountProps}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        )}
        {type === 'dividend' ? (
          <div className="agt-offer__field">
            <label htmlFor={`${id}-period`}>{t('offer.periodType')}</label>
            <select id={`${id}-period`} className="agt-control" value={periodType} onChange={(event) => setPeriodType(event.target.value as api.SettlementPeriodType)}>
              {api.DIVIDEND_PERIOD_TYPES.map((period) => (
                <option key={period} value={period}>
                  {t(`periodType.${period}`)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="agt-offer__fixed">{t('offer.fixedPeriod', { period: t(`periodType.${SALARY_PERIOD[type]}`) })}</p>
        )}
      </div>
      {accountError && (
        <p id={accountErrorId} className="agt-offer__error">
          {t('errors.account')}
        </p>
      )}
      <TiersEditor tiers={tiers} errors={tierErrors} onChange={setTiers} />
      {invalid && (
        <p className="agt-offer__error" role="alert">
          {t('offer.invalid')}
        </p>
      )}
      {failure !== null && <LoadError title={t('result.failed')} message={failure} />}
      <p className="agt-contracts__notice" role="status">
        {notice}
      </p>
      <div className="agt-offer__actions">
        <Button type="submit" loading={busy === 'new'}>
          {t('offer.submit')}
        </Button>
      </div>
      {lowerRate && <LowerRateDialog account={lowerRate.request.downlineAccount ?? ''} result={lowerRate.result} onConsent={consent} onCancel={cancel} />}
    </form>
  );
}
