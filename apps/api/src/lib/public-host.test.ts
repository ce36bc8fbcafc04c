import { describe, expect, test } from 'vitest'
import { assertPublicImageLink, isPublicAddress } from './public-host'

// docs/security.md "Image links": which addresses count as public.

describe('isPublicAddress', () => {
  test.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '2800:3f0:4005:80a::200e'])(
    '%s is public',
    (address) => expect(isPublicAddress(address)).toBe(true),
  )

  test.each([
    '0.0.0.0',
    '10.0.0.1',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.16.5.4',
    '192.168.1.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a00:1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    'no-es-ip',
  ])('%s is not', (address) => expect(isPublicAddress(address)).toBe(false))
})

describe('assertPublicImageLink', () => {
  const resolve = async (host: string) => {
    if (host === 'cdn.tienda.co') return [{ address: '93.184.216.34', family: 4 }]
    if (host === 'rebind.tienda.co') return [{ address: '127.0.0.1', family: 4 }]
    throw new Error('ENOTFOUND')
  }

  test('a public https host passes', async () => {
    await expect(assertPublicImageLink('https://cdn.tienda.co/a.jpg', resolve)).resolves.toBeUndefined()
    await expect(
      assertPublicImageLink('https://[2606:4700:4700::1111]/a.jpg', resolve),
    ).resolves.toBeUndefined()
  })

  test.each([
    'http://cdn.tienda.co/a.jpg',
    'https://user@cdn.tienda.co/a.jpg',
    'https://rebind.tienda.co/a.jpg',
    'https://0x7f000001/a.jpg',
    'https://017700000001/a.jpg',
    'https://intranet/a.jpg',
    'https://impresora.local/a.jpg',
    'https://nada.tienda.co/a.jpg',
  ])('%s is refused with a 400', async (link) => {
    await expect(assertPublicImageLink(link, resolve)).rejects.toMatchObject({ statusCode: 400 })
  })
})
