/** AppKit's two button sizes: `md` (the default, 40 px high) and `sm` (32 px). */
export type AppKitButtonSize = 'sm' | 'md'

/** The avatar and network marks inside a button of this size, in px. */
export const markSize = (size: AppKitButtonSize): number => (size === 'sm' ? 16 : 20)
