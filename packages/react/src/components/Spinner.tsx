/** A decorative spinner; the text next to it says what is happening. */
export function Spinner({ size = 24 }: { size?: number }) {
  return (
    <svg
      className="latch-spinner"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
    </svg>
  )
}
