// Optional (NOTIFY_WEBHOOK_URL): tells the practice of a new request (its number only) or the start of
// a surge, with no personal data. A failure is logged and never changes the answer to the visitor.
import type { HandlerEnv } from './env.ts'

/** The one kind of line the function logs: what happened to a request, never what was in it. */
export interface LogEntry {
  event: 'stored' | 'rejected' | 'honeypot' | 'rate_limited' | 'surge' | 'no_client_address' | 'storage_failed' | 'sender_check' | 'notified' | 'notify_failed'
  status?: number
  reason?: string
  kind?: string
  id?: string
  code?: string
}

export interface Notice {
  event: 'consultation_request' | 'request_surge'
  text: string
  id?: string
  kind?: string
  createdAt?: string
}

export async function notify(env: HandlerEnv, send: typeof fetch, notice: Notice, log: (entry: LogEntry) => void): Promise<void> {
  const url = env.NOTIFY_WEBHOOK_URL
  if (!url) return
  try {
    const response = await send(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(env.NOTIFY_WEBHOOK_TOKEN ? { Authorization: `Bearer ${env.NOTIFY_WEBHOOK_TOKEN}` } : {}),
      },
      body: JSON.stringify(notice),
      signal: AbortSignal.timeout(5000),
    })
    await response.body?.cancel()
    log(response.ok ? { event: 'notified', id: notice.id, reason: notice.event } : { event: 'notify_failed', status: response.status, id: notice.id, reason: notice.event })
  } catch (error) {
    const code = String((error as { name?: unknown } | null)?.name ?? 'unknown')
    log({ event: 'notify_failed', id: notice.id, reason: notice.event, code: /^[A-Za-z]{1,40}$/.test(code) ? code : 'unknown' })
  }
}

export function requestNotice(stored: { id: string; kind: string; createdAt: string }): Notice {
  return {
    event: 'consultation_request',
    ...stored,
    text: `A new ${stored.kind} request (number ${stored.id}) arrived on the website. Read it in the consultation_requests table.`,
  }
}

export function surgeNotice(at: Date): Notice {
  return {
    event: 'request_surge',
    createdAt: at.toISOString(),
    text:
      'The website is receiving far more requests than on any real day. Its forms now make each visitor\'s browser solve a small puzzle before sending ' +
      '(a few seconds for a patient, costly for a script); visitors without JavaScript are asked to call. This usually means an automated attack. ' +
      'Requests accepted meanwhile are marked sent_during_surge: check those with care. The forms return to normal by themselves once it stops.',
  }
}
