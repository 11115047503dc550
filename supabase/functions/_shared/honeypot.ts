/**
 * Name of the honeypot field. The forms render it hidden from people and screen readers and out of the
 * tab order; a person leaves it empty, a form-filling robot fills it. A filled one is answered 200 and dropped.
 * (A module of its own, without zod, so the forms can name the field without loading the schemas.)
 */
export const HONEYPOT_FIELD = 'website'
