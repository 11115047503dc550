import { InfusionList } from '../../components/pages/infusions.tsx'
import { RichPage } from '../../components/pages/RichPage.tsx'

export default function Page() {
  return <RichPage name="infusion" components={{ InfusionList }} />
}
