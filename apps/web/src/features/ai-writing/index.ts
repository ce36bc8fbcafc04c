// The public face of features/ai-writing: other features import only what is listed here
// (docs/README.md#boundaries).
export { aiWriting } from './ai-writing.api'
export { GenerateWithAiButton } from './components/generate-with-ai-button'
