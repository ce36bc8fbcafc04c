import { FAVICON_BLINK_INTERVAL_MS, FAVICON_BLINK_TOGGLES } from '@vitrina/core/constants'

// docs/product/realtime.md#favicon-blink: the page icon blinks 4 times, every 300 ms, between a notification
// icon and the configured favicon, and ends on the favicon.

export const NOTIFICATION_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#dc2626"/><circle cx="16" cy="16" r="6" fill="#fff"/></svg>',
  )

let running: { timer: ReturnType<typeof setInterval>; finish: () => void } | undefined

export function blinkFavicon(toggles = FAVICON_BLINK_TOGGLES, intervalMs = FAVICON_BLINK_INTERVAL_MS) {
  const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')
  if (!link) return
  // A second event during a blink starts over from the real favicon.
  running?.finish()
  const favicon = { href: link.getAttribute('href'), type: link.getAttribute('type') }
  const show = (notification: boolean) => {
    if (notification) {
      link.setAttribute('href', NOTIFICATION_ICON)
      link.setAttribute('type', 'image/svg+xml')
      return
    }
    if (favicon.href === null) link.removeAttribute('href')
    else link.setAttribute('href', favicon.href)
    if (favicon.type === null) link.removeAttribute('type')
    else link.setAttribute('type', favicon.type)
  }
  let done = 0
  const toggle = () => {
    done += 1
    show(done % 2 === 1)
    if (done >= toggles) current.finish()
  }
  const current = {
    timer: setInterval(toggle, intervalMs),
    finish: () => {
      clearInterval(current.timer)
      show(false)
      if (running === current) running = undefined
    },
  }
  running = current
  toggle()
}
