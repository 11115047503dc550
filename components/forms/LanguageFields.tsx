// Language access in both request forms (45 CFR 92.11): the call-back language (the page's to start
// with, in the server HTML too) and any accommodation. "Which language?" shows only while "Other" is
// checked, by CSS alone (:has), so nothing moves when the island starts; without :has it always shows.
import styled from '@emotion/styled'
import { OTHER_LANGUAGE, PREFERRED_LANGUAGES } from '../../supabase/functions/_shared/form-fields.ts'
import type { ContactRequestInput } from '../../supabase/functions/_shared/requests.ts'
import type { Lang } from '../../lib/i18n/languages.ts'
import { colors, radii } from '../theme.ts'
import { describedBy, Field } from './Field.tsx'
import { choiceLabel, FIELD_LIMITS, fieldMessage, type FormText } from './formText.ts'
import type { FormBinding } from './useRequestForm.ts'

export type LanguageFieldValues = Pick<ContactRequestInput, 'preferredLanguage' | 'preferredLanguageOther' | 'accommodation'>

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

export function LanguageFields({ idPrefix, form, pageLanguage, text }: { idPrefix: string; form: FormBinding<LanguageFieldValues>; pageLanguage: Lang; text: FormText }) {
  const { register, setValue, errors } = form
  // Not bound by its ref: react-hook-form would take the radio checked in the server HTML over the
  // one the patient chose before the island started.
  register('preferredLanguage')
  const words = text.language
  const otherError = fieldMessage(text, 'preferredLanguageOther', errors.preferredLanguageOther)
  const accommodationError = fieldMessage(text, 'accommodation', errors.accommodation)
  const otherId = `${idPrefix}-preferredLanguageOther`
  const accommodationId = `${idPrefix}-accommodation`
  return (
    <>
      <LanguageChoice>
        <Choices>
          <legend>{words.legend}</legend>
          {PREFERRED_LANGUAGES.map((value) => (
            <label key={value}>
              <input type="radio" name="preferredLanguage" value={value} defaultChecked={value === pageLanguage} onChange={() => setValue('preferredLanguage', value)} />
              {choiceLabel(text, value)}
            </label>
          ))}
        </Choices>
        <div className="other-language">
          <Field id={otherId} label={words.otherLabel} error={otherError}>
            <input type="text" autoComplete="language" maxLength={FIELD_LIMITS.preferredLanguageOther} {...describedBy(otherId, otherError, false, 'later')} {...register('preferredLanguageOther')} />
          </Field>
        </div>
      </LanguageChoice>
      <Field id={accommodationId} label={words.accommodationLabel} error={accommodationError} hint={words.accommodationHint} optional>
        <textarea rows={2} maxLength={FIELD_LIMITS.accommodation} {...describedBy(accommodationId, accommodationError, true, false)} {...register('accommodation')} />
      </Field>
    </>
  )
}
