/** /check with objects written by card name only, from the fixture's card table. */
import { beforeAll, describe, expect, it } from 'vitest';
import { cardsFeature } from '../../bot/cards-feature.ts';
import { createServices } from '../../bot/services.ts';
import type { Services } from '../../commands/context.ts';
import { runCommand } from '../../commands/dispatch.ts';
import type { Locale } from '../../commands/i18n.ts';
import { checkScenario, parseScenario } from '../../engine/index.ts';
import { cardLookup, CardSource } from '../../rulings/cards/source.ts';
import { fixtureDataDir, fixtureTable } from './fixture.ts';

const cards = cardLookup(new CardSource(fixtureTable()));
let services: Services;

beforeAll(async () => {
  services = await createServices({ features: [cardsFeature({ env: {}, store: { dataDir: fixtureDataDir() } })] });
});

function check(text: string) {
  const r = checkScenario(text, { cards });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
}

async function reply(scenario: string, userLocale: Locale): Promise<string> {
  const view = await runCommand({ services, invocation: { userLocale, userId: '1' } }, 'check', { scenario, private: true });
  return view.sections.map((s) => [s.title, s.description, ...(s.fields ?? []).map((f) => `${f.name}\n${f.value}`)].join('\n')).join('\n');
}

describe('/check by card name', () => {
  it('takes power/toughness, colours and keywords from the card, in English, Japanese and French names', () => {
    const r = check('mtg; A: w=Craw Wurm; B: x=灰色熊; y=Ours grizzly; attack w>B; block x,y>w');
    expect(r.canonical).toBe('mtg ; A: w=Craw Wurm 6/4 green subtypes=Wurm mv=6 ; B: x=灰色熊 2/2 green subtypes=Bear mv=2 ; y=Ours grizzly 2/2 green subtypes=Bear mv=2 ; attack w>B ; block x,y>w');
    const final = Object.fromEntries(r.resolution.final.objects.map((o) => [o.id, o.zone]));
    expect(final).toEqual({ w: 'graveyard', x: 'graveyard', y: 'graveyard' });
    expect(r.resolution.warnings.slice(0, 3).map((w) => [w.key, w.params.card])).toEqual([
      ['card.check.from-card', 'Craw Wurm'],
      ['card.check.from-card', 'Grizzly Bears'],
      ['card.check.from-card', 'Grizzly Bears'],
    ]);
  });

  it('keywords the engine knows become keywords: trample over a chump blocker reaches the player', () => {
    const r = check('mtg; A: w=Colossal Dreadmaw; B: x=Llanowar Elves; attack w>B; block x>w');
    expect(r.canonical).toContain('w=Colossal Dreadmaw 6/6 green trample');
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(15);
    const keywords = check('mtg; A: w=Baneslayer Angel; B: x=2/2; attack w>B').canonical;
    expect(keywords).toContain('w=Baneslayer Angel 5/5 white flying first-strike lifelink');
  });

  it('lists the abilities the engine does not model, never drops them silently', () => {
    const r = check('mtg; A: w=Baneslayer Angel; B: x=Llanowar Elves; attack w>B');
    const notes = r.resolution.warnings.filter((w) => w.key === 'card.check.not-modelled').map((w) => [w.params.card, w.params.abilities]);
    // Llanowar Elves' "{T}: Add {G}." is read (a mana ability), so only the Angel's protection is listed
    expect(notes).toEqual([['Baneslayer Angel', 'protection from Demons and from Dragons']]);
    expect(r.canonical).toContain('x=Llanowar Elves 1/1 green (activated tap: add-mana you)');
  });

  it('anything written explicitly overrides the card', () => {
    const r = check('mtg; A: w=Craw Wurm 7/7 trample; B: x=2/2; attack w>B; block x>w');
    expect(r.canonical).toContain('w=Craw Wurm 7/7 green trample');
    expect(r.resolution.final.players.find((p) => p.id === 'B')!.life).toBe(15);
    expect(check('mtg; A: g=Gideon Blackblade 忠誠度=2; B: x=2/2; attack x>g').canonical).toContain('g=Gideon Blackblade planeswalker white loyalty=2');
  });

  it('planeswalkers get loyalty and battles their defense and Siege', () => {
    const r = check('mtg; A: w=Craw Wurm; B: s=Invasion of Dominaria; attack w>s');
    expect(r.canonical).toContain('s=Invasion of Dominaria battle siege white def=6');
    expect(check('mtg; A: w=Craw Wurm; B: g=Gideon Blackblade; attack w>g').canonical).toContain('g=Gideon Blackblade planeswalker white loyalty=4');
  });

  it('the canonical text needs no card data: it parses back to the same scenario without it', () => {
    const r = check('mtg; A: w=Colossal Dreadmaw; B: x=灰色熊; g=Gideon Blackblade; attack w>B; block x>w');
    const again = parseScenario(r.canonical);
    expect(again.errors).toEqual([]);
    expect(again.scenario).toEqual(r.scenario);
  });

  it('refuses what cannot be resolved: a */1+* creature without stats, an instant, an unknown name (did you mean)', () => {
    const goyf = checkScenario('mtg; A: w=Tarmogoyf; B: x=2/2; attack w>B', { cards });
    expect(goyf.ok).toBe(false);
    if (!goyf.ok) expect(goyf.errors[0]).toMatchObject({ key: 'card.check.no-pt', col: 11, params: { pt: '*/1+*', example: 'w=Tarmogoyf 3/4' } });
    expect(check('mtg; A: w=Tarmogoyf 4/5; B: x=2/2; attack w>B').canonical).toContain('w=Tarmogoyf 4/5 green');
    const bolt = checkScenario('mtg; A: w=Lightning Bolt', { cards });
    expect(!bolt.ok && bolt.errors[0]!.key).toBe('card.check.not-a-permanent');
    const typo = checkScenario('mtg; A: w=Craw Wurn; B: x=2/2; attack w>B', { cards });
    expect(!typo.ok && typo.errors[0]).toMatchObject({ key: 'card.check.unknown-card', col: 11, length: 9, suggestion: 'Craw Wurm' });
  });

  it('without card data nothing changes', () => {
    expect(checkScenario('mtg; A: w=Craw Wurm 6/4; B: x=2/2; attack w>B').ok).toBe(true);
    const plain = checkScenario('mtg; A: w=Craw Wurm; B: x=2/2; attack w>B');
    expect(plain.ok && plain.canonical).toBe('mtg ; A: w=Craw Wurm ; B: x=2/2 ; attack w>B');
  });

  it('the /check reply says where the stats came from and what is not modelled, in ja and fr', async () => {
    const ja = await reply('mtg; A: w=Colossal Dreadmaw; B: x=ラノワールのエルフ; attack w>B; block x>w', 'ja');
    expect(ja).toContain('w = Colossal Dreadmaw：特性はカードデータから（6/6 green trample）。');
    expect(ja).toContain('x = Llanowar Elves：特性はカードデータから（1/1 green (activated tap: add-mana you)）。');
    const angel = await reply('mtg; A: w=Baneslayer Angel; B: x=ラノワールのエルフ; attack w>B', 'ja');
    expect(angel).toContain('w = Baneslayer Angel：エンジンが扱わないため、ここでは無視した能力：protection from Demons and from Dragons。');
    const fr = await reply('mtg; A: w=Craw Wurn', 'fr');
    expect(fr).toContain("w : aucune carte ne s'appelle « Craw Wurn » dans les données de cartes.");
    expect(fr).toContain('Craw Wurm');
    expect(fr).toContain('^');
  });
});
