// The one skeleton of both request forms: a real <form method="post"> to the send-consultation function,
// so it works before its island starts and without JavaScript (the function answers with the site's own
// page, supabase/functions/_shared/form-post.ts); with JavaScript the island checks, sends and shows the
// confirmation (useRequestForm.ts). A form lists only its own fields; the rest is here.
import { lazy, Suspense, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { DefaultValues, FieldValues, Path } from 'react-hook-form'
import type { RequestKind } from '../../supabase/functions/_shared/requests.ts'
import { PageContext } from '../../lib/page/pageContext.tsx'
import { usePageLanguage } from '../lang.ts'
import { defaultLanguage, withLanguagePrefix } from '../../lib/i18n/languages.ts'
import { FailureNotice, NoticeBox, PhoneSentence } from './FailureNotice.tsx'
import { describedBy, Field } from './Field.tsx'
import { FormLayout, Honeypot, SubmitButton } from './FormParts.tsx'
import { FIELD_LABELS, fieldMessage, type FormText, type LabelledField } from './formText.ts'
import { LanguageFields, type LanguageFieldValues } from './LanguageFields.tsx'
import { FORM_ACTION } from './send.ts'
import { Toasts } from './toasts.tsx'
import { notSentMessage, useRequestForm, type FieldBinding, type FormBinding } from './useRequestForm.ts'

/** Props to spread on a field's control: its name, value binding, error state and described-by ids. */
export type ControlProps = ReturnType<typeof describedBy> & FieldBinding

/** Renders one required field: its label in the page's language, its control, its message. */
type FieldOf<T extends FieldValues> = (name: Path<T> & LabelledField, control: (props: ControlProps) => ReactNode, hint?: string) => ReactNode

/** The outcomes after which nothing was stored: titled "Not sent" rather than "Error". */
const NOTHING_WENT_OUT: readonly string[] = ['preview', 'limited', 'offline']

const loadConfirmation = () => import('./Confirmation.tsx')
const SentConfirmation = lazy(() => loadConfirmation().then(({ SentConfirmation }) => ({ default: SentConfirmation })))

const subscribeNever = () => () => {}

/** The address of the page the form is on, so the result page links back to it. */
function usePagePath(): string {
  const pageContext = useContext(PageContext)
  // Vike's urlPathname has no language prefix (renderer/+onBeforeRoute.ts).
  if (pageContext) return withLanguagePrefix(pageContext.urlPathname, pageContext.lang ?? defaultLanguage)
  return typeof location === 'undefined' ? '/' : location.pathname
}

/** `errorPhone`: the number the error messages give; `phone`: the practice's, on the confirmation. */
export function RequestForm<T extends FieldValues>(props: { kind: RequestKind; defaultValues: DefaultValues<T>; errorPhone: string; phone: string; text: FormText; children: (field: FieldOf<T>) => ReactNode }) {
  const { kind, defaultValues, errorPhone, phone, text, children } = props
  const lang = usePageLanguage()
  const pagePath = usePagePath()
  // False in the server HTML and while hydrating, true after: what only JavaScript hides shows until then.
  const started = useSyncExternalStore(subscribeNever, () => true, () => false)
  const formId = `${kind}-form`
  const { form, onSubmit, result } = useRequestForm<T>({
    kind,
    formId,
    pageLanguage: lang,
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
    const error = fieldMessage(text, name, form.errors[name] as { type?: string; message?: string } | undefined)
    return (
      <Field id={id} label={text.labels[FIELD_LABELS[name]]} error={error} hint={hint}>
        {control({ ...describedBy(id, error, Boolean(hint)), ...form.register(name) })}
      </Field>
    )
  }
  return (
    <>
      {/* Until the island starts the browser checks `required` and `maxlength`; the #<kind>-result shows the function's answer at once. */}
      <FormLayout id={formId} method="post" action={`${FORM_ACTION}#${kind}-result`} noValidate={started} onSubmit={onSubmit} aria-label={kind === 'contact' ? text.contactFormName : text.appointmentFormName}>
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
        {result && (
          <FailureNotice key={result.attempt} id={`${kind}-failure`} title={NOTHING_WENT_OUT.includes(result.outcome) ? text.notSentTitle : text.errorTitle}>
            {result.outcome === 'preview' ? text.previewNotSent : <PhoneSentence text={notSentMessage(text, result.outcome)} phone={errorPhone} />}
          </FailureNotice>
        )}
        {/* Until the island runs: shown by the page's start script for a press made offline (components/islands/earlyPresses.ts). */}
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
