import { describe, expect, test } from 'vitest'
import { normalizeLink } from './rich-text-link'

describe('normalizeLink', () => {
  test('keeps web and mail links, adding https:// to a bare address', () => {
    expect(normalizeLink('https://tienda.co/envios')).toBe('https://tienda.co/envios')
    expect(normalizeLink(' http://tienda.co ')).toBe('http://tienda.co')
    expect(normalizeLink('tienda.co/politicas')).toBe('https://tienda.co/politicas')
    expect(normalizeLink('mailto:hola@tienda.co')).toBe('mailto:hola@tienda.co')
  })

  test('refuses what the server would drop, and text that is not an address', () => {
    for (const text of [
      '',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://tienda.co',
      'hola',
      'mailto:nadie',
    ])
      expect(normalizeLink(text), text).toBeNull()
  })
})
