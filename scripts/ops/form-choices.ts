// `npm run --silent form-choices`: prints the offices and insurance plans the appointment form offers,
// as the JSON the Supabase function reads from its FORM_CHOICES setting. The deploy workflow sets it
// with the other secrets before `supabase functions deploy` (supabase/functions/send-consultation/index.ts).
import { formChoicesFromContent } from '../../lib/content/form-choices.ts'

try {
  console.log(JSON.stringify(formChoicesFromContent()))
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
