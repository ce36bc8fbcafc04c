import { act, render, screen } from '@testing-library/react'
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
} from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AfterFirstPaint, noteLocation } from './after-first-paint'

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

// As the app's routes do (app/router.tsx): the location is noted while it is drawn.
function NotedRoutes() {
  noteLocation(useLocation().key)
  return (
    <Routes>
      <Route path="/" element={<Page />} />
      <Route path="/otra" element={<p>Otra</p>} />
    </Routes>
  )
}

describe('AfterFirstPaint', () => {
  test('on the page a visit starts on, draws its children only after the first paint; after a navigation, at once', async () => {
    vi.useFakeTimers()
    const history = createMemoryHistory({ v5Compat: true })
    render(
      <HistoryRouter history={history}>
        <NotedRoutes />
      </HistoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Arriba' })).toBeInTheDocument()
    expect(screen.queryByText('Abajo')).not.toBeInTheDocument()
    act(() => vi.runAllTimers())
    expect(screen.getByText('Abajo')).toBeInTheDocument()

    act(() => history.push('/otra'))
    act(() => history.go(-1))
    expect(screen.getByText('Abajo')).toBeInTheDocument()
    vi.useRealTimers()
  })

  test('pieces are drawn one per frame, each after the page has painted the one before', async () => {
    const { AfterFirstPaint, frames, nextPaint } = await freshQueue()
    render(<TwoPieces Piece={AfterFirstPaint} />)
    expect(frames).toHaveLength(1)
    act(() => frames.shift()?.(performance.now()))
    // Drawn after that frame's paint, in a task of its own.
    expect(screen.queryByText('Primera')).not.toBeInTheDocument()
    act(() => vi.runOnlyPendingTimers())
    expect(screen.getByText('Primera')).toBeInTheDocument()
    expect(screen.queryByText('Segunda')).not.toBeInTheDocument()
    nextPaint()
    expect(screen.getByText('Segunda')).toBeInTheDocument()
    expect(frames).toHaveLength(0)
  })

  test('a piece cancelled while its frame is awaited, then another queued, keeps one chain of frames', async () => {
    const { AfterFirstPaint, frames, nextPaint } = await freshQueue()
    const first = render(
      <AfterFirstPaint>
        <p>Cancelada</p>
      </AfterFirstPaint>,
    )
    expect(frames).toHaveLength(1)
    first.unmount()
    render(<TwoPieces Piece={AfterFirstPaint} />)
    // The pending frame serves the new pieces: no second chain.
    expect(frames).toHaveLength(1)
    nextPaint()
    expect(screen.getByText('Primera')).toBeInTheDocument()
    expect(screen.queryByText('Segunda')).not.toBeInTheDocument()
    expect(frames).toHaveLength(1)
    nextPaint()
    expect(screen.getByText('Segunda')).toBeInTheDocument()
    expect(frames).toHaveLength(0)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

/**
 * A fresh module (a test that navigated leaves everything drawn at once after it) with fake timers and the
 * frames held until the test runs them; `nextPaint` runs one frame and the task queued after its paint.
 */
async function freshQueue() {
  vi.resetModules()
  const { AfterFirstPaint } = await import('./after-first-paint')
  vi.useFakeTimers()
  const frames: FrameRequestCallback[] = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
  const nextPaint = () => {
    act(() => frames.shift()?.(performance.now()))
    act(() => vi.runOnlyPendingTimers())
  }
  return { AfterFirstPaint, frames, nextPaint }
}

function TwoPieces({ Piece }: { Piece: typeof AfterFirstPaint }) {
  return (
    <>
      <Piece>
        <p>Primera</p>
      </Piece>
      <Piece>
        <p>Segunda</p>
      </Piece>
    </>
  )
}
