import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { endpoints } from './endpoints.mjs'
import { getRaw } from './http.mjs'
import { measure } from './load.mjs'
import { freePort, start, stop, waitForHttp } from './proc.mjs'
import { root, startServer } from './store.mjs'

export const CONNECTIONS = [50, 100]
// Without the header (a client that takes plain JSON), then as browsers ask.
export const ENCODINGS = [null, 'br, gzip']
export const WARM_UP_SECONDS = 2

/**
 * Warm up each target, then measure each encoding at each connection count, the targets in turn. The
 * warm-up fills the response cache and lets V8 optimise the hot path, so the measured runs see what a
 * busy store sees: cache hits. Taking the targets in turn (the ceiling, then the same page from the API)
 * puts each pair under the same outside load.
 */
async function runSeries(tool, targets, seconds, onRow) {
  for (const { url, serverPid } of targets)
    for (const acceptEncoding of ENCODINGS)
      await measure(tool, {
        url,
        serverPid,
        connections: CONNECTIONS[0],
        seconds: WARM_UP_SECONDS,
        acceptEncoding,
      })
  const rows = []
  for (const acceptEncoding of ENCODINGS)
    for (const connections of CONNECTIONS)
      for (const { url, serverPid, describe } of targets) {
        const { status, body } = await getRaw(url, acceptEncoding)
        if (status !== 200) throw new Error(`${url} answered ${status}`)
        const result = await measure(tool, { url, serverPid, connections, seconds, acceptEncoding })
        const row = { ...describe, encoding: acceptEncoding, connections, bytes: body.length, ...result }
        onRow(row)
        rows.push(row)
      }
  return rows
}

/** The ceiling: bench/ceiling-server.mjs serving a page's bytes (identity, br, gzip) from memory. */
async function startCeiling(dir, page) {
  mkdirSync(dir)
  writeFileSync(path.join(dir, 'page.json'), page.identity)
  writeFileSync(path.join(dir, 'page.json.br'), page.br)
  writeFileSync(path.join(dir, 'page.json.gz'), page.gzip)
  const port = await freePort()
  const child = start(process.execPath, [path.join(root, 'bench/ceiling-server.mjs'), String(port), dir])
  try {
    await waitForHttp(`http://127.0.0.1:${port}/ready`, child)
  } catch (err) {
    await stop(child)
    throw err
  }
  return { url: `http://127.0.0.1:${port}/page`, pid: child.proc.pid, stop: () => stop(child) }
}

/**
 * The four cached reads on the built server, and the ceiling serving the list page's own bytes, measured
 * right beside the API's list page.
 */
export async function measureCachedReads(store, tmp, tool, seconds, onRow) {
  const server = await startServer(store)
  let ceiling
  try {
    const [list] = endpoints(0)
    const listUrl = server.origin + list.path
    const page = { identity: (await getRaw(listUrl)).body }
    page.br = (await getRaw(listUrl, 'br')).body
    page.gzip = (await getRaw(listUrl, 'gzip')).body
    ceiling = await startCeiling(path.join(tmp, `ceiling-${store.kind}`), page)

    const api = (endpoint) => ({
      url: server.origin + endpoint.path,
      serverPid: server.pid,
      describe: { endpoint: endpoint.name, label: endpoint.label },
    })
    const bare = {
      url: ceiling.url,
      serverPid: ceiling.pid,
      describe: { endpoint: 'ceiling', label: 'ceiling' },
    }
    const rows = await runSeries(tool, [bare, api(list)], seconds, onRow)
    const detailId = JSON.parse(page.identity)[0].id
    for (const endpoint of endpoints(detailId).filter((e) => e.name !== list.name))
      rows.push(...(await runSeries(tool, [api(endpoint)], seconds, onRow)))
    return rows
  } finally {
    await ceiling?.stop()
    await server.stop()
  }
}
