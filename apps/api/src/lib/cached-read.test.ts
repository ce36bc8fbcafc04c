import { describe, expect, test } from 'vitest'
import { cachedUntilChange } from './cached-read'
import { createChangeBus } from './change-bus'

describe('cachedUntilChange', () => {
  test('reads once for every caller until the topic is published, then reads again', async () => {
    const changes = createChangeBus({})
    let reads = 0
    const zones = cachedUntilChange(changes, 'zonas', async () => ++reads)
    expect(await Promise.all([zones(), zones(), zones()])).toEqual([1, 1, 1])
    changes.publish('otra-cosa')
    expect(await zones()).toBe(1)
    changes.publish('zonas')
    expect(await zones()).toBe(2)
    expect(reads).toBe(2)
  })

  test('a failed read is not kept: the next caller reads again', async () => {
    const changes = createChangeBus({})
    let reads = 0
    const flaky = cachedUntilChange(changes, 'zonas', async () => {
      reads++
      if (reads === 1) throw new Error('la base no respondió')
      return 'zonas'
    })
    await expect(flaky()).rejects.toThrow('la base no respondió')
    expect(await flaky()).toBe('zonas')
    expect(await flaky()).toBe('zonas')
    expect(reads).toBe(2)
  })
})
