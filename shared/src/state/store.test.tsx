import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai/vanilla';
import { Provider, atom, suiteStore, useAtom, useAtomValue } from './store';

describe('the suite store (jotai)', () => {
  it('is the store plain code and components without a Provider share', async () => {
    const clicks = atom(0);
    const doubled = atom((get) => get(clicks) * 2);
    function Counter() {
      const [value, setValue] = useAtom(clicks);
      return (
        <button type="button" onClick={() => setValue((current) => current + 1)}>
          {`Clicks: ${value}`}
        </button>
      );
    }
    function Echo() {
      return <p>{`Doubled: ${useAtomValue(doubled)}`}</p>;
    }
    render(
      <>
        <Counter />
        <Echo />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clicks: 0' }));
    expect(screen.getByText('Doubled: 2')).toBeInTheDocument();
    expect(suiteStore.get(clicks)).toBe(1);
    act(() => suiteStore.set(clicks, 10));
    expect(screen.getByRole('button', { name: 'Clicks: 10' })).toBeInTheDocument();
  });

  it('tells subscribers of real changes only', () => {
    const name = atom('ana');
    const heard: string[] = [];
    const stop = suiteStore.sub(name, () => heard.push(suiteStore.get(name)));
    suiteStore.set(name, 'ana');
    suiteStore.set(name, 'bea');
    stop();
    suiteStore.set(name, 'eva');
    expect(heard).toEqual(['bea']);
  });

  it('a page that provides its own store keeps its own values', () => {
    const greeting = atom('hola');
    const own = createStore();
    own.set(greeting, 'hello');
    function Greeting() {
      return <p>{useAtomValue(greeting)}</p>;
    }
    render(
      <Provider store={own}>
        <Greeting />
      </Provider>,
    );
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(suiteStore.get(greeting)).toBe('hola');
  });
});
