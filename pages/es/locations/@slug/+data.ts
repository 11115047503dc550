// The office of content/locations.yaml whose page this is (the same facts in both languages).
export { data, type Data } from '../../../locations/@slug/+data.ts'
