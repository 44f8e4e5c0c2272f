import type { Network } from '@latch/core'
import { useConfig } from '../hooks/useConfig.js'

// A hue from the chain id, so each network keeps its colour without loading an image.
function hueOf(network: Network): number {
  let hash = 0
  for (const character of network.caipNetworkId) hash = (hash * 31 + character.charCodeAt(0)) | 0
  return Math.abs(hash) % 360
}

/** A network's badge: the site's image for it (`chainImages`), else its initial on a colour. */
export function NetworkImage({ network, size = 24 }: { network: Network; size?: number }) {
  const image = useConfig().options.chainImages?.[network.id]
  if (image)
    return (
      <img
        className="latch-network-image"
        src={image}
        alt=""
        width={size}
        height={size}
        data-testid="latch-network-image"
      />
    )
  return (
    <span
      className="latch-network-image"
      style={{ width: size, height: size, background: `hsl(${hueOf(network)} 65% 48%)` }}
      aria-hidden="true"
    >
      {[...network.name][0]?.toUpperCase() ?? '?'}
    </span>
  )
}
