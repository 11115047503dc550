// The interface words of every language (content/ui/<language>.yaml): one strict schema keyed by stable
// ids, so every language file has the same names (ui-files.ts reports each one missing or extra).
import { z } from 'zod'
import { languageCodes, type Lang } from '../i18n/languages.ts'
import { group, homeSchema, locationsPageSchema, siteSchema, text } from './schema.ts'

const languageChoice = text("A language of the site, by its code (en, es…), named in this file's language", 'Spanish (Español)').optional()

const formLabels = group('The label of each field of the two request forms', {
  fullName: text('Contact form: the name field', 'Full Name'),
  phone: text('The phone field', 'Phone Number'),
  email: text('The e-mail field', 'Email Address'),
  firstName: text('Appointment form: the first name field', 'First Name'),
  lastName: text('Appointment form: the last name field', 'Last Name'),
  location: text('Appointment form: the office list', 'Preferred Location'),
  insurance: text('Appointment form: the insurance list', 'Insurance'),
  message: text('Appointment form: the message field', 'Message'),
})

// The English messages are the site function's own.
const formMessages = group('Each message shown under a field that was not filled in right', {
  nameRequired: text('Name left empty', 'Name is required'),
  nameTooLong: text('Name too long; {max} becomes the most characters it may have', 'Name must be less than {max} characters'),
  phoneTooShort: text('Phone number too short or empty; {min} becomes the fewest digits it may have', 'Phone number must be at least {min} digits'),
  phoneTooLong: text('Phone number too long; {max} becomes the most characters it may have', 'Phone number must be less than {max} characters'),
  emailInvalid: text('Not an e-mail address', 'Invalid email address'),
  emailTooLong: text('E-mail too long; {max} becomes the most characters it may have', 'Email must be less than {max} characters'),
  firstNameRequired: text('First name left empty', 'First name is required'),
  firstNameTooLong: text('First name too long; {max} becomes the most characters it may have', 'First name must be less than {max} characters'),
  lastNameRequired: text('Last name left empty', 'Last name is required'),
  lastNameTooLong: text('Last name too long; {max} becomes the most characters it may have', 'Last name must be less than {max} characters'),
  locationRequired: text('No office chosen', 'Please select a location'),
  insuranceRequired: text('No insurance chosen', 'Please select your insurance'),
  messageRequired: text('Message left empty', 'Message is required'),
  messageTooLong: text('Message too long; {max} becomes the most characters it may have', 'Message must be less than {max} characters'),
  languageRequired: text('No preferred language chosen', 'Please choose a language'),
  otherLanguageRequired: text('"Other" chosen but no language written', 'Please tell us which language you prefer'),
  otherLanguageTooLong: text('Language too long; {max} becomes the most characters it may have', 'Language must be less than {max} characters'),
  accommodationTooLong: text('Accommodation request too long; {max} becomes the most characters it may have', 'Accommodation request must be less than {max} characters'),
  badCharacter: text('Any field holding a character no real text needs (control or invisible characters)', 'This field contains a character we cannot accept. Please retype it.'),
})

