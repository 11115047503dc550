// The one kind of line the function logs: what happened to a request, never what was in it.
export interface LogEntry {
  event: 'stored' | 'rejected' | 'honeypot' | 'rate_limited' | 'surge' | 'no_client_address' | 'storage_failed' | 'sender_check' | 'notified' | 'notify_failed'
  status?: number
  reason?: string
  kind?: string
  id?: string
  code?: string
}
