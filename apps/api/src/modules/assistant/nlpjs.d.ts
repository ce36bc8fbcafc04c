// NLP.js ships no type declarations; intent-classifier.ts types the few calls it makes.
declare module '@nlpjs/core' {
  interface Container {
    use(plugin: unknown): void
    get(name: string): unknown
    registerConfiguration(tag: string, config: Record<string, unknown>, override?: boolean): void
  }
  export function containerBootstrap(): Promise<Container>
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown
  export class StemmerEs {
    stem(word: string): string
  }
}
declare module '@nlpjs/nlp' {
  export const Nlp: unknown
}
