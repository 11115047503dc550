import { CivilRightsCoordinator } from '../../components/notices/CivilRightsCoordinator.tsx'
import { LanguageTaglines } from '../../components/notices/LanguageTaglines.tsx'
import { RichPage } from '../../components/pages/RichPage.tsx'

export default function Page() {
  return <RichPage name="language-assistance" components={{ CivilRightsCoordinator, LanguageTaglines }} />
}
