/**
 * What a staple card stands for in a story (issue #24). Players tell rules stories with the cards everyone knows:
 * "opponent casts Supreme Verdict, do I get them all back?", "I Control Magic his creature, then he Disenchants it",
 * "I Clone the Study". The card is the rules concept of the story — a board wipe, a control change, a copy — but its
 * name is taken out of the words to cover (cards.ts), and without a card table (rulings/cards/) nothing reads what it
 * does: the story is left with "cast… back" to match.
 *
 * This is a short list of such cards, each with the one lexicon concept its usual role in a story is (only cards
 * whose whole point is that one effect). A question naming one reads that concept as if it had said it in words:
 * "casts Supreme Verdict" is "casts a board wipe". A card an entry is about keeps its name as words (cards.ts
 * `known`) and is not read here.
 *
 * Not a mapping of questions to entries: the concept only joins the question's other concepts and words, and every
 * entry tagged or worded with it competes as for any question saying it.
 */

/** Concept id (rulings/lexicon/) → the English names of cards whose role in a story is that concept. */
const ROLES: Readonly<Record<string, readonly string[]>> = {
  'board-wipe': [
    'Wrath of God', 'Day of Judgment', 'Supreme Verdict', 'Damnation', 'End Hostilities', 'Planar Cleansing',
    'Hallowed Burial', 'Austere Command', 'Toxic Deluge', 'Terminus', 'Doomskar', 'Sunfall', 'Farewell',
    'Blasphemous Act', 'Anger of the Gods', 'Languish', 'Crux of Fate', 'Hour of Revelation', 'Kindred Dominance',
    'Extinction Event', 'Depopulate', 'Pyroclasm', 'Massacre Wurm', 'Deluge of the Dead', 'Cleansing Nova',
    'Shatter the Sky', 'Merciless Eviction', 'Settle the Wreckage', 'Vanquish the Horde', 'Divine Reckoning',
    'Rout', 'Final Judgment',
  ],
  destroy: [
    'Doom Blade', 'Go for the Throat', 'Murder', "Hero's Downfall", 'Terminate', 'Vindicate', "Assassin's Trophy",
    'Abrupt Decay', 'Beast Within', 'Putrefy', 'Dreadbore', 'Ultimate Price', 'Infernal Grasp', 'Bloodchief’s Thirst',
    'Cast Down', 'Fatal Push', 'Disenchant', 'Naturalize', 'Shatter', "Nature's Claim", 'Vandalblast', 'Feed the Swarm',
    'Anguished Unmaking', 'Mortify', 'Maelstrom Pulse', 'Stone Rain', 'Terror', 'Dark Banishing',
  ],
  exile: ['Swords to Plowshares', 'Path to Exile', 'Oblivion Ring', 'Banishing Light', 'Journey to Nowhere', 'Detention Sphere', 'Council’s Judgment', 'Declaration in Stone', 'Unexpectedly Absent', 'Chained to the Rocks', 'Fiend Hunter', 'Banisher Priest'],
  'control-change': [
    'Control Magic', 'Mind Control', 'Threaten', 'Act of Treason', 'Treachery', 'Agent of Treachery', 'Ray of Command',
    'Zealous Conscripts', 'Insurrection', 'Bribery', 'Sower of Temptation',
    'Confiscate', 'Persuasion', 'Besmirch', 'Claim the Firstborn',
  ],
  copy: ['Clone', 'Phyrexian Metamorph', 'Spark Double', 'Clever Impersonator', 'Phantasmal Image', 'Mirror Image', 'Sakashima the Impostor', 'Vesuvan Doppelganger', 'Progenitor Mimic', 'Stunt Double', 'Quasiduplicate', 'Helm of the Host', 'Mirrorweave'],
  'copy-spell': ['Fork', 'Twincast', 'Reverberate', 'Dualcaster Mage', 'Reiterate', 'Increasing Vengeance', 'Double Vision'],
  flicker: ['Ephemerate', 'Cloudshift', 'Momentary Blink', 'Restoration Angel', 'Flickerwisp', 'Felidar Guardian', 'Conjurer’s Closet', 'Thassa, Deep-Dwelling', 'Brago, King Eternal', 'Ghostly Flicker', 'Soulherder'],
  'counter-spell': ['Mana Leak', 'Negate', 'Force of Will', 'Cancel', "Dovin's Veto", 'Remand', 'Essence Scatter', 'Arcane Denial', 'Force of Negation', 'Counterspell', 'Swan Song', 'Dispel', 'Spell Pierce', 'Daze', 'Memory Lapse'],
  prevention: ['Fog', 'Holy Day', 'Moment’s Peace'],
  bounce: ['Unsummon', 'Boomerang', 'Into the Roil', 'Cyclonic Rift', 'Vapor Snag', 'Repulse', 'Capsize', 'Echoing Truth', 'Evacuation'],
  reanimate: ['Reanimate', 'Animate Dead', 'Necromancy', 'Unburial Rites', 'Zombify', 'Exhume', 'Dance of the Dead'],
  discard: ['Thoughtseize', 'Duress', 'Inquisition of Kozilek', 'Hymn to Tourach', 'Mind Rot'],
  sacrifice: ['Diabolic Edict', "Liliana's Triumph", 'Innocent Blood', 'Cruel Edict', 'Chainer’s Edict', 'Sheoldred’s Edict'],
  'minus-pt': ['Dismember', 'Disfigure', 'Grasp of Darkness', 'Last Gasp', 'Tragic Slip', 'Dead Weight', 'Drown in the Loch'],
  pump: ['Giant Growth', 'Titanic Growth', 'Might of Oaks', 'Brute Force', 'Mutagenic Growth'],
  hexproof: ["Tamiyo's Safekeeping", 'Snakeskin Veil', 'Heroic Intervention', "Vines of Vastwood"],
  protection: ["Gods Willing", "Apostle's Blessing", 'Mother of Runes', 'Brave the Elements', 'Benevolent Bodyguard'],
  'search-library': ['Demonic Tutor', 'Vampiric Tutor', 'Enlightened Tutor', 'Mystical Tutor', 'Worldly Tutor', 'Diabolic Tutor'],
};

