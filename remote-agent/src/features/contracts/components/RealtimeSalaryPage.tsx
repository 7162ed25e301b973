import { ContractPage } from './ContractPage';

/** Real-time salary (agentRealtimeSalary): the realtime contract page. */
export default function RealtimeSalaryPage() {
  return <ContractPage type="realtime" />;
}
