import { HeroBackdrop } from '../../components/home/HeroBackdrop.tsx'
import { LocationPicker } from '../../components/home/LocationPicker.tsx'
import { hydrateIslands } from '../../components/islands/hydrate.tsx'

hydrateIslands({ HeroBackdrop, LocationPicker })
