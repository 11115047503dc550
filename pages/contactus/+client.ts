import { ContactForm } from '../../components/forms/ContactForm.tsx'
import { hydrateIslands } from '../../components/islands/hydrate.tsx'

hydrateIslands({ ContactForm })
