import { act, render, screen } from '@testing-library/react'
import { TOAST_LIMIT } from '@vitrina/core/constants'
import toast, { useToasterStore } from 'react-hot-toast'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AppToaster } from './app-toaster'

// Lists what is on screen, newest first, as the toaster's store sees it.
function Visible() {
  const { toasts } = useToasterStore()
  const visible = toasts.filter((t) => t.visible)
  return <output data-testid="visible">{visible.map((t) => String(t.message)).join('|')}</output>
}

const visible = () => screen.getByTestId('visible').textContent?.split('|').filter(Boolean) ?? []

afterEach(() => {
  vi.useRealTimers()
})

describe('toasts (docs/product/platform.md#toasts)', () => {
  test(`never more than ${TOAST_LIMIT} on screen: the oldest are dismissed`, () => {
    render(
      <>
        <AppToaster />
        <Visible />
      </>,
    )
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`Aviso ${i}`)
    })

    expect(visible()).toHaveLength(TOAST_LIMIT)
    expect(visible()).toContain('Aviso 25')
    expect(visible()).toContain('Aviso 6')
    expect(visible()).not.toContain('Aviso 5')
  })

  test('success lasts 2 s, error 4 s, loading until dismissed', () => {
    vi.useFakeTimers()
    render(
      <>
        <AppToaster />
        <Visible />
      </>,
    )
    act(() => {
      toast.success('Guardado')
      toast.error('Falló')
      toast.loading('Procesando tu pago...')
    })

    act(() => vi.advanceTimersByTime(2100))
    expect(visible()).toEqual(['Procesando tu pago...', 'Falló'])
    act(() => vi.advanceTimersByTime(2000))
    expect(visible()).toEqual(['Procesando tu pago...'])
    act(() => vi.advanceTimersByTime(60_000))
    expect(visible()).toEqual(['Procesando tu pago...'])
  })
})
