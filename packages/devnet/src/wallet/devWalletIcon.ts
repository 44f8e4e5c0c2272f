// A padlock-shaped latch on an indigo tile, drawn for this project.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#4338ca"/>' +
  '<path d="M32 44V34a16 16 0 0 1 32 0v4" fill="none" stroke="#e0e7ff" stroke-width="8" ' +
  'stroke-linecap="round"/>' +
  '<rect x="22" y="44" width="52" height="34" rx="8" fill="#e0e7ff"/>' +
  '<circle cx="48" cy="58" r="5" fill="#4338ca"/><rect x="45" y="60" width="6" height="10" ' +
  'rx="3" fill="#4338ca"/></svg>'

/** The EIP-6963 icon: an SVG as a base64 data URI (the SVG is ASCII, so `btoa` is safe). */
export const devWalletIcon = `data:image/svg+xml;base64,${btoa(svg)}`
