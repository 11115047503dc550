// One zod schema per content collection. Every field carries a description and an example:
// they feed both the build's error messages and the generated content reference (content/REFERENCE.md).
import { z } from 'zod'
import { HOURS_EXAMPLE, readHours } from './hours.ts'

/** Plain text a clinician writes. */
const text = (description: string, example: string) => z.string().trim().min(1).meta({ description, example })

/** A list of short texts, written as a YAML list (`- item` on each line). */
const textList = (description: string, example: string[]) =>
  z.array(z.string().trim().min(1)).meta({ description, example })

/** A date written as YYYY-MM-DD. */
const isoDate = (description: string, example: string) => z.iso.date().meta({ description, example })

/** A link inside the site (starting with /) or outside it (https://, tel:, mailto:). */
const href = (description: string, example: string) =>
  z
    .string()
    .trim()
    .regex(/^(\/|https:\/\/|tel:|mailto:)/, 'must start with "/" (a page of this site), "https://", "tel:" or "mailto:"')
    .meta({ description, example })

/** A picture under public/, with its text alternative. */
export const imageSchema = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/images\/.+\.(svg|png|jpe?g|webp|avif)$/, 'must be a picture under public/images/, such as /images/team/jane-doe.svg')
      .meta({ description: 'The picture file, under public/images/', example: '/images/conditions/stroke.svg' }),
    alt: z
      .string()
      .trim()
      .meta({ description: 'What the picture shows, for people who cannot see it. Leave empty only with decorative: true', example: 'A doctor reviewing a brain scan with a patient' }),
    decorative: z.boolean().default(false).meta({ description: 'true when the picture adds nothing a reader needs (then alt stays empty)', example: 'false' }),
  })
  .refine((image) => image.decorative || image.alt.length > 0, {
    message: 'needs an "alt" text describing the picture (or decorative: true if it is only decoration)',
    path: ['alt'],
  })
  .meta({ description: 'A picture: src, alt (and decorative when it is only decoration)' })

const phoneNumber = (description: string, example: string) =>
  z
    .string()
    .regex(/^(1-)?\(?\d{3}\)?[ -]?\d{3}-\d{4}$/, 'must be a US phone number such as (985) 555-0100 or 1-800-555-0199')
    .meta({ description, example })

// ---------------------------------------------------------------------------------------------
// YAML data files
// ---------------------------------------------------------------------------------------------

