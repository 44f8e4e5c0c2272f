import { useMemo } from 'react'
import { encode } from 'uqr'
import { useLatchState } from '../hooks/useLatchState.js'
import { qrColor } from './qrColor.js'

/** The share of the code's width kept clear for the logo; Q-level correction recovers it. */
const logoShare = 0.22

/**
 * A QR code drawn as one SVG path (no canvas, no `innerHTML`). With a logo, the modules under
 * it are left out rather than covered, so the code stays readable at error correction Q.
 */
export function QrCode({
  value,
  label,
  logo,
  size = 256,
}: {
  value: string
  label: string
  logo?: React.ReactNode
  size?: number
}) {
  // The site's --w3m-qr-color (or --apkt-qr-color), when readable on the code's white.
  const color = qrColor(useLatchState((state) => state.themeVariables))
  const { path, modules, clear } = useMemo(() => {
    const qr = encode(value, { ecc: 'Q', border: 2 })
    const modules = qr.size
    // An odd module count centred on the middle module keeps the gap symmetric.
    let clear = logo ? Math.ceil(modules * logoShare) : 0
    if (clear % 2 !== modules % 2) clear += 1
    const start = (modules - clear) / 2
    const inLogo = (x: number, y: number) =>
      clear > 0 && x >= start && x < start + clear && y >= start && y < start + clear
    let path = ''
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark && !inLogo(x, y)) path += `M${x} ${y}h1v1h-1z`
      })
    })
    return { path, modules, clear }
  }, [value, logo])
  return (
    <div className="latch-qr" style={{ width: size, height: size }}>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${modules} ${modules}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
      >
        <rect width={modules} height={modules} fill="#fff" />
        <path d={path} fill={color} />
      </svg>
      {logo && clear > 0 && (
        <div className="latch-qr-logo" style={{ width: (size * clear) / modules }}>
          {logo}
        </div>
      )}
    </div>
  )
}
