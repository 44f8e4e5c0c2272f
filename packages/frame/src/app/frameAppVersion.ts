/** The frame app's version, sent in READY: the version of `@latch/frame` that built it. */
export const frameAppVersion = '0.1.0'