export const siteSchema = z.strictObject({
  practiceName: text('The practice name, as shown in the header, footer and page titles', 'Gulf South Neurology'),
  tagline: text('One sentence under the name in the footer', 'Compassionate neurological care across Louisiana, Mississippi and Texas.'),
  yearsOfCare: text('Years of care claimed in the footer', '15'),
  phones: z
    .strictObject({
      main: phoneNumber('The main office number', '(985) 555-0100'),
      tollFree: phoneNumber('The toll-free number (Call Now, all locations)', '1-800-555-0199'),
      fax: phoneNumber('The fax number', '(985) 555-0101'),
      slideshow: phoneNumber('The number shown on the waiting-room slideshow', '(985) 555-0102'),
      errorMessage: phoneNumber('The number in the form error message', '(985) 555-0103'),
    })
    .meta({ description: 'Telephone numbers' }),
  address: z
    .strictObject({
      street: text('Street address of the main office', '100 Example Parkway, Suite 200'),
      city: text('City', 'Covington'),
      state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code such as LA').meta({ description: 'Two-letter state', example: 'LA' }),
      zip: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code').meta({ description: 'ZIP code', example: '70433' }),
    })
    .meta({ description: 'The main office address (footer)' }),
  officeHours: text('Office hours as shown in the footer', 'Monday to Friday 8:00 AM to 4:30 PM'),
  email: z.email().meta({ description: 'Public e-mail address', example: 'info@example.com' }),
  links: z
    .strictObject({
      portal: href('The patient portal login (opens in a new tab)', 'https://portal.example.com/login'),
      research: href('The clinical research partner', 'https://research.example.com'),
      dementiaPartner: href('The dementia care partner', 'https://dementia-care.example.com'),
      aiCompany: href("The founder's AI neurodiagnostics company", 'https://neuro-ai.example.com'),
    })
    .meta({ description: 'Outside websites the site links to' }),
  social: z
    .strictObject({
      instagram: href('Instagram page', 'https://instagram.com/example'),
      facebook: href('Facebook page', 'https://facebook.com/example'),
      linkedin: href('LinkedIn page', 'https://linkedin.com/company/example'),
      youtube: href('YouTube channel', 'https://youtube.com/@example'),
    })
    .meta({ description: 'Social media pages' }),
  navigation: z
    .strictObject({
      header: z
        .array(z.strictObject({ label: text('Link text', 'Concussion'), href: href('The page it opens', '/personal-injury') }))
        .meta({ description: 'Links in the header, in order' }),
      footer: z
        .array(z.strictObject({ label: text('Link text', 'Contact Us'), href: href('The page it opens', '/contactus') }))
        .meta({ description: 'Quick links in the footer, in order' }),
      callBar: z
        .strictObject({
          call: text('The call button (it calls the toll-free number); keep it one short word', 'Call'),
          book: text('The button to /consultation-form; keep it one short word', 'Book'),
        })
        .meta({ description: 'The bar kept at the bottom of the screen on phones' }),
    })
    .meta({ description: 'The links of the header and footer' }),
  notices: z
    .strictObject({
      portal: text('Footer notice that messages do not go through the portal', 'Communication through this website is not through our secure patient portal.'),
      messaging: text('Footer text/e-mail messaging consent notice', 'By providing your phone number you agree to receive text messages. Reply STOP to opt out, HELP for support.'),
      socialMedia: text('Footer social media privacy advisory', 'Please do not share personal health information on social media.'),
    })
    .meta({ description: 'Notices at the bottom of every page' }),
  civilRightsCoordinator: z
    .strictObject({
      name: text('Full name of the coordinator', 'Jordan Example'),
      title: text('Job title', 'Civil Rights Coordinator (Section 1557)'),
      street: text('Street address for letters', '1200 Example Parkway, Suite 300'),
      city: text('City', 'Covington'),
      state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code such as LA').meta({ description: 'Two-letter state', example: 'LA' }),
      zip: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code').meta({ description: 'ZIP code', example: '70433' }),
      phone: phoneNumber('Direct phone number', '(985) 555-0104'),
      email: z.email().meta({ description: 'E-mail address for complaints and requests', example: 'civilrights@example.com' }),
    })
    .meta({ description: 'The person who takes discrimination complaints and requests for language help or disability aids (shown on /nondiscrimination and /language-assistance)' }),
})
export type Site = z.infer<typeof siteSchema>

export const locationSchema = z.strictObject({
  name: text('Office name (its page address is made from it: Covington → /locations/covington)', 'Covington'),
  address: text('Street address', '100 Example Parkway, Suite 200'),
  city: text('City, state and ZIP', 'Covington, LA 70433'),
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .meta({ description: 'Latitude of the office itself, not the city: the map is centred on it (how to find it: "Add an office" above)', example: '30.4755' }),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .meta({ description: 'Longitude of the office itself (west is negative in the US)', example: '-90.1009' }),
  hours: z
    .array(
      z
        .string()
        .trim()
        .refine((line) => readHours(line) !== undefined, {
          message: `could not be read: write one line per group of days, like "${HOURS_EXAMPLE}" or "Saturday 9:00 AM to 12:00 PM"`,
        }),
    )
    .min(1)
    .meta({ description: 'Opening hours, one line per group of days', example: `["${HOURS_EXAMPLE}"]` }),
  closures: z
    .array(z.strictObject({ date: isoDate('The day the office is closed', '2026-12-25'), reason: text('Why, in a few words', 'Christmas Day') }))
    .optional()
    .meta({ description: 'Holidays and other days the office is closed (past dates are not shown)' }),
  services: textList('What is offered at this office: file names (without .mdx) of condition pages', ['eeg-neurophysiology', 'headache-migraine']).optional(),
})
export const locationsSchema = z.array(locationSchema).min(1)
export type Location = z.infer<typeof locationSchema>

