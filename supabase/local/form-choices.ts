/**
 * The offices and insurance plans the appointment form offers, read from the content (the names in
 * content/locations.yaml and the plans of content/insurance.yaml, as the form lists them). The local
 * server reads them at start; the deploy gives them to the Supabase function as FORM_CHOICES
 * (`npm run form-choices` prints them), since the function cannot read content/ when it runs.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import type { FormChoices } from '../functions/_shared/requests.ts'

export function formChoicesFromContent(root = resolve(import.meta.dirname, '..', '..')): FormChoices {
  const read = (file: string): unknown => parse(readFileSync(join(root, 'content', file), 'utf8'))
  const offices = read('locations.yaml')
  const insurance = read('insurance.yaml') as { plans?: unknown } | null
  const names = Array.isArray(offices) ? offices.map((office: { name?: unknown }) => office?.name) : []
  const plans = Array.isArray(insurance?.plans) ? insurance.plans : []
  const texts = (list: unknown[]) => list.filter((item): item is string => typeof item === 'string')
  if (texts(names).length === 0 || texts(plans).length === 0) {
    throw new Error(`No offices or no insurance plans found in ${join(root, 'content')} (locations.yaml, insurance.yaml): run npm run check.`)
  }
  return { locations: texts(names), insurance: texts(plans).map(String) }
}
