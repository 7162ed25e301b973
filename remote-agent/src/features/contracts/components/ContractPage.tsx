import { api, useApi, useSession, useTranslation } from '@suite/shared';
import { useId } from 'react';
import { ListLoadError } from '../../../components/ListStates';
import { PageSkeleton } from '../../../components/PageBoundary';
import { CONTRACTS_NS, registerContractsTranslations } from '../i18n';
import { ContractList } from './ContractList';
import { OfferForm } from './OfferForm';
import { SettlementRecords } from './SettlementRecords';
import '../contracts.css';

registerContractsTranslations();

/**
 * One contract type's page (dividend, daily, hourly or real-time salary): how it settles, the agent's
 * contracts of the type with the actions open to it, the offer form, and the settlement records.
 */
export function ContractPage({ type }: { type: api.ContractKind }) {
  const { t } = useTranslation(CONTRACTS_NS);
  const id = useId();
  const me = useSession()?.account ?? null;
  const { data, error, loading, reload } = useApi(api.consolidated, undefined);
  const typeName = t(`type.${type}`);

  return (
    <div className="agt-contracts">
      <p className="agt-contracts__settles">{t(`settles.${type}`)}</p>
      <section className="agt-contracts__section" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="agt-contracts__title">
          {t('list.title', { type: typeName })}
        </h2>
        {error ? (
          <ListLoadError title={t('list.failed')} error={error} onRetry={reload} />
        ) : loading && !data ? (
          <PageSkeleton rows={2} />
        ) : (
          <ContractList type={type} contracts={(data?.contracts ?? []).filter((contract) => contract.type === type)} me={me} onChanged={reload} />
        )}
      </section>
      <section className="agt-contracts__section" aria-labelledby={`${id}-offer`}>
        <h2 id={`${id}-offer`} className="agt-contracts__title">
          {t('offer.title')}
        </h2>
        <OfferForm type={type} onOffered={reload} />
      </section>
      <section className="agt-contracts__section" aria-labelledby={`${id}-settlements`}>
        <h2 id={`${id}-settlements`} className="agt-contracts__title">
          {t('settlements.title')}
        </h2>
        <SettlementRecords type={type} />
      </section>
    </div>
  );
}
