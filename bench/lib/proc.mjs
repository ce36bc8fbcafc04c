import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'

// Every child runs in its own process group, so stopping it also stops what it started (npm, tsx and
// node behind a single spawn) and nothing outlives the bench.
const running = new Set()

/** Run a command to completion; rejects on a non-zero exit or after `timeoutMs`. */
export async function run(command, args, { env, timeoutMs, cwd } = {}) {
  const child = start(command, args, { env, cwd })
  const timer = setTimeout(() => stop(child), timeoutMs)
  try {
    const [code, signal] = await child.exited
    if (code !== 0) {
      const why = signal ? `killed by ${signal}` : `exit ${code}`
      throw new Error(`${command} ${args.join(' ')} failed (${why}):\n${child.output().slice(-2000)}`)
    }
    return child.output()
  } finally {
    clearTimeout(timer)
  }
}

/** Start a long-running child; `onLine` sees each line of its stdout. */
export function start(command, args, { env, cwd, onLine } = {}) {
  const proc = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const chunks = []
  let partial = ''
  proc.stdout.on('data', (data) => {
    chunks.push(data)
    if (!onLine) return
    const lines = (partial + data.toString()).split('\n')
    partial = lines.pop()
    for (const line of lines) onLine(line)
  })
  proc.stderr.on('data', (data) => chunks.push(data))
  const child = {
    proc,
    exited: once(proc, 'exit'),
    output: () => Buffer.concat(chunks).toString(),
  }
  running.add(child)
  const forget = () => running.delete(child)
  child.exited.then(forget, forget)
  return child
}

/** SIGTERM the child's group (a server drains and closes its database), SIGKILL if it lingers. */
export async function stop(child, graceMs = 10_000) {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return
  signalGroup(child, 'SIGTERM')
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await child.exited.catch(() => {})
  clearTimeout(timer)
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.proc.pid, signal)
  } catch {
    // Already gone.
  }
}

/** Stop every child still running (normal end, error, Ctrl-C or the overall deadline). */
export async function stopAll() {
  await Promise.all([...running].map((child) => stop(child, 5_000)))
}

/** A port the kernel says is free on the loopback interface. */
export async function freePort() {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address()
  server.close()
  await once(server, 'close')
  return port
}

/** Poll `url` until it answers 200, the child exits, or the time is up. */
export async function waitForHttp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.proc.exitCode !== null) throw new Error(`the server exited during start-up:\n${child.output()}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${child.output()}`)
}
