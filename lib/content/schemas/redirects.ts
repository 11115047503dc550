// Former addresses (content/redirects.yaml, lib/content/redirects.ts).
import { z } from 'zod'

// --- Former addresses (content/redirects.yaml, lib/content/redirects.ts) -------------------------

const siteAddress = (description: string, example: string) =>
  z
    .string()
    .trim()
    .regex(/^\/[a-z0-9/-]*$/, 'must be an address of this site: start with / and use lowercase letters, digits, dashes and slashes, such as /conditions/stroke')
    .meta({ description, example })

export const redirectsSchema = z
  .array(
    z.strictObject({
      from: siteAddress('The former address, in English (its Spanish address /es/… follows by itself)', '/conditions/stroke'),
      to: siteAddress('The page that replaces it, in English', '/conditions/stroke-and-tia'),
    }),
  )
  // A file with only its comments (no redirect yet) is an empty list.
  .nullable()
