import { describe, expect, test } from 'vitest'
import { CLAIM_DEFAULTS, claimWarnings, parseAboutStats } from './store-claims'

describe('store claims', () => {
  test('the About statistics are read as figure and label', () => {
    expect(parseAboutStats(CLAIM_DEFAULTS.about_stats)).toEqual([
      { value: '15.000+', label: 'Clientes felices' },
      { value: '200+', label: 'Diseños exclusivos' },
      { value: '10+', label: 'Países de envío' },
      { value: '98%', label: 'Valoraciones positivas' },
    ])
    expect(parseAboutStats(' ; ')).toEqual([])
  })

  test('the default statistics promise other countries, which the store does not ship to', () => {
    expect(claimWarnings({})).toEqual([
      '«10+ Países de envío» promete envíos fuera del país, pero tu tienda solo envía dentro de Colombia.',
    ])
    expect(claimWarnings({ about_stats: '500+ Clientes felices' })).toEqual([])
  })

  test('a returns claim with other days than the return window is flagged', () => {
    const settings = { about_stats: '', claim_trust_returns: 'Devoluciones gratis en 30 días' }
    expect(claimWarnings({ ...settings, return_window_days: '30' })).toEqual([])
    expect(claimWarnings({ ...settings, return_window_days: '15' })).toEqual([
      '«Devoluciones gratis en 30 días» promete 30 días para devoluciones, pero tu plazo de devolución es de 15 días.',
    ])
  })
})
