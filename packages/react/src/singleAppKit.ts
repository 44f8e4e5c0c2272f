import type { AppKit } from './createAppKit.js'

let running: AppKit | undefined
let creating = false
let warned = false

/**
 * One modal per page: `createAppKit` starts with `singleAppKit(() => createAppKit(options))`.
 * The first call creates the instance through `create` (in which this returns `undefined`, so
 * the body runs) and keeps it until its `destroy()`; a call while it runs gets that instance
 * back, and a one-time console warning, instead of a second modal (React's StrictMode, a hot
 * reload, a `createAppKit` inside a component). Returns `undefined` when the caller should
 * create.
 */
export function singleAppKit(create: () => AppKit): AppKit | undefined {
  if (creating) return undefined
  if (running) {
    if (!warned)
      // biome-ignore lint/suspicious/noConsole: the warning is for the site's developers
      console.warn(
        'Latch: createAppKit was called again; its options are ignored and the running modal is returned (destroy() it first to replace it).',
      )
    warned = true
    return running
  }
  creating = true
  try {
    const appKit = create()
    const kept: AppKit = {
      ...appKit,
      destroy() {
        if (running === kept) running = undefined
        appKit.destroy()
      },
    }
    running = kept
    return kept
  } finally {
    creating = false
  }
}
