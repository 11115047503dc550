// `npm run sender-check`: proves, after a deploy, that the function counts each visitor as one sender
// whatever address headers the visitor writes, and that it does know the visitor's address.
//
//   SENDER_CHECK_URL=https://<project>.supabase.co/functions/v1/send-consultation \
//   SENDER_CHECK_TOKEN=<the token set on the function for the check> npm run sender-check
//
// It sends requests with made-up address headers (X-Real-IP, X-Forwarded-For, Forwarded, CF-Connecting-IP…)
// and one with none, each carrying the token: the function answers who it counts the request as
// ({sender, identified}, supabase/functions/send-consultation/sender.ts) and stores and counts nothing.
// It fails when the answers name different senders (a made-up header counted: anyone could escape the
// limit) or when a request is not identified (no address: every visitor would share one bucket).
// The deploy workflow sets a new random token for the check and removes it afterwards.
export {}

const url = process.env.SENDER_CHECK_URL ?? ''
const token = process.env.SENDER_CHECK_TOKEN ?? ''
const apiKey = process.env.SUPABASE_ANON_KEY ?? ''
if (!/^https?:\/\//.test(url) || token.length < 32) {
  console.error('Usage: SENDER_CHECK_URL=<the function URL> SENDER_CHECK_TOKEN=<32 characters or more> npm run sender-check')
  process.exit(2)
}

const madeUp: [string, Record<string, string>][] = [
  ['no address header', {}],
  ['X-Real-IP 203.0.113.7', { 'x-real-ip': '203.0.113.7' }],
  ['X-Real-IP 2001:db8::7', { 'x-real-ip': '2001:db8::7' }],
  ['X-Forwarded-For 203.0.113.8', { 'x-forwarded-for': '203.0.113.8' }],
  ['X-Forwarded-For list', { 'x-forwarded-for': '203.0.113.9, 198.51.100.9' }],
  ['Forwarded for=203.0.113.10', { forwarded: 'for=203.0.113.10' }],
  ['CF-Connecting-IP 203.0.113.11', { 'cf-connecting-ip': '203.0.113.11' }],
  ['True-Client-IP / X-Client-IP', { 'true-client-ip': '203.0.113.12', 'x-client-ip': '203.0.113.13' }],
]

interface Answer {
  label: string
  status: number | 'no answer'
  sender?: string
  identified?: boolean
}

async function ask(label: string, headers: Record<string, string>): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'x-sender-check': token, ...(apiKey ? { apikey: apiKey, authorization: `Bearer ${apiKey}` } : {}), ...headers },
      signal: AbortSignal.timeout(20_000),
    })
    const body = (await response.json().catch(() => ({}))) as { sender?: unknown; identified?: unknown }
    return { label, status: response.status, sender: typeof body.sender === 'string' ? body.sender : undefined, identified: body.identified === true }
  } catch {
    return { label, status: 'no answer' }
  }
}

// A token set a moment ago may take a little while to reach every instance of the function.
let answers: Answer[] = []
for (let attempt = 0; attempt < 12; attempt++) {
  answers = []
  for (const [label, headers] of madeUp) answers.push(await ask(label, headers))
  if (answers.every((a) => a.sender !== undefined)) break
  await new Promise((resolve) => setTimeout(resolve, 5000))
}

for (const a of answers) console.log(`${a.label.padEnd(32)} ${String(a.status).padEnd(9)} sender ${a.sender ?? '-'}  ${a.identified ? 'identified' : 'NOT identified'}`)
const senders = new Set(answers.map((a) => a.sender))
const problems: string[] = []
if (answers.some((a) => a.sender === undefined)) problems.push('the function did not answer the check (is SENDER_CHECK_TOKEN set on it, and the new version deployed?)')
else {
  if (senders.size > 1) problems.push(`made-up address headers counted as ${senders.size} different senders: the function trusts a header the visitor writes (CLIENT_IP_HEADER)`)
  if (answers.some((a) => !a.identified)) problems.push('the function found no address: every visitor would share one rate-limit bucket (CLIENT_IP_HEADER names a header the gateway does not set)')
}
if (problems.length > 0) {
  for (const problem of problems) console.error(`Sender check failed: ${problem}.`)
  process.exit(1)
}
console.log(`Sender check passed: ${answers.length} requests with made-up address headers and without any are one identified sender.`)
