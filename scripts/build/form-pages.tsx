// Writes supabase/functions/_shared/form-pages.json: each built form page (each language) as a template
// the send-consultation function fills to answer a form posted without its island (the form again with
// its values and messages, or the confirmation). Deno cannot read content/ or render React, so the build
// does it here from the built HTML and the real components; the page's scripts are left out.
// Placeholders: \uE000name\uE000 a slot the function fills (escaped), \uE001name\uE001…\uE002 a part it may keep (form-post.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { parseHTML } from 'linkedom'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { parse } from 'yaml'
import { newEmotionCache } from '../../components/emotionCache.ts'
import { Confirmation, summaryRows } from '../../components/forms/Confirmation.tsx'
import { FailureNotice } from '../../components/forms/FailureNotice.tsx'
import { FieldError } from '../../components/forms/Field.tsx'
import { choiceLabel, type FormText } from '../../components/forms/formText.ts'
import { telHref } from '../../components/format.ts'
import { escapeHtml, siteUrl } from '../../renderer/headTags.ts'
import { uiFileSchema } from '../../lib/content/ui-schema.ts'
import { SOURCE_LANGUAGE, UI_FOLDER } from '../../lib/content/ui-files.ts'
import { fillMessage, PREFERRED_LANGUAGES } from '../../supabase/functions/_shared/form-fields.ts'
import type { FormPage, FormPagesFile, FormPageWords } from '../../supabase/functions/_shared/form-post.ts'
import { SUMMARY_FIELDS } from '../../supabase/functions/_shared/request-summary.ts'
import type { RequestKind } from '../../supabase/functions/_shared/requests.ts'
import { htmlFiles, routeOfHtmlFile } from './page-files.ts'

export const FORM_PAGES_FILE = 'supabase/functions/_shared/form-pages.json'

const slot = (name: string) => `\uE000${name}\uE000`
const part = (name: string, html: string) => `\uE001${name}\uE001${html}\uE002`

/** The island's props in the built page: the form's words and numbers exactly as the page shows them. */
interface FormIslandProps {
  text: FormText
  errorPhone: string
  phone: string
}

/** HTML of components rendered with their CSS (Emotion), as the renderer renders pages. */
function renderWithCss(node: ReactNode): { html: string; css: string } {
  const cache = newEmotionCache()
  cache.compat = true
  const { extractCritical } = createEmotionServer(cache)
  return extractCritical(renderToString(<CacheProvider value={cache}>{node}</CacheProvider>))
}

/** The words the function needs to fill the page, in the page's language. */
function pageWords(text: FormText, errorPhone: string, english: FormText): FormPageWords {
  const ids = Object.keys(text.messages) as (keyof FormText['messages'])[]
  return {
    successTitle: text.successTitle,
    errorTitle: text.errorTitle,
    errorMessage: text.errorMessage,
    busyMessage: text.busyMessage,
    limitedMessage: text.limitedMessage,
    notSentTitle: text.notSentTitle,
    checkFields: text.checkFields,
    errorPhone,
    errorPhoneHref: telHref(errorPhone),
    messages: Object.fromEntries(ids.map((id) => [fillMessage(id, english.messages[id]), fillMessage(id, text.messages[id])])),
    choices: Object.fromEntries(PREFERRED_LANGUAGES.map((choice) => [choice, choiceLabel(text, choice)])),
    insuranceOutsideList: text.insuranceOutsideList,
  }
}

