// Writes supabase/functions/_shared/form-words.ts: the words of the result page the send-consultation
// function answers a form post with (a form sent before its island started, or without JavaScript),
// in each language, from the same words the forms show (content, components/i18n.ts, formText.ts).
// The function is deployed apart from the site and cannot read content/, so the build (a step of
// scripts/after-build.ts, run before the function is deployed) refreshes this copy; commit it when it changes.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { FIELD_LABELS } from '../components/forms/fieldLabels.ts'
import { formWords } from '../components/forms/formText.ts'
import { englishLanguageFieldsText } from '../components/forms/LanguageFields.tsx'
import { englishUi, fill } from '../components/i18n.ts'
import type { FormResultWords } from '../supabase/functions/_shared/form-post.ts'
import { parse } from 'yaml'
import { siteSchema, uiTextSchema } from '../lib/content/schema.ts'
import type { Content } from '../lib/content/index.ts'
import { SITE_LANGUAGES } from '../supabase/functions/_shared/requests.ts'

export const FORM_WORDS_FILE = 'supabase/functions/_shared/form-words.ts'

function wordsOf(content: Content, lang: (typeof SITE_LANGUAGES)[number]): FormResultWords {
  const form = (lang === 'es' ? content.spanishUi : englishUi(content)).form
  const { label } = formWords(lang === 'en' ? undefined : form)
  const language = lang === 'en' ? englishLanguageFieldsText : form.language
  const labels: Record<string, string> = Object.fromEntries(Object.entries(FIELD_LABELS).map(([name, english]) => [name, label(english)]))
  return {
    contactFormName: form.contactFormName,
    appointmentFormName: form.appointmentFormName,
    successTitle: form.successTitle,
    successMessage: form.successMessage,
    errorTitle: form.errorTitle,
    errorMessage: fill(form.errorMessage, { phone: content.site.phones.errorMessage }),
    labels: { ...labels, preferredLanguage: language.legend, preferredLanguageOther: language.otherLabel, accommodation: language.accommodationLabel },
    messages: lang === 'en' ? {} : form.messages,
  }
}

/** The two files the words come from, read alone (loading all the content would cost the build seconds). */
function wordsContent(root: string): Content {
  const read = (file: string) => parse(readFileSync(join(root, file), 'utf8')) as unknown
  return { site: siteSchema.parse(read('content/site.yaml')), spanishUi: uiTextSchema.parse(read('content/es/ui.yaml')) } as Content
}

export function formWordsModule(root = process.cwd()): string {
  const content = wordsContent(root)
  const words = Object.fromEntries(SITE_LANGUAGES.map((lang) => [lang, wordsOf(content, lang)]))
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
