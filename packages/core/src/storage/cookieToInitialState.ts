import type { Config } from '../config/createConfig.js'
import { parseLatchCookies } from './cookieStorage.js'
import { createStorage } from './createStorage.js'
import { type InitialState, type InitialStateScope, readInitialState } from './initialState.js'

/**
 * Reads a returning visitor's stored connection from a request's `Cookie` header (the cookies
 * {@link cookieStorage} writes), for a server to render it and hand it to `LatchProvider`'s
 * `initialState`. Plain TypeScript: usable in a Next.js server component, a route handler or any
 * Node server. Values are validated and kept only when the site's options can use them.
 *
 * @example
 * // app/layout.tsx (a server component)
 * import { cookieToInitialState } from '@latch/core'
 * import { headers } from 'next/headers'
 * import { latchOptions } from './latchOptions'
 * const initialState = cookieToInitialState(latchOptions, (await headers()).get('cookie'))
 */
export function cookieToInitialState(
  optionsOrConfig: InitialStateScope | Pick<Config, 'options'>,
  cookieHeader: string | null | undefined,
): InitialState {
  const options = 'options' in optionsOrConfig ? optionsOrConfig.options : optionsOrConfig
  const cookies = parseLatchCookies(cookieHeader)
  const storage = createStorage({
    getItem: (key) => cookies.get(key) ?? null,
    setItem: () => {},
    removeItem: () => {},
  })
  return readInitialState(storage, options)
}
