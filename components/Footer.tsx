// The footer of every page: brand, quick links, contact details, then the notices docs/requirements.md requires.
import styled from '@emotion/styled'
import { fill, type Locale } from './i18n.ts'
import { breakpoints, colors } from './theme.ts'
import { Container, ExternalLink, plainList } from './ui.tsx'
import { formatPhone, telHref } from './format.ts'
import { Logo } from './Header.tsx'

const Bar = styled.footer`
  margin-top: 4rem;
  padding: 3rem 0 2rem;
  background: ${colors.footerBackground};
  color: ${colors.footerText};
  a {
    color: ${colors.footerText};
  }
  a:hover {
    color: ${colors.onDark};
  }
  & :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 1rem;
    color: ${colors.onDark};
  }
`

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  ${breakpoints.medium} {
    grid-template-columns: 2fr 1fr 1.5fr;
  }
`

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: 0.5rem;
`

const BrandHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`

const Address = styled.address`
  font-style: normal;
`

const Notices = styled.div`
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid rgb(255 255 255 / 0.25);
  color: ${colors.footerMuted};
  font-size: 0.875rem;
  display: grid;
  gap: 0.75rem;
  p {
    margin: 0;
  }
`

export function Footer({ locale }: { locale: Locale }) {
  const { words: ui, lang, href } = locale
  const { site } = locale.content
  const year = new Date().getFullYear()
  const { address } = site
  return (
    <Bar>
      <Container>
        <Columns>
          <section aria-labelledby="footer-brand">
            <BrandHeading id="footer-brand">
              <Logo size={28} />
              {site.practiceName}
            </BrandHeading>
            <p>{ui.footer.tagline}</p>
            <p>{fill(ui.footer.yearsOfCare, { years: site.yearsOfCare })}</p>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">{ui.footer.quickLinks}</h2>
            <List>
              {ui.navigation.footer.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </List>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">{ui.footer.contact}</h2>
            <List>
              <li>
                {ui.footer.securePortal} <ExternalLink href={site.links.portal}>{ui.patientPortal}</ExternalLink>
              </li>
              <li>
                {ui.footer.phone} <a href={telHref(site.phones.main)}>{formatPhone(site.phones.main, lang)}</a>
              </li>
              <li>
                {ui.footer.fax} {formatPhone(site.phones.fax, lang)}
              </li>
              <li>
                <Address>
                  {address.street}
                  <br />
                  {address.city}, {address.state} {address.zip}
                </Address>
              </li>
              <li>{ui.footer.officeHours}</li>
            </List>
          </section>
        </Columns>
        <Notices>
          {ui.footer.notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          <p>
            © {year} {site.practiceName}. {ui.footer.rights} <a href={`${href('pages', 'policies')}#privacy-policy`}>{ui.footer.privacyPolicy}</a> ·{' '}
            <a href={`${href('pages', 'policies')}#terms-of-service`}>{ui.footer.termsOfService}</a> ·{' '}
            <a href={href('pages', 'nondiscrimination')}>{ui.footer.nondiscrimination}</a> ·{' '}
            <a href={href('pages', 'language-assistance')}>{ui.footer.languageAssistance}</a> ·{' '}
            <a href={href('pages', 'accessibility')}>{ui.footer.accessibility}</a>
          </p>
        </Notices>
      </Container>
    </Bar>
  )
}
