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

  test('with maxAgeMs a read is also done again once that old, with no news', async () => {
    const changes = createChangeBus({})
    let clock = 0
    let reads = 0
    const keys = cachedUntilChange(changes, 'llaves', async () => ++reads, {
      maxAgeMs: 10_000,
      now: () => clock,
    })
    expect(await keys()).toBe(1)
    clock = 9_999
    expect(await keys()).toBe(1)
    clock = 10_000
    expect(await keys()).toBe(2)
    expect(await keys()).toBe(2)
  })
})
