import { act, render, screen } from '@testing-library/react';
import { changeLanguage, initI18n } from '@suite/shared';
import { useBetLabels } from './use-bet-labels';

beforeAll(() => initI18n());
afterEach(() => act(() => changeLanguage('es')));

function Labels() {
  const labels = useBetLabels();
  return <p>{[labels.gameType('RNG'), labels.gameType('ESPORTS'), labels.gameType('NEW'), labels.status('settled'), labels.status('open')].join(' | ')}</p>;
}

it('names the game types (an unknown one as is) and the bet states in both languages', async () => {
  render(<Labels />);
  expect(screen.getByText('Tragamonedas | E-sports | NEW | Liquidada | Abierta')).toBeInTheDocument();
  await act(() => changeLanguage('en'));
  expect(screen.getByText('Slots | Esports | NEW | Settled | Open')).toBeInTheDocument();
});
