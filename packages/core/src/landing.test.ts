import { describe, expect, test } from 'vitest'
import { readLandingContent } from './landing'

describe('readLandingContent', () => {
  test('reads the known fields and normalises benefits', () => {
    expect(
      readLandingContent({
        headline: ' Frescura para tierra caliente ',
        subheadline: 'Algodón pima',
        body: 'Uno.\n\nDos.',
        benefits: ['Suave', { title: 'Resistente', description: 'Costuras reforzadas' }, 3, {}],
        cta: 'Comprar ahora',
      }),
    ).toEqual({
      headline: 'Frescura para tierra caliente',
      subheadline: 'Algodón pima',
      body: 'Uno.\n\nDos.',
      benefits: [
        { title: 'Suave', text: null },
        { title: 'Resistente', text: 'Costuras reforzadas' },
      ],
      cta: 'Comprar ahora',
    })
  })

  test('a plain text is the body', () => {
    expect(readLandingContent('Hola')).toMatchObject({ body: 'Hola', headline: null, benefits: [] })
  })

  test('nothing usable gives null', () => {
    for (const value of [null, undefined, '', '  ', 42, [], {}, { headline: '' }, { cta: 'Comprar' }]) {
      expect(readLandingContent(value)).toBeNull()
    }
  })
})
