import { checkScenario } from './engine/index.ts';
const text = process.argv[2]!;
const r = checkScenario(text);
if (!r.ok) { console.log(JSON.stringify(r.errors, null, 1)); process.exit(0); }
for (const s of r.resolution.steps) console.log(s.key, JSON.stringify(s.params), s.rules.join(','));
for (const c of r.resolution.choices) console.log('CHOICE', JSON.stringify(c.what), JSON.stringify(c.taken));
for (const v of r.resolution.violations) console.log('VIOL', v.key, v.rules.join(','));
console.log('PLAYERS', r.resolution.final.players.map((p) => `${p.id}:${p.life}${p.lost ? ' lost' : ''} ${JSON.stringify((p as any).cards ?? '')}`).join(' | '));
console.log('OBJ', r.resolution.final.objects.map((o) => `${o.id}:${o.zone}`).join(' '));
