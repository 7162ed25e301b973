import { api, ApiError } from '@suite/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, sentTo } from '../test/api-mock';
import { renderAt } from '../test/render';
import { resetCachedCalls } from './cached-call';
import { useCachedCall } from './use-cached-call';

jest.mock('@suite/shared', () => ({ ...jest.requireActual('@suite/shared'), callApi: jest.fn() }));

function Countries({ label }: { label: string }) {
  const { data, error, loading, reload } = useCachedCall(api.countries, undefined, { storageKey: 'test.countries', perLanguage: false });
  if (loading) return <p>{label}: loading</p>;
  if (error) {
    return (
      <p>
        {label}: {error.message}
        <button type="button" onClick={reload}>
          retry {label}
        </button>
      </p>
    );
  }
  return (
    <p>
      {label}: {data?.map((country) => country.countryCode).join(',')}
    </p>
  );
}

beforeEach(() => resetCachedCalls());

describe('useCachedCall', () => {
  it('makes one request for every component asking at once, and serves the next ones from the session cache', async () => {
    answerApi({ '/wps/system/countries': [{ countryCode: 'ES', countryDialingCode: '34' }] });
    const { unmount } = await renderAt(
      <>
        <Countries label="a" />
        <Countries label="b" />
      </>,
    );
    expect(await screen.findByText('a: ES')).toBeInTheDocument();
    expect(screen.getByText('b: ES')).toBeInTheDocument();
    unmount();
    await renderAt(<Countries label="c" />);
    expect(screen.getByText('c: ES')).toBeInTheDocument();
    expect(sentTo('/wps/system/countries')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('test.countries')!)).toEqual({
      key: '*|',
      value: [{ countryCode: 'ES', countryDialingCode: '34' }],
    });
  });

  it('does not cache a failure: the translated error shows and retry asks again', async () => {
    let calls = 0;
    answerApi({
      '/wps/system/countries': () => (++calls === 1 ? new ApiError('network') : [{ countryCode: 'VN', countryDialingCode: '84' }]),
    });
    await renderAt(<Countries label="a" />);
    expect(await screen.findByText(/El enlace de red es anormal/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'retry a' }));
    await waitFor(() => expect(screen.getByText('a: VN')).toBeInTheDocument());
    expect(calls).toBe(2);
  });
});
