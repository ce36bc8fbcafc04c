import { describe, expect, test } from 'vitest'
import { SLUG_PATTERN, slugify } from './slug'

describe('slugify', () => {
  test('folds accents and ñ, lowercases and joins words with hyphens', () => {
    expect(slugify('Camisetas de Algodón Ñandú')).toBe('camisetas-de-algodon-nandu')
    expect(slugify('  ¡Oferta!  50% -- verano ')).toBe('oferta-50-verano')
  })

  test('always matches the slug pattern, or is empty', () => {
    for (const text of ['Ropa & Accesorios', 'x'.repeat(200), '---', 'Café—Tostado']) {
      const slug = slugify(text)
      expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true)
      expect(slug.length).toBeLessThanOrEqual(80)
    }
    expect(slugify('¡!')).toBe('')
  })
})
