import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { MIN_BYTES, precompressDir } from './precompress'

// docs/decisions/023-static-assets-and-first-paint.md: the build stores .br and .gz beside each text file.

describe('precompressDir', () => {
  test('writes brotli and gzip of every text file from 1 KB, and nothing for images, small files or dot folders', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'vitrina-precompress-'))
    mkdirSync(path.join(dist, 'assets'))
    const code = `export const texto = ${JSON.stringify('camiseta de algodón '.repeat(200))}\n`
    writeFileSync(path.join(dist, 'assets', 'app-abc.js'), code)
    writeFileSync(path.join(dist, 'assets', 'app-abc.css'), 'body{color:red}'.repeat(100))
    writeFileSync(path.join(dist, 'assets', 'tiny-abc.js'), 'export {}')
    writeFileSync(path.join(dist, 'assets', 'foto.webp'), Buffer.alloc(MIN_BYTES * 2))
    mkdirSync(path.join(dist, '.vite'))
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ a: 'x'.repeat(MIN_BYTES) }))

    expect(precompressDir(dist)).toBe(2)
    expect(readdirSync(path.join(dist, 'assets')).sort()).toEqual([
      'app-abc.css',
      'app-abc.css.br',
      'app-abc.css.gz',
      'app-abc.js',
      'app-abc.js.br',
      'app-abc.js.gz',
      'foto.webp',
      'tiny-abc.js',
    ])
    expect(readdirSync(path.join(dist, '.vite'))).toEqual(['manifest.json'])
    const stored = (name: string) => readFileSync(path.join(dist, 'assets', name))
    expect(brotliDecompressSync(stored('app-abc.js.br')).toString()).toBe(code)
    expect(gunzipSync(stored('app-abc.js.gz')).toString()).toBe(code)
    expect(stored('app-abc.js.br').length).toBeLessThan(stored('app-abc.js.gz').length)
  })
})
