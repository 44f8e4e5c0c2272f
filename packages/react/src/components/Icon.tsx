const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  check: 'M5 12l5 5 9-11',
  external: 'M14 5h5v5M19 5l-8 8M17 13v6H5V7h6',
  chevron: 'M9 6l6 6-6 6',
  warning: 'M12 4l9 16H3zM12 10v4M12 17v.5',
  disconnect: 'M10 5H5v14h5M14 8l4 4-4 4M8 12h10',
  send: 'M5 12h14M13 6l6 6-6 6',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
} as const

// Icons that point along the reading direction (back, onward, out): mirrored right to left by
// the modal's CSS (`[dir="rtl"] svg[data-flip]`). The others (external link, copy…) never are.
const directional = new Set<keyof typeof paths>(['back', 'chevron', 'send', 'disconnect'])

/**
 * A small line icon; decorative, so the control around it carries the name. The directional
 * ones carry `data-flip`, and mirror in a right-to-left modal.
 */
export function Icon({ name, size = 16 }: { name: keyof typeof paths; size?: number }) {
  return (
    <svg
      data-flip={directional.has(name) ? '' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}
