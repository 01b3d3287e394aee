import { checkScenario } from './engine/index.ts';
import { renderCheck } from './commands/render/resolution.ts';
const lang = (process.argv[3] ?? 'en') as 'en';
const r = checkScenario(process.argv[2]!);
for (const s of renderCheck(r, lang)) console.log('## ' + s.title + '\n' + s.description + '\n' + (s.fields ?? []).map((f) => f.name + ': ' + f.value).join('\n'));
