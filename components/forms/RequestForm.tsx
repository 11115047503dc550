// The one skeleton of both request forms (contact, appointment): a real <form method="post"> to the
// send-consultation function, so it works before its island starts and without JavaScript (the
// function answers a form post with a result page, supabase/functions/_shared/form-post.ts); with
// JavaScript, the island validates, sends and shows toasts (useRequestForm.ts). A form only lists its
// own fields: the required note, language fields, honeypot, hidden fields and button are here.
import { useContext, type ReactNode } from 'react'
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form'
import type { RequestKind } from '../../supabase/functions/_shared/requests.ts'
import { PageContext } from '../../lib/page/pageContext.tsx'
import { usePageLanguage } from '../lang.ts'
import { defaultLanguage, withLanguagePrefix } from '../../lib/i18n/languages.ts'
import { describedBy, Field } from './Field.tsx'
import { FIELD_LABELS, type LabelledField } from './fieldLabels.ts'
import { FormLayout, Honeypot, SubmitButton } from './FormParts.tsx'
import { formWords, type FormText } from './formText.ts'
import { LanguageFields, type LanguageFieldValues } from './LanguageFields.tsx'
import { FORM_ACTION } from './send.ts'
import { Toasts } from './toasts.tsx'
import { languageDefaults, useRequestForm } from './useRequestForm.ts'

/** Props to spread on a field's control: its name, value binding, error state and described-by ids. */
export type ControlProps = ReturnType<typeof describedBy> & ReturnType<UseFormReturn['register']>

/** Renders one required field: its label (fieldLabels.ts) in the page's language, its control, its message. */
export type FieldOf<T extends FieldValues> = (name: Path<T> & LabelledField, control: (props: ControlProps) => ReactNode, hint?: string) => ReactNode

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
  text,
  children,
}: {
  kind: RequestKind
  /** The form's own fields, empty (the language fields are added here). */
  defaultValues: DefaultValues<T>
  errorPhone: string
  text: FormText
  children: (field: FieldOf<T>) => ReactNode
}) {
  const lang = usePageLanguage()
  const pagePath = usePagePath()
  const { label, message } = formWords(text)
  const formId = `${kind}-form`
  const { form, onSubmit } = useRequestForm<T>({
    kind,
    formId,
    defaultValues: { ...defaultValues, ...languageDefaults } as DefaultValues<T>,
    errorPhone,
    toasts: text,
  })
  const { register, formState } = form
  const field: FieldOf<T> = (name, control, hint) => {
    const id = `${kind}-${name}`
    const error = message(name, formState.errors[name] as { type?: string; message?: string } | undefined)
    return (
      <Field id={id} label={label(FIELD_LABELS[name])} error={error} hint={hint}>
        {control({ ...describedBy(id, error, Boolean(hint)), ...register(name) })}
      </Field>
    )
  }
  const formName = kind === 'contact' ? text.contactFormName : text.appointmentFormName
  return (
    <>
      <FormLayout id={formId} method="post" action={FORM_ACTION} noValidate onSubmit={onSubmit} aria-label={formName}>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="sentFromLanguage" value={lang} />
        <input type="hidden" name="formPage" value={pagePath} />
        <p className="required-note">{text.requiredNote}</p>
        {children(field)}
        <LanguageFields idPrefix={kind} form={form as unknown as UseFormReturn<LanguageFieldValues>} text={text} />
        <Honeypot label={text.honeypot} />
        <div>
          <SubmitButton busy={formState.isSubmitting} text={text} />
        </div>
      </FormLayout>
      <Toasts text={text} />
    </>
  )
}
