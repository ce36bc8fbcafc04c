import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// docs/operations.md#backups: how the backup command finds a store that is running on the embedded
// database (only that process may open it) and where backups go.

/** `vitrina-2026-11-25T12-30-05Z`: sorts by time and is a valid folder name everywhere. */
export const backupFolderName = (at: Date) =>
  `vitrina-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`

const serverFile = (dataDir: string) => path.join(dataDir, 'server.json')

/** Written by a server that opened the embedded database; removed when it closes. */
export function announceServer(dataDir: string, port: number): () => void {
  const file = serverFile(dataDir)
  writeFileSync(file, JSON.stringify({ pid: process.pid, port }))
  return () => rmSync(file, { force: true })
}

/** The port of a live server on this data folder, if one is running. */
export function runningServer(dataDir: string): { pid: number; port: number } | undefined {
  const file = serverFile(dataDir)
  if (!existsSync(file)) return undefined
  let found: { pid: number; port: number }
  try {
    found = JSON.parse(readFileSync(file, 'utf8')) as { pid: number; port: number }
  } catch {
    return undefined
  }
  return isAlive(found.pid) ? found : undefined
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}
