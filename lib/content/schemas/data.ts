// The YAML data files of content/: the practice's facts (site.yaml), the offices, insurance, stats,
// testimonials, consultation types and the nine condition cards of /disorders.
import { z } from 'zod'
import { cityLine, group, href, imageSchema, isoDate, phoneNumber, text, textList } from './fields.ts'
import { HOURS_EXAMPLE, readOfficeHours } from '../time/hours.ts'
import { closureProblem } from '../time/closures.ts'

export const siteSchema = z.strictObject({
  practiceName: text('The practice name, as shown in the header, footer and page titles', 'Gulf South Neurology'),
  tagline: text('One sentence under the name in the footer', 'Compassionate neurological care across Louisiana, Mississippi and Texas.'),
  // The footer's words already say "over" and "years": "15+" or "15 years" would say them twice.
  yearsOfCare: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'must be the number of years alone, such as "15": the footer already says "for over 15 years"')
    .meta({ description: 'Years of care claimed in the footer: the number alone', example: '15' }),
  phones: group('Telephone numbers', {
    main: phoneNumber('The main office number', '(985) 555-0100'),
    tollFree: phoneNumber('The toll-free number (Call Now, all locations)', '1-800-555-0199'),
    fax: phoneNumber('The fax number', '(985) 555-0101'),
    slideshow: phoneNumber('The number shown on the waiting-room slideshow', '(985) 555-0102'),
    errorMessage: phoneNumber('The number in the form error message', '(985) 555-0103'),
  }),
  address: group('The main office address (footer)', {
    street: text('Street address of the main office', '100 Example Parkway, Suite 200'),
    city: text('City', 'Covington'),
    state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code such as LA').meta({ description: 'Two-letter state', example: 'LA' }),
    zip: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code').meta({ description: 'ZIP code', example: '70433' }),
  }),
  email: z.email().meta({ description: 'Public e-mail address', example: 'info@example.com' }),
  links: group('Outside websites the site links to', {
    portal: href('The patient portal login (opens in a new tab)', 'https://portal.example.com/login'),
    research: href('The clinical research partner', 'https://research.example.com'),
    dementiaPartner: href('The dementia care partner', 'https://dementia-care.example.com'),
    aiCompany: href("The founder's AI neurodiagnostics company", 'https://neuro-ai.example.com'),
  }),
  social: group('Social media pages', {
    instagram: href('Instagram page', 'https://instagram.com/example'),
    facebook: href('Facebook page', 'https://facebook.com/example'),
    linkedin: href('LinkedIn page', 'https://linkedin.com/company/example'),
    youtube: href('YouTube channel', 'https://youtube.com/@example'),
  }),
  navigation: group('The links of the header and footer', {
    header: z.array(z.strictObject({ label: text('Link text', 'Concussion'), href: href('The page it opens', '/personal-injury') })).meta({ description: 'Links in the header, in order' }),
    footer: z.array(z.strictObject({ label: text('Link text', 'Contact Us'), href: href('The page it opens', '/contactus') })).meta({ description: 'Quick links in the footer, in order' }),
    callBar: group('The bar kept at the bottom of the screen on phones', {
      call: text('The call button (it calls the toll-free number); keep it one short word', 'Call'),
      book: text('The button to /consultation-form; keep it one short word', 'Book'),
    }),
  }),
  notices: group('Notices at the bottom of every page', {
    portal: text('Footer notice that messages do not go through the portal', 'Communication through this website is not through our secure patient portal.'),
    messaging: text('Footer text/e-mail messaging consent notice', 'By providing your phone number you agree to receive text messages. Reply STOP to opt out, HELP for support.'),
    socialMedia: text('Footer social media privacy advisory', 'Please do not share personal health information on social media.'),
  }),
  civilRightsCoordinator: group('The person who takes discrimination complaints and requests for language help or disability aids (shown on /nondiscrimination and /language-assistance)', {
    name: text('Full name of the coordinator', 'Jordan Example'),
    title: text('Job title', 'Civil Rights Coordinator (Section 1557)'),
    street: text('Street address for letters', '1200 Example Parkway, Suite 300'),
    city: text('City', 'Covington'),
    state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code such as LA').meta({ description: 'Two-letter state', example: 'LA' }),
    zip: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code').meta({ description: 'ZIP code', example: '70433' }),
    phone: phoneNumber('Direct phone number', '(985) 555-0104'),
    email: z.email().meta({ description: 'E-mail address for complaints and requests', example: 'civilrights@example.com' }),
  }),
})
export type Site = z.infer<typeof siteSchema>

/** A day or days an office is closed: `date` for one day, `from` and `to` for several (lib/content/time/closures.ts). */
const closureSchema = z.strictObject({
  date: isoDate('The one day closed', '2026-12-25').optional(),
  from: isoDate('The first of several days closed', '2026-12-24').optional(),
  to: isoDate('The last of several days closed', '2026-12-31').optional(),
  reason: text('Why, in a few words', 'Christmas Day'),
}).superRefine((closure, ctx) => {
  const problem = closureProblem(closure)
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
})
const closuresSchema = z.array(closureSchema)

/** content/closures.yaml: the days every office is closed, each written once. */
export const allClosuresSchema = closuresSchema.meta({ description: 'Days every office is closed: date (one day) or from and to (several days), and the reason' })

/** The United States on a map (the 48 states, Alaska, Hawaii, Puerto Rico), in degrees: an office elsewhere has its position mistyped. */
const US_AREAS = [
  { south: 24.4, north: 49.4, west: -124.8, east: -66.9 },
  { south: 51.2, north: 71.4, west: -179.2, east: -129.9 },
  { south: 18.9, north: 22.3, west: -160.3, east: -154.8 },
  { south: 17.9, north: 18.6, west: -67.3, east: -65.2 },
]
const inTheUs = (latitude: number, longitude: number) => US_AREAS.some((a) => latitude >= a.south && latitude <= a.north && longitude >= a.west && longitude <= a.east)

