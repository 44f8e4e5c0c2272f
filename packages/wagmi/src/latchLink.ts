import type { Config } from '@latch/core'

/**
 * What the wagmi connector knows of Latch: the instance, once core has set the adapter up
 * (`undefined` before `createAppKit` and after `destroy`). The connector is created with the
 * wagmi config, before Latch exists, so it reads the instance through this link.
 */
export type LatchLink = {
  readonly config: Config | undefined
}

/** A link the adapter fills in when core sets it up, and empties on teardown. */
export function createLatchLink(): LatchLink & { attach(config: Config | undefined): void } {
  const link = {
    config: undefined as Config | undefined,
    attach(config: Config | undefined) {
      link.config = config
    },
  }
  return link
}
