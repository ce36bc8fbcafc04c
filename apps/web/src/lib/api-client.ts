import type { ApiError as ApiErrorBody } from '@vitrina/core/schemas/common'

/** An answer that was not 2xx, or a request that never reached the server (status 0). */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly errors: ApiErrorBody['errors']
  /**
   * True when `message` is the server's own Spanish text, so screens may show it as it is
   * (docs/product/platform.md#api-client).
   */
  readonly fromServer: boolean

  constructor(status: number, body: Partial<ApiErrorBody> | null) {
    const serverMessage =
      typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : null
    super(
      serverMessage ??
        (status === 0 ? 'No se pudo conectar con el servidor.' : 'Error inesperado del servidor.'),
    )
    this.name = 'ApiError'
    this.status = status
    this.code = body?.code ?? (status === 0 ? 'NETWORK_ERROR' : 'HTTP_' + status)
    this.errors = body?.errors
    this.fromServer = serverMessage !== null
  }
}

/** The server's reason for one form field (`errors[].field`), shown under that field. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.errors?.find((e) => e.field === field)?.message : undefined
}

/** docs/product/platform.md#api-client pattern: "server message, else <fallback>". */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback
}

/**
 * A docs/product/platform.md#api-client fallback followed by the server's reason when it gave one, so the
 * shopper reads both what failed and why: 'Error al subir la foto. La foto puede pesar como máximo 5 MB.'
 */
export function errorWithReason(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message !== fallback
    ? `${fallback} ${error.message}`
    : fallback
}

/**
 * lib must not import features (CONVENTIONS rule 9), so the app registers how to read the stored token and
 * what a 401 does (docs/product/auth.md#unauthorized: log out and go to /login) — see app/session-bridge.ts.
 */
type ApiClientHooks = { getToken: () => string | null; onUnauthorized: () => void }
let hooks: ApiClientHooks = { getToken: () => null, onUnauthorized: () => window.location.assign('/login') }

export function configureApiClient(next: ApiClientHooks): void {
  hooks = next
}

export const API_BASE = '/api'

/**
 * How requests reach the API: the browser's fetch, or the server's own in-process one while it renders a page
 * (entry-server.tsx), which has no network to go through and no origin to resolve '/api' against.
 */
let fetchFrom: typeof fetch = (input, init) => fetch(input, init)

export function configureApiFetch(next: typeof fetch): void {
  fetchFrom = next
}

type Query = Record<string, string | number | boolean | null | undefined>
export type RequestOptions = {
  query?: Query
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    // docs/product/catalogue.md#shop-filters: empty filters are omitted rather than sent blank
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return API_BASE + path + (search ? '?' + search : '')
}

function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJson(await response.text())
}

/** The parsed body of a 2xx answer, with its headers (e.g. X-Total-Count of paginated lists). */
export type ApiResponse<T> = { data: T; headers: Headers }

/** Sends the request with the session's token; a non-2xx answer throws an ApiError with the server's body. */
async function dispatch(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers)
  const isForm = options.body instanceof FormData
  // Bodies are JSON (docs/product/platform.md#api-client). FormData sets its own multipart boundary, and a
  // request without a body carries no content type: the server rightly refuses an empty body that claims to
  // be JSON.
  if (options.body !== undefined && !isForm) headers.set('Content-Type', 'application/json')
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  const token = hooks.getToken()
  if (token) headers.set('Authorization', 'Bearer ' + token)

  let response: Response
  try {
    response = await fetchFrom(buildUrl(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, null)
  }

  if (response.status === 401) hooks.onUnauthorized()
  if (!response.ok) {
    const data = await readJson(response)
    throw new ApiError(response.status, (data as Partial<ApiErrorBody> | null) ?? null)
  }
  return response
}

async function send<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const response = await dispatch(method, path, options)
  return { data: (await readJson(response)) as T, headers: response.headers }
}

/** A file answer (e.g. a PDF receipt) as a Blob; errors still arrive as JSON and throw an ApiError. */
async function getFile(path: string, accept: string, options?: Omit<RequestOptions, 'body'>): Promise<Blob> {
  const response = await dispatch('GET', path, {
    ...options,
    headers: { ...options?.headers, Accept: accept },
  })
  return response.blob()
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(method, path, options)).data
}

/** A page of a growing list (docs/product/platform.md#pagination): a plain array, the total in a header. */
export type Page<T> = { items: T[]; total: number }

async function getPage<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<Page<T>> {
  const { data, headers } = await send<T[]>('GET', path, options)
  const items = data ?? []
  const header = headers.get('X-Total-Count')
  const total = header === null ? Number.NaN : Number(header)
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length }
}

export type UploadOptions = {
  /** Called as the body goes out, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

/**
 * POST a multipart form and report how much of it has been sent: fetch cannot tell upload progress, so
 * this one request goes through XMLHttpRequest, with the same token, 401 handling and errors as `send`.
 */
function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', API_BASE + path)
    xhr.setRequestHeader('Accept', 'application/json')
    const token = hooks.getToken()
    if (token) xhr.setRequestHeader('Authorization', 'Bearer ' + token)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      const data = parseJson(xhr.responseText)
      if (xhr.status === 401) hooks.onUnauthorized()
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T)
      else reject(new ApiError(xhr.status, (data as Partial<ApiErrorBody> | null) ?? null))
    }
    xhr.onerror = () => reject(new ApiError(0, null))
    xhr.onabort = () => reject(new DOMException('Subida cancelada.', 'AbortError'))
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  getPage,
  getFile,
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  upload,
}
