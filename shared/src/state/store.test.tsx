import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom, createStore, useAtom, useAtomValue } from './store';

describe('the suite store', () => {
  it('reads the initial value until one is written, and writes values or updates from the current one', () => {
    const store = createStore();
    const count = atom(1);
    expect(store.get(count)).toBe(1);
    store.set(count, 5);
    store.set(count, (current) => current + 1);
    expect(store.get(count)).toBe(6);
    // Another store keeps its own values.
    expect(createStore().get(count)).toBe(1);
  });

  it('tells subscribers of real changes only, runs onSet before them, and forgets unsubscribed ones', () => {
    const store = createStore();
    const persisted: string[] = [];
    const name = atom('ana', (next) => persisted.push(next));
    const heard: string[] = [];
    const stop = store.sub(name, () => heard.push(`${store.get(name)} after ${persisted.length} writes`));
    store.set(name, 'ana');
    store.set(name, 'bea');
    stop();
    store.set(name, 'eva');
    expect(heard).toEqual(['bea after 1 writes']);
    expect(persisted).toEqual(['bea', 'eva']);
  });

  it('renders a component again when its value changes, from React or from plain code', async () => {
    const store = createStore();
    const clicks = atom(0);
    function Counter() {
      const [value, setValue] = useAtom(clicks, store);
      return (
        <button type="button" onClick={() => setValue((current) => current + 1)}>
          {`Clicks: ${value}`}
        </button>
      );
    }
    function Echo() {
      return <p>{`Echo: ${useAtomValue(clicks, store)}`}</p>;
    }
    render(
      <>
        <Counter />
        <Echo />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clicks: 0' }));
    expect(screen.getByText('Echo: 1')).toBeInTheDocument();
    act(() => store.set(clicks, 10));
    expect(screen.getByRole('button', { name: 'Clicks: 10' })).toBeInTheDocument();
  });
});
