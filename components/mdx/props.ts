// Building blocks for the props schemas of the MDX components. A schema is a function of the content,
// so a prop that names something in the content (a phone number, an outside site, a page) accepts
// exactly the names the content has, and the content check lists them when one is wrong.
import { z } from 'zod'
import type { Content } from '../../lib/content/index.ts'

export type PropsSchema = (content: Content, routes: readonly string[]) => z.ZodType

/** Some text, written in quotes in the MDX. */
export const text = () => z.string().trim().min(1)

/** One of the names of a group in the content, such as the phone numbers of site.yaml. */
export function nameOf(names: string[]) {
  return z.enum(names as [string, ...string[]])
}

/** The names of the phone numbers of content/site.yaml (main, tollFree, fax…). */
export const phoneName = (content: Content) => nameOf(Object.keys(content.site.phones))
