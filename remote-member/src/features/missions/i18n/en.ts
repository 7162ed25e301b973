import type { missionsEs } from './es';

export const missionsEn: typeof missionsEs = {
  missions: {
    title: "Today's missions",
    label: "Today's missions",
    resets: 'Missions renew on {{date}}.',
    reward: 'Reward: {{amount}} · {{points}} points',
    progress: '{{progress}} of {{target}}',
    collect: 'Collect',
    collecting: 'Collecting…',
    collected: 'Collected',
    inProgress: 'In progress',
    empty: 'No missions today. Come back tomorrow.',
  },
  notice: {
    collected: 'Mission “{{title}}” collected: its reward waits in the reward center.',
    toRewards: 'Go to the reward center',
  },
  failed: {
    collect: '“{{title}}” could not be collected.',
  },
  board: {
    title: "This week's leaderboard",
    caption: 'Mission points this week (since Monday)',
    rank: 'Rank',
    account: 'Account',
    points: 'Points',
    you: '(you)',
    empty: 'Nobody has scored this week yet. Collect missions to appear here.',
  },
  widget: {
    title: 'Your missions today',
    seeAll: 'See missions',
    claimable_one: '{{count}} ready to collect',
    claimable_other: '{{count}} ready to collect',
    done: 'Completed',
    collected: 'Collected',
    failed: 'Your missions could not be loaded.',
  },
  load: {
    missionsFailed: 'The missions could not be loaded.',
    boardFailed: 'The leaderboard could not be loaded.',
    retry: 'Retry',
  },
};