export const insuranceSchema = z.strictObject({
  logos: z
    .array(z.strictObject({ name: text('Insurer name (the logo text alternative)', 'Medicare'), image: imageSchema }))
    .meta({ description: 'Insurer logos shown under We Accept' }),
  plans: textList('Every accepted plan, one per line', ['Medicare LA', 'Medicaid TX']),
})
export type Insurance = z.infer<typeof insuranceSchema>

export const statIcons = ['calendar', 'users', 'clock', 'map'] as const
export const statsSchema = z.array(
  z.strictObject({
    icon: z.enum(statIcons).meta({ description: 'The icon shown', example: 'calendar' }),
    label: text('What the figure counts', 'Years of Service'),
    value: text('The figure, exactly as shown', '9+'),
  }),
)
export type Stat = z.infer<typeof statsSchema>[number]

export const testimonialsSchema = z.array(
  z.strictObject({
    quote: text('What the patient said', 'The staff were kind and the doctor explained everything.'),
    author: text('How the patient is named (first name and initial)', 'Maria S.'),
    rating: z.number().int().min(1).max(5).meta({ description: 'Stars out of 5', example: '5' }),
  }),
)
export type Testimonial = z.infer<typeof testimonialsSchema>[number]

/** content/meet-us.yaml: the placeholder providers of the sample page /meet-us. */
export const meetUsSchema = z
  .array(
    z.strictObject({
      name: text('The placeholder name shown on the card', 'Pediatric Neurologist'),
      specialty: text('The specialty badge', 'Pediatric Neurology'),
      description: text('One or two sentences about what this provider does', 'Cares for children with seizures, headaches and developmental conditions.'),
    }),
  )
  .min(1)
export type MeetUsProvider = z.infer<typeof meetUsSchema>[number]

export const consultationTypesSchema = z.array(
  z.strictObject({
    title: text('Name of the consultation', 'Initial Consultation'),
    duration: text('How long it lasts', '60 minutes'),
    description: text('One or two sentences', 'A full first visit with history and examination.'),
    includes: textList('What it includes', ['Medical history review', 'Neurological examination']),
  }),
)
export type ConsultationType = z.infer<typeof consultationTypesSchema>[number]

export const severities = ['Critical', 'Chronic', 'Progressive', 'Emergency'] as const
export const disordersSchema = z.array(
  z.strictObject({
    name: text('Condition name', 'Multiple Sclerosis'),
    description: text('One or two sentences', 'An autoimmune disease of the brain and spinal cord.'),
    severity: z.enum(severities).meta({ description: 'The badge shown', example: 'Chronic' }),
    symptoms: textList('Common symptoms', ['Numbness', 'Vision problems']),
    treatments: textList('Treatments offered', ['Disease-modifying therapy', 'Infusion therapy']),
  }),
)
export type Disorder = z.infer<typeof disordersSchema>[number]

// --- The home page (content/home.yaml) and the extra sections of /disorders (content/disorders-page.yaml) ---

const linkTo = (label: string, to: string, description: string) =>
  z.strictObject({ label: text('The link or button text', label), href: href('The page it opens', to) }).meta({ description })