export const uiWordsSchema = z.strictObject({
  skipLink: text('The first link of every page, for keyboard users', 'Skip to main content'),
  menu: text('The phone menu button', 'Menu'),
  closeMenu: text('The button at the top of the open phone menu that closes it', 'Close menu'),
  mainNavigation: text('What screen readers call the main links', 'Main'),
  phoneNavigation: text('What screen readers call the main links inside the phone menu', 'Main (phone)'),
  patientPortal: text('The Patient Portal button', 'Patient Portal'),
  callNow: text('The Call Now button', 'Call Now'),
  newTab: text('Read by screen readers after a link that opens another website in a new tab', '(opens in a new tab)'),
  shareImageAlt: text('What the picture of a link preview shows (the practice’s card, used when a page has no picture of its own), for people who cannot see it; {practiceName} becomes the practice’s name', '{practiceName}: the practice name and logo with the towns of its clinics'),
  callBar: group('The bar at the bottom of the screen on phones (its two buttons are in the navigation words)', {
    label: text('What screen readers call the bar', 'Call or book'),
    bookName: text('What screen readers hear for the Book button: its word first, then whatever makes it clear', 'Book an appointment'),
  }),
  languageSwitch: group('The header language control (each other language is named by its own name, from the list of languages)', {
    missing: text('Said, in this language, on a link to this language from a page that has no version in it (the link leads to this language’s home page)', 'This page is not available in English yet.'),
  }),
  footer: group('The footer', {
    yearsOfCare: text('Under the tagline; {years} becomes yearsOfCare of site.yaml', 'Providing expert neurological care for over {years} years.'),
    quickLinks: text('Heading of the footer links', 'Quick Links'),
    contact: text('Heading of the contact details', 'Contact Us'),
    securePortal: text('Before the portal link', 'Secure portal:'),
    phone: text('Before the phone number', 'Phone:'),
    fax: text('Before the fax number', 'Fax:'),
    officeHours: text('The office hours; {hours} becomes the hours most offices keep (content/locations.yaml), with the offices that keep others', 'Office hours: {hours}'),
    rights: text('After the year and practice name', 'All rights reserved.'),
    privacyPolicy: text('Link to the privacy policy', 'Privacy Policy'),
    termsOfService: text('Link to the terms of service', 'Terms of Service'),
    nondiscrimination: text('Link to the nondiscrimination notice', 'Nondiscrimination Notice'),
    languageAssistance: text('Link to the language assistance page', 'Free Language Help'),
    accessibility: text('Link to the accessibility statement', 'Accessibility Statement'),
  }),
  hours: group('How opening hours and closed days are put together (the days, times and dates themselves are written by the language’s locale)', {
    line: text('One line of an office’s hours; {days} becomes the days, {times} the opening and closing time', '{days}, {times}'),
    otherOffice: text('In the footer, an office that keeps other hours; {office} becomes its name, {hours} its hours', '{office}: {hours}'),
    withOtherOffices: text('The footer’s hours, then the offices that keep others ({offices})', '{hours} ({offices})'),
    closure: text('One closing on an office page; {dates} becomes the day or days, {reason} the reason', '{dates}: {reason}'),
  }),
  notFound: group('The page-not-found page', {
    title: text('Its title (browser tab, search engines)', 'Page not found'),
    description: text('Its description for search engines', 'The page you are looking for does not exist.'),
    message: text('What the page says under "404"', 'Oops! Page not found'),
    home: text('The link to the home page', 'Return to Home'),
  }),
  serverError: group('The page shown when something breaks on our side', {
    heading: text('Its heading (also its title)', 'Unexpected Application Error!'),
    description: text('Its description', 'Something went wrong on our side. Please try again, or call us.'),
    message: text('What to do', 'Something went wrong. Please try again, or return to the home page.'),
  }),
  backToHome: text('The link back to the home page under the forms', 'Back to Home'),
  team: group('The words of the team pages and the founder’s page', {
    backToTeam: text('The link from a bio back to the team page', 'Back to Team'),
    bioDescription: text('The search engine description of a bio; {name} and {role} are filled in', '{name}, {role} at our neurology practice: education, certifications and experience.'),
    viewBio: text('The button on each team card', 'View Full Bio'),
    viewBioOf: text('What screen readers hear after it; {name} becomes the name', 'of {name}'),
    meetFounder: text('The link on the founder’s card', 'Meet Our Founder'),
    schedule: text('The button to the appointment form on a bio', 'Schedule Appointment'),
    about: text('Heading of a bio’s text; {name} becomes the name', 'About {name}'),
    aboutFounder: text('The link from the founder’s bio to the founder’s page', 'Read more about our founder'),
    education: text('Heading of the education list', 'Education'),
    certifications: text('Heading of the certifications list', 'Certifications'),
    experience: text('Heading of the experience list', 'Experience'),
    locations: text('Heading of the offices list', 'Practice Locations'),
    specialties: text('What screen readers call the badges of a bio’s specialties', 'Specialties'),
    specialty: text('What screen readers call the specialty badge of a provider of /meet-us', 'Specialty'),
    languages: text('Heading of the list of languages a bio’s clinician speaks', 'Languages Spoken'),
    testimonials: text('Heading of the testimonials on the founder’s page', 'What Our Patients Say'),
    filter: group('The choices of the team page that show only some of the team', {
      heading: text('Heading of the choices', 'Find a clinician'),
      hint: text('What the choices do', 'Choose an office, a language or a specialty to see only the clinicians who match.'),
      byOffice: text('Opens the list of offices', 'By office'),
      byLanguage: text('Opens the list of languages', 'By language spoken'),
      bySpecialty: text('Opens the list of specialties', 'By specialty'),
      choice: text('One choice; {name} is the office, language or specialty and {count} how many clinicians match', '{name} ({count})'),
      office: text('Heading over the clinicians of one office; {name} is the office', 'Clinicians at our {name} office'),
      language: text('Heading over the clinicians who speak a language; {name} is the language', 'Clinicians who speak {name}'),
      specialty: text('Heading over the clinicians of one specialty; {name} is the specialty', 'Specialty: {name}'),
      showAll: text('The link back to the whole team', 'Show the whole team'),
    }),
  }),
  testimonials: group('The moving testimonials of the founder’s page', {
    label: text('What screen readers call them', 'Patient testimonials'),
    slide: text('Which one is shown; {number} and {total} are filled in', '{number} of {total}'),
    previous: text('The button to the one before', 'Previous testimonial'),
    next: text('The button to the next one', 'Next testimonial'),
    pause: text('The button that stops them moving', 'Pause testimonials'),
    play: text('The button that starts them again', 'Play testimonials'),
    rating: text('What screen readers hear for the stars; {rating} and {outOf} are filled in', '{rating} out of {outOf} stars'),
  }),
  slideshow: group('The waiting-room slideshow (/slideshow)', {
    label: text('What screen readers call it', 'Slideshow'),
    pause: text('The pause button', 'Pause'),
    play: text('The play button', 'Play'),
    fullScreen: text('The full screen button', 'Full screen'),
    slide: text('Which slide is shown; {number} and {total} are filled in', 'Slide {number} of {total}'),
    held: text('Added while the pointer rests on a slide', '(paused while the pointer is over the slide)'),
  }),
  videoPreview: group('The preview of the video ad (/video-preview)', {
    label: text('What screen readers call it', 'Video preview'),
    totalDuration: text('Before the length of the video', 'Total duration:'),
    seconds: text('The length; {seconds} is filled in', '{seconds} seconds'),
    placeholder: text('Shown before it plays', 'Click Play to start preview'),
    play: text('The play button', 'Play Video'),
    stop: text('The stop button', 'Stop'),
    scene: text('Which scene is shown; {number} and {total} are filled in', 'Scene {number} of {total}'),
  }),
  patientResources: group('The tabs of /patients', {
    label: text('What screen readers call the row of tabs', 'Patient resources'),
  }),
  search: group('The search page', {
    label: text('The label of the search field', 'Search for'),
    button: text('The search button', 'Search'),
    failed: text('Said when the search cannot load', 'Search is not available right now. Please use the menu, or call us.'),
    none: text('Said when nothing matches; {term} becomes the words searched for', 'No pages match “{term}”. Try another word.'),
    one: text('Said when one page matches; {term} as above', '1 page matches “{term}”.'),
    many: text('Said when several pages match; {count} and {term} are filled in', '{count} pages match “{term}”.'),
    didYouMean: text('Offered after it for a misspelled search; {suggestion} becomes a link to the page or words meant', 'Did you mean {suggestion}?'),
    noScript: text('Shown when the browser runs no JavaScript', 'Search needs JavaScript, which is turned off in this browser. Please use the menu, or call us.'),
  }),
  heroBackground: group('The button on the moving pictures behind the home page headline', {
    pause: text('While they move', 'Pause background'),
    play: text('While they are paused', 'Play background'),
  }),
  pageSource: group('The line at the end of a page made from content files', {
    updated: text('Before the date the page last changed', 'Last updated'),
    edit: text('The link to edit the page', 'Edit this page'),
  }),
  condition: group('The words around a condition page', {
    backToServices: text('The link back to the services of the home page, above a service page', 'Back to Services'),
    onThisPage: text('The list of the sections of an article', 'On this page'),
    reviewedBy: text('Who checked the page, and when: {name}, {role} and {date} are filled in', 'Medically reviewed by {name}, {role}, on {date}'),
    related: text('Heading of the links to related conditions', 'Related conditions'),
    learnMoreAbout: text('Read by screen readers after the "Learn more" link of a condition card on the home page; {title} becomes the condition', 'about {title}'),
  }),
  officeMap: group('The map and directions of an office', {
    directionsTo: text('Read by screen readers after the directions link; {name} becomes the office name', 'to {name}'),
    showMapOf: text('Read by screen readers after the show map button; {name} becomes the office name', 'of our {name} office'),
  }),
  form: group('The contact and appointment forms', {
    contactFormName: text('What screen readers call the contact form', 'Contact form'),
    appointmentFormName: text('What screen readers call the appointment form', 'Appointment request form'),
    requiredNote: text('Above the fields', 'Fields marked * are required.'),
    labels: formLabels,
    selectLocation: text('First choice of the office list', 'Select a location'),
    selectInsurance: text('First choice of the insurance list', 'Select your insurance'),
    insuranceOutsideList: group('The last two choices of the insurance list, after the plans of insurance.yaml', {
      'plan-not-listed': text('For a patient whose plan is not in the list', 'My plan is not listed'),
      'no-insurance': text('For a patient without insurance', 'No insurance / self-pay'),
    }),
    submit: text('The submit button', 'Submit'),
    sending: text('The submit button while sending', 'Sending...'),
    messages: formMessages,
    successTitle: text('Title of the message after sending', 'Message Sent'),
    successMessage: text('Text of the message after sending', "Thank you for your interest. We'll contact you soon."),
    errorTitle: text('Title of the message when sending failed', 'Error'),
    errorMessage: text('Text of the message when sending failed; {phone} becomes the number', 'Unable to send message. Please try again or call us at {phone}.'),
    checkFields: text('Above the form sent back without JavaScript when fields need correcting: each message is beside its field', 'Please correct the fields marked below, then send the form again.'),
    confirmation: group('What stays on the page after a request was sent', {
      next: text('What happens next, and when', 'We will call you within one business day, Monday to Friday.'),
      reference: text('The reference to quote on the phone; {reference} becomes it', 'Your reference is {reference}. Please give it if you call us.'),
      sent: text('Heading of what the patient sent', 'What you sent'),
      call: text('The number to call; {phone} becomes it (a link that calls)', 'Questions? Call us at {phone}.'),
    }),
    honeypot: text('The label of a hidden field that only robots fill in (people never see or hear it)', 'Leave this empty'),
    busyMessage: text('Text of the message when the site receives far more requests than any real day and sends none; {phone} becomes the number', 'We are receiving more requests than we can handle right now. Please call us at {phone}.'),
    limitedMessage: text('Text of the message when one person has sent several requests in a short time and this one was not stored; {phone} becomes the number', 'We already have your recent requests. To add something, please call us at {phone}.'),
    offlineMessage: text('Text of the message when the phone or computer has no connection and nothing was sent; {phone} becomes the number', 'You seem to be offline, so nothing was sent. What you typed is still here: send it again once you are back online, or call us at {phone}.'),
    notSentTitle: text('Title of the message on a preview site, where forms send nothing', 'Not sent'),
    previewNotSent: text('Said under the button and in that message on a preview site', 'This is a preview: requests are not sent'),
    toastsLabel: text('What screen readers call the area of the pop-up messages (bottom right) after sending', 'Notifications'),
    closeToast: text('The close button of each pop-up message', 'Close toast'),
    language: group('The language fields of both forms', {
      legend: text('The preferred language question', 'Preferred language'),
      choices: group("The choices: one per language of the site (lib/i18n/languages.ts), by its code, and Other. A language left out here is shown by its own name (\"Español\")", {
        ...(Object.fromEntries(languageCodes.map((code) => [code, languageChoice])) as Record<Lang, typeof languageChoice>),
        other: text('Other (then "Which language?" asks which)', 'Other'),
      }),
      otherLabel: text('Label of the field for another language', 'Which language?'),
      accommodationLabel: text('Label of the accommodation field', 'I need an interpreter or another accommodation (optional)'),
      accommodationHint: text('Hint under it', 'For example: ASL interpreter, wheelchair access, large print. Interpreters are free.'),
    }),
  }),
})
export type UiWords = z.infer<typeof uiWordsSchema>