/** What is wrong with an office's position, where the map would put it outside the United States. */
function positionProblem({ latitude, longitude }: { latitude: number; longitude: number }): { field: 'latitude' | 'longitude'; message: string } | undefined {
  // Out of range, or swapped: the field's own rule says so.
  if (inTheUs(latitude, longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined
  if (inTheUs(latitude, -longitude))
    return { field: 'longitude', message: `is ${longitude}, without its minus sign: that is east of London, on the other side of the world. Offices in the United States have a negative longitude: write longitude: ${-longitude}` }
  return { field: 'latitude', message: `is ${latitude} and "longitude" ${longitude}: that place is not in the United States, so the map would show the office somewhere else. Copy both numbers from the building's place on a map (content/README.md, "Add an office")` }
}

export const locationSchema = z.strictObject({
  name: text('Office name (its page address is made from it: Covington → /locations/covington)', 'Covington'),
  address: text('Street address', '100 Example Parkway, Suite 200'),
  city: cityLine('City, state and ZIP', 'Covington, LA 70433'),
  latitude: z.number().min(-90).max(90).meta({ description: 'Latitude of the office itself, not the city: the map is centred on it (how to find it: "Add an office" above)', example: '30.4755' }),
  longitude: z.number().min(-180).max(180).meta({ description: 'Longitude of the office itself (west is negative in the US)', example: '-90.1009' }),
  hours: z.record(z.string(), z.string())
    .superRefine((hours, ctx) => {
      for (const problem of readOfficeHours(hours).problems) ctx.addIssue({ code: 'custom', path: [problem.key], message: problem.message })
      if (Object.keys(hours).length === 0) ctx.addIssue({ code: 'custom', message: `needs the office's days and times, one line each, like ${HOURS_EXAMPLE}` })
    })
    .meta({ description: 'Opening hours: one line per group of days, the days (mon, tue, wed, thu, fri, sat, sun; mon-thu for the days between) and the opening and closing time in 24-hour form', example: '{ mon-thu: 08:00-16:30, fri: 08:00-12:00 }' }),
  closures: closuresSchema.optional().meta({ description: 'Days this office alone is closed (content/closures.yaml holds the days every office is closed); past days are not shown' }),
  services: textList('What is offered at this office: file names (without .mdx) of condition pages', ['eeg-neurophysiology', 'headache-migraine']).optional(),
}).superRefine((office, ctx) => {
  const problem = positionProblem(office)
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message })
})
export const locationsSchema = z.array(locationSchema).min(1)
export type Location = z.infer<typeof locationSchema>
/** What a map and its office card show of an office: what the map islands get in the page, and no more. */
export type OfficeOnMap = Pick<Location, 'name' | 'address' | 'city' | 'latitude' | 'longitude'>
export const officeOnMap = ({ name, address, city, latitude, longitude }: OfficeOnMap): OfficeOnMap => ({ name, address, city, latitude, longitude })

export const insuranceSchema = z.strictObject({
  logos: z.array(z.strictObject({ name: text('Insurer name (the logo text alternative)', 'Medicare'), image: imageSchema })).meta({ description: 'Insurer logos shown under We Accept' }),
  plans: textList('Every accepted plan, one per line', ['Medicare LA', 'Medicaid TX']),
})
export type Insurance = z.infer<typeof insuranceSchema>

export const statIcons = ['calendar', 'users', 'clock', 'map'] as const
export const statsSchema = z.array(z.strictObject({
  icon: z.enum(statIcons).meta({ description: 'The icon shown', example: 'calendar' }),
  label: text('What the figure counts', 'Years of Service'),
  value: text('The figure, exactly as shown', '9+'),
}))
export type Stat = z.infer<typeof statsSchema>[number]

export const testimonialsSchema = z.array(z.strictObject({
  quote: text('What the patient said', 'The staff were kind and the doctor explained everything.'),
  author: text('How the patient is named (first name and initial)', 'Maria S.'),
  rating: z.number().int().min(1).max(5).meta({ description: 'Stars out of 5', example: '5' }),
}))
export type Testimonial = z.infer<typeof testimonialsSchema>[number]

/** content/meet-us.yaml: the placeholder providers of the sample page /meet-us. */
export const meetUsSchema = z.array(z.strictObject({
  name: text('The placeholder name shown on the card', 'Pediatric Neurologist'),
  specialty: text('The specialty badge', 'Pediatric Neurology'),
  description: text('One or two sentences about what this provider does', 'Cares for children with seizures, headaches and developmental conditions.'),
})).min(1)

export const consultationTypesSchema = z.array(z.strictObject({
  title: text('Name of the consultation', 'Initial Consultation'),
  duration: text('How long it lasts', '60 minutes'),
  description: text('One or two sentences', 'A full first visit with history and examination.'),
  includes: textList('What it includes', ['Medical history review', 'Neurological examination']),
}))

export const severities = ['Critical', 'Chronic', 'Progressive', 'Emergency'] as const
export const disordersSchema = z.array(z.strictObject({
  name: text('Condition name', 'Multiple Sclerosis'),
  description: text('One or two sentences', 'An autoimmune disease of the brain and spinal cord.'),
  severity: z.enum(severities).meta({ description: 'The badge shown', example: 'Chronic' }),
  symptoms: textList('Common symptoms', ['Numbness', 'Vision problems']),
  treatments: textList('Treatments offered', ['Disease-modifying therapy', 'Infusion therapy']),
}))
export type Disorder = z.infer<typeof disordersSchema>[number]
