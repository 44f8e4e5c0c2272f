import type { IncomingMessage } from 'node:http'

/** Reads a small request body (a form post) as text, refusing anything over `limit` bytes. */
export async function readRequestBody(
  request: IncomingMessage,
  limit = 64 * 1024,
): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > limit) throw new RangeError(`The request body is over ${limit} bytes.`)
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
