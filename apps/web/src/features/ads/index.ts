// The public face of features/ads: other features import only what is listed here
// (docs/README.md#boundaries).
export { AdBlock } from './components/ad-block'
