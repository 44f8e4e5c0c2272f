/** The largest message the frame reads, counted as its JSON would be (about). */
export const maxMessageBytes = 64 * 1024

/** The deepest nesting the frame reads; the envelope is depth 1, its payload depth 2. */
export const maxMessageDepth = 32

// Keys that could reach a prototype if any later code copied the data carelessly.
const forbiddenKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Tells whether a message is plain JSON-like data within the size and depth caps (SECURITY.md T4):
 * strings, finite numbers, booleans, null, undefined, arrays and plain objects, and no key in
 * `forbiddenKeys`. It stops at the first excess, so a 10 MB string or a 10,000-deep nesting
 * costs no more than a small message. A structured clone can carry Maps, Dates, cycles and huge
 * strings; none of them gets past this.
 */
export function isPlainData(value: unknown): boolean {
  let budget = maxMessageBytes
  const visit = (node: unknown, depth: number): boolean => {
    if (depth > maxMessageDepth) return false
    switch (typeof node) {
      case 'string':
        budget -= node.length + 2
        return budget >= 0
      case 'number':
        budget -= 8
        return Number.isFinite(node) && budget >= 0
      case 'boolean':
      case 'undefined':
        budget -= 5
        return budget >= 0
      case 'object': {
        if (node === null) {
          budget -= 4
          return budget >= 0
        }
        if (Array.isArray(node)) {
          if (Object.getPrototypeOf(node) !== Array.prototype) return false
          budget -= node.length + 2
          if (budget < 0) return false
          for (let index = 0; index < node.length; index++) {
            if (!visit(node[index], depth + 1)) return false
          }
          return true
        }
        const prototype = Object.getPrototypeOf(node)
        if (prototype !== Object.prototype && prototype !== null) return false
        const keys = Object.keys(node)
        budget -= keys.length + 2
        if (budget < 0) return false
        for (const key of keys) {
          budget -= key.length + 3
          if (budget < 0 || forbiddenKeys.has(key)) return false
          if (!visit((node as Record<string, unknown>)[key], depth + 1)) return false
        }
        return true
      }
      default:
        return false
    }
  }
  return visit(value, 1)
}
