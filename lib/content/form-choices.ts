// The offices and insurance plans the appointment form offers, from content/locations.yaml and
// content/insurance.yaml: the local server reads them at start, the deploy gives them to the function
// as FORM_CHOICES (`npm run form-choices`), since it cannot read content/.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'

/** The function's FORM_CHOICES (its type: supabase/functions/_shared/requests.ts). */
export function formChoicesFromContent(root = resolve(import.meta.dirname, '..', '..')): { locations: string[]; insurance: string[] } {
  const read = (file: string): unknown => parse(readFileSync(join(root, 'content', file), 'utf8'))
  const texts = (list: unknown, pick = (item: unknown) => item) => (Array.isArray(list) ? list.map(pick).filter((item): item is string => typeof item === 'string') : [])
  const locations = texts(read('locations.yaml'), (office) => (office as { name?: unknown } | null)?.name)
  const insurance = texts((read('insurance.yaml') as { plans?: unknown } | null)?.plans)
  if (locations.length === 0 || insurance.length === 0) {
    throw new Error(`No offices or no insurance plans found in ${join(root, 'content')} (locations.yaml, insurance.yaml): run npm run check.`)
  }
  return { locations, insurance }
}
