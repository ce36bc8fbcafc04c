import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, test, vi } from 'vitest'
import { AfterFirstPaint, noteNavigations } from './after-first-paint'

function Page() {
  return (
    <>
      <h1>Arriba</h1>
      <AfterFirstPaint>
        <p>Abajo</p>
      </AfterFirstPaint>
    </>
  )
}

describe('AfterFirstPaint', () => {
  test('on the page a visit starts on, draws its children only after the first paint; after a navigation, at once', async () => {
    vi.useFakeTimers()
    const router = createMemoryRouter([
      { path: '/', element: <Page /> },
      { path: '/otra', element: <p>Otra</p> },
    ])
    noteNavigations(router)
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { name: 'Arriba' })).toBeInTheDocument()
    expect(screen.queryByText('Abajo')).not.toBeInTheDocument()
    act(() => vi.runAllTimers())
    expect(screen.getByText('Abajo')).toBeInTheDocument()

    await act(() => router.navigate('/otra'))
    await act(() => router.navigate(-1))
    expect(screen.getByText('Abajo')).toBeInTheDocument()
    vi.useRealTimers()
  })
})
