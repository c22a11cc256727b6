import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../lib/session';

/*
 * jsdom 29 implements none of these browser APIs. The stubs are the smallest stand-ins that keep
 * components working: what they report is what an unremarkable desktop browser would.
 */

/** Evaluates the width queries the components use against jsdom's viewport; nothing else matches. */
function matches(query: string) {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  if (min) return window.innerWidth >= Number(min[1]);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (max) return window.innerWidth <= Number(max[1]);
  // prefers-reduced-motion and the rest: the browser's defaults.
  return false;
}

window.matchMedia = (query: string): MediaQueryList => {
  const list: MediaQueryList = {
    media: query,
    matches: matches(query),
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
  return list;
};

/** Never reports: jsdom lays nothing out, so nothing ever comes into view. */
class StubIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  readonly scrollMargin = '0px';
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
window.IntersectionObserver = StubIntersectionObserver;

/** Never reports: jsdom has no layout, so no element ever changes size. */
class StubResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = StubResizeObserver;

/*
 * jsdom has the <dialog> element and its `open` attribute but not its methods. These follow the
 * specification's visible effects: `open` set or removed, and a `close` event when an open dialog
 * closes (the browser queues it; here it follows at once). No top layer and no inert page behind.
 */
HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

afterEach(() => {
  cleanup();
  // Every test starts signed out.
  clearSession();
});
