// The public face of features/notifications: other features import only what is listed here
// (docs/README.md#boundaries).
export { NotifyButton } from './components/notify-button'
