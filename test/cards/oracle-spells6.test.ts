/**
 * Instants and sorceries cast by card name, sixth stretch (#31): what the reader reads of their text now, through the
 * real command path, with a card table imported from the reference pool at run time (../shared/reference). Each test
 * names a real card and checks what a user sees: the reply, or the final state the reply describes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardsFeature } from '../../bot/cards-feature.ts';
import { createServices } from '../../bot/services.ts';
import type { Services } from '../../commands/context.ts';
import { runCommand } from '../../commands/dispatch.ts';
import type { Locale } from '../../commands/i18n.ts';
import { checkScenario } from '../../engine/index.ts';
import { saveTable } from '../../rulings/cards/store.ts';
import { cardLookup, CardSource } from '../../rulings/cards/source.ts';
import { REFERENCE_CARDS, referenceTable } from '../helpers/reference-cards.ts';

let services: Services;
let check: (text: string) => ReturnType<typeof checkScenario>;

beforeAll(async () => {
  if (!REFERENCE_CARDS) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'rulebot-spells6-'));
  saveTable(referenceTable(), { dataDir });
  services = await createServices({ features: [cardsFeature({ env: {}, store: { dataDir } })] });
  const cards = cardLookup(new CardSource(referenceTable()));
  check = (text) => checkScenario(text, { cards });
}, 60_000);

async function reply(scenario: string, userLocale: Locale = 'en'): Promise<string> {
  const view = await runCommand({ services, invocation: { userLocale, userId: '1' } }, 'check', { scenario, private: true });
  return view.sections.map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name}\n${f.value}`)].join('\n')).join('\n');
}

function resolved(text: string) {
  const r = check(text);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const life = (p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;
  const obj = (id: string) => r.resolution.final.objects.find((x) => x.id === id)!;
  const cards = (p: string) => r.resolution.final.players.find((x) => x.id === p)!.cards;
  return { r, life, obj, cards };
}

describe.skipIf(!REFERENCE_CARDS)('kicker (702.33): `kicked` after the name pays it, and the kicked text applies', () => {
  it('Burst Lightning: 2 damage unkicked, 4 kicked ("instead"), each said in the reply', async () => {
    const plain = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Burst Lightning: x ; resolve';
    expect(resolved(plain).obj('x').zone).toBe('battlefield');
    expect(await reply(plain)).toContain('Burst Lightning: cast without its kicker; write kicked after its name to pay it (702.33a).');
    const kicked = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Burst Lightning kicked: x ; resolve';
    const k = resolved(kicked);
    expect(k.obj('x').zone).toBe('graveyard');
    expect(k.r.canonical).toContain('cast A Burst Lightning red instant: damage 4 ?any=x');
    const out = await reply(kicked);
    expect(out).toContain('Burst Lightning: cast kicked — its kicker cost paid as it is cast, so its kicked text applies (702.33d).');
    // kicker is used here: the note about abilities that work from elsewhere does not name it
    expect(out).not.toContain('kicker work only');
  });

  it('Blink of an Eye kicked returns its target and draws a card; Explosive Growth kicked gives +5/+5 instead of +2/+2', () => {
    const blink = resolved('mtg ; A library=3 ; w=2/2 ; B: x=3/3 ; cast A Blink of an Eye kicked: x ; resolve');
    expect(blink.obj('x').zone).toBe('hand');
    expect(blink.cards('A')).toMatchObject({ hand: 1, library: 2 });
    const growth = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Explosive Growth kicked: w ; resolve');
    expect(growth.obj('w')).toMatchObject({ power: 7, toughness: 7 });
    const small = resolved('mtg ; A: w=2/2 ; B: x=3/3 ; cast A Explosive Growth: w ; resolve');
    expect(small.obj('w')).toMatchObject({ power: 4, toughness: 4 });
  });

  it('Canopy Surge kicked deals 4 to each creature with flying and each player instead of 1', () => {
    const { life, obj } = resolved('mtg ; A: w=3/3 ; B: x=2/2 ; cast A Canopy Surge kicked ; resolve');
    expect(obj('w').zone).toBe('battlefield');
    expect(obj('x').zone).toBe('battlefield');
    expect([life('A'), life('B')]).toEqual([16, 16]);
    const w = resolved('mtg ; A: w=4/4 flying ; B: x=2/2 flying ; cast A Canopy Surge kicked ; resolve');
    expect([w.obj('w').zone, w.obj('x').zone]).toEqual(['graveyard', 'graveyard']);
  });

  it('refuses `kicked` with a caret on a card without kicker, and on effects written out', () => {
    const shock = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Shock kicked: x');
    expect(!shock.ok && shock.errors[0]).toMatchObject({ key: 'card.oracle.not-kicker', col: 42, params: { card: 'Shock' } });
    const written = check('mtg ; A: w=2/2 ; B: x=2/2 ; cast A Zap kicked: damage 2 x');
    expect(!written.ok && written.errors[0]).toMatchObject({ key: 'card.oracle.not-kicker' });
  });

  it('ja and fr say the spell was kicked', async () => {
    const text = 'mtg ; A: w=2/2 ; B: x=3/3 ; cast A Burst Lightning kicked: x ; resolve';
    expect(await reply(text, 'ja')).toContain('Burst Lightning：キッカー付きで唱えた。');
    expect(await reply(text, 'fr')).toContain('Burst Lightning : lancé avec kicker');
  });
});
