import { ContractPage } from './ContractPage';

/** Dividend record (agentDividend): the dividend contract page. */
export default function DividendPage() {
  return <ContractPage type="dividend" />;
}
