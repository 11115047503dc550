// What checks a request form: react-hook-form's form control with the function's own schemas (zod),
// loaded with the first submit (useRequestForm.ts), not with the page. It checks on submit, then on each change.
import { zodResolver } from '@hookform/resolvers/zod'
import { createFormControl, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form'
import { appointmentRequestSchema, contactRequestSchema, type RequestKind } from '../../supabase/functions/_shared/requests.ts'

export function createFormEngine<T extends FieldValues>(kind: RequestKind, defaultValues: DefaultValues<T>) {
  const schema = kind === 'contact' ? contactRequestSchema : appointmentRequestSchema
  const form = createFormControl<T>({
    resolver: zodResolver(schema) as unknown as Resolver<T>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
  let state = { errors: {} as FieldErrors<T>, isSubmitting: false }
  return {
    ...form,
    /** For React's useSyncExternalStore: the same object until something changes. */
    state: () => state,
    listen: (changed: () => void) =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ errors, isSubmitting }) => {
          state = { errors: { ...errors } as FieldErrors<T>, isSubmitting: isSubmitting ?? false }
          changed()
        },
      }),
  }
}

export type FormEngine<T extends FieldValues> = ReturnType<typeof createFormEngine<T>>