/** A root-relative address of the site made absolute: the answer page is served from the function's origin. */
function absolute(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${slot('origin')}${url}` : url
}

/** The template of one built form page, or nothing when the page has no request form. */
export function formPageTemplate(route: string, html: string, english: FormText): FormPage | undefined {
  // Most pages have no form: a string test spares parsing each of them.
  if (!/<form\b[^>]*\bmethod="post"/.test(html)) return undefined
  const { document } = parseHTML(html)
  const form = document.querySelector('form[method="post"]')
  const kind = form?.querySelector('input[name="kind"]')?.getAttribute('value') as RequestKind | undefined
  const island = form?.closest('[data-island]')
  if (!form || !kind || !island) return undefined
  const props = JSON.parse(island.getAttribute('data-island-props') ?? '{}') as FormIslandProps
  const lang = document.documentElement.getAttribute('lang') ?? ''
  const { text } = props

  // No script (the answer needs none, and its policy allows none), nothing for search engines.
  for (const element of document.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"], link[rel="canonical"], link[rel="alternate"], link[rel="manifest"], meta[property], meta[name="robots"]')) element.remove()
  document.head.insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex">')
  for (const attribute of ['data-island', 'data-island-props', 'data-island-prefix']) island.removeAttribute(attribute)
  // The notice the start script shows offline: a page without script never shows it.
  for (const element of document.querySelectorAll('[data-offline-notice]')) element.remove()
  for (const element of document.querySelectorAll('[href], [src], [action]')) {
    for (const name of ['href', 'src', 'action']) {
      const value = element.getAttribute(name)
      if (value) element.setAttribute(name, absolute(value))
    }
  }
  for (const element of document.querySelectorAll('[srcset]')) {
    element.setAttribute('srcset', element.getAttribute('srcset')!.split(',').map((candidate) => absolute(candidate.trim())).join(', '))
  }
  for (const style of document.querySelectorAll('style')) style.textContent = (style.textContent ?? '').replace(/url\((['"]?)\//g, `url($1${slot('origin')}/`)

  // The fields: each value, choice and message is a slot the function fills.
  for (const control of form.querySelectorAll('input[name], select[name], textarea[name]')) {
    const name = control.getAttribute('name')!
    const type = control.getAttribute('type') ?? ''
    if (type === 'hidden' || control.closest('[aria-hidden="true"]')) continue
    if (type === 'radio') {
      const value = control.getAttribute('value') ?? ''
      control.setAttribute('data-fill', `checked:${name}:${value}:${control.hasAttribute('checked') ? 1 : 0}`)
      control.removeAttribute('checked')
      continue
    }
    const id = control.getAttribute('id') ?? ''
    const hint = control.getAttribute('aria-describedby') ?? ''
    control.removeAttribute('aria-describedby')
    control.removeAttribute('aria-invalid')
    if (control.tagName === 'SELECT') {
      for (const option of control.querySelectorAll('option')) {
        option.setAttribute('data-fill', `selected:${name}:${option.getAttribute('value') ?? ''}`)
        option.removeAttribute('selected')
      }
    } else if (control.tagName === 'TEXTAREA') control.textContent = slot(`text:${name}`)
    else control.setAttribute('data-value', `value:${name}`)
    control.setAttribute('data-aria', `aria:${name}:${id}:${hint}`)
    control.insertAdjacentHTML('afterend', slot(`error:${name}:${id}`))
  }

  // Where the answer's notice or confirmation goes: the form's place, which the form's address points
  // at (#<kind>-result), so the browser shows it at once.
  const marker = document.createElement('div')
  marker.setAttribute('id', `${kind}-result`)
  marker.setAttribute('style', 'scroll-margin-top: 1rem')
  island.insertBefore(marker, form)
  form.insertAdjacentHTML('beforebegin', slot('notice'))
  form.setAttribute('data-part', 'form')
  form.insertAdjacentHTML('afterend', slot('confirmation'))

  const markers = Object.fromEntries([...SUMMARY_FIELDS[kind], 'preferredLanguage'].map((field) => [field, slot(`sent:${field}`)]))
  const confirmation = renderWithCss(
    <Confirmation id={`${kind}-confirmation`} text={text} phone={props.phone} rows={summaryRows(kind, text, markers)} reference={slot('reference')} />,
  )
  const notice = renderWithCss(
    <FailureNotice id={`${kind}-failure`} title={slot('noticeTitle')}>
      {slot('noticeBody')}
    </FailureNotice>,
  )
  const fieldError = renderWithCss(<FieldError id="x">x</FieldError>)
  const css = [confirmation.css, notice.css, fieldError.css].join('')
  document.head.insertAdjacentHTML('beforeend', `<style>${css}</style>`)
  const title = document.querySelector('title')
  const titleText = title?.textContent ?? ''
  title?.remove()
  let template = document
    .toString()
    .replace(/<meta charset="utf-8">/i, (charset) => `${charset}<title>${slot('title')}${escapeHtml(titleText)}</title>`)
    .replace(/ data-(?:fill|value|aria)="([^"]*)"/g, (_, name: string) => slot(name))
    .replace(/<form\b([^>]*?) data-part="form"([^>]*)>([\s\S]*?)<\/form>/, (_, before: string, after: string, inner: string) => part('form', `<form${before}${after}>${inner}</form>`))
  // The confirmation is kept only after a send; its reference only when there is one.
  const confirmationHtml = confirmation.html.replace(/<p class="reference">[\s\S]*?<\/p>/, (paragraph) => part('reference', paragraph))
  template = template.replace(slot('confirmation'), part('sent', confirmationHtml))
  const errorClass = /class="([^"]+)"/.exec(fieldError.html)?.[1] ?? ''
  return { path: route, kind, lang, template, notice: notice.html, errorClass, words: pageWords(text, props.errorPhone, english) }
}

/** The generated JSON: each template as lines split between tags, so a change to the site shows as a small diff. */
export function formPagesJson(outDir: string, root = process.cwd()): string {
  const english = uiFileSchema.parse(parse(readFileSync(join(root, UI_FOLDER, `${SOURCE_LANGUAGE}.yaml`), 'utf8'))).form
  const pages = htmlFiles(outDir)
    .map((file) => formPageTemplate(routeOfHtmlFile(relative(outDir, file)), readFileSync(file, 'utf8'), english))
    .filter((page): page is FormPage => page !== undefined)
    .sort((a, b) => a.path.localeCompare(b.path))
  if (pages.length === 0) throw new Error(`No page of ${outDir} has a request form: the function would have no page to answer a form post with.`)
  const file: FormPagesFile = {
    about: 'Written by scripts/build/form-pages.tsx (npm run build) from the built form pages: do not edit by hand. After a merge conflict here, take either side and run npm run build.',
    siteOrigin: new URL(siteUrl()).origin,
    pages: Object.fromEntries(pages.map(({ template, ...page }) => [page.path, { ...page, template: template.split(/(?<=>)(?=<)/) }])),
  }
  // The placeholders' characters are written as escapes: nothing invisible in the file.
  return `${JSON.stringify(file, null, 2).replace(/[\uE000-\uE002]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase()}`)}\n`
}

/** Writes the module when it changed; true when it did. */
export function writeFormPages(outDir: string, root = process.cwd()): boolean {
  const file = join(root, FORM_PAGES_FILE)
  const text = formPagesJson(outDir, root)
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false
  writeFileSync(file, text)
  return true
}
