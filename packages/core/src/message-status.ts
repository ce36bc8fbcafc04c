// docs/product/content.md#message-statuses: the four statuses and the moves between them, decided here as
// data. The inbox offers only these moves and the server refuses any other with 409.

export const MESSAGE_STATUSES = ['nuevo', 'leido', 'respondido', 'archivado'] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  nuevo: 'Nuevo',
  leido: 'Leído',
  respondido: 'Respondido',
  archivado: 'Archivado',
}

/** Where a message may go from each status (besides staying where it is, which is always allowed). */
export const MESSAGE_TRANSITIONS: Record<MessageStatus, readonly MessageStatus[]> = {
  // Unread: staff open it, answer it (a reply, or by phone) or file it away.
  nuevo: ['leido', 'respondido', 'archivado'],
  // Read: back to unread as a reminder, answered, or archived.
  leido: ['nuevo', 'respondido', 'archivado'],
  // Answered stays answered: the customer got a reply, so only archiving is left.
  respondido: ['archivado'],
  // Archived comes back as read, or as answered when staff reply to it.
  archivado: ['leido', 'respondido'],
}

export function canMoveMessage(from: MessageStatus, to: MessageStatus): boolean {
  return from === to || MESSAGE_TRANSITIONS[from].includes(to)
}

/** The statuses from which a message may reach `to`: the guard of a single conditional UPDATE. */
export function messageStatusesBefore(to: MessageStatus): MessageStatus[] {
  return MESSAGE_STATUSES.filter((from) => canMoveMessage(from, to))
}
