import { libraryConfig } from '../../scripts/libraryConfig.js'

export default libraryConfig(import.meta.url, {
  // The modal's end: small, and loaded only when the embedded wallet is offered.
  host: 'src/exports/host.ts',
  // The frame app's end: validation with valibot, served from the frame's own origin.
  handler: 'src/exports/handler.ts',
})
