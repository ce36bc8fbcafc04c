// The public face of features/content: other features import only what is listed here
// (docs/README.md#boundaries).
export { policiesOptions } from './content.api'
export type { AboutTextAssist } from './components/about-editor'
export type { BodyAssist } from './components/entry-form'
