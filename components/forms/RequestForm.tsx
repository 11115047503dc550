// The one skeleton of both request forms (contact, appointment): a real <form method="post"> to the
// send-consultation function, so it works before its island starts and without JavaScript (the
// function answers a form post with the site's own page: the form again with its messages, or the
// confirmation, supabase/functions/_shared/form-post.ts); with JavaScript, the island validates, sends,
// and replaces the form with the confirmation (useRequestForm.ts). A form only lists its own fields:
// the required note, language fields, honeypot, hidden fields, button and notices are here.
import { lazy, Suspense, useContext, type ReactNode } from 'react'
import type { DefaultValues, FieldValues, Path } from 'react-hook-form'
import type { RequestKind } from '../../supabase/functions/_shared/requests.ts'
import { PageContext } from '../../lib/page/pageContext.tsx'
import { usePageLanguage } from '../lang.ts'
import { defaultLanguage, withLanguagePrefix } from '../../lib/i18n/languages.ts'
import { FailureNotice, NoticeBox } from './FailureNotice.tsx'
import { describedBy, Field } from './Field.tsx'
import { FIELD_LABELS, type LabelledField } from './fieldLabels.ts'
import { FormLayout, Honeypot, SubmitButton } from './FormParts.tsx'
import { formWords, type FormText } from './formText.ts'
import { LanguageFields, type LanguageFieldValues } from './LanguageFields.tsx'
import { PhoneSentence } from './PhoneSentence.tsx'
import { FORM_ACTION } from './send.ts'
import { Toasts } from './toasts.tsx'
import { notSentMessage, useRequestForm, type FieldBinding, type FormBinding } from './useRequestForm.ts'
import { useStarted } from './useStarted.ts'

/** Props to spread on a field's control: its name, value binding, error state and described-by ids. */
export type ControlProps = ReturnType<typeof describedBy> & FieldBinding

/** Renders one required field: its label (fieldLabels.ts) in the page's language, its control, its message. */
export type FieldOf<T extends FieldValues> = (name: Path<T> & LabelledField, control: (props: ControlProps) => ReactNode, hint?: string) => ReactNode

/** The outcomes after which nothing was stored: titled "Not sent" rather than "Error". */
const NOTHING_WENT_OUT: readonly string[] = ['preview', 'limited', 'offline']

// The confirmation loads with the send (preloaded when the patient submits), not with the page.
const loadConfirmation = () => import('./SentConfirmation.tsx')
const SentConfirmation = lazy(() => loadConfirmation().then(({ SentConfirmation }) => ({ default: SentConfirmation })))

/** The address of the page the form is on, so the result page links back to it. */
function usePagePath(): string {
  const pageContext = useContext(PageContext)
  // Vike's urlPathname is the page's route without its language prefix (renderer/+onBeforeRoute.ts).
  if (pageContext) return withLanguagePrefix(pageContext.urlPathname, pageContext.lang ?? defaultLanguage)
  return typeof location === 'undefined' ? '/' : location.pathname
}

export function RequestForm<T extends FieldValues>({
  kind,
  defaultValues,
  errorPhone,
  phone,
  text,
  children,
}: {
  kind: RequestKind
  /** The form's own fields, empty (the language fields are added here). */
  defaultValues: DefaultValues<T>
  /** The number the error messages ask visitors to call. */
  errorPhone: string
  /** The practice's number, on the confirmation. */
  phone: string
  text: FormText
  children: (field: FieldOf<T>) => ReactNode
}) {
  const lang = usePageLanguage()
  const pagePath = usePagePath()
  const started = useStarted()
  const { label, message } = formWords(text)
  const formId = `${kind}-form`
  const { form, onSubmit, result } = useRequestForm<T>({
    kind,
    formId,
    pageLanguage: lang,
    // The call-back language starts on the page's language.
    defaultValues: { ...defaultValues, preferredLanguage: lang, preferredLanguageOther: '', accommodation: '' } as DefaultValues<T>,
    errorPhone,
    preload: () => void loadConfirmation(),
    toasts: text,
  })
  if (result?.outcome === 'sent') {
    return (
      <>
        <Suspense fallback={null}>
          <SentConfirmation kind={kind} text={text} phone={phone} values={result.values} reference={result.reference} />
        </Suspense>
        <Toasts text={text} />
      </>
    )
  }
  const field: FieldOf<T> = (name, control, hint) => {
    const id = `${kind}-${name}`
    const error = message(name, form.errors[name] as { type?: string; message?: string } | undefined)
    return (
      <Field id={id} label={label(FIELD_LABELS[name])} error={error} hint={hint}>
        {control({ ...describedBy(id, error, Boolean(hint)), ...form.register(name) })}
      </Field>
    )
  }
  const formName = kind === 'contact' ? text.contactFormName : text.appointmentFormName
  const failure = result
  return (
    <>
      {/* The browser checks `required` and `maxlength` until the island starts; then the island checks, with the page's words. */}
      {/* The address ends in #<kind>-result: the function's answer page shows its confirmation or notice there, at once. */}
      <FormLayout id={formId} method="post" action={`${FORM_ACTION}#${kind}-result`} noValidate={started} onSubmit={onSubmit} aria-label={formName}>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="sentFromLanguage" value={lang} />
        <input type="hidden" name="formPage" value={pagePath} />
        <p className="required-note">{text.requiredNote}</p>
        {children(field)}
        <LanguageFields idPrefix={kind} form={form as unknown as FormBinding<LanguageFieldValues>} pageLanguage={lang} text={text} />
        <Honeypot label={text.honeypot} />
        <div>
          <SubmitButton busy={form.busy} text={text} />
        </div>
        {failure && (
          <FailureNotice key={failure.attempt} id={`${kind}-failure`} title={NOTHING_WENT_OUT.includes(failure.outcome) ? text.notSentTitle : text.errorTitle}>
            {failure.outcome === 'preview' ? text.previewNotSent : <PhoneSentence text={notSentMessage(text, failure.outcome)} phone={errorPhone} />}
          </FailureNotice>
        )}
        {/* Until the island runs: what the page's start script shows for a press made offline (components/islands/earlyPresses.ts). */}
        {!started && (
          <NoticeBox id={`${kind}-offline`} hidden data-offline-notice="" tabIndex={-1}>
            <p>
              <strong>{text.notSentTitle}:</strong> <PhoneSentence text={text.offlineMessage} phone={errorPhone} />
            </p>
          </NoticeBox>
        )}
      </FormLayout>
      <Toasts text={text} />
    </>
  )
}
