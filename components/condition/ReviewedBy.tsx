// "Medically reviewed by {name}, {role}, on {date}": who checked a condition page, and when.
import styled from '@emotion/styled'
import { formatDate } from '../format.ts'
import { fillNodes, useLocale } from '../i18n.ts'
import { colors } from '../theme.ts'

const Line = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin: 1rem 0 0;
  font-size: 0.9375rem;
  color: ${colors.muted};
  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${colors.accent};
  }
`

const lowerFirst = (text: string, lang: string) => text.charAt(0).toLocaleLowerCase(lang) + text.slice(1)

/** `screenOnly`: the line under the heading, which a printout carries at its foot instead (PrintedReview). */
export function ReviewedBy({ reviewer, date, screenOnly = false }: { reviewer: string; date: string; screenOnly?: boolean }) {
  const { lang, href, words: ui, content } = useLocale()
  const member = content.team.find((t) => t.slug === reviewer)
  // The content check already stops the build when the reviewer is not on the team.
  if (!member) throw new Error(`The reviewer "${reviewer}" is not on the team`)
  return (
    <Line data-pagefind-ignore data-print-hide={screenOnly ? '' : undefined}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="m8.5 12 2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>
        {fillNodes(ui.condition.reviewedBy, {
          name: <a href={href('team', member.slug)}>{member.data.name}</a>,
          role: ui.staffTitle(member.data.role),
          // The title inside a sentence, for languages that write it in small letters there ("…, especialista en neurología, el…").
          roleInSentence: lowerFirst(ui.staffTitle(member.data.role), lang),
          date: <time dateTime={date}>{formatDate(date, lang)}</time>,
        })}
      </span>
    </Line>
  )
}

/** The review line at the end of a printed article, next to the practice's phone number; not on screen. */
export function PrintedReview({ reviewer, date }: { reviewer: string; date: string }) {
  return (
    <div className="print-only" data-printed-review>
      <ReviewedBy reviewer={reviewer} date={date} />
    </div>
  )
}
