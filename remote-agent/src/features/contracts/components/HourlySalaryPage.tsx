import { ContractPage } from './ContractPage';

/** Hourly salary (agentHourlySalary): the hourly contract page. */
export default function HourlySalaryPage() {
  return <ContractPage type="hourly" />;
}
