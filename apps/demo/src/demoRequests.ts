/** What the demo's Sign buttons ask the wallet to sign; the e2e tests verify against the same. */
export const demoMessage = 'Hello from the Latch demo'

/** The demo's EIP-712 request (domain on the devnet's first chain). */
export const demoTypedData = {
  domain: { name: 'Latch Demo', version: '1', chainId: 31337 },
  types: {
    Mail: [
      { name: 'from', type: 'string' },
      { name: 'to', type: 'string' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { from: 'Alice', to: 'Bob', contents: 'Hello from Latch' },
} as const
