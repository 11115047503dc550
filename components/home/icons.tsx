// Small line icons drawn for this site on a 24-unit square. All decorative: the text beside them says what they mean.
import type { Site, Stat } from '../../lib/content/schema.ts'

/** The lines of an icon, and the part of it filled in. */
type Drawing = { d: string; filled?: string }

function Icon({ size, drawing }: { size: number; drawing: Drawing }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={drawing.d} />
      {drawing.filled && <path d={drawing.filled} fill="currentColor" />}
    </svg>
  )
}

const pin = { d: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM9.5 9.5a2.5 2.5 0 1 0 5 0 2.5 2.5 0 1 0-5 0' }

const statDrawings: Record<Stat['icon'], Drawing> = {
  calendar: { d: 'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 10h18M8 3v4M16 3v4' },
  users: { d: 'M5.5 8a3.5 3.5 0 1 0 7 0 3.5 3.5 0 1 0-7 0M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2.1.7 3.5 2.8 3.5 5.7' },
  clock: { d: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0M12 7v5l3 2' },
  map: pin,
}

export const StatIcon = ({ icon }: { icon: Stat['icon'] }) => <Icon size={28} drawing={statDrawings[icon]} />

export type SocialNetwork = keyof Site['social']

/** The networks' own names, as screen readers announce them. */
export const socialNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
}

const socialDrawings: Record<SocialNetwork, Drawing> = {
  instagram: { d: 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zM8 12a4 4 0 1 0 8 0 4 4 0 1 0-8 0', filled: 'M16.9 6.5a.6.6 0 1 0 1.2 0 .6.6 0 1 0-1.2 0' },
  facebook: { d: 'M15 3.5h-2.5A3.5 3.5 0 0 0 9 7v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5a1 1 0 0 1 1-1H15z' },
  linkedin: { d: 'M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3zM8 10.5V17M8 7.2v.1M12 17v-6.5M12 13.5c0-1.7 1.2-3 2.6-3s2.4 1 2.4 3V17' },
  youtube: { d: 'M6.5 5.5h11a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4h-11a4 4 0 0 1-4-4v-5a4 4 0 0 1 4-4z', filled: 'M10 9.2v5.6l4.8-2.8z' },
}

export const SocialIcon = ({ network }: { network: SocialNetwork }) => <Icon size={22} drawing={socialDrawings[network]} />

const phone = { d: 'M5 3.5h3.5l1.5 4.5-2.2 1.3a11 11 0 0 0 4.9 4.9l1.3-2.2 4.5 1.5V17a2 2 0 0 1-2 2A15.5 15.5 0 0 1 3 5.5a2 2 0 0 1 2-2z' }

export const PhoneIcon = () => <Icon size={18} drawing={phone} />
export const PinIcon = () => <Icon size={18} drawing={pin} />
