// The honeypot field, hidden from people: a robot fills it, and is answered 200 and dropped. Without zod,
// so the forms name it before the schemas load.
export const HONEYPOT_FIELD = 'website'
