import { createTestApp, databases, tinyPng as png, useTestDatabase } from '@latch/test/server'
import { beforeAll, describe, expect } from 'vitest'
import { prepareImage } from '../images/prepareImage.js'
import { putImage } from '../images/putImage.js'
import { imagePaths } from './images.js'

describe.each(databases)('images ($name)', (database) => {
  const handle = useTestDatabase(database)
  const { test } = handle
  let app: ReturnType<typeof createTestApp>
  let pngId: string
  let etag: string

  beforeAll(async () => {
    if (!database.url) return
    const preparedPng = prepareImage(png)
    if ('error' in preparedPng) throw new Error('fixture image refused')
    pngId = await putImage(handle.db, preparedPng)
    etag = preparedPng.etag
    app = createTestApp({ db: handle.db })
  })

  test.each(imagePaths)('default: %s', async (path) => {
    const response = await app.request(path.replace(':id', pngId))
    expect(response.status).toBe(200)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png)
    expect(Object.fromEntries(response.headers)).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'content-type': 'image/png',
      'cross-origin-resource-policy': 'cross-origin',
      etag,
      'x-content-type-options': 'nosniff',
    })
  })

  test('behavior: the id is the hash of the bytes, so storing twice keeps one row', async () => {
    const prepared = prepareImage(png)
    if ('error' in prepared) throw new Error('refused')
    expect(await putImage(handle.db, prepared)).toBe(pngId)
    const rows = await handle.db.selectFrom('images').select('id').execute()
    expect(rows).toHaveLength(1)
  })

  test.each(imagePaths)('behavior: If-None-Match gives 304 (%s)', async (path) => {
    const url = path.replace(':id', pngId)
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await app.request(url, { headers: { 'If-None-Match': ifNoneMatch } })
      expect(response.status).toBe(304)
      expect(await response.text()).toBe('')
      expect(response.headers.get('etag')).toBe(etag)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    }
    const stale = await app.request(url, { headers: { 'If-None-Match': '"stale"' } })
    expect(stale.status).toBe(200)
  })

  test.each(imagePaths)('error: unknown id (%s)', async (path) => {
    const response = await app.request(path.replace(':id', 'missing'))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'Image missing does not exist.' },
    })
  })

  test.each([
    ['a space', 'a%20b'],
    ['a quote', "'%20OR%201=1"],
    ['too long', 'a'.repeat(129)],
    ['a percent sign', '%25'],
  ])('error: id with %s', async (_, id) => {
    const response = await app.request(`/getWalletImage/${id}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'Invalid path parameter id: must be 1 to 128 characters from A-Z a-z 0-9 . _ : -.',
      },
    })
  })

  test('error: no id', async () => {
    expect((await app.request('/getWalletImage/')).status).toBe(404)
  })
})
