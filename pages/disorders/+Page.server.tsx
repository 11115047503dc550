// The Conditions page (/disorders): the condition cards (content/disorders.yaml), then the consultation
// process and a call to action (content/disorders-page.yaml).
import { IntroPage } from '../../components/IntroPage.tsx'
import { useLocale, usePageContent } from '../../components/i18n.ts'
import styled from '@emotion/styled'
import type { Disorder, DisordersPage } from '../../lib/content/schema.ts'
import { PageBody } from '../../components/ContentPage.tsx'
import { Badge, type BadgeTone } from '../../components/shapes/Badge.tsx'
import { Card } from '../../components/shapes/Card.tsx'
import { CardGrid } from '../../components/shapes/CardGrid.tsx'
import { Notice } from '../../components/shapes/Notice.tsx'
import { breakpoints, colors, radii } from '../../components/theme.ts'
import { ButtonLink, VisuallyHidden } from '../../components/ui.tsx'
import { formatPhone, telHref } from '../../components/format.ts'

const DisorderCardBox = styled(Card)`
  header {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 0.5rem;
    margin-bottom: 0.75rem;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
    color: ${colors.primary};
  }
  > p {
    margin: 0 0 1rem;
    color: ${colors.muted};
  }
  h3 {
    margin: 1rem 0 0.5rem;
    font-size: 0.9375rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${colors.text};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
    list-style: disc;
  }
  li + li {
    margin-top: 0.25rem;
  }
`

const severityTone: Record<Disorder['severity'], BadgeTone> = {
  Emergency: 'urgent',
  Critical: 'strong',
  Chronic: 'soft',
  Progressive: 'soft',
}

function DisorderCard({ disorder, labels }: { disorder: Disorder; labels: DisordersPage['cardLabels'] }) {
  return (
    <DisorderCardBox>
      <header>
        <h2>{disorder.name}</h2>
        <Badge tone={severityTone[disorder.severity]}>
          <VisuallyHidden>{labels.severity}: </VisuallyHidden>
          <span>{labels.badges[disorder.severity]}</span>
        </Badge>
      </header>
      <p>{disorder.description}</p>
      <h3>{labels.symptoms}</h3>
      <ul>
        {disorder.symptoms.map((symptom) => (
          <li key={symptom}>{symptom}</li>
        ))}
      </ul>
      <h3>{labels.treatments}</h3>
      <ul>
        {disorder.treatments.map((treatment) => (
          <li key={treatment}>{treatment}</li>
        ))}
      </ul>
    </DisorderCardBox>
  )
}

const Process = styled.section`
  margin-top: 4rem;
  > h2 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.5rem, 4vw, 2rem);
    color: ${colors.primary};
  }
  > p {
    margin: 0 0 1.5rem;
    max-width: 45rem;
    color: ${colors.muted};
    font-size: 1.125rem;
  }
`

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  counter-reset: step;
  ${breakpoints.medium} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${breakpoints.wide} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    padding: 1.25rem;
    background: ${colors.surface};
    border-radius: ${radii.large};
  }
  li::before {
    content: counter(step);
    display: flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    margin-bottom: 0.75rem;
    border-radius: ${radii.round};
    background: ${colors.accent};
    color: ${colors.onDark};
    font-weight: 700;
  }
  h3 {
    margin: 0 0 0.375rem;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`

const CallToAction = styled.section`
  margin-top: 4rem;
  padding: 2rem 1.5rem;
  background: ${colors.primary};
  color: ${colors.primaryText};
  border-radius: ${radii.panel};
  text-align: center;
  & :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
  ${breakpoints.medium} {
    padding: 3rem 2rem;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.5rem, 4vw, 2rem);
  }
  p {
    max-width: 36rem;
    margin: 0 auto 1.5rem;
    font-size: 1.125rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.75rem;
  }
`

const PhoneButton = styled(ButtonLink)`
  background: transparent;
  color: ${colors.primaryText};
  border-color: ${colors.primaryText};
  &:hover {
    background: ${colors.primaryHover};
    border-color: ${colors.primaryText};
  }
`

export default function Page() {
  const { disorders, disordersPage, site } = usePageContent()
  const { lang } = useLocale()
  const { process, callToAction, cardLabels } = disordersPage
  const phone = site.phones[callToAction.phone]
  return (
    <IntroPage name="disorders">
      <Notice urgent>
        <PageBody name="disorders" />
      </Notice>
      <CardGrid>
        {disorders.map((disorder) => (
          <DisorderCard key={disorder.name} disorder={disorder} labels={cardLabels} />
        ))}
      </CardGrid>
      <Process aria-labelledby="process-heading">
        <h2 id="process-heading">{process.heading}</h2>
        <p>{process.intro}</p>
        <Steps>
          {process.steps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </Steps>
        <a href={process.link.href}>{process.link.label}</a>
      </Process>
      <CallToAction aria-labelledby="cta-heading">
        <h2 id="cta-heading">{callToAction.heading}</h2>
        <p>{callToAction.text}</p>
        <div>
          <ButtonLink variant="inverse" href={callToAction.button.href}>
            {callToAction.button.label}
          </ButtonLink>
          <PhoneButton href={telHref(phone)}>
            {callToAction.phoneLabel} {formatPhone(phone, lang)}
          </PhoneButton>
        </div>
      </CallToAction>
    </IntroPage>
  )
}
