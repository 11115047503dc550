// The shape of the content once loaded and checked (Content). Its own module, below the check
// (validate.ts) and every rule it runs, so the rules can take the type without importing the check.
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
