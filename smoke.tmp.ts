import { checkScenario } from './engine/index.ts';
import { renderCheck } from './commands/render/resolution.ts';
const t = process.argv[2]!;
const lang = (process.argv[3] ?? 'en') as 'en';
const r = checkScenario(t);
const sections = renderCheck(r, lang);
console.log(sections.map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name} ${f.value}`), s.footer ?? ''].join('\n')).join('\n'));