function key(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/’/g, "'").replace(/['’]s$/, '').replace(/\s+/g, ' ').trim();
}

const BY_NAME: ReadonlyMap<string, string> = new Map(Object.entries(ROLES).flatMap(([concept, names]) => names.map((n) => [key(n), concept] as const)));

/** The concept a staple card named in a story stands for (by its English name or as written), if it is one of them. */
export function cardRole(name: string): string | undefined {
  return BY_NAME.get(key(name));
}

/** Every concept id the list uses (a test checks each is a lexicon concept). */
export function roleConcepts(): string[] {
  return Object.keys(ROLES);
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
/** The listed names as word sequences, longest first (keyed by their first word). */
const NAME_WORDS: ReadonlyMap<string, ReadonlyArray<{ words: string[]; name: string }>> = (() => {
  const map = new Map<string, Array<{ words: string[]; name: string }>>();
  for (const names of Object.values(ROLES)) {
    for (const name of names) {
      const words = (name.match(WORD) ?? []).map(key);
      const list = map.get(words[0]!) ?? [];
      list.push({ words, name });
      map.set(words[0]!, list);
    }
  }
  for (const list of map.values()) list.sort((a, b) => b.words.length - a.words.length);
  return map;
})();

/**
 * The listed cards a question names, written with a capital ("I Control Magic his creature", "If I Clone the
 * Study", "opp casts Supreme Verdict"): names made of words the index knows are not found by capitals alone
 * (cards.ts). A one-word name counts only capitalised inside a sentence ("Clone", never "clone" nor a sentence's
 * first word); a longer one needs a capital on one of its words. A verb ending on the name's last word
 * ("Counterspelled", "Disenchants") is the card too.
 */
export function roleMentions(question: string): Array<{ text: string; start: number; end: number; name: string }> {
  const words = [...question.matchAll(WORD)].map((m) => ({ text: m[0], key: key(m[0]), start: m.index, end: m.index + m[0].length }));
  const out: Array<{ text: string; start: number; end: number; name: string }> = [];
  for (let i = 0; i < words.length; i++) {
    const found = (NAME_WORDS.get(words[i]!.key) ?? []).find((c) => c.words.every((w, k) => words[i + k]?.key === w))
      ?? (NAME_WORDS.get(words[i]!.key.replace(/(?:ed|s|es|d)$/, '')) ?? []).find((c) => c.words.length === 1);
    if (!found) continue;
    const span = words.slice(i, i + found.words.length);
    const atSentenceStart = /(^|[.!?:;]\s*|["“«(]\s*)$/.test(question.slice(0, span[0]!.start));
    if (found.words.length === 1 && (!/^\p{Lu}/u.test(span[0]!.text) || atSentenceStart)) continue;
    if (!span.some((w) => /^\p{Lu}/u.test(w.text))) continue;
    const end = span.at(-1)!.end - (/['’]s$/i.test(span.at(-1)!.text) ? 2 : 0);
    out.push({ text: question.slice(span[0]!.start, end), start: span[0]!.start, end, name: found.name });
    i += found.words.length - 1;
  }
  return out;
}
