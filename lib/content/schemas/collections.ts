// The MDX collections of content/: condition articles, team bios, procedures, infusions, policies,
// patient resources and plain pages.
import { z } from 'zod'
import { href, imageSchema, isoDate, text, textList } from './fields.ts'
import { codeOfLanguage, languageName } from '../language-codes.ts'

const order = z.number().int().min(0).meta({ description: 'Position in its list (1 comes first)', example: '1' })
const seoDescription = z.string().trim().min(50, 'should be a sentence of at least 50 characters, for search engines').max(170, 'should be at most 170 characters: search engines cut longer ones')
  .meta({ description: 'One sentence that search engines show under the title (50 to 170 characters)', example: 'How our neurologists diagnose and treat stroke, and the warning signs that need a 911 call.' })

export const conditionLayouts = ['service', 'article', 'myasthenia'] as const
export const conditionSchema = z.strictObject({
  title: text('The heading of the page', 'Stroke'),
  description: seoDescription,
  layout: z.enum(conditionLayouts).meta({ description: 'service: a service page with Back to Services; article: a condition article with Back to Home; myasthenia: the myasthenia gravis page', example: 'article' }),
  subtitle: text('One line under the heading', 'Fast care saves brain tissue').optional(),
  image: imageSchema.optional(),
  actions: z.array(z.strictObject({ label: text('Button text', 'Schedule EEG Test'), href: href('Where the button goes', '/consultation-form') })).optional().meta({ description: 'The buttons at the end of the page, in order' }),
  infoCards: z.array(z.strictObject({ title: text('Card title', 'How long it takes'), text: text('Card text', 'The test takes 20-40 minutes.') })).optional().meta({ description: 'Short facts shown as cards (service pages)' }),
  reviewedBy: text('The file name (without .mdx) of the team member who medically reviewed the page', 'jane-doe'),
  lastReviewed: isoDate('The date of the last medical review', '2026-10-01'),
  related: textList('Other condition pages to read next (their file names without .mdx), shown as "Related conditions" links at the end of the page, in order', ['seizure-management', 'eeg-neurophysiology']).optional(),
})
export type Condition = z.infer<typeof conditionSchema>

/** A language a team member speaks, as its code ("es"): the team page lists who speaks it by its name in each language. */
const spokenLanguage = z.string().trim().superRefine((code, context) => {
  if (languageName(code)) return
  const named = codeOfLanguage(code)
  context.addIssue({
    code: 'custom',
    message: `has "${code}", which is not a language code.${named ? ` For ${code} write "${named}".` : ''} Write each language as its short code, one per line: en for English, es for Spanish, fr for French, vi for Vietnamese, frc for Cajun French (another language: its two- or three-letter ISO 639 code)`,
  })
})

export const teamGroups = ['physician', 'nurse-practitioner', 'therapist'] as const
export const teamSchema = z.strictObject({
  name: text('Full name with credentials', 'Jane Doe, MD'),
  role: text('Job title', 'Neurologist'),
  group: z.enum(teamGroups).meta({ description: 'Which group of the team page', example: 'physician' }),
  order,
  photo: imageSchema.optional(),
  specialties: textList('Specialty badges', ['Epilepsy', 'Clinical Neurophysiology']),
  education: textList('Degrees and training', ['MD, Example University']),
  certifications: textList('Board certifications and licences', ['Board Certified in Neurology']),
  experience: textList('Experience', ['10 years of practice in neurology']),
  locations: textList('Offices where this person sees patients, each written as its name in content/locations.yaml', ['Covington', 'Slidell']).optional(),
  languages: z.array(spokenLanguage).min(1).default(['en'])
    .meta({ description: 'The languages this person sees patients in, as language codes: en (English), es (Spanish), fr (French), vi (Vietnamese), frc (Cajun French)… Left out, it means English only. The team page and the office pages read it, and "locations", from the English bio in every language', example: ['en', 'es'] }),
  note: text('A short notice shown on the bio, such as a start date', 'Starting January 2027 at our Covington and Hammond offices').optional(),
  founder: z.boolean().meta({ description: 'true on the one bio of the practice’s founder, also shown at /our-founder', example: 'true' }).optional(),
})
export type TeamMember = z.infer<typeof teamSchema>

