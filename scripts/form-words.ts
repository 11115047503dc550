// Writes supabase/functions/_shared/form-words.ts: the words of the result page the send-consultation
// function answers a form post with (a form sent before its island started, or without JavaScript),
// in each language, from the same words the forms show (content, components/i18n.ts, formText.ts).
// The function is deployed apart from the site and cannot read content/, so the build (a step of
// scripts/after-build.ts, run before the function is deployed) refreshes this copy; commit it when it changes.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { FIELD_LABELS } from '../components/forms/fieldLabels.ts'
import { fill } from '../components/fill.ts'
import { siteSchema } from '../lib/content/schema.ts'
import { uiFileSchema, type UiFile } from '../lib/content/ui-schema.ts'
import { SOURCE_LANGUAGE, UI_FOLDER } from '../lib/content/ui-files.ts'
import type { FormResultWords } from '../supabase/functions/_shared/form-post.ts'
import { SITE_LANGUAGES } from '../supabase/functions/_shared/requests.ts'

export const FORM_WORDS_FILE = 'supabase/functions/_shared/form-words.ts'

/**
 * The result page's words in one language. The function reports a wrong field with its English message,
 * so each message is given by those English words; English needs none.
 */
function wordsOf(ui: Record<string, UiFile>, lang: string, errorPhone: string): FormResultWords {
  const form = ui[lang]!.form
  const english = ui[SOURCE_LANGUAGE]!.form
  const ids = Object.keys(form.messages) as (keyof typeof form.messages)[]
  return {
    contactFormName: form.contactFormName,
    appointmentFormName: form.appointmentFormName,
    successTitle: form.successTitle,
    successMessage: form.successMessage,
    errorTitle: form.errorTitle,
    errorMessage: fill(form.errorMessage, { phone: errorPhone }),
    labels: {
      ...Object.fromEntries(Object.entries(FIELD_LABELS).map(([name, id]) => [name, form.labels[id]])),
      preferredLanguage: form.language.legend,
      preferredLanguageOther: form.language.otherLabel,
      accommodation: form.language.accommodationLabel,
    },
    messages: lang === SOURCE_LANGUAGE ? {} : Object.fromEntries(ids.map((id) => [english.messages[id], form.messages[id]])),
  }
}

export function formWordsModule(root = process.cwd()): string {
  // The words files and the number alone (loading all the content would cost the build seconds).
  const read = (file: string) => parse(readFileSync(join(root, file), 'utf8')) as unknown
  const site = siteSchema.parse(read('content/site.yaml'))
  const ui = Object.fromEntries(SITE_LANGUAGES.map((lang) => [lang, uiFileSchema.parse(read(`${UI_FOLDER}/${lang}.yaml`))]))
  const words = Object.fromEntries(SITE_LANGUAGES.map((lang) => [lang, wordsOf(ui, lang, site.phones.errorMessage)]))
  return [
    '// Written by scripts/form-words.ts (npm run build) from the words of the forms: do not edit by hand.',
    '',
    `export const FORM_WORDS = ${JSON.stringify(words, null, 2)}`,
    '',
  ].join('\n')
}

/** Writes the module when its words changed; true when it did. */
export function writeFormWords(root = process.cwd()): boolean {
  const file = join(root, FORM_WORDS_FILE)
  const text = formWordsModule(root)
  let current = ''
  try {
    current = readFileSync(file, 'utf8')
  } catch {
    // not written yet
  }
  if (current === text) return false
  writeFileSync(file, text)
  return true
}
