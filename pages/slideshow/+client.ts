import { hydrateIslands } from '../../components/islands/hydrate.tsx'
import { Slideshow } from '../../components/interactive/Slideshow.tsx'

hydrateIslands({ Slideshow })
