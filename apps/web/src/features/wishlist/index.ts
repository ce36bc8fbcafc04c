// The public face of features/wishlist: other features import only what is listed here
// (docs/README.md#boundaries).
export { WishlistToggle } from './components/wishlist-toggle'
