/** A short, single-line message for the status line; the SDK rejects with errors and plain objects. */
export function errorMessage(error: unknown): string {
  const message =
    typeof error === 'object' && error !== null && 'message' in error
      ? String((error as { message: unknown }).message)
      : String(error)
  return message.replace(/\s+/g, ' ').trim().slice(0, 200) || 'unknown error'
}
