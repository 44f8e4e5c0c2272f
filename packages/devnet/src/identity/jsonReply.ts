import type { ServerResponse } from 'node:http'

/** A JSON answer from one of the imitated provider APIs. */
export type JsonReply = {
  status: number
  body: unknown
  headers?: Record<string, string>
}

/** Writes a JSON reply. API answers carry tokens' data, so nothing may cache them. */
export function sendJson(response: ServerResponse, reply: JsonReply): void {
  const text = JSON.stringify(reply.body)
  response.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...reply.headers,
  })
  response.end(text)
}