export const homeSchema = z.strictObject({
  hero: z
    .strictObject({
      contact: linkTo('Contact Us', '/consultation-form', 'The main button of the hero'),
      locationsLabel: text('The button that scrolls down to the locations section', 'Our Locations'),
      languageHelp: linkTo('Language help', '/language-assistance', 'The link under the buttons to the free language help page (interpreters, translations, disability aids)'),
      socialLabel: text('The words before the social media links (the links come from site.yaml)', 'Follow us'),
      images: z
        .array(imageSchema)
        .min(1)
        .meta({ description: 'The background pictures behind the headline, in order; the first shows when the page opens, then they fade from one to the next every 15 seconds' }),
    })
    .meta({ description: 'The top of the page. Its headline and description are "heading" and "intro" in content/pages/home.mdx' }),
  conditions: z
    .strictObject({
      heading: text('Section heading', 'Conditions We Treat'),
      intro: text('One sentence under the heading', 'Our neurologists diagnose and treat a wide range of conditions.'),
      linkLabel: text('The link text on each card (the condition name is added for screen readers)', 'Learn More'),
      cards: z
        .array(
          z.strictObject({
            title: text('Condition name on the card', 'Concussion'),
            href: href('The condition page it opens', '/conditions/concussion'),
            image: imageSchema,
          }),
        )
        .min(1)
        .meta({ description: 'The condition cards, in order' }),
    })
    .meta({ description: 'The grid of condition cards' }),
  services: z
    .strictObject({
      heading: text('Section heading', 'Our Services'),
      intro: text('One sentence under the heading. The cards are the condition pages with layout: service', 'Specialist clinics for the most common reasons people see a neurologist.'),
    })
    .meta({ description: 'The Services section (the target of every "Back to Services" link)' }),
  about: z
    .strictObject({
      heading: text('Section heading', 'About Us'),
      paragraphs: textList('The text, one paragraph per item', ['Our practice was founded to bring expert neurological care closer to home.']),
      founderLink: linkTo('Meet Our Founder', '/our-founder', 'The link to the founder’s page'),
    })
    .meta({ description: 'The About section; its four figures come from content/stats.yaml' }),
  insurance: z
    .strictObject({
      heading: text('Section heading', 'We Accept'),
      intro: text('One sentence under the heading', 'We accept most major insurance plans, Medicare and Medicaid.'),
      plansHeading: text('Heading above the list of plans (the plans come from content/insurance.yaml)', 'Accepted Insurance Plans'),
      note: text('A short note under the list', 'Coverage can change. Please call us to confirm your plan before your visit.'),
    })
    .meta({ description: 'The insurance section' }),
  locations: z
    .strictObject({
      heading: text('Section heading', 'Our Locations'),
      intro: text('One sentence under the heading (the offices come from content/locations.yaml)', 'Visit us at any of our <OfficeCount /> clinics in <StateNames />.'),
      selectedLabel: text('The small label above the selected office', 'Selected location'),
      allHeading: text('Heading above the cards of every office', 'All Locations'),
      directionsLabel: text('The directions link on each office', 'Get Directions'),
      phoneLabel: text('The word before each office’s phone number (the number comes from site.yaml)', 'Phone'),
      chooseLabel: text('The label of the list that picks the office shown on the map', 'Choose a location'),
      mapTitle: text('What the map is, for screen readers; {name} becomes the office name', 'Map of our {name} office'),
      showMapLabel: text('The button that loads the map (maps load only when asked for or scrolled to)', 'Show map'),
      openInMapsLabel: text('The link that opens the office in a maps app or site', 'Open in Maps'),
      mapFailed: text('Shown when the map does not load', 'The map could not be loaded. Use Open in Maps to see where we are.'),
    })
    .meta({ description: 'The locations section, also used by /locations and each office page' }),
})
export type Home = z.infer<typeof homeSchema>

