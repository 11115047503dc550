// The content files the site has: each YAML data file and each MDX collection, with its schema.
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
