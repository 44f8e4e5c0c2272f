/** A typed-data or transaction value as one line of text, bigint-safe and cut to a sane length. */
export function formatValue(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value, (_key, item: unknown) =>
            typeof item === 'bigint' ? item.toString() : item,
          )
  const line = text ?? String(value)
  return line.length > 2000 ? `${line.slice(0, 2000)}…` : line
}
