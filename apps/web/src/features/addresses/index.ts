// The public face of features/addresses: other features import only what is listed here
// (docs/README.md#boundaries).
export { addressListOptions } from './addresses.api'
export { AddressDetails } from './components/address-details'
export { AddressForm } from './components/address-form'
export { MunicipioConfirm } from './components/municipio-confirm'
export { MunicipioCombobox } from './components/municipio-combobox'
