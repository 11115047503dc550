// The language-access part of both request forms (45 CFR 92.11): the language staff call back in
// (each language of the site, or another one written out) and any interpreter or other accommodation.
// The page's language is chosen to start with, in the server HTML too, so a patient who changes
// nothing is called back in the language of the page they read. "Which language?" is always in the
// HTML and shows only while "Other" is chosen, by CSS alone (:has), so nothing appears or disappears
// when the island starts or while the patient types; a browser without :has always shows it.
import styled from '@emotion/styled'
import { OTHER_LANGUAGE, PREFERRED_LANGUAGES, type PreferredLanguage } from '../../supabase/functions/_shared/form-fields.ts'
import type { Lang } from '../../lib/i18n/languages.ts'
import { colors, radii } from '../theme.ts'
import { fieldControl } from '../ui.tsx'
import { describedBy, Field, FieldBox } from './Field.tsx'
import { choiceLabel, fieldMessage, type FormText } from './formText.ts'
import { FIELD_LIMITS } from './fieldLabels.ts'
import type { FormBinding } from './useRequestForm.ts'

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

/** The choices and "Which language?", which shows only while "Other" is checked. */
const LanguageChoice = styled.div`
  display: grid;
  gap: 1.25rem;
  @supports selector(:has(*)) {
    & > .other-language {
      display: none;
    }
    &:has(input[value='${OTHER_LANGUAGE}']:checked) > .other-language {
      display: grid;
    }
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
  pageLanguage,
  text: formText,
}: {
  idPrefix: string
  form: FormBinding<LanguageFieldValues>
  /** Chosen to start with. */
  pageLanguage: Lang
  /** The form's words in the page's language. */
  text: FormText
}) {
  const { register, setValue, errors: problems } = form
  // The choice is kept by react-hook-form without its ref on the radios: it would take the radio checked
  // in the server HTML (the page's language) over the one the patient chose before the island started.
  register('preferredLanguage')
  const text = formText.language
  const errors = {
    preferredLanguageOther: fieldMessage(formText, 'preferredLanguageOther', problems.preferredLanguageOther),
    accommodation: fieldMessage(formText, 'accommodation', problems.accommodation),
  }
  const otherId = `${idPrefix}-preferredLanguageOther`
  const accommodationId = `${idPrefix}-accommodation`
  return (
    <>
      <LanguageChoice>
        <Choices>
          <legend>{text.legend}</legend>
          {PREFERRED_LANGUAGES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="preferredLanguage"
                value={value}
                defaultChecked={value === pageLanguage}
                onChange={() => setValue('preferredLanguage', value)}
              />
              {choiceLabel(formText, value)}
            </label>
          ))}
        </Choices>
        <div className="other-language">
          <Field id={otherId} label={text.otherLabel} error={errors.preferredLanguageOther}>
            <input
              type="text"
              autoComplete="language"
              maxLength={FIELD_LIMITS.preferredLanguageOther}
              {...describedBy(otherId, errors.preferredLanguageOther, false, false)}
              {...register('preferredLanguageOther')}
            />
          </Field>
        </div>
      </LanguageChoice>
      <OptionalBox>
        <label htmlFor={accommodationId}>{text.accommodationLabel}</label>
        <p id={`${accommodationId}-hint`}>{text.accommodationHint}</p>
        <textarea
          id={accommodationId}
          rows={2}
          maxLength={FIELD_LIMITS.accommodation}
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
