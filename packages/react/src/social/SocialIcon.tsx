import type { FrameSocialProvider } from '@latch/core'

// Each provider as a monogram on its brand colour: recognisable at a glance, a few bytes each,
// and no logo artwork to ship or license.
const marks: Record<FrameSocialProvider, { glyph: string; background: string; color: string }> = {
  google: { glyph: 'G', background: '#ffffff', color: '#4285f4' },
  x: { glyph: '𝕏', background: '#000000', color: '#ffffff' },
  discord: { glyph: 'D', background: '#5865f2', color: '#ffffff' },
  farcaster: { glyph: 'F', background: '#8a63d2', color: '#ffffff' },
  github: { glyph: 'GH', background: '#24292f', color: '#ffffff' },
  apple: { glyph: 'A', background: '#000000', color: '#ffffff' },
  facebook: { glyph: 'f', background: '#1877f2', color: '#ffffff' },
}

/** A social provider's mark; decorative: the button around it carries the name. */
export function SocialIcon({
  provider,
  size = 24,
}: {
  provider: FrameSocialProvider
  size?: number
}) {
  const mark = marks[provider]
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        flex: 'none',
        // Round when large: it then sits inside the round progress ring of the Connecting views.
        borderRadius: size >= 48 ? '50%' : '25%',
        boxShadow: 'inset 0 0 0 1px rgb(0 0 0 / 0.12)',
        fontWeight: 700,
        lineHeight: 1,
        width: size,
        height: size,
        background: mark.background,
        color: mark.color,
        fontSize: size * (mark.glyph.length > 1 ? 0.42 : 0.6),
      }}
    >
      {mark.glyph}
    </span>
  )
}
