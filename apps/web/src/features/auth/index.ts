// The public face of features/auth: other features import only what is listed here
// (docs/README.md#boundaries).
export { UserAvatar } from './components/user-avatar'
export { authKeys, meQueryOptions } from './auth.api'
export { useSessionStore } from './session.store'
