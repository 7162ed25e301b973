import { trackPageLoad, whenPageLoadsSettled } from './page-loads';

describe("the page's own remote loads", () => {
  it('runs at once when the page loads nothing, else once every load has settled (failures too)', async () => {
    const now = jest.fn();
    whenPageLoadsSettled(now);
    expect(now).toHaveBeenCalledTimes(1);

    let finishRoute!: () => void;
    let failWidget!: (error: Error) => void;
    const route = trackPageLoad(new Promise<void>((resolve) => (finishRoute = resolve)));
    const widget = trackPageLoad(new Promise<void>((_resolve, reject) => (failWidget = reject)));
    widget.catch(() => undefined);
    const later = jest.fn();
    const cancelled = jest.fn();
    whenPageLoadsSettled(later);
    whenPageLoadsSettled(cancelled)();

    finishRoute();
    await route;
    expect(later).not.toHaveBeenCalled();
    failWidget(new Error('remote down'));
    await widget.catch(() => undefined);
    await Promise.resolve();
    expect(later).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
