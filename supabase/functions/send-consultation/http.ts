/** The HTTP side of the function: JSON answers, CORS, allowed origins and reading a bounded body. */
import type { HandlerEnv } from './env.ts'

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

export function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers } })
}

/** Allowed: an origin listed in ALLOWED_ORIGINS, or a local one in development. */
export function isAllowedOrigin(origin: string, env: HandlerEnv): boolean {
  const listed = (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter((o) => o !== '')
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

export const isJson = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'

/** The body, or 'too-large' as soon as it passes `limit` bytes. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array | 'too-large'> {
  if (Number(request.headers.get('content-length') ?? '0') > limit) return 'too-large'
  const reader = request.body?.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength
    if (size > limit) {
      await reader!.cancel().catch(() => undefined)
      return 'too-large'
    }
    chunks.push(read.value)
  }
  return new Uint8Array(await new Blob(chunks).arrayBuffer())
}
