import { describe, expect, test } from 'vitest'
import { colourOf, NAMED_COLOURS } from './colours'

// docs/product/catalogue.md#variant-images: a swatch's tint from the value's name.

describe('colourOf', () => {
  test('finds a colour without case, accents or extra spaces', () => {
    expect(colourOf('Negro')).toBe(NAMED_COLOURS.Negro)
    expect(colourOf('  azul   marino ')).toBe(NAMED_COLOURS['Azul Marino'])
    expect(colourOf('indigo')).toBe(NAMED_COLOURS['Índigo'])
  })

  test('a value that is not a colour has no tint', () => {
    expect(colourOf('Estampado Floral')).toBeNull()
    expect(colourOf('M')).toBeNull()
  })
})
