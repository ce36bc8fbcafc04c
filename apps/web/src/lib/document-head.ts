import { useEffect } from 'react'

// The app names its page in <head> itself: Preact, which renders the app, leaves a <title> or <meta>
// written in the tree where it stands, in <body> (docs/decisions/026-preact-in-the-browser.md).

/** Sets document.title while the calling component is shown; the previous title comes back after it. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}

/**
 * Sets `<meta name={name} content={content}>` in <head> while the calling component is shown: the tag the
 * server wrote if there is one, else a new one; the previous content (or no tag) comes back after it.
 */
export function useMetaTag(name: string, content: string) {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
    const meta = existing ?? document.head.appendChild(document.createElement('meta'))
    const previous = existing?.content
    meta.name = name
    meta.content = content
    return () => {
      if (previous === undefined) meta.remove()
      else meta.content = previous
    }
  }, [name, content])
}