/** The /locations page and the page of each office: content/locations-page.yaml. */
export const locationsPageSchema = z.strictObject({
  states: z
    .record(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code such as LA'), z.string().trim().min(1))
    .meta({ description: 'The full name of each state the offices are in, by its two-letter code (the code is in locations.yaml `city`)', example: '{ LA: Louisiana }' }),
  office: z
    .strictObject({
      title: text('The browser tab and search engine title; {name} becomes the office name, {city} its city line', 'Neurologist in {city}'),
      description: text('The search engine description; {name} and {city} as above', 'Our {name} office: address, hours, phone, directions and the team who see patients there.'),
      heading: text('The main heading; {name} becomes the office name', '{name} Office'),
      backLabel: text('The link back to the list of offices', 'All Locations'),
      contactHeading: text('Heading of the address and phone box', 'Address and Phone'),
      faxLabel: text('The word before the fax number (the number comes from site.yaml)', 'Fax'),
      hoursHeading: text('Heading of the opening hours', 'Opening Hours'),
      closuresHeading: text('Heading of the list of days the office is closed', 'Closed On'),
      teamHeading: text('Heading of the team members who see patients there (from the bios’ "locations")', 'Our Team at This Office'),
      servicesHeading: text('Heading of the services offered there (locations.yaml `services`)', 'Services at This Office'),
      mapHeading: text('Heading above the map', 'Map'),
      book: text('The button to request an appointment', 'Request an Appointment'),
    })
    .meta({ description: 'The words of each office page (/locations/{office})' }),
  officeLinkLabel: text('The link on each office card to its page; {name} becomes the office name', 'About our {name} office'),
})
export type LocationsPage = z.infer<typeof locationsPageSchema>

export const disordersPageSchema = z.strictObject({
  cardLabels: z
    .strictObject({
      severity: text('Read out before each badge by screen readers', 'Severity'),
      symptoms: text('Heading of the symptoms list on each card', 'Common Symptoms'),
      treatments: text('Heading of the treatments list on each card', 'How We Treat It'),
    })
    .meta({ description: 'The small headings of every condition card (the cards are in content/disorders.yaml)' }),
  process: z
    .strictObject({
      heading: text('Section heading', 'Our Consultation Process'),
      intro: text('One sentence under the heading', 'Seeing a neurologist for the first time is simple.'),
      steps: z
        .array(z.strictObject({ title: text('Step name', 'Schedule'), text: text('What happens in this step', 'Call us or send a request online.') }))
        .min(1)
        .meta({ description: 'The steps, in order' }),
      link: linkTo('Learn about our consultations', '/consultations', 'The link to the consultations page'),
    })
    .meta({ description: 'The consultation process section' }),
  callToAction: z
    .strictObject({
      heading: text('Heading of the closing box', 'Ready to Talk to a Specialist?'),
      text: text('One or two sentences', 'Send us your details and we will call you back.'),
      button: linkTo('Contact Us', '/contactus', 'The main button'),
      phoneLabel: text('The words on the call button, before the number (the number comes from site.yaml)', 'Call'),
      phone: z.enum(['main', 'tollFree']).meta({ description: 'Which number of site.yaml to show: main or tollFree', example: 'tollFree' }),
    })
    .meta({ description: 'The closing call to action' }),
})
export type DisordersPage = z.infer<typeof disordersPageSchema>

// --- Timed presentations: the video ad preview and the waiting-room slideshow -----------------

const sceneTones = ['brand', 'light', 'accent'] as const
const timedSlide = z.strictObject({
  durationMs: z.number().int().min(1000).max(60000).meta({ description: 'How long it shows, in milliseconds (1000 = 1 second)', example: '5000' }),
  heading: text('The large text', 'Expert neurological care'),
  text: text('The smaller text under it', '<OfficeCount capital /> clinics across <StateNames />.'),
  tone: z.enum(sceneTones).default('brand').meta({ description: 'Colour scheme: brand (dark blue), light or accent (teal)', example: 'brand' }),
})

/** The video ad must last exactly this long (docs/requirements.md §9). */
export const VIDEO_LENGTH_MS = 30_000
export const videoScenesSchema = z
  .array(timedSlide)
  .min(1)
  .refine((scenes) => scenes.reduce((sum, s) => sum + s.durationMs, 0) === VIDEO_LENGTH_MS, {
    message: `has scenes whose durationMs do not add up to ${VIDEO_LENGTH_MS} (the video lasts exactly 30 seconds): shorten or lengthen a scene`,
  })
export type VideoScene = z.infer<typeof timedSlide>

export const slideshowSchema = z.array(timedSlide).min(1)
export type Slide = z.infer<typeof timedSlide>

// ---------------------------------------------------------------------------------------------
// MDX collections: the frontmatter between the --- lines at the top of each file
// ---------------------------------------------------------------------------------------------

const order = z.number().int().min(0).meta({ description: 'Position in its list (1 comes first)', example: '1' })
const seoDescription = z
  .string()
  .trim()
  .min(50, 'should be a sentence of at least 50 characters, for search engines')
  .max(170, 'should be at most 170 characters: search engines cut longer ones')
  .meta({ description: 'One sentence that search engines show under the title (50 to 170 characters)', example: 'How our neurologists diagnose and treat stroke, and the warning signs that need a 911 call.' })

export const conditionLayouts = ['service', 'article', 'myasthenia'] as const
export const conditionSchema = z.strictObject({
  title: text('The heading of the page', 'Stroke'),
  description: seoDescription,
  layout: z.enum(conditionLayouts).meta({ description: 'service: a service page with Back to Services; article: a condition article with Back to Home; myasthenia: the myasthenia gravis page', example: 'article' }),
  subtitle: text('One line under the heading', 'Fast care saves brain tissue').optional(),
  image: imageSchema.optional(),
  actions: z
    .array(z.strictObject({ label: text('Button text', 'Schedule EEG Test'), href: href('Where the button goes', '/consultation-form') }))
    .optional()
    .meta({ description: 'The buttons at the end of the page, in order' }),
  infoCards: z
    .array(z.strictObject({ title: text('Card title', 'How long it takes'), text: text('Card text', 'The test takes 20-40 minutes.') }))
    .optional()
    .meta({ description: 'Short facts shown as cards (service pages)' }),
  reviewedBy: text('The file name (without .mdx) of the team member who medically reviewed the page', 'jane-doe'),
  lastReviewed: isoDate('The date of the last medical review', '2026-10-01'),
  related: textList(
    'Other condition pages to read next (their file names without .mdx), shown as "Related conditions" links at the end of the page, in order',
    ['seizure-management', 'eeg-neurophysiology'],
  ).optional(),
})
export type Condition = z.infer<typeof conditionSchema>

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
  locations: textList('Offices where this person sees patients', ['Covington', 'Slidell']).optional(),
  note: text('A short notice shown on the bio, such as a start date', 'Starting January 2027 at our Covington and Hammond offices').optional(),
  founder: z.boolean().meta({ description: 'true on the one bio of the practice’s founder, also shown at /our-founder', example: 'true' }).optional(),
})
export type TeamMember = z.infer<typeof teamSchema>

