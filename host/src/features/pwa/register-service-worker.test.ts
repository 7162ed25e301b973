import { registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker (issue 25)', () => {
  const env = process.env.NODE_ENV;
  const register = jest.fn(() => Promise.resolve({}));

  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  });

  afterEach(() => {
    jest.useRealTimers();
    process.env.NODE_ENV = env;
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers /sw.js two seconds after the load event', () => {
    process.env.NODE_ENV = 'production';
    const listen = jest.spyOn(window, 'addEventListener');
    registerServiceWorker();
    const onLoad = listen.mock.calls.find(([type]) => type === 'load')?.[1] as () => void;
    listen.mockRestore();
    expect(register).not.toHaveBeenCalled();
    onLoad();
    jest.advanceTimersByTime(1999);
    expect(register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('does nothing in development or without service workers', () => {
    const listen = jest.spyOn(window, 'addEventListener');
    process.env.NODE_ENV = 'development';
    registerServiceWorker();
    process.env.NODE_ENV = 'production';
    Reflect.deleteProperty(navigator, 'serviceWorker');
    registerServiceWorker();
    expect(listen).not.toHaveBeenCalledWith('load', expect.anything());
    listen.mockRestore();
  });
});
