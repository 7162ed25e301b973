import { changeLanguage, DEFAULT_RUNTIME_CONFIG, DEFAULT_PLATFORM_PROFILE, setRuntimeConfig, setSiteSwitches } from '@suite/shared';
import { render, screen, within } from '@testing-library/react';
import { PlatformProfileStatus } from './PlatformProfileStatus';

const node = (modId: string, enabled: '0' | '1') => ({ modId, enabled, childrenNodes: [] });

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('PlatformProfileStatus (/__suite)', () => {
  beforeAll(async () => {
    await changeLanguage('en');
  });

  it('says which switches the platform did not send and that they count as off', async () => {
    setSiteSwitches([node('FREEPLAY', '1'), node('PASSWORDEXPIRY', '0')]);
    render(<PlatformProfileStatus />);
    const row = (feature: string) => within(document.querySelector(`[data-switch="${feature}"]`) as HTMLElement);
    expect(await screen.findByText('Platform profile')).toBeInTheDocument();
    expect(row('freePlay').getByText('on')).toBeInTheDocument();
    expect(row('passwordExpiry').getByText('off (sent as off)')).toBeInTheDocument();
    expect(row('loggedInToHome').getByText('not sent by the platform: counts as off')).toBeInTheDocument();
    expect(screen.getByTestId('platform-profile')).toHaveTextContent('default');
  });

  it('shows the operator’s profile: switch names, token header and path overrides', async () => {
    setRuntimeConfig({
      platform: {
        ...DEFAULT_PLATFORM_PROFILE,
        name: 'acme',
        token: { header: 'X-Token', scheme: '' },
        paths: { permission: '/api/permission' },
        switches: { ...DEFAULT_PLATFORM_PROFILE.switches, freePlay: 'ACME_FREE' },
      },
    });
    setSiteSwitches([node('ACME_FREE', '1')]);
    render(<PlatformProfileStatus />);
    expect(await screen.findByTestId('platform-profile')).toHaveTextContent('acme');
    expect(screen.getByText('X-Token: <token>')).toBeInTheDocument();
    expect(screen.getByText('permission → /api/permission')).toBeInTheDocument();
    const freePlay = within(document.querySelector('[data-switch="freePlay"]') as HTMLElement);
    expect(freePlay.getByText('ACME_FREE')).toBeInTheDocument();
    expect(freePlay.getByText('on')).toBeInTheDocument();
  });
});
