// Run before `npm ci`/`npm install`, `npm run dev` and `npm test` (package.json's preinstall, predev and pretest): on a Node.js
// older than .nvmrc names (package.json's engines), they stop with the command that fixes it, instead of going on with one
// warning lost in the install's output. Plain JavaScript, so that any Node.js runs it (tsx may not be
// installed yet, and an old Node.js cannot run TypeScript).
import { readFileSync } from 'node:fs'

const wanted = readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').replace(/[\sv]/g, '')
const running = process.versions.node
if (Number(running.split('.')[0]) < Number(wanted.split('.')[0])) {
  console.error(
    `\nThis project runs on Node.js ${wanted} (.nvmrc), and this is Node.js ${running} (${process.execPath}).\n` +
      `Run  . scripts/use-node.sh  in this shell first (it puts Node.js ${wanted} first on PATH, and installs it\n` +
      `from the npm registry the first time), then run the command again.\n`,
  )
  process.exit(1)
}
