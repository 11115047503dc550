/** The HTTP side of the function: JSON answers, CORS, allowed origins and reading a bounded body. */
import type { HandlerEnv } from './env.ts'

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

export function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  })
}

/** Allowed: an origin listed in ALLOWED_ORIGINS, or a local one in development. */
export function isAllowedOrigin(origin: string, env: HandlerEnv): boolean {
  const listed = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o !== '')
  if (listed.includes(origin)) return true
  const localAllowed = env.ALLOW_LOCAL_ORIGINS === 'true' || (listed.length === 0 && env.ALLOW_LOCAL_ORIGINS !== 'false')
  return localAllowed && LOCAL_ORIGIN.test(origin)
}

export function corsHeaders(origin: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    // supabase-js sends authorization, apikey and x-client-info with functions.invoke
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    // The form reads Retry-After of a 503 (surge) to tell the visitor when to try again.
    'Access-Control-Expose-Headers': 'Retry-After',
  }
  if (origin !== null) headers['Access-Control-Allow-Origin'] = origin
  return headers
}

export function isJson(contentType: string | null): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase()
  return mediaType === 'application/json'
}

export async function readBody(request: Request, limit: number): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return 'too-large'
  if (request.body === null) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return 'too-large'
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
