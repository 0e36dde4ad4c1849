import { act } from "@testing-library/react";

/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none): install it, then say which elements
 * come into view with `enter`.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
}

export function installIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  };
}

/** The observers' options, for checking what a component watches for. */
export const observerOptions = () => FakeIntersectionObserver.instances.map((observer) => observer.options);

/** Reports these elements as intersecting (by this share of them) to every observer watching them. */
export function enter(elements: Element[], intersectionRatio = 1) {
  act(() => {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = elements
        .filter((element) => observer.observed.has(element))
        .map((target) => ({ target, isIntersecting: true, intersectionRatio }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}
