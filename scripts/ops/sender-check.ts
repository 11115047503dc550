// `npm run sender-check`: after a deploy, proves that the function counts each visitor as one sender
// whatever address headers they write, and knows the address. Requests with made-up headers (X-Real-IP,
// X-Forwarded-For, Forwarded…) and one with none, each with the check's token: the function answers
// {sender, identified} and stores nothing. Fails on differing senders or an unidentified request.
//   SENDER_CHECK_URL=https://<project>.supabase.co/functions/v1/send-consultation SENDER_CHECK_TOKEN=<token> npm run sender-check
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
