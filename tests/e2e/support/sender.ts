// A made-up sender address for one test: the preview the browser tests start trusts X-Forwarded-For
// from this machine as if a proxy of ours had written it (TRUST_PROXY, TRUSTED_PROXIES in
// playwright.config.ts), so each test has its own rate-limit bucket. One well-formed address in 10/8
// (the function counts only well-formed addresses; anything else would share one bucket).
export function madeUpSender(): string {
  const byte = () => Math.floor(Math.random() * 256)
  return `10.${byte()}.${byte()}.${byte()}`
}