/** The groups of the team page, in the order shown, each with its heading. */
export const teamGroupsSchema = z
  .array(
    z.strictObject({
      group: z.enum(teamGroups).meta({ description: 'The group, as written in each bio’s "group" field', example: 'physician' }),
      heading: text('The heading of the group on the team page', 'Physicians'),
    }),
  )
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
export type Procedure = z.infer<typeof procedureSchema>

export const infusionSchema = z.strictObject({
  name: text('Therapy name', 'Early Alzheimer’s Infusion'),
  usage: text('How often it is given', 'Every two weeks'),
  order,
})
export type Infusion = z.infer<typeof infusionSchema>

export const policySchema = z.strictObject({
  title: text('Section heading', 'Privacy Policy'),
  order,
})
export type Policy = z.infer<typeof policySchema>

/** One section of /patients (later one tab): content/patient-resources.yaml. */
const resourcePanelSchema = z.strictObject({
  title: text('The section heading (and the tab label)', 'Preparation'),
  intro: text('A sentence or two at the top of the section', 'A little planning helps your visit go smoothly.').optional(),
  cards: z
    .array(z.strictObject({ title: text('Card title', 'Schedule Appointment'), text: text('One short line under the title', 'Call us to schedule.') }))
    .optional()
    .meta({ description: 'Information cards. They are not links and do nothing when tapped, so say what to do instead (for example "Call us to schedule").' }),
  groups: z
    .array(z.strictObject({ title: text('Group heading', 'What to bring'), items: textList('The points, one per line', ['Your insurance card', 'A photo ID']) }))
    .optional()
    .meta({ description: 'Short lists, each under its own heading' }),
  links: z
    .strictObject({
      title: text('Heading above the links', 'Helpful pages'),
      items: z.array(z.strictObject({ label: text('Link text', 'Policies and Information'), href: href('The page it opens', '/policies') })),
    })
    .optional()
    .meta({ description: 'Links to other pages of this site' }),
  call: text('Text of a button that calls the practice (the number comes from site.yaml)', 'Call Us').optional(),
})
export const patientResourcesSchema = z.strictObject({
  resources: resourcePanelSchema.meta({ description: 'The Resources section (shown first)' }),
  preparation: resourcePanelSchema.meta({ description: 'The Preparation section' }),
  policies: resourcePanelSchema.meta({ description: 'The Policies section' }),
})
export type PatientResources = z.infer<typeof patientResourcesSchema>
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

