import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType, type Location } from 'react-router'

// Where each page was scrolled to, by URL (a page opened fresh — typed, reloaded — must not inherit the last
// page's scroll), kept for the tab's life as React Router's own restoration does.
const STORAGE_KEY = 'vitrina-scroll'
const keyOf = (location: Location) => location.pathname + location.search

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

function savePosition(key: string, y: number) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readPositions(), [key]: y }))
  } catch {
    // A full or blocked storage only costs the restored position.
  }
}

/**
 * Back and Forward return to where the page was; a new page opens at its top, or at its `#anchor`. The
 * position is followed while the page is shown and saved when it is left or the tab is hidden (a reload):
 * read at the moment of leaving, the next page's shorter DOM could already have moved it.
 */
export function useScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const key = keyOf(location)

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual'
    const saved = readPositions()[key]
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved)
    else if (location.hash)
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()
    else if (navigationType !== 'POP') window.scrollTo(0, 0)
    let y = window.scrollY
    const onScroll = () => {
      y = window.scrollY
    }
    const onHide = () => savePosition(key, y)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', onHide)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', onHide)
      savePosition(key, y)
    }
  }, [key, location.hash, navigationType])
}
