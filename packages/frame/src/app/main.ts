import type { FrameStorage } from './frameSession.js'
import { startFrameApp } from './startFrameApp.js'
import './ui/frame.css'

// The entry of the frame page (app/index.html), which the server also serves as the approval
// popup (`/approve`, SECURITY.md T7): that page loads the approval code only, in the chunk it
// shares with the frame's RPC handler. (The path is `approvalPopupPath`, written out here so that
// the frame's entry does not load the popup's code.)
if (window.location.pathname === '/approve') {
  void import('./approval/startApprovalPopup.js').then((module) =>
    module.startApprovalPopup({ window }),
  )
} else {
  // Reading `localStorage` throws where the browser blocks storage for this frame; the frame then
  // keeps its state in memory.
  let storage: FrameStorage | undefined
  try {
    storage = window.localStorage
  } catch {
    storage = undefined
  }
  startFrameApp({ window, storage })
}
