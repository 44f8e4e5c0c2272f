import type { FrameStorage } from './frameSession.js'
import { startFrameApp } from './startFrameApp.js'
import './ui/frame.css'

// The entry of the frame page (app/index.html). Reading `localStorage` throws where the browser
// blocks storage for this frame; the frame then keeps its state in memory.
let storage: FrameStorage | undefined
try {
  storage = window.localStorage
} catch {
  storage = undefined
}

startFrameApp({ window, storage })
