import { afterEach, describe, expect, it } from 'vitest';
import { whenNear } from './use-deferred-module.ts';

/** A stand-in for the browser's IntersectionObserver: the test says when the element comes near. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  observed: unknown[] = [];
  isDisconnected = false;
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeIntersectionObserver.last = this;
  }
  observe(element: unknown) {
    this.observed.push(element);
  }
  disconnect() {
    this.isDisconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

const element = {} as Element;
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenNear', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    FakeIntersectionObserver.last = undefined;
  });

  it('answers at once when there is no element or the browser cannot tell', async () => {
    expect(await settled(whenNear({ current: null }))).toBe(true);
    expect(await settled(whenNear({ current: element }))).toBe(true);
  });

  it('answers once the element is within a screen, then stops watching', async () => {
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    const near = whenNear({ current: element });
    const observer = FakeIntersectionObserver.last!;
    expect(observer.observed).toEqual([element]);
    expect(observer.options?.rootMargin).toBe('100% 0px');
    observer.report(false);
    expect(await settled(near)).toBe(false);
    observer.report(true);
    expect(await settled(near)).toBe(true);
    expect(observer.isDisconnected).toBe(true);
  });

  it('stops watching when the part leaves the page first, and never answers', async () => {
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
    const controller = new AbortController();
    const near = whenNear({ current: element }, controller.signal);
    const observer = FakeIntersectionObserver.last!;
    expect(observer.isDisconnected).toBe(false);
    controller.abort();
    expect(observer.isDisconnected).toBe(true);
    expect(await settled(near)).toBe(false);
  });
});
