import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { badRequest } from './errors'

// Links to images on other servers (docs/security.md "Image links"): https to a public host only, so a
// link can never point the store, its staff or its shoppers at a machine on a private network.

/** Every address of a host name, as the system resolver gives them. */
export type HostResolver = (hostname: string) => Promise<{ address: string; family: number }[]>

export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true })

// Two lists: a BlockList checks IPv4 addresses against its IPv6 rules too (as IPv4-mapped), and the
// IPv6 list below refuses every IPv4-mapped address.
const NOT_PUBLIC_V4 = new BlockList()
const NOT_PUBLIC_V6 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped: whatever v4 address hides inside
  ['64:ff9b::', 96], // NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6')

export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return false
  return family === 4 ? !NOT_PUBLIC_V4.check(address, 'ipv4') : !NOT_PUBLIC_V6.check(address, 'ipv6')
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/i

export const IMAGE_LINK_MESSAGES = {
  https: 'El enlace de la imagen debe empezar por https://.',
  credentials: 'El enlace de la imagen no puede incluir usuario ni contraseña.',
  notPublic: 'El enlace de la imagen debe apuntar a un servidor público de internet.',
  unresolved: 'No se encontró el servidor del enlace de la imagen. Revisa la dirección.',
} as const

/** Throws a Spanish 400 unless `link` is https, without credentials, to a host with only public addresses. */
export async function assertPublicImageLink(link: string, resolve: HostResolver): Promise<void> {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    throw badRequest(IMAGE_LINK_MESSAGES.https, 'IMAGE_LINK_INVALID')
  }
  if (url.protocol !== 'https:') throw badRequest(IMAGE_LINK_MESSAGES.https, 'IMAGE_LINK_INVALID')
  if (url.username || url.password) throw badRequest(IMAGE_LINK_MESSAGES.credentials, 'IMAGE_LINK_INVALID')
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw badRequest(IMAGE_LINK_MESSAGES.notPublic, 'IMAGE_LINK_NOT_PUBLIC')
    return
  }
  if (!host.includes('.') || LOCAL_NAMES.test(host))
    throw badRequest(IMAGE_LINK_MESSAGES.notPublic, 'IMAGE_LINK_NOT_PUBLIC')
  let addresses: { address: string }[]
  try {
    addresses = await resolve(host)
  } catch {
    throw badRequest(IMAGE_LINK_MESSAGES.unresolved, 'IMAGE_LINK_UNRESOLVED')
  }
  if (!addresses.length || !addresses.every((a) => isPublicAddress(a.address)))
    throw badRequest(IMAGE_LINK_MESSAGES.notPublic, 'IMAGE_LINK_NOT_PUBLIC')
}
