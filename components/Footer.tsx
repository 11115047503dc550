// The footer of every page: brand, quick links, contact details, then the notices SPEC.md requires.
import styled from '@emotion/styled'
import type { Site } from '../lib/content/schema.ts'
import { breakpoints, colors } from './theme.ts'
import { Container, ExternalLink, telHref } from './ui.tsx'
import { Logo } from './Logo.tsx'

const Bar = styled.footer`
  margin-top: 4rem;
  padding: 3rem 0 2rem;
  background: ${colors.footerBackground};
  color: ${colors.footerText};
  a {
    color: ${colors.footerText};
  }
  a:hover {
    color: #ffffff;
  }
  & :focus-visible {
    outline-color: ${colors.focusOnDark};
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 1rem;
    color: #ffffff;
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
  list-style: none;
  margin: 0;
  padding: 0;
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

export function Footer({ site }: { site: Site }) {
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
            <p>{site.tagline}</p>
            <p>Providing expert neurological care for over {site.yearsOfCare} years.</p>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">Quick Links</h2>
            <List>
              {site.navigation.footer.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </List>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact Us</h2>
            <List>
              <li>
                Secure portal: <ExternalLink href={site.links.portal}>Patient Portal</ExternalLink>
              </li>
              <li>
                Phone: <a href={telHref(site.phones.main)}>{site.phones.main}</a>
              </li>
              <li>Fax: {site.phones.fax}</li>
              <li>
                <Address>
                  {address.street}
                  <br />
                  {address.city}, {address.state} {address.zip}
                </Address>
              </li>
              <li>Office hours: {site.officeHours}</li>
            </List>
          </section>
        </Columns>
        <Notices>
          <p>{site.notices.portal}</p>
          <p>{site.notices.messaging}</p>
          <p>{site.notices.socialMedia}</p>
          <p>
            © {year} {site.practiceName}. All rights reserved. <a href="/policies#privacy-policy">Privacy Policy</a> ·{' '}
            <a href="/policies#terms-of-service">Terms of Service</a> ·{' '}
            <a href="/nondiscrimination">Nondiscrimination Notice</a> ·{' '}
            <a href="/language-assistance">Free Language Help</a>
          </p>
        </Notices>
      </Container>
    </Bar>
  )
}
