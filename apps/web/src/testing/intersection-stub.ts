import { vi } from 'vitest';

/**
 * Replaces `IntersectionObserver` (which never reports in the test DOM) with one that reports
 * when told: `showAll()` tells every observer that each element it watches is now on screen.
 */
export function stubIntersectionObserver(): { showAll: () => void } {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    showAll: () => {
      for (const { callback, elements } of [...observers]) {
        const entries = [...elements].map((target) => ({ target, isIntersecting: true }));
        callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
  };
}
