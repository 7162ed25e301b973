import type { rebateEs } from './es';

export const rebateEn: typeof rebateEs = {
  preview: {
    title: 'Rebate available',
    period: 'Valid bets from {{from}} to {{to}}',
    caption: 'Rebate by game type',
    columns: { gameType: 'Game type', validBets: 'Valid bets', rate: 'Rate', rebate: 'Rebate' },
    total: 'Total',
    minimum: 'Minimum claim: {{min}}',
    rate: '{{rate}} %',
  },
  claim: {
    button: 'Claim rebate',
    pending: 'Claiming…',
    belowMinimum: 'Your rebate of {{total}} is below the minimum of {{min}}: keep playing to claim it.',
    success: '{{amount}} credited to your main wallet. Balance: {{balance}}.',
    failed: 'The rebate could not be claimed.',
    retryHint: 'The answer did not arrive: press “Claim rebate” again; you will not be paid twice.',
  },
  history: {
    title: 'Claimed rebates',
    caption: 'Claimed rebates, newest first',
    columns: { claimedAt: 'Date', period: 'Period', amount: 'Amount' },
    period: '{{from}} – {{to}}',
    empty: 'You have not claimed a rebate yet.',
    pager: 'Rebate pages',
  },
  load: {
    failed: 'The rebate could not be loaded.',
    historyFailed: 'The rebate history could not be loaded.',
    retry: 'Retry',
  },
};
