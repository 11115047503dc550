// What checks a request form: react-hook-form's form control with the function's own schemas (zod),
// loaded with the first submit (useRequestForm.ts), not with the page. The form checks on submit and,
// after a first submit, again on each change; until that first submit the fields are plain inputs
// whose values live in the page, as they do under react-hook-form's `register` too. So a patient who
// only reads the page, or types without sending, never downloads this code.
import { zodResolver } from '@hookform/resolvers/zod'
import { createFormControl, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import { appointmentRequestSchema, contactRequestSchema, type RequestKind } from '../../supabase/functions/_shared/requests.ts'

/** What the form shows of the check: the fields' problems, and whether a submit is under way. */
export interface EngineState<T extends FieldValues> {
  errors: FieldErrors<T>
  isSubmitting: boolean
}

export function createFormEngine<T extends FieldValues>(kind: RequestKind, defaultValues: DefaultValues<T>) {
  const schema = kind === 'contact' ? contactRequestSchema : appointmentRequestSchema
  const form = createFormControl<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  let state: EngineState<T> = { errors: {}, isSubmitting: false }
  return {
    ...form,
    /** The state for React's useSyncExternalStore: the same object until something changes. */
    state: () => state,
    listen: (changed: () => void) =>
      form.subscribe({
        // A change of the problems; the state it brings is whole, with whether a submit is under way.
        formState: { errors: true },
        callback: ({ errors, isSubmitting }) => {
          state = { errors: { ...errors } as FieldErrors<T>, isSubmitting: isSubmitting ?? false }
          changed()
        },
      }),
  }
}

export type FormEngine<T extends FieldValues> = ReturnType<typeof createFormEngine<T>>
