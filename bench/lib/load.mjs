import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { run } from './proc.mjs'

const require = createRequire(import.meta.url)

// Two wrk threads (or autocannon workers): one saturates before the ceiling server does; more than the
// two cores only adds context switches.
const WRK_THREADS = 2
const AUTOCANNON_WORKERS = 2

/**
 * Which load generator to use: Debian's wrk (C, epoll) when installed, else autocannon with worker
 * threads. A single autocannon process tops out near 7,000-14,000 req/s on these machines, below what
 * the server does, so it would measure itself rather than the server (docs/product/search.md#performance).
 */
export function pickLoadTool(requested) {
  const hasWrk = (() => {
    try {
      execFileSync('wrk', ['--version'], { stdio: 'ignore' })
      return true
    } catch (err) {
      // wrk --version prints its usage and exits 1: installed all the same.
      return err.code !== 'ENOENT'
    }
  })()
  if (requested === 'wrk' && !hasWrk) throw new Error('wrk is not installed (bench/lib.sh installs it)')
  return requested ?? (hasWrk ? 'wrk' : 'autocannon')
}

/** The tool as the report names it, with wrk's version ('wrk --version' prints it, then exits 1). */
export function loadToolLabel(tool) {
  if (tool !== 'wrk') return `autocannon (${AUTOCANNON_WORKERS} worker threads)`
  let out
  try {
    out = execFileSync('wrk', ['--version'], { encoding: 'utf8' })
  } catch (err) {
    out = String(err.stdout)
  }
  return `${out.match(/^wrk \S+/)?.[0] ?? 'wrk'} (${WRK_THREADS} threads)`
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))

/** User + system CPU time of a process so far, in ms (Linux /proc). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND
}

/**
 * One measured run: requests per second, latency percentiles in ms, failed requests, and the server's
 * CPU time per request. Under other load the server gets less of the machine and req/s drops, but the
 * CPU it spends on each request barely moves: the figure to compare servers by on a busy machine.
 */
export async function measure(tool, { url, connections, seconds, acceptEncoding, serverPid }) {
  const cpuBefore = cpuMs(serverPid)
  const result =
    tool === 'wrk'
      ? await wrk(url, connections, seconds, acceptEncoding)
      : await autocannon(url, connections, seconds, acceptEncoding)
  return { ...result, cpuUsPerRequest: ((cpuMs(serverPid) - cpuBefore) * 1000) / result.requests }
}

async function wrk(url, connections, seconds, acceptEncoding) {
  const args = ['-t', String(WRK_THREADS), '-c', String(connections), '-d', `${seconds}s`]
  args.push('--timeout', '5s', '--latency')
  if (acceptEncoding) args.push('-H', `Accept-Encoding: ${acceptEncoding}`)
  const out = await run('wrk', [...args, url], { timeoutMs: (seconds + 15) * 1000 })
  const percentile = (p) => {
    const match = out.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'))
    if (!match) throw new Error(`no ${p}th percentile in wrk's output:\n${out}`)
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]]
  }
  const rps = out.match(/^Requests\/sec:\s+([\d.]+)/m)
  if (!rps) throw new Error(`no Requests/sec in wrk's output:\n${out}`)
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0)
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  const requests = Number(out.match(/^\s+(\d+) requests in /m)?.[1])
  return {
    rps: Number(rps[1]),
    requests,
    p50: percentile(50),
    p99: percentile(99),
    errors: non2xx + socketErrors,
  }
}

async function autocannon(url, connections, seconds, acceptEncoding) {
  const bin = require.resolve('autocannon/autocannon.js')
  const args = [
    bin,
    '--json',
    '-w',
    String(AUTOCANNON_WORKERS),
    '-c',
    String(connections),
    '-d',
    String(seconds),
  ]
  if (acceptEncoding) args.push('-H', `accept-encoding=${acceptEncoding}`)
  const out = await run(process.execPath, [...args, url], { timeoutMs: (seconds + 20) * 1000 })
  const result = JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1))
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  }
}
