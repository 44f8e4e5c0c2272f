import { useState } from 'react'

/**
 * A wallet's icon, only ever as `<img src>` (an SVG there cannot run script), with a monogram
 * when the wallet gave no usable icon or it fails to load.
 */
export function WalletImage({
  src,
  name,
  size = 40,
  loading = 'eager',
}: {
  src?: string | undefined
  name: string
  size?: number
  /** `lazy` for logos far down a long list. */
  loading?: 'eager' | 'lazy' | undefined
}) {
  const [failed, setFailed] = useState(false)
  if (!src || failed)
    return (
      <span className="latch-monogram" style={{ width: size, height: size }} aria-hidden="true">
        {[...name][0]?.toUpperCase() ?? '?'}
      </span>
    )
  return (
    <img
      className="latch-wallet-image"
      src={src}
      alt=""
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  )
}
