import { parseRemotesManifest } from './remotes-manifest';

describe('parseRemotesManifest', () => {
  it('keeps every valid remote of a list', () => {
    const { remotes, problems } = parseRemotesManifest([
      { name: 'remote_games', entry: 'http://localhost:3001/remoteEntry.js' },
      { name: 'remote_lottery', entry: 'https://cdn.example.com/lottery/remoteEntry.js' },
    ]);
    expect(remotes.map((r) => r.name)).toEqual(['remote_games', 'remote_lottery']);
    expect(problems).toEqual([]);
  });

  it('accepts the { name: entry } object form', () => {
    expect(parseRemotesManifest({ remote_member: '/member/remoteEntry.js' }).remotes).toEqual([
      { name: 'remote_member', entry: '/member/remoteEntry.js' },
    ]);
  });

  it('reports unknown names, bad URLs and duplicates but keeps the good lines', () => {
    const { remotes, problems } = parseRemotesManifest([
      { name: 'remote_games', entry: 'http://localhost:3001/remoteEntry.js' },
      { name: 'remote_games', entry: 'http://localhost:3011/remoteEntry.js' },
      { name: 'remote_evil', entry: 'http://localhost:9/remoteEntry.js' },
      { name: 'remote_agent', entry: 'javascript:alert(1)' },
      'garbage',
    ]);
    expect(remotes).toEqual([{ name: 'remote_games', entry: 'http://localhost:3001/remoteEntry.js' }]);
    expect(problems).toHaveLength(4);
  });

  it('rejects a manifest that is not a list or object', () => {
    expect(parseRemotesManifest('oops').problems[0]).toMatch(/must be a list/);
  });
});
