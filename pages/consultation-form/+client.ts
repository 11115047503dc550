import { AppointmentForm } from '../../components/forms/AppointmentForm.tsx'
import { hydrateIslands } from '../../components/islands/hydrate.tsx'

hydrateIslands({ AppointmentForm })
