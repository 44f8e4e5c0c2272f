// A vitest setup file of the frame project, and what `installTestDocument` gives its own jsdom
// window. jsdom has no IntersectionObserver, which would make every frame test a browser without
// IntersectionObserver v2, where the approval goes to a popup (SECURITY.md T7). The frame's tests
// run as Chromium does instead: IntersectionObserver v2, with the frame fully visible from the
// moment a view is observed. A test of the popup path removes it
// (`vi.stubGlobal('IntersectionObserver', undefined)`).

type Callback = (entries: Partial<IntersectionObserverEntry>[], observer: unknown) => void

class VisibleIntersectionObserver {
  readonly root = null
  readonly rootMargin = '0px'
  readonly thresholds: readonly number[] = [1]
  readonly trackVisibility: boolean
  readonly delay: number
  readonly #callback: Callback
  constructor(callback: Callback, options: { trackVisibility?: boolean; delay?: number } = {}) {
    this.#callback = callback
    this.trackVisibility = options.trackVisibility === true
    this.delay = options.delay ?? 0
  }
  observe(target: Element) {
    this.#callback(
      [{ target, isIntersecting: true, intersectionRatio: 1, isVisible: true } as never],
      this,
    )
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

class VisibleIntersectionObserverEntry {
  get isVisible() {
    return true
  }
}

/**
 * Gives `scope` (a jsdom window) an IntersectionObserver v2 that reports every observed view
 * visible at once, unless it has one. Test-only.
 *
 * @example
 * installVisibleIntersectionObserver(dom.window)
 */
export function installVisibleIntersectionObserver(scope: object) {
  const target = scope as Record<string, unknown>
  target.IntersectionObserver ??= VisibleIntersectionObserver
  target.IntersectionObserverEntry ??= VisibleIntersectionObserverEntry
}

installVisibleIntersectionObserver(globalThis)
