import { fakeServer, ok } from '../api/test-adapter';
import { initI18n } from '../i18n/i18n';
import { loadSiteSwitches, siteSwitchesAtom } from './site-switches';
import { suiteStore } from './session-store';

beforeAll(() => initI18n());

describe('site switches', () => {
  it('loads the white-label tree once and keeps it', async () => {
    const sent = fakeServer(() =>
      ok([{ modId: 'LOGIN', enabled: '1', childrenNodes: [{ modId: 'MOBILEVERCODELOGIN3', enabled: '1', childrenNodes: [] }] }]),
    );
    await Promise.all([loadSiteSwitches(), loadSiteSwitches()]);
    await loadSiteSwitches();
    expect(sent).toHaveLength(1);
    expect(suiteStore.get(siteSwitchesAtom)).toMatchObject({ status: 'loaded', tree: [{ modId: 'LOGIN' }] });
    await loadSiteSwitches({ force: true });
    expect(sent).toHaveLength(2);
  });

  it('reports an error and tries again on the next load', async () => {
    let fail = true;
    fakeServer(() => (fail ? { status: 503, data: {} } : ok([])));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadSiteSwitches({ force: true });
    expect(suiteStore.get(siteSwitchesAtom).status).toBe('error');
    fail = false;
    await loadSiteSwitches();
    expect(suiteStore.get(siteSwitchesAtom).status).toBe('loaded');
    warn.mockRestore();
  });
});
