import { describe, expect, test } from 'vitest'
import { toOutsideUrl } from './toOutsideUrl.js'

const gateway = 'https://ipfs.io'
const cid = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'
const href = (source: string, ipfsGatewayUrl = gateway) =>
  toOutsideUrl(source, ipfsGatewayUrl)?.href

describe('toOutsideUrl', () => {
  test('default: http(s) URLs are kept, without their fragment', () => {
    expect(href('https://cdn.example/nft/1.png?v=2#x')).toBe('https://cdn.example/nft/1.png?v=2')
    expect(href('http://cdn.example/a.png')).toBe('http://cdn.example/a.png')
  })

  test('behavior: ipfs:// goes to the gateway under /ipfs/<CID>', () => {
    expect(href(`ipfs://${cid}/art/1.png`)).toBe(`https://ipfs.io/ipfs/${cid}/art/1.png`)
    expect(href(`ipfs://${cid}`)).toBe(`https://ipfs.io/ipfs/${cid}`)
    expect(href(`ipfs://ipfs/${cid}/a b.png`)).toBe(`https://ipfs.io/ipfs/${cid}/a%20b.png`)
    expect(href('ipfs://QmYDvPAXtiJg7s8JdRBSLWdgSphQdac8j1YuQNNxcGE1hg')).toBe(
      'https://ipfs.io/ipfs/QmYDvPAXtiJg7s8JdRBSLWdgSphQdac8j1YuQNNxcGE1hg',
    )
    expect(href(`ipfs://${cid}/1.png`, 'http://127.0.0.1:8080/gw/')).toBe(
      `http://127.0.0.1:8080/gw/ipfs/${cid}/1.png`,
    )
  })

  test('behavior: an ipfs path never leaves its CID', () => {
    for (const path of ['/../../api/v0/id', '/%2e%2e/%2e%2e/admin', '/..%2f..%2fadmin'])
      expect(href(`ipfs://${cid}${path}`) ?? '', path).toMatch(
        new RegExp(`^https://ipfs\\.io/ipfs/${cid}(/|$)`),
      )
    // Not a CID, but still a path under /ipfs/: the gateway answers it with an error.
    expect(href('ipfs://ipfs/../api/v0/id')).toBe('https://ipfs.io/ipfs/api/v0/id')
    expect(href('ipfs://bafy.evil.example/x.png')).toBeUndefined()
    expect(href('ipfs:///x.png')).toBeUndefined()
  })

  test('behavior: other schemes, credentials and junk give nothing', () => {
    for (const source of [
      'ftp://cdn.example/a.png',
      'file:///etc/passwd',
      'ipns://example.eth/a.png',
      'ar://abc',
      'javascript:alert(1)',
      'https://user:pass@cdn.example/a.png',
      'https://token@cdn.example/a.png',
      'not a url',
      `https://cdn.example/${'a'.repeat(2048)}`,
    ])
      expect(href(source), source).toBeUndefined()
  })
})
