/** A gradient avatar derived from the address, so no request leaves the page. */
export function Avatar({ address, size = 64 }: { address: string; size?: number }) {
  const hex = address.replace(/^0x/, '').padEnd(12, '0')
  const from = `#${hex.slice(0, 6)}`
  const to = `#${hex.slice(-6)}`
  return (
    <span
      className="latch-avatar"
      style={{ width: size, height: size, background: `linear-gradient(135deg, ${from}, ${to})` }}
      aria-hidden="true"
    />
  )
}
