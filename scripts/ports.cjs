// Ports of the suite on a developer machine and in `npm start` (each overridable by env).
const num = (name, fallback) => Number(process.env[name] || fallback);

module.exports = {
  API_PORT: num('SUITE_API_PORT', 4000),
  HOST_PORT: num('SUITE_HOST_PORT', 3000),
  REMOTE_PORTS: {
    remote_games: num('SUITE_GAMES_PORT', 3001),
    remote_lottery: num('SUITE_LOTTERY_PORT', 3002),
    remote_member: num('SUITE_MEMBER_PORT', 3003),
    remote_agent: num('SUITE_AGENT_PORT', 3004),
  },
};
