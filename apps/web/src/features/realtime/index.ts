// The public face of features/realtime: other features import only what is listed here
// (docs/README.md#boundaries).
export { useHasStaffAlert } from './staff-alerts.store'
