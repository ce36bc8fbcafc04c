import { startTransition, useEffect, useState, type ReactNode } from 'react'

// React Router names the document's first location 'default'; a reloaded page keeps the key of the history
// entry it reloads (in history.state), and is drawn as a first visit too, as the server drew it. Once the
// shopper has moved to another location, every page is drawn whole again, so going back restores the scroll
// position over a complete page.
const documentKey: unknown = typeof window === 'undefined' ? undefined : window.history.state?.key
let navigated = false

/**
 * Notes the first move away from the first location; called by the app's routes (app/router.tsx) while they
 * draw a location, so the pages of that location already see it.
 */
export function noteLocation(key: string) {
  if (key !== 'default' && key !== documentKey) navigated = true
}

// What waits for the first paint is drawn one piece per frame: a piece waits until the page has painted the
// one before, so the browser's style and layout work is split as well as the drawing (queued pieces drawn in
// back-to-back tasks left all their layout to one long task at the next frame).
// One chain of frames at a time: a piece cancelled while the next frame is awaited may empty the queue, and a
// piece queued then must join that chain rather than start a second one (two pieces per frame).
const waiting: (() => void)[] = []
let chain = false

function drawNextAfterPaint() {
  chain = true
  requestAnimationFrame(() =>
    setTimeout(() => {
      waiting.shift()?.()
      if (waiting.length) drawNextAfterPaint()
      else chain = false
    }),
  )
}

function whenPainted(draw: () => void): () => void {
  waiting.push(draw)
  if (!chain) drawNextAfterPaint()
  return () => {
    const at = waiting.indexOf(draw)
    if (at >= 0) waiting.splice(at, 1)
  }
}

/**
 * On the page a visit starts on, draws its children in a task of their own once the page has painted,
 * one such piece per frame: sections below the fold no longer lengthen the task that draws what a phone
 * shows first, and each is drawn and laid out in its own shorter task
 * (docs/decisions/023-static-assets-and-first-paint.md). After a navigation inside the app it draws them at
 * once. Nothing stands in their place, so it only wraps what starts below the fold.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(navigated)
  useEffect(() => {
    if (painted) return
    // A transition: React may split drawing the piece into short tasks too.
    return whenPainted(() => startTransition(() => setPainted(true)))
  }, [painted])
  return painted ? children : null
}
