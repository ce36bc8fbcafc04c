import { render } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, test } from 'vitest'
import { useStoreAppearance } from './use-store-appearance'

function Store({ settings }: { settings: Record<string, string> }) {
  useStoreAppearance(settings)
  return null
}

describe('the store appearance (docs/product/settings.md#theme)', () => {
  // docs/decisions/023-static-assets-and-first-paint.md: applied after the paint, the frame was drawn in the
  // default colours and every element's style computed twice.
  test('the theme is on the page within the commit that draws the frame, before any effect that follows it', () => {
    const seen: string[] = []
    function Probe() {
      useEffect(() => {
        seen.push(document.documentElement.style.getPropertyValue('--theme-primary'))
      }, [])
      return null
    }
    render(
      <>
        <Probe />
        <Store settings={{ theme_primary_color: '#aa2200' }} />
      </>,
    )
    expect(seen).toEqual(['#AA2200'])
  })
})
