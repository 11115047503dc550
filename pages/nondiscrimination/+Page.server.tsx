import { CivilRightsCoordinator } from '../../components/notices/CivilRightsCoordinator.tsx'
import { RichPage } from '../../components/pages/RichPage.tsx'

export default function Page() {
  return <RichPage name="nondiscrimination" components={{ CivilRightsCoordinator }} />
}
