import { trackPageLoad, whenPageLoadsSettled } from './page-loads';

/** One frame and the task after it (jsdom's requestAnimationFrame is a timer of about 16 ms). */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe("the page's own remote loads", () => {
  it('runs at once when the page loads nothing, else once every load has settled (failures too) and been painted', async () => {
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
    await nextPaint();
    expect(later).not.toHaveBeenCalled();
    failWidget(new Error('remote down'));
    await widget.catch(() => undefined);
    // The last load has settled, but the frame that shows it has not painted yet: still waiting.
    expect(later).not.toHaveBeenCalled();
    await nextPaint();
    await nextPaint();
    expect(later).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
