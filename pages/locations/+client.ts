import { LocationPicker } from '../../components/home/LocationPicker.tsx'
import { hydrateIslands } from '../../components/islands/hydrate.tsx'

hydrateIslands({ LocationPicker })
