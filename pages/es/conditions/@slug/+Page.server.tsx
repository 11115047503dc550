// The Spanish condition page: the same page, with the translation of content/es/conditions/ as its data.
import Page from '../../../conditions/@slug/+Page.server.tsx'

export default Page