/** The groups of the team page, in the order shown, each with its heading. */
export const teamGroupsSchema = z
  .array(z.strictObject({
    group: z.enum(teamGroups).meta({ description: 'The group, as written in each bio’s "group" field', example: 'physician' }),
    heading: text('The heading of the group on the team page', 'Physicians'),
  }))
  .min(1)

export const procedureSchema = z.strictObject({
  name: text('Procedure name', 'Electroencephalogram (EEG)'),
  category: text('Category badge', 'Neurophysiology'),
  duration: text('How long it takes', '45-60 minutes'),
  image: imageSchema,
  preparation: textList('How to prepare', ['Wash your hair the night before']),
  outpatient: z.boolean().meta({ description: 'true when done as an outpatient (shows the Outpatient badge)', example: 'true' }),
  order,
})

export const infusionSchema = z.strictObject({
  name: text('Therapy name', 'Early Alzheimer’s Infusion'),
  usage: text('How often it is given', 'Every two weeks'),
  order,
})

export const policySchema = z.strictObject({
  title: text('Section heading', 'Privacy Policy'),
  order,
})

/** One section of /patients (later one tab): content/patient-resources.yaml. */
const resourcePanelSchema = z.strictObject({
  title: text('The section heading (and the tab label)', 'Preparation'),
  intro: text('A sentence or two at the top of the section', 'A little planning helps your visit go smoothly.').optional(),
  cards: z.array(z.strictObject({ title: text('Card title', 'Schedule Appointment'), text: text('One short line under the title', 'Call us to schedule.') })).optional()
    .meta({ description: 'Information cards. They are not links and do nothing when tapped, so say what to do instead (for example "Call us to schedule").' }),
  groups: z.array(z.strictObject({ title: text('Group heading', 'What to bring'), items: textList('The points, one per line', ['Your insurance card', 'A photo ID']) })).optional()
    .meta({ description: 'Short lists, each under its own heading' }),
  links: z.strictObject({
    title: text('Heading above the links', 'Helpful pages'),
    items: z.array(z.strictObject({ label: text('Link text', 'Policies and Information'), href: href('The page it opens', '/policies') })),
  }).optional().meta({ description: 'Links to other pages of this site' }),
  call: text('Text of a button that calls the practice (the number comes from site.yaml)', 'Call Us').optional(),
})
export const patientResourcesSchema = z.strictObject({
  resources: resourcePanelSchema.meta({ description: 'The Resources section (shown first)' }),
  preparation: resourcePanelSchema.meta({ description: 'The Preparation section' }),
  policies: resourcePanelSchema.meta({ description: 'The Policies section' }),
})
export type ResourcePanel = z.infer<typeof resourcePanelSchema>

/** The text of each page: content/pages/<page>.mdx, where <page> is the route ("home" is /). */
export const pageSchema = z.strictObject({
  title: text('The browser tab and search engine title', 'Contact Us'),
  description: seoDescription,
  heading: text('The main heading on the page', 'Contact Us'),
  intro: text('The sentence or two under the heading', 'Send us your details and we will call you back.').optional(),
  formNote: text('On pages with a form: the note shown with it', 'Please do not include personal health information.').optional(),
  unlisted: z.boolean().optional().meta({ description: 'true for a page for the practice’s own use: kept out of search engines (noindex, no sitemap entry) and out of the site search', example: 'true' }),
  kiosk: z.boolean().optional().meta({ description: 'true for a clinic screen, not a page for visitors: shown without the site’s header, footer and call bar', example: 'true' }),
})
export type PageText = z.infer<typeof pageSchema>
