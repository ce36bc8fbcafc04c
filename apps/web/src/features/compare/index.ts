// The public face of features/compare: other features import only what is listed here
// (docs/README.md#boundaries).
export { CompareToggle } from './components/compare-toggle'
