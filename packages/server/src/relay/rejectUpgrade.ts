import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'

/** Answers an HTTP upgrade request with a bodiless status and closes the connection. */
export function rejectUpgrade(socket: Duplex, status: number): void {
  // A client that already went away must not turn the write into an unhandled 'error'.
  socket.on('error', () => {})
  if (!socket.writable) {
    socket.destroy()
    return
  }
  // `end` flushes the status line before closing; destroying at once could drop it.
  socket.once('finish', () => socket.destroy())
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  )
}
