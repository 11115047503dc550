// Former addresses (content/redirects.yaml, lib/content/redirects.ts).
import { z } from 'zod'

const siteAddress = (description: string, example: string) =>
  // No slash at the end: /conditions/stroke/ would be another address, which a redirect would neither hide nor replace.
  z.string().trim().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'must be an address of this site: start with / and use lowercase letters, digits and dashes, one slash between two words and none at the end, such as /conditions/stroke').meta({ description, example })

export const redirectsSchema = z
  .array(z.strictObject({
    from: siteAddress('The former address, in English (its Spanish address /es/… follows by itself)', '/conditions/stroke'),
    to: siteAddress('The page that replaces it, in English', '/conditions/stroke-and-tia'),
  }))
  // A file with only its comments (no redirect yet) is an empty list.
  .nullable()
