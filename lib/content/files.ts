// The collection table: each YAML data file and MDX collection, declared once with its schema, and
// which of them another language may translate (a translation mirrors its file under content/<lang>/).
import { z } from 'zod'
import { defaultLanguage, type Lang } from '../i18n/languages.ts'
import * as schemas from './schema.ts'

export const dataFiles = {
  site: { file: 'content/site.yaml', schema: schemas.siteSchema },
  locations: { file: 'content/locations.yaml', schema: schemas.locationsSchema },
  locationsPage: { file: 'content/locations-page.yaml', schema: schemas.locationsPageSchema },
  insurance: { file: 'content/insurance.yaml', schema: schemas.insuranceSchema },
  stats: { file: 'content/stats.yaml', schema: schemas.statsSchema },
  testimonials: { file: 'content/testimonials.yaml', schema: schemas.testimonialsSchema },
  meetUs: { file: 'content/meet-us.yaml', schema: schemas.meetUsSchema },
  consultationTypes: { file: 'content/consultation-types.yaml', schema: schemas.consultationTypesSchema },
  disorders: { file: 'content/disorders.yaml', schema: schemas.disordersSchema },
  disordersPage: { file: 'content/disorders-page.yaml', schema: schemas.disordersPageSchema },
  home: { file: 'content/home.yaml', schema: schemas.homeSchema },
  videoScenes: { file: 'content/video-scenes.yaml', schema: schemas.videoScenesSchema },
  slideshow: { file: 'content/slideshow.yaml', schema: schemas.slideshowSchema },
  patientResources: { file: 'content/patient-resources.yaml', schema: schemas.patientResourcesSchema },
  teamGroups: { file: 'content/team-groups.yaml', schema: schemas.teamGroupsSchema },
  languages: { file: 'content/languages.yaml', schema: schemas.languagesSchema },
  redirects: { file: 'content/redirects.yaml', schema: schemas.redirectsSchema },
  closures: { file: 'content/closures.yaml', schema: schemas.allClosuresSchema },
} as const

/** What the table says of a collection; the loader, the check and the route table derive from it. */
interface CollectionSpec {
  /** One <folder>/<slug>.mdx per entry. */
  folder: string
  schema: z.ZodObject
  /** For entries that are pages: their address (/conditions/@slug) and the Vike page folder showing them. */
  route?: string
  page?: string
  /** The entry whose address is the route without its slug (the home page, "/"). */
  index?: string
}

/** A new kind of page is one line here plus its page folder (docs/architecture.md, "Add a collection"). */
export const collections = {
  conditions: { folder: 'content/conditions', schema: schemas.conditionSchema, route: '/conditions/@slug', page: 'pages/conditions/@slug' },
  team: { folder: 'content/team', schema: schemas.teamSchema, route: '/team/@slug', page: 'pages/team/@slug' },
  procedures: { folder: 'content/procedures', schema: schemas.procedureSchema },
  infusions: { folder: 'content/infusions', schema: schemas.infusionSchema },
  policies: { folder: 'content/policies', schema: schemas.policySchema },
  // A page with a layout of its own has a folder pages/<name>/, which Vike routes to first.
  pages: { folder: 'content/pages', schema: schemas.pageSchema, route: '/@slug', page: 'pages/@page', index: 'home' },
} as const satisfies Record<string, CollectionSpec>

/** Pages made from a data file's entries: one per office, in every language /locations is translated into. */
export const dataPages = {
  offices: { data: 'locations', route: '/locations/@slug', page: 'pages/locations/@slug', translatedWith: { collection: 'pages', slug: 'locations' } },
} as const

/** The address of an office's page: "Covington" → "covington", "New Orleans East" → "new-orleans-east". */
export function officeSlug(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
}

export type CollectionKey = keyof typeof collections

// Not translated as files: site.yaml's words and closures' reasons are in the words files; names,
// addresses and former addresses are the same in every language.
const notTranslated = ['site', 'locations', 'insurance', 'redirects', 'closures'] as const

export const translatableDataFiles = Object.fromEntries(Object.entries(dataFiles).filter(([key]) => !(notTranslated as readonly string[]).includes(key))) as Omit<typeof dataFiles, (typeof notTranslated)[number]>
export type TranslatableDataKey = keyof typeof translatableDataFiles

/** The data files every language must translate: its home and office pages read them. */
export const requiredTranslations: readonly TranslatableDataKey[] = ['home', 'stats', 'locationsPage']

/** The fields a translated MDX file adds to its English file's: which file, by whom, checked when. */
export const translationFields = {
  translatedFrom: z.string().regex(/^content\/[a-z-]+\/[a-z0-9-]+\.mdx$/, 'must be the path of the English file, such as content/pages/contactus.mdx')
    .meta({ description: 'The English file this page translates', example: 'content/pages/contactus.mdx' }),
  translatedBy: z.string().trim().min(1).meta({ description: 'Who translated it (a person or a service)', example: 'Ana Torres, certified medical translator' }),
  translationReviewed: z.iso.date().meta({ description: 'The date the translation was last checked against the English page (YYYY-MM-DD)', example: '2026-11-23' }),
}

/** Whether a content file speaks `lang`: for another language, a file under content/<lang>/. */
export function writtenIn(file: string, lang: Lang): boolean {
  return lang === defaultLanguage || file.startsWith(`content/${lang}/`)
}

/** The path of the translation of an English content file: content/pages/home.mdx → content/es/pages/home.mdx. */
export function translationPath(englishFile: string, lang: string): string {
  return `content/${lang}/${englishFile.slice('content/'.length)}`
}
