import { OfficeMap } from '../../../components/locations/OfficeMap.tsx'
import { hydrateIslands } from '../../../components/islands/hydrate.tsx'

hydrateIslands({ OfficeMap })
