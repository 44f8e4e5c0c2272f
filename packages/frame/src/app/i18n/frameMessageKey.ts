import type en from './locales/en.json'

/**
 * A text of the frame's own views (the approval view and the device step): a key of
 * `locales/en.json`, English being the default and the language every other catalogue is checked
 * against.
 */
export type FrameMessageKey = keyof typeof en

/** A catalogue of the frame's views: every key, in one language. */
export type FrameMessages = Readonly<Record<FrameMessageKey, string>>
