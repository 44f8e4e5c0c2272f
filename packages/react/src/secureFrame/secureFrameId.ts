/** The secure frame's element id (spec section 2), as `@latch/frame/host` attaches it. */
export const secureFrameId = 'w3m-iframe'
