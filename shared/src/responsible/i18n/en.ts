import type { responsibleEs } from './es';

export const responsibleEn: typeof responsibleEs = {
  reality: {
    title: 'Reality check',
    lead: 'A moment to look at your session: this is what happened since you logged in.',
    sessionTime: 'Session time',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    staked: 'Total staked',
    won: 'Total won',
    net: 'Net position',
    keepPlaying: 'Keep playing',
    history: 'See my history',
    logout: 'Log out',
  },
};
