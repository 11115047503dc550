import { hydrateIslands } from '../../components/islands/hydrate.tsx'
import { ResourceTabs } from '../../components/pages/ResourceTabs.tsx'

hydrateIslands({ ResourceTabs })
