import { inflateSync } from 'node:zlib'

/**
 * The text of a PDF made by lib/pdf.ts, one line per text run, for the receipt tests: pdfkit compresses
 * its content streams (Flate) and writes text as hex WinAnsi codes in TJ arrays. Not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const runs: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const tj of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hexes = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!)
      runs.push(Buffer.from(hexes.join(''), 'hex').toString('latin1'))
    }
  }
  return runs.join('\n')
}
