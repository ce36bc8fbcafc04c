import { describe, expect, test } from 'vitest'
import { contrastRatio, mix, themeVariables } from './theme'

describe('theme variables (docs/product/settings.md#theme theme settings)', () => {
  test('the defaults are used as they are', () => {
    const vars = themeVariables({})
    expect(vars['--theme-primary']).toBe('#2563EB')
    expect(vars['--theme-on-primary']).toBe('#FFFFFF')
    expect(vars['--theme-background']).toBe('#F8FAFC')
  })

  test('an invalid colour falls back to the default', () => {
    expect(themeVariables({ theme_primary_color: 'red' })['--theme-primary']).toBe('#2563EB')
  })

  test.each([
    ['a light accent as button colour', { theme_primary_color: '#FDE047' }],
    [
      'a dark theme',
      {
        theme_background_color: '#0F1A14',
        theme_card_color: '#16241C',
        theme_text_color: '#E7F0EA',
        theme_primary_color: '#166534',
      },
    ],
    ['low-contrast text chosen by mistake', { theme_text_color: '#CBD5E1' }],
  ])('text stays readable with %s', (_, settings) => {
    const vars = themeVariables(settings)
    const surfaces = [vars['--theme-background']!, vars['--theme-card']!]
    for (const ink of [
      '--theme-text',
      '--theme-muted',
      '--theme-primary-ink',
      '--theme-danger',
      '--theme-success',
    ]) {
      for (const surface of surfaces) expect(contrastRatio(vars[ink]!, surface)).toBeGreaterThanOrEqual(4.5)
    }
    expect(contrastRatio(vars['--theme-on-primary']!, vars['--theme-primary']!)).toBeGreaterThanOrEqual(4.5)
    for (const surface of surfaces) {
      expect(contrastRatio(vars['--theme-control-border']!, surface)).toBeGreaterThanOrEqual(3)
    }
  })

  test.each([
    ['the default theme', {}],
    ['a dark theme', { theme_background_color: '#0F1A14', theme_card_color: '#16241C' }],
  ])('coloured text reads on its own light wash (badges, alerts) with %s', (_, settings) => {
    const vars = themeVariables(settings)
    const washes = [
      ['--theme-primary-ink', '--theme-primary', 0.1],
      ['--theme-danger', '--theme-danger', 0.08],
      ['--theme-success', '--theme-success', 0.1],
    ] as const
    for (const [ink, fill, amount] of washes)
      for (const surface of [vars['--theme-background']!, vars['--theme-card']!])
        expect(contrastRatio(vars[ink]!, mix(surface, vars[fill]!, amount))).toBeGreaterThanOrEqual(4.5)
  })
})
