import { RichPage } from '../../components/pages/RichPage.tsx'

export default function Page() {
  return <RichPage name="infusion" />
}
