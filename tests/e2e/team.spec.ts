// The team pages in a browser: the testimonial carousel of /our-founder, which moves only once its
// script runs (its buttons, one slide at a time), checked against content/testimonials.yaml. What the
// team pages' HTML says (the groups and cards of /our-team, each /team/<slug>, the founder's story and
// links, /meet-us) is checked without a browser in tests/built/team.test.ts.
import { waitForIsland } from './islands.ts'
import { expect, test } from './test.ts'
import { content } from './content.ts'
import { nonEmpty } from '../oracles.ts'

test.describe('/our-founder', () => {
  test('shows every patient testimonial, each with its stars, one at a time', async ({ page }) => {
    await page.goto('/our-founder')
    const section = page.getByRole('region', { name: 'What Our Patients Say' })
    const slide = section.getByTestId('testimonial-slide')
    // The carousel hydrates as it comes into view; its buttons work from then on.
    await section.scrollIntoViewIfNeeded()
    await waitForIsland(page, 'TestimonialCarousel')
    await section.getByRole('button', { name: 'Pause testimonials' }).click()
    for (const testimonial of nonEmpty(content.testimonials, 'testimonial')) {
      await expect(slide.getByRole('img', { name: `${testimonial.rating} out of 5 stars`, exact: true })).toBeVisible()
      await expect(slide.locator('blockquote')).toContainText(testimonial.quote)
      await expect(slide).toContainText(testimonial.author)
      await section.getByRole('button', { name: 'Next testimonial' }).click()
    }
  })
})
