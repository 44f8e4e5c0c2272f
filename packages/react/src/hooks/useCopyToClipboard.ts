'use client'
import { useCallback, useEffect, useState } from 'react'

/** How long the "copied" confirmation stays. */
const confirmationMs = 2000

/**
 * Copies text and says so for two seconds. A refused clipboard (no permission, insecure page)
 * leaves the confirmation off rather than claiming a copy that did not happen.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), confirmationMs)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = useCallback((text: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => undefined,
    )
  }, [])
  return { copied, copy }
}
