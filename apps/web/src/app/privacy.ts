import { isPrivatePath } from '@vitrina/core/paths'
import type { To, UNSAFE_createBrowserHistory } from 'react-router'
import { thirdPartyScriptsLoaded } from '../lib/third-party'

/** React Router's history (its type has no exported name). */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>

/**
 * Makes `history` open a private page (docs/product/platform.md#privacy) as a fresh document when this one
 * has already run ads or analytics scripts: they cannot be unloaded, so the page is loaded anew, without
 * them, before the URL changes inside this document (where analytics would see it).
 */
export function openPrivatePagesFresh(history: History): History {
  const leaveFor = (to: To): boolean => {
    if (!thirdPartyScriptsLoaded()) return false
    const url = history.createURL(to)
    if (!isPrivatePath(url.pathname)) return false
    window.location.assign(url.pathname + url.search + url.hash)
    return true
  }
  const { push, replace } = history
  history.push = (to, state) => {
    if (!leaveFor(to)) push(to, state)
  }
  history.replace = (to, state) => {
    if (!leaveFor(to)) replace(to, state)
  }
  return history
}
