import { BaseError } from '@latch/core'
import { warnOnce } from '../utils/warnOnce.js'

/** AppKit Pay (payments from wallets and exchanges) is not built in Latch yet. */
export type PayNotBuiltErrorType = BaseError & { name: 'PayNotBuiltError' }

/**
 * The error of a Pay hook or function that is not built. Made by a function, not a class
 * extending BaseError: a class at the top of the module would stay in every site's bundle.
 */
export function createPayNotBuiltError(name: string): PayNotBuiltErrorType {
  const error = new BaseError(
    `${name} is not built yet: Latch has no payments (AppKit Pay) so far.`,
  )
  error.name = 'PayNotBuiltError'
  return error as PayNotBuiltErrorType
}

/** Says once in the console that a Pay hook or function is not built. */
export function warnPayNotBuilt(name: string): void {
  warnOnce(
    `${name} is not built yet: Latch has no payments (AppKit Pay) so far; it returns an error and never pays.`,
  )
}

/**
 * The error a Pay hook or function reports, said once in the console too: a site moved over
 * from AppKit renders and runs, and learns why no payment happens.
 */
export function payNotBuilt(name: string): PayNotBuiltErrorType {
  warnPayNotBuilt(name)
  return createPayNotBuiltError(name)
}
