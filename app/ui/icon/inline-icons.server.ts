import { inlineIcons } from './inline-icons'

// The files scripts/build-icons.js writes (svg/<set>--<name>.svg, one <symbol id="icon"> each), bundled into the server.
const files = import.meta.glob<string>('./svg/*.svg', { query: '?raw', import: 'default', eager: true })

for (const [file, svg] of Object.entries(files)) {
  const name = file.slice('./svg/'.length, -'.svg'.length).replace('--', ':')
  const drawing = /<symbol id="icon" (viewBox="[^"]+")>([\s\S]*)<\/symbol>/.exec(svg)
  if (!drawing) throw new Error(`app/ui/icon/${file.slice(2)} has no <symbol id="icon">: run \`npm run icons\``)
  inlineIcons.set(name, `<svg ${drawing[1]}>${drawing[2]}</svg>`)
}
