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

  describe('integrity', () => {
    const entry = 'http://localhost:3001/remoteEntry.js';
    const integrity = `sha384-${'oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC'}`;

    it('keeps a well-formed sha384 integrity with its entry', () => {
      expect(parseRemotesManifest([{ name: 'remote_games', entry, integrity }])).toEqual({
        remotes: [{ name: 'remote_games', entry, integrity }],
        problems: [],
      });
    });

    it('marks a remote with a malformed integrity broken, with a clear reason, and keeps the others', () => {
      for (const bad of ['sha256-abc', `sha384-${'A'.repeat(63)}`, `sha384-${'A'.repeat(64)} sha512-x`, '', 42, null, ['sha384-x']]) {
        const { remotes, problems } = parseRemotesManifest([
          { name: 'remote_games', entry, integrity: bad },
          { name: 'remote_lottery', entry: 'http://localhost:3002/remoteEntry.js' },
        ]);
        expect(remotes[0]).toEqual({ name: 'remote_games', entry, broken: 'remote remote_games has no valid integrity (sha384-<base64>): not loaded' });
        expect(remotes[0]).not.toHaveProperty('integrity');
        expect(remotes[1]).toEqual({ name: 'remote_lottery', entry: 'http://localhost:3002/remoteEntry.js' });
        expect(problems).toEqual([remotes[0]?.broken]);
      }
    });
  });
});
