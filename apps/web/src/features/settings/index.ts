// The public face of features/settings: other features import only what is listed here
// (docs/README.md#boundaries).
export { StoreBrand } from './components/store-brand'
export { settingsKeys, useSetting, useSettings, useStoreName, useStoredSetting } from './settings.api'
export { ensureContrast, themeStyle, themeVariables } from './theme'
