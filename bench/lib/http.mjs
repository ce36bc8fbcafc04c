import http from 'node:http'

/** The raw bytes of a GET (fetch would decode them), with the status and headers. */
export function getRaw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
    const req = http.get(url, { headers, timeout: 30_000 }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`${url} timed out`)))
    req.on('error', reject)
  })
}