// --- The languages of the taglines on /language-assistance (content/languages.yaml) -----------

/** Languages written right to left: their taglines need dir: rtl. */
const rightToLeft = ['ar', 'fa', 'he', 'ps', 'ur', 'yi']

const languageSchema = z
  .strictObject({
    lang: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language code such as es, vi or zh-Hant')
      .meta({ description: 'The language code (BCP 47) that tells browsers and screen readers which language the tagline is in', example: 'vi' }),
    dir: z.enum(['ltr', 'rtl']).meta({ description: 'Writing direction: rtl for Arabic, Urdu, Persian and other right-to-left scripts, otherwise ltr', example: 'ltr' }),
    englishName: text('The language’s name in English', 'Vietnamese'),
    nativeName: text('The language’s name in its own script', 'Tiếng Việt'),
    lepSpeakers: z.number().int().min(0).meta({ description: 'People 5 and over in LA + MS + TX who speak it and speak English less than “very well”', example: '160000' }),
    tagline: text('In the language’s own script: language help and aids for people with disabilities are free, and how to ask; {phone} becomes the toll-free number of site.yaml', 'Có dịch vụ hỗ trợ ngôn ngữ miễn phí. Cũng có các phương tiện và dịch vụ hỗ trợ miễn phí cho người khuyết tật. Vui lòng gọi số {phone} (TTY 711).').refine((t) => t.includes('{phone}'), {
      message: 'must contain {phone} where the toll-free number goes',
    })
      .refine((t) => t.includes('TTY'), {
        message: 'must say how people who are deaf or hard of hearing can call: write "(TTY 711)" after {phone}',
      }),
  })
  .refine((l) => (l.dir === 'rtl') === rightToLeft.includes(l.lang.split('-')[0] ?? ''), {
    message: 'has the wrong "dir": Arabic, Urdu, Persian (and other right-to-left languages) need dir: rtl, every other language dir: ltr',
    path: ['dir'],
  })

/** The federal rule asks for taglines in at least this many languages. */
export const MIN_TAGLINE_LANGUAGES = 15
export const languagesSchema = z.strictObject({
  source: text('Where the figures come from: the table, the states and how they were added up', 'ACS 5-year 2018-2022, table C16001, LA + MS + TX added together'),
  vintage: text('Which years of the survey the figures are from', 'ACS 5-year 2018-2022'),
  languages: z
    .array(languageSchema)
    .min(MIN_TAGLINE_LANGUAGES, `needs at least ${MIN_TAGLINE_LANGUAGES} languages: the federal rule asks for the ${MIN_TAGLINE_LANGUAGES} most spoken by people with limited English`)
    .meta({ description: 'The languages, most speakers first' }),
})
export type Languages = z.infer<typeof languagesSchema>
export type TaglineLanguage = Languages['languages'][number]
// --- Former addresses (content/redirects.yaml, lib/content/redirects.ts) -------------------------

const siteAddress = (description: string, example: string) =>
  z
    .string()
    .trim()
    .regex(/^\/[a-z0-9/-]*$/, 'must be an address of this site: start with / and use lowercase letters, digits, dashes and slashes, such as /conditions/stroke')
    .meta({ description, example })

export const redirectsSchema = z
  .array(
    z.strictObject({
      from: siteAddress('The former address, in English (its Spanish address /es/… follows by itself)', '/conditions/stroke'),
      to: siteAddress('The page that replaces it, in English', '/conditions/stroke-and-tia'),
    }),
  )
  // A file with only its comments (no redirect yet) is an empty list.
  .nullable()
