import { ContractPage } from './ContractPage';

/** Daily wages (agentDailyWages): the daily contract page. */
export default function DailyWagesPage() {
  return <ContractPage type="daily" />;
}
