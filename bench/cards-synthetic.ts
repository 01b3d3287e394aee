/**
 * A deterministic synthetic Scryfall "Oracle Cards" file, for benchmarking `rulebot import scryfall` without
 * downloading Scryfall's data: ~30 000 cards with every field a real bulk card carries (image links, prices,
 * legalities, purchase links, set data…), so the file is about as large per card as the real one (~5 KB), one
 * card per line as Scryfall writes it. About 6 % are multi-face (transform, modal, adventure, split), 1 % tokens
 * and art cards. Also writes a "Rulings" file with about two rulings per card.
 *
 *     npx tsx bench/cards-synthetic.ts <dir> [cards]
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { rng } from './synthetic.ts';

const SYLLABLES = ['ka', 'dor', 'vel', 'mir', 'than', 'ul', 'gor', 'sha', 'ren', 'tor', 'ix', 'bel', 'nar', 'os', 'quel', 'zan', 'eth', 'ri', 'mok', 'lu'];
const NOUNS = ['Angel', 'Wurm', 'Dragon', 'Bear', 'Elf', 'Goblin', 'Knight', 'Sphinx', 'Hydra', 'Golem', 'Spirit', 'Vampire', 'Zombie', 'Wizard', 'Rogue', 'Beast', 'Elemental', 'Horror', 'Soldier', 'Druid'];
const EPITHETS = ['of the Dawn', 'of Ash', 'the Unbroken', 'of the Deep', "'s Chosen", 'the Wanderer', 'of Ruin', 'Ascendant', 'Reborn', 'of Blades'];
const SPELL_WORDS = ['Bolt', 'Growth', 'Ritual', 'Command', 'Denial', 'Harvest', 'Verdict', 'Surge', 'Insight', 'Rebuke', 'Pact', 'Tide', 'Storm', 'Rite', 'Charm'];
const KEYWORDS = ['Flying', 'Trample', 'First strike', 'Double strike', 'Deathtouch', 'Lifelink', 'Vigilance', 'Haste', 'Reach', 'Menace', 'Hexproof', 'Indestructible', 'Defender', 'Flash', 'Ward'];
const ABILITIES = [
  'When CARD enters, draw a card.',
  'When CARD enters, target creature an opponent controls gets -2/-2 until end of turn.',
  '{T}: Add one mana of any color.',
  'Whenever CARD attacks, create a 1/1 white Soldier creature token.',
  'At the beginning of your upkeep, you gain 1 life.',
  '{2}{G}: CARD gets +2/+2 until end of turn. Activate only once each turn.',
  'Other creatures you control get +1/+1.',
  'Whenever another creature you control dies, each opponent loses 1 life and you gain 1 life.',
  'Spells your opponents cast that target CARD cost {2} more to cast.',
  'CARD can\'t be blocked by creatures with power 2 or less.',
  'Sacrifice CARD: Destroy target artifact or enchantment.',
  'When CARD dies, return it to its owner\'s hand.',
];
const SPELL_TEXT = [
  'CARD deals 3 damage to any target.',
  'Target creature gets +3/+3 until end of turn.',
  'Counter target spell unless its controller pays {3}.',
  'Destroy target creature. Its controller gains life equal to its toughness.',
  'Draw two cards, then discard a card.',
  'Return target creature card from your graveyard to your hand.',
  'Exile target nonland permanent an opponent controls until CARD leaves the battlefield.',
  'Creatures you control gain indestructible until end of turn.',
];
const COLORS = ['W', 'U', 'B', 'R', 'G'];
const FORMATS = ['standard', 'future', 'historic', 'timeless', 'gladiator', 'pioneer', 'explorer', 'modern', 'legacy', 'pauper', 'vintage', 'penny', 'commander', 'oathbreaker', 'standardbrawl', 'brawl', 'alchemy', 'paupercommander', 'duel', 'oldschool', 'premodern', 'predh'];

function uuid(r: () => number): string {
  const h = () => Math.floor(r() * 16).toString(16);
  const part = (n: number) => Array.from({ length: n }, h).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-a${part(3)}-${part(12)}`;
}

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

function manaCost(r: () => number, colors: string[]): { cost: string; cmc: number } {
  const generic = Math.floor(r() * 5);
  const pips = colors.flatMap((c) => Array.from({ length: 1 + Math.floor(r() * 2) }, () => c));
  return { cost: `${generic ? `{${generic}}` : ''}${pips.map((c) => `{${c}}`).join('')}`, cmc: generic + pips.length };
}

function face(r: () => number, name: string, creature: boolean, colors: string[]) {
  const { cost } = manaCost(r, colors);
  const kws = creature ? Array.from({ length: Math.floor(r() * 3) }, () => pick(r, KEYWORDS)) : [];
  const lines = [...new Set(kws)];
  const abilities = creature ? Math.floor(r() * 3) : 1 + Math.floor(r() * 2);
  for (let i = 0; i < abilities; i++) lines.push(pick(r, creature ? ABILITIES : SPELL_TEXT).replace(/CARD/g, name));
  const out: Record<string, unknown> = {
    object: 'card_face',
    name,
    mana_cost: cost,
    type_line: creature ? `Creature — ${pick(r, NOUNS)} ${pick(r, NOUNS)}` : pick(r, ['Instant', 'Sorcery', 'Enchantment', 'Artifact']),
    oracle_text: lines.join('\n'),
    colors,
  };
  if (creature) {
    out.power = String(Math.floor(r() * 7));
    out.toughness = String(1 + Math.floor(r() * 7));
  }
  return { face: out, keywords: [...new Set(kws)] };
}

function uris(id: string) {
  const img = (kind: string, ext = 'jpg') => `https://cards.scryfall.io/${kind}/front/${id[0]}/${id[1]}/${id}.${ext}?1700000000`;
  return {
    small: img('small'),
    normal: img('normal'),
    large: img('large'),
    png: img('png', 'png'),
    art_crop: img('art_crop'),
    border_crop: img('border_crop'),
  };
}

export function syntheticCard(r: () => number, i: number, usedNames: Set<string>): Record<string, unknown> {
  const id = uuid(r);
  const oracleId = uuid(r);
  const colorCount = r() < 0.1 ? 0 : r() < 0.8 ? 1 : 2;
  const colors = [...new Set(Array.from({ length: colorCount }, () => pick(r, COLORS)))];
  const roll = r();
  const layout = roll < 0.01 ? pick(r, ['token', 'art_series']) : roll < 0.04 ? 'transform' : roll < 0.055 ? 'modal_dfc' : roll < 0.065 ? 'adventure' : roll < 0.07 ? 'split' : 'normal';
  const creature = r() < 0.55;
  let name: string;
  do {
    const root = `${pick(r, SYLLABLES)}${pick(r, SYLLABLES)}${r() < 0.5 ? pick(r, SYLLABLES) : ''}`;
    const proper = root[0]!.toUpperCase() + root.slice(1);
    name = creature ? `${proper} ${pick(r, NOUNS)}${r() < 0.4 ? ` ${pick(r, EPITHETS)}` : ''}` : `${proper}'s ${pick(r, SPELL_WORDS)}`;
    if (usedNames.has(name)) name = `${name} ${i}`;
  } while (usedNames.has(name));
  usedNames.add(name);
  const card: Record<string, unknown> = {
    object: 'card',
    id,
    oracle_id: oracleId,
    multiverse_ids: [100000 + i],
    mtgo_id: 50000 + i,
    arena_id: 70000 + i,
    tcgplayer_id: 200000 + i,
    cardmarket_id: 300000 + i,
    name,
    lang: 'en',
    released_at: `20${String(10 + Math.floor(r() * 15)).padStart(2, '0')}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`,
    uri: `https://api.scryfall.com/cards/${id}`,
    scryfall_uri: `https://scryfall.com/card/syn/${i}/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}?utm_source=api`,
    layout,
    highres_image: true,
    image_status: 'highres_scan',
  };
  const { cmc } = manaCost(r, colors);
  if (layout === 'normal' || layout === 'token' || layout === 'art_series') {
    const f = face(r, name, creature, colors).face;
    Object.assign(card, { image_uris: uris(id), mana_cost: f.mana_cost, cmc, type_line: f.type_line, oracle_text: f.oracle_text });
    if (creature) Object.assign(card, { power: f.power, toughness: f.toughness });
    card.colors = colors;
    card.keywords = creature ? KEYWORDS.filter((k) => (f.oracle_text as string).includes(k)) : [];
  } else {
    const back = `${name.split(' ')[0]} ${pick(r, ['Unleashed', 'Ascended', 'Transformed', 'Awakened'])}`;
    const a = face(r, name, creature, colors);
    const b = face(r, back, r() < 0.6, colors);
    card.name = `${name} // ${back}`;
    card.cmc = cmc;
    card.type_line = `${a.face.type_line} // ${b.face.type_line}`;
    card.card_faces = [a.face, b.face].map((f) => ({ ...f, image_uris: uris(id) }));
    if (layout === 'split' || layout === 'adventure') card.mana_cost = `${a.face.mana_cost} // ${b.face.mana_cost}`;
    card.keywords = [...new Set([...a.keywords, ...b.keywords])];
  }
  Object.assign(card, {
    color_identity: colors,
    legalities: Object.fromEntries(FORMATS.map((f) => [f, r() < 0.5 ? 'legal' : 'not_legal'])),
    games: ['paper', 'mtgo', 'arena'].filter(() => r() < 0.8),
    reserved: false,
    game_changer: false,
    foil: true,
    nonfoil: true,
    finishes: ['nonfoil', 'foil'],
    oversized: false,
    promo: false,
    reprint: r() < 0.4,
    variation: false,
    set_id: uuid(r),
    set: 'syn',
    set_name: 'Synthetic Set',
    set_type: 'expansion',
    set_uri: 'https://api.scryfall.com/sets/syn',
    set_search_uri: 'https://api.scryfall.com/cards/search?order=set&q=e%3Asyn&unique=prints',
    scryfall_set_uri: 'https://scryfall.com/sets/syn?utm_source=api',
    rulings_uri: `https://api.scryfall.com/cards/${id}/rulings`,
    prints_search_uri: `https://api.scryfall.com/cards/search?order=released&q=oracleid%3A${oracleId}&unique=prints`,
    collector_number: String(i),
    digital: false,
    rarity: pick(r, ['common', 'uncommon', 'rare', 'mythic']),
    flavor_text: r() < 0.4 ? 'The old stories speak of it only in whispers, and the whisperers rarely live long.' : undefined,
    card_back_id: '0aeebaf5-8c7d-4636-9e82-8c27447861f7',
    artist: `${pick(r, ['Anna', 'Kenji', 'Marc', 'Rosa', 'Ilya'])} ${pick(r, ['Sato', 'Moreau', 'Smith', 'Novak', 'Reyes'])}`,
    artist_ids: [uuid(r)],
    illustration_id: uuid(r),
    border_color: 'black',
    frame: '2015',
    full_art: false,
    textless: false,
    booster: true,
    story_spotlight: false,
    edhrec_rank: Math.floor(r() * 30000),
    penny_rank: Math.floor(r() * 10000),
    prices: { usd: (r() * 20).toFixed(2), usd_foil: (r() * 40).toFixed(2), usd_etched: null, eur: (r() * 20).toFixed(2), eur_foil: null, tix: (r() * 2).toFixed(2) },
    related_uris: {
      gatherer: `https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=${100000 + i}`,
      tcgplayer_infinite_articles: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Darticle%26game%3Dmagic%26q%3D${encodeURIComponent(name)}`,
      tcgplayer_infinite_decks: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&trafcat=infinite&u=https%3A%2F%2Finfinite.tcgplayer.com%2Fsearch%3FcontentMode%3Ddeck%26game%3Dmagic%26q%3D${encodeURIComponent(name)}`,
      edhrec: `https://edhrec.com/route/?cc=${encodeURIComponent(name)}`,
    },
    purchase_uris: {
      tcgplayer: `https://tcgplayer.pxf.io/c/4931599/1830156/21018?subId1=api&u=https%3A%2F%2Fwww.tcgplayer.com%2Fproduct%2F${200000 + i}%3Fpage%3D1`,
      cardmarket: `https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall&searchString=${encodeURIComponent(name)}&utm_campaign=card_prices&utm_medium=text&utm_source=scryfall`,
      cardhoarder: `https://www.cardhoarder.com/cards/${50000 + i}?affiliate_id=scryfall&ref=card-profile&utm_campaign=affiliate&utm_medium=card&utm_source=scryfall`,
    },
  });
  return card;
}

/** Writes `<dir>/oracle-cards-<stamp>.json` and `<dir>/rulings-<stamp>.json`; returns their paths. */
export function writeSyntheticBulk(dir: string, count = 30_000, seed = 7): { oracle: string; rulings: string } {
  mkdirSync(dir, { recursive: true });
  const r = rng(seed);
  const oracle = join(dir, 'oracle-cards-20250207090000.json');
  const rulings = join(dir, 'rulings-20250207090000.json');
  const fo = openSync(oracle, 'w');
  const fr = openSync(rulings, 'w');
  const used = new Set<string>();
  let firstRuling = true;
  try {
    writeSync(fo, '[\n');
    writeSync(fr, '[\n');
    for (let i = 0; i < count; i++) {
      const card = syntheticCard(r, i, used);
      writeSync(fo, `${JSON.stringify(card)}${i < count - 1 ? ',' : ''}\n`);
      const n = r() < 0.5 ? 0 : Math.floor(r() * 5);
      for (let k = 0; k < n; k++) {
        const ruling = {
          object: 'ruling',
          oracle_id: card.oracle_id,
          source: r() < 0.9 ? 'wotc' : 'scryfall',
          published_at: `20${10 + Math.floor(r() * 15)}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`,
          comment: `If ${String(card.name).split(' // ')[0]} leaves the battlefield before its ability resolves, the ability still resolves using the last known information about it.`,
        };
        writeSync(fr, `${firstRuling ? '' : ',\n'}${JSON.stringify(ruling)}`);
        firstRuling = false;
      }
    }
    writeSync(fo, ']\n');
    writeSync(fr, '\n]\n');
  } finally {
    closeSync(fo);
    closeSync(fr);
  }
  return { oracle, rulings };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: npx tsx bench/cards-synthetic.ts <dir> [cards]');
    process.exit(2);
  }
  console.log(writeSyntheticBulk(dir, count ? Number(count) : undefined));
}
