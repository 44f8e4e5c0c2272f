import { describe, expect, test } from 'vitest'
import { isPublicAddress } from './isPublicAddress.js'

describe('isPublicAddress', () => {
  test('default: public unicast addresses pass', () => {
    for (const address of ['1.1.1.1', '8.8.8.8', '93.184.216.34', '2606:4700:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true)
  })

  test('behavior: every non-public range is refused', () => {
    const refused = {
      loopback: ['127.0.0.1', '127.255.255.254', '::1'],
      private: ['10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', 'fd00::1', 'fc00::1'],
      linkLocal: ['169.254.169.254', '169.254.0.1', 'fe80::1', 'fe80::1%eth0'],
      carrierGradeNat: ['100.64.0.1', '100.127.255.254'],
      multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1'],
      unspecified: ['0.0.0.0', '0.1.2.3', '::'],
      broadcast: ['255.255.255.255'],
      reserved: ['240.0.0.1', '192.0.2.1', '198.51.100.1', '203.0.113.1', '198.18.0.1'],
      ipv4Mapped: ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:1.1.1.1'],
      ipv4Embedded: ['::127.0.0.1', '64:ff9b::a00:1', '2002:a00:1::1', '2001::1'],
      documentation: ['2001:db8::1'],
      siteLocal: ['fec0::1'],
    }
    for (const [range, addresses] of Object.entries(refused))
      for (const address of addresses)
        expect(isPublicAddress(address), `${range} ${address}`).toBe(false)
  })

  test('behavior: anything but a canonical address is refused', () => {
    for (const value of ['', 'localhost', '0x7f.1', '2130706433', '127.1', '[::1]', '1.1.1.1 '])
      expect(isPublicAddress(value), value).toBe(false)
  })
})
