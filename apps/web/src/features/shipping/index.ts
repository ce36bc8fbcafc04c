// The public face of features/shipping: other features import only what is listed here
// (docs/README.md#boundaries).
export { useActiveShippingZones } from './shipping-zones.api'
