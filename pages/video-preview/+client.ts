import { hydrateIslands } from '../../components/islands/hydrate.tsx'
import { VideoPreview } from '../../components/interactive/VideoPreview.tsx'

hydrateIslands({ VideoPreview })
