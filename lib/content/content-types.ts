// The shape of the loaded content, below the check so its rules take the type without importing it.
import type { z } from 'zod'
import type { collections, dataFiles } from './files.ts'
import type { Entry } from './check/check-types.ts'
import type { Translation } from './check/translations.ts'
import type { UiFiles } from './ui-files.ts'

type DataFiles = typeof dataFiles
type Collections = typeof collections
export type Content = { [K in keyof DataFiles]: z.infer<DataFiles[K]['schema']> } & {
  [K in keyof Collections]: Entry<z.infer<Collections[K]['schema']>>[]
} & {
  /** The translated MDX files (content/<lang>/<folder>/), checked against their English files (translations.ts). */
  translations: Translation[]
} & Pick<UiFiles, 'ui' | 'translatedData'>
