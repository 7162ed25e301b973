import type { transactionsEs } from './es';

export const transactionsEn: typeof transactionsEs = {
  filter: 'Transaction type',
  type: {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    withdrawalReturned: 'Withdrawal returned',
    transferOut: 'Transfer out',
    transferIn: 'Transfer in',
    bet: 'Bet',
    win: 'Win',
    uplineTransfer: 'Transfer to upline',
    bonus: 'Bonus',
    rebate: 'Rebate',
    adjustment: 'Adjustment',
    pointsConvert: 'Points converted',
    agentSalary: 'Agent salary',
    agentDividend: 'Agent dividend',
    downlineTransfer: 'Transfer to a downline',
  },
  wallet: { MAIN: 'Main wallet' },
  caption: 'Transaction details, {{range}}',
  columns: { time: 'Date and time', type: 'Type', wallet: 'Wallet', amount: 'Amount', balanceAfter: 'Balance after', reference: 'Reference' },
  totals: { title: 'Period totals', credit: 'Money in', debit: 'Money out', net: 'Net' },
  empty: 'No transactions in this period',
  failed: 'The transactions could not be loaded.',
};
