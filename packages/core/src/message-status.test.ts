import { describe, expect, test } from 'vitest'
import {
  canMoveMessage,
  MESSAGE_STATUSES,
  MESSAGE_TRANSITIONS,
  messageStatusesBefore,
} from './message-status'

describe('message status transitions', () => {
  test('any status may be archived, and staying put is always allowed', () => {
    for (const from of MESSAGE_STATUSES) {
      expect(canMoveMessage(from, 'archivado')).toBe(true)
      expect(canMoveMessage(from, from)).toBe(true)
    }
  })

  test('an answered message cannot go back to unread or read; an archived one comes back as read', () => {
    expect(canMoveMessage('respondido', 'nuevo')).toBe(false)
    expect(canMoveMessage('respondido', 'leido')).toBe(false)
    expect(canMoveMessage('archivado', 'nuevo')).toBe(false)
    expect(canMoveMessage('archivado', 'leido')).toBe(true)
    expect(canMoveMessage('leido', 'nuevo')).toBe(true)
  })

  test('a reply (which sets respondido) is possible from every status', () => {
    expect(messageStatusesBefore('respondido')).toEqual(MESSAGE_STATUSES)
    expect(messageStatusesBefore('nuevo')).toEqual(['nuevo', 'leido'])
  })

  test('the table only names known statuses and never lists a status as its own move', () => {
    for (const [from, targets] of Object.entries(MESSAGE_TRANSITIONS)) {
      for (const to of targets) {
        expect(MESSAGE_STATUSES).toContain(to)
        expect(to).not.toBe(from)
      }
    }
  })
})
