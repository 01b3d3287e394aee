import { checkScenario } from './engine/index.ts';
import { renderCheck } from './commands/render/resolution.ts';
const texts = process.argv.slice(2);
for (const t of texts) {
  const r = checkScenario(t);
  if (!r.ok) { console.log(JSON.stringify(r.errors)); continue; }
  console.log(JSON.stringify(renderCheck(r, 'en'), null, 1).slice(0, 4000));
}
