import { BaseError } from '../errors/base.js'
import type { SiwxMessageField } from './siwxMessageInput.js'

/** {@link SiwxMessageError}, narrowed by `name`. */
export type SiwxMessageErrorType = SiwxMessageError & { name: 'SiwxMessageError' }

/**
 * A Sign In With X message cannot be written or read: a field breaks its rule (`field` names it),
 * or the text is not a message in one of the known forms (`field` is `'message'`).
 */
export class SiwxMessageError extends BaseError {
  override name = 'SiwxMessageError'
  /** The field at fault, or `'message'` for the text as a whole. */
  field: SiwxMessageField | 'message'

  constructor(field: SiwxMessageField | 'message', message: string) {
    super(message)
    this.field = field
  }
}
