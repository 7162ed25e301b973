/** Spec 2 §4: the vendor list is cached, and refreshed on a language change. */
import { api, callApi } from '@suite/shared';
import { answerApi } from '../../test/fake-api';
import { makeVendor } from '../../test/fixtures';
import { forgetVendorLanes, loadVendorLanes } from './use-vendor-lanes';

jest.mock('@suite/shared', () => jest.requireActual('../../test/shared-mock').sharedMock());

let server: ReturnType<typeof answerApi>;

beforeEach(() => {
  forgetVendorLanes();
  server = answerApi(callApi, {
    [api.newGameVendor.path]: ({ language }: api.VendorListQuery) => ({
      data: { lanes: [{ title: `Slots ${language}`, gameType: 'RNG', cards: [makeVendor('SPX')], gameClassify: [] }] },
    }),
  });
});

const languagesAsked = () => server.calls(api.newGameVendor.path).map((payload) => (payload as api.VendorListQuery).language);

it('asks once per language while the language stays', async () => {
  await Promise.all([loadVendorLanes('es'), loadVendorLanes('es')]);
  const lanes = await loadVendorLanes('es');
  expect(lanes[0]?.title).toBe('Slots es');
  expect(languagesAsked()).toEqual(['es']);
});

it('asks again after a language change, also for a language asked before', async () => {
  await loadVendorLanes('es');
  expect((await loadVendorLanes('en'))[0]?.title).toBe('Slots en');
  await loadVendorLanes('es');
  expect(languagesAsked()).toEqual(['es', 'en', 'es']);
});
