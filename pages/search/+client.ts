import { SiteSearch } from '../../components/interactive/SiteSearch.tsx'
import { hydrateIslands } from '../../components/islands/hydrate.tsx'

hydrateIslands({ SiteSearch })
