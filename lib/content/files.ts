// The content files the site has: each YAML data file and each MDX collection, with its schema, and
// which of them another language may translate. A translation mirrors its English file under
// content/<lang>/ (content/es/home.yaml, content/es/procedures/eeg.mdx), follows the same schema,
// and is what the pages of that language show; where a file has no translation, they show the English.
import { z } from 'zod'
import { defaultLanguage, type Lang } from '../i18n/languages.ts'
import {
  conditionSchema,
  consultationTypesSchema,
  disordersSchema,
  disordersPageSchema,
  homeSchema,
  infusionSchema,
  insuranceSchema,
  languagesSchema,
  locationsSchema,
  locationsPageSchema,
  meetUsSchema,
  pageSchema,
  patientResourcesSchema,
  policySchema,
  procedureSchema,
  siteSchema,
  statsSchema,
  teamGroupsSchema,
  teamSchema,
  testimonialsSchema,
  slideshowSchema,
  videoScenesSchema,
  redirectsSchema,
  allClosuresSchema,
} from './schema.ts'

/** The YAML data files: where each lives and the schema it follows. */
export const dataFiles = {
  site: { file: 'content/site.yaml', schema: siteSchema },
  locations: { file: 'content/locations.yaml', schema: locationsSchema },
  locationsPage: { file: 'content/locations-page.yaml', schema: locationsPageSchema },
  insurance: { file: 'content/insurance.yaml', schema: insuranceSchema },
  stats: { file: 'content/stats.yaml', schema: statsSchema },
  testimonials: { file: 'content/testimonials.yaml', schema: testimonialsSchema },
  meetUs: { file: 'content/meet-us.yaml', schema: meetUsSchema },
  consultationTypes: { file: 'content/consultation-types.yaml', schema: consultationTypesSchema },
  disorders: { file: 'content/disorders.yaml', schema: disordersSchema },
  disordersPage: { file: 'content/disorders-page.yaml', schema: disordersPageSchema },
  home: { file: 'content/home.yaml', schema: homeSchema },
  videoScenes: { file: 'content/video-scenes.yaml', schema: videoScenesSchema },
  slideshow: { file: 'content/slideshow.yaml', schema: slideshowSchema },
  patientResources: { file: 'content/patient-resources.yaml', schema: patientResourcesSchema },
  teamGroups: { file: 'content/team-groups.yaml', schema: teamGroupsSchema },
  languages: { file: 'content/languages.yaml', schema: languagesSchema },
  redirects: { file: 'content/redirects.yaml', schema: redirectsSchema },
  closures: { file: 'content/closures.yaml', schema: allClosuresSchema },
} as const

/** The MDX collections: one file per entry, in content/<folder>/<slug>.mdx. */
export const collections = {
  conditions: { folder: 'content/conditions', schema: conditionSchema },
  team: { folder: 'content/team', schema: teamSchema },
  procedures: { folder: 'content/procedures', schema: procedureSchema },
  infusions: { folder: 'content/infusions', schema: infusionSchema },
  policies: { folder: 'content/policies', schema: policySchema },
  pages: { folder: 'content/pages', schema: pageSchema },
} as const

export type DataFileKey = keyof typeof dataFiles
export type CollectionKey = keyof typeof collections

/**
 * The data files no other language translates: site.yaml's words are translated in
 * content/ui/<lang>.yaml ("translatedSite"); the offices' names and addresses and the insurers' and
 * plans' names are the same in every language; the old addresses of redirects.yaml are no words; the
 * reasons of closures.yaml are translated in the words file too ("closureReasons").
 */
const notTranslated = new Set<DataFileKey>(['site', 'locations', 'insurance', 'redirects', 'closures'])

/** The data files another language may translate, by key. */
export const translatableDataFiles = Object.fromEntries(Object.entries(dataFiles).filter(([key]) => !notTranslated.has(key as DataFileKey))) as Omit<
  typeof dataFiles,
  'site' | 'locations' | 'insurance' | 'redirects' | 'closures'
>
export type TranslatableDataKey = keyof typeof translatableDataFiles

/** The data files every language must translate: the home and office pages of each language read them. */
export const requiredTranslations: readonly TranslatableDataKey[] = ['home', 'stats', 'locationsPage']

/** The fields a translated MDX file adds to its English file's: which file, by whom, checked when. */
export const translationFields = {
  translatedFrom: z
    .string()
    .regex(/^content\/[a-z-]+\/[a-z0-9-]+\.mdx$/, 'must be the path of the English file, such as content/pages/contactus.mdx')
    .meta({ description: 'The English file this page translates', example: 'content/pages/contactus.mdx' }),
  translatedBy: z.string().trim().min(1).meta({ description: 'Who translated it (a person or a service)', example: 'Ana Torres, certified medical translator' }),
  translationReviewed: z.iso.date().meta({ description: 'The date the translation was last checked against the English page (YYYY-MM-DD)', example: '2026-11-23' }),
}

/**
 * Whether a content file speaks `lang`: for another language, its translation under content/<lang>/
 * (what the page's view of the content gives where there is one); for English, any English file.
 */
export function writtenIn(file: string, lang: Lang): boolean {
  return lang === defaultLanguage || file.startsWith(`content/${lang}/`)
}

/** The path of the translation of an English content file: content/pages/home.mdx → content/es/pages/home.mdx. */
export function translationPath(englishFile: string, lang: string): string {
  return `content/${lang}/${englishFile.slice('content/'.length)}`
}