export const translatedSiteSchema = group('The words of content/site.yaml, in this language (not in en.yaml: English pages read site.yaml itself)', {
  tagline: siteSchema.shape.tagline,
  navigation: siteSchema.shape.navigation,
  notices: siteSchema.shape.notices,
  civilRightsCoordinatorTitle: text('The job title of site.yaml civilRightsCoordinator', 'Coordinador de Derechos Civiles (Sección 1557)'),
  closureReasons: z.record(z.string(), z.string().trim().min(1)).meta({ description: 'Each reason an office is closed (locations.yaml `closures`), by its English words', example: '{ Christmas Day: Día de Navidad }' }),
  staffTitles: z.record(z.string(), z.string().trim().min(1)).meta({ description: 'Each job title of the team files (`role`), by its English words', example: '{ Nurse Practitioner: Enfermera practicante }' }),
})

/** A language's file: the interface words, and for a language other than English the site words. */
export const uiFileSchema = uiWordsSchema.extend({ translatedSite: translatedSiteSchema.optional() })
export type UiFile = z.infer<typeof uiFileSchema>

/** The words of the office pages: locations-page.yaml and the locations words of home.yaml. */
export type OfficeWords = z.infer<typeof locationsPageSchema> &
  Pick<z.infer<typeof homeSchema>['locations'], 'selectedLabel' | 'directionsLabel' | 'phoneLabel' | 'chooseLabel' | 'mapTitle' | 'showMapLabel' | 'openInMapsLabel' | 'mapFailed'> &
  UiWords['officeMap'] & { closureReasons: Record<string, string>; newTab: string }

/** Everything a page shows around its content, in one language (components/i18n.ts puts it together). */
export type UiText = Omit<UiWords, 'callBar' | 'footer' | 'officeMap'> & {
  callBar: UiWords['callBar'] & z.infer<typeof siteSchema>['navigation']['callBar']
  navigation: Pick<z.infer<typeof siteSchema>['navigation'], 'header' | 'footer'>
  footer: UiWords['footer'] & { tagline: string; notices: string[] }
  locations: OfficeWords
  civilRightsCoordinatorTitle: string
  /** A team member's job title in the page's language. */
  staffTitle: (role: string) => string
}
