// The language-access part of both request forms (45 CFR 92.11): the language staff call back in
// (English, Spanish, or another one written out) and any interpreter or other accommodation.
// Both fields are optional; "Other" asks for the language only once it is chosen. In the server HTML
// no choice is checked (react-hook-form would read a checked default as the visitor's choice): a
// request sent without one is an English one, as the island's default says.
import styled from '@emotion/styled'
import type { UseFormReturn } from 'react-hook-form'
import type { PreferredLanguage } from '../../supabase/functions/_shared/requests.ts'
import { colors, radii } from '../theme.ts'
import { fieldControl } from '../ui.tsx'
import { describedBy, Field, FieldBox } from './Field.tsx'
import { fieldMessage, type FormText } from './formText.ts'
import { useStarted } from './useStarted.ts'

/** The fields this part registers; both request forms have them. */
export interface LanguageFieldValues {
  preferredLanguage: PreferredLanguage
  preferredLanguageOther?: string
  accommodation?: string
}

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 0.375rem;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
  }
  /* Drawn by us so its edge has the same 3:1 contrast as the other fields (WCAG 1.4.11). */
  input {
    appearance: none;
    display: grid;
    place-content: center;
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    border: 2px solid ${colors.muted};
    border-radius: ${radii.round};
    background: ${colors.background};
  }
  input::before {
    content: '';
    width: 0.625rem;
    height: 0.625rem;
    border-radius: ${radii.round};
    background: ${colors.primary};
    transform: scale(0);
  }
  input:checked {
    border-color: ${colors.primary};
  }
  input:checked::before {
    transform: scale(1);
  }
`

const OptionalBox = styled(FieldBox)`
  textarea {
    ${fieldControl}
    min-height: 4.5rem;
  }
  p {
    margin: 0;
    color: ${colors.muted};
    font-size: 0.9375rem;
  }
  p.field-error {
    color: ${colors.destructive};
    font-weight: 600;
    font-size: inherit;
  }
`

export function LanguageFields({
  idPrefix,
  form,
  text: formText,
}: {
  idPrefix: string
  form: UseFormReturn<LanguageFieldValues>
  /** The form's words in the page's language. */
  text: FormText
}) {
  const { register, watch, formState } = form
  const text = formText.language
  const started = useStarted()
  const errors = {
    preferredLanguageOther: fieldMessage(formText, 'preferredLanguageOther', formState.errors.preferredLanguageOther),
    accommodation: fieldMessage(formText, 'accommodation', formState.errors.accommodation),
  }
  const otherId = `${idPrefix}-preferredLanguageOther`
  const accommodationId = `${idPrefix}-accommodation`
  return (
    <>
      <Choices>
        <legend>{text.legend}</legend>
        {(Object.keys(text.choices) as PreferredLanguage[]).map((value) => (
          <label key={value}>
            <input type="radio" value={value} {...register('preferredLanguage')} />
            {text.choices[value]}
          </label>
        ))}
      </Choices>
      {/* Before the island starts (or without JavaScript) nothing can show it on "Other": it is always there. */}
      {(!started || watch('preferredLanguage') === 'other') && (
        <Field id={otherId} label={text.otherLabel} error={errors.preferredLanguageOther}>
          <input type="text" autoComplete="language" {...describedBy(otherId, errors.preferredLanguageOther)} {...register('preferredLanguageOther')} />
        </Field>
      )}
      <OptionalBox>
        <label htmlFor={accommodationId}>{text.accommodationLabel}</label>
        <p id={`${accommodationId}-hint`}>{text.accommodationHint}</p>
        <textarea
          id={accommodationId}
          rows={2}
          aria-describedby={[`${accommodationId}-hint`, errors.accommodation ? `${accommodationId}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={errors.accommodation ? true : undefined}
          {...register('accommodation')}
        />
        {errors.accommodation && (
          <p id={`${accommodationId}-error`} className="field-error">
            {errors.accommodation}
          </p>
        )}
      </OptionalBox>
    </>
  )
}
