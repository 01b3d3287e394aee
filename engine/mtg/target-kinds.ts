/**
 * Targets chosen as a spell or ability goes on the stack (601.2c, 602.2b, 603.3d): an effect may name the kind of
 * target it needs instead of an object — `damage 2 ?any`, `destroy ?creature`, `+2/+2 ?your-creature` — and the
 * kernel chooses one when it puts the spell or ability on the stack, as the player would, shows that choice as an
 * assumption with every legal target, and checks again on resolution that the target still fits (608.2b). A target
 * may also be given: `destroy ?creature=x` is checked for being a creature, then used. `that` names the targets of
 * the effect before it ("Target creature gets +2/+2 and gains flying" → `+2/+2 ?creature & gain flying that`).
 *
 * This is what lets card abilities read from Oracle text (engine/mtg/oracle.ts) carry no object ids. One entry per
 * kind of target: its words, its rules, which players and which permanents it allows. Adding one is a local
 * change: an entry here, its `target-kind.<name>` message in commands/locales/{en,ja,fr}/engine-mtg.yaml and a row
 * in docs/notation.md.
 */
import type { Term } from '../core/vocabulary.ts';
import type { Effect, EffectKind, MtgObject } from './scenario.ts';
import type { Color, Keyword, SpellType } from './vocabulary.ts';
import { KEYWORD_RULES } from './keywords.ts';
import { ofSubtype } from './subtypes.ts';

/** What deciding whether a permanent fits a kind of target may look at (the kernel implements it). */
export interface TargetKindView {
  isCreature(id: string): boolean;
  has(id: string, k: Keyword): boolean;
  colors(id: string): readonly Color[];
  controller(id: string): string;
  opponents(player: string): string[];
  perm(id: string): { o: MtgObject; tapped: boolean } | undefined;
  /** Card types of a permanent (205.2a): creature, artifact, planeswalker, enchantment, land, battle. */
  typesOf(id: string): SpellType[];
  attacking(id: string): boolean;
  blocking(id: string): boolean;
  /** Its power now (mentor's "attacking creature with lesser power", 702.134a). */
  power(id: string): number;
  /** A spell on the stack: its card types (engine/mtg/counterspells.ts); undefined for anything else. */
  spellTypes?(id: string): readonly SpellType[] | undefined;
  /** A spell on the stack: its colours, its controller and what it targets (engine/mtg/counterspells.ts). */
  spellView?(id: string): SpellView | undefined;
  /** The player (or planeswalker's, battle's controller) a creature attacks (508.1b): "defending player". */
  defenderOf?(id: string): string | undefined;
  /** The scenario declares `blocker` blocking `attacker` later (provoke's usual pick is the creature that will block). */
  blocksLater?(blocker: string, attacker: string): boolean;
  /** A card in a graveyard: its card types, owner, subtypes, keywords and mana value; undefined for anything else. */
  graveyardCard?(id: string): GraveyardCard | undefined;
}

/** What a kind of target for spells sees of a spell on the stack beyond its card types ("target blue spell", "… that targets a creature"). */
export interface SpellView {
  colors: readonly Color[];
  controller: string;
  /** The players and permanents it targets (115.1). */
  targets: readonly string[];
}

/** What a kind of target sees of a card in a graveyard. */
export interface GraveyardCard {
  types: readonly SpellType[];
  owner: string;
  subtypes?: readonly string[];
  keywords?: readonly Keyword[];
  /** Its mana value (202.3): `mv=N`, 0 when unwritten. */
  mv: number;
}

export interface TargetKind {
  /** English aliases, Japanese and French words (the canonical word is the key). */
  words: NonNullable<Term['aliases']>;
  rules: string[];
  /** Which players it may be: any player, or an opponent of the controller of the spell or ability. */
  players?: 'any' | 'opponents';
  /** Whether this permanent fits (`you`: the controller of the spell or ability; `self`: its source, if a permanent). */
  fits?(v: TargetKindView, id: string, you: string, self: string | undefined): boolean;
  /** A kind of spell on the stack (115.1a: "target spell"): whether a spell of these card types fits. No permanent fits it. */
  spell?(types: readonly SpellType[], s: SpellView | undefined, v: TargetKindView & { isPlayer(id: string): boolean }, you: string): boolean;
  /** A kind of card in a graveyard ("target creature card from your graveyard"): whether a card of these types fits (`yours`: its owner is the controller). */
  card?(types: readonly SpellType[], yours: boolean, card: GraveyardCard): boolean;
  /** A candidate picked before the others, as a player would (provoke: one the scenario has block the source). */
  prefer?(v: TargetKindView, id: string, self: string | undefined): boolean;
}

type Fits = (v: TargetKindView, id: string, you: string, self: string | undefined) => boolean;
const creature = (more?: Fits): Fits => (v, id, you, self) => v.isCreature(id) && (!more || more(v, id, you, self));
const typed = (...types: SpellType[]): Fits => (v, id) => v.typesOf(id).some((t) => types.includes(t));
/** "target creature with flying" / "without flying": the Oracle phrase names the keyword, so the kind does too. */
const withKeyword = (k: Keyword, wanted: boolean): Fits => creature((v, id) => v.has(id, k) === wanted);
const opposing = (v: TargetKindView, id: string, you: string) => v.opponents(you).includes(v.controller(id));
/** A card in a graveyard — the controller's own (`yours`) or any — of any of these card types (no permanent is one). */
const cardOf = (yours: boolean, ...types: SpellType[]) => ({
  rules: ['115.1', '404.1'],
  fits: () => false,
  card: (t: readonly SpellType[], mine: boolean) => (!yours || mine) && (types.length === 0 || t.some((x) => types.includes(x))),
});
/** A spell on the stack that fits a test of its colours, controller or targets (115.1a). */
const spellWhere = (test: (s: SpellView, v: TargetKindView & { isPlayer(id: string): boolean }, you: string) => boolean, ...rules: string[]) => ({
  rules: ['115.1a', '701.5a', ...rules],
  fits: () => false,
  spell: (_t: readonly SpellType[], s: SpellView | undefined, v: TargetKindView & { isPlayer(id: string): boolean }, you: string) => s !== undefined && test(s, v, you),
});
/** A spell on the stack of any of these card types (no permanent is a spell). */
const spellOf = (...types: SpellType[]) => ({ rules: ['115.1a', '701.5a'], fits: () => false, spell: (t: readonly SpellType[]) => types.length === 0 || t.some((x) => types.includes(x)) });

const BASE = {
  any: { words: { en: ['any-target'], ja: ['任意', '任意の対象'], fr: ['n-importe-quelle-cible', 'cible'] }, rules: ['115.4'], players: 'any', fits: typed('creature', 'planeswalker', 'battle') },
  creature: { words: { ja: ['クリーチャー'], fr: ['créature'] }, rules: ['115.1'], fits: creature() },
  'your-creature': { words: { ja: ['あなたのクリーチャー'], fr: ['votre-créature'] }, rules: ['115.1'], fits: creature((v, id, you) => v.controller(id) === you) },
  'opponent-creature': { words: { ja: ['対戦相手のクリーチャー'], fr: ['créature-adverse'] }, rules: ['115.1'], fits: creature(opposing) },
  'other-creature': { words: { en: ['another-creature'], ja: ['他のクリーチャー'], fr: ['autre-créature'] }, rules: ['115.1'], fits: creature((_v, id, _you, self) => id !== self) },
  'attacking-creature': { words: { ja: ['攻撃クリーチャー'], fr: ['créature-attaquante'] }, rules: ['115.1', '506.4'], fits: creature((v, id) => v.attacking(id)) },
  // mentor (702.134a): an attacking creature with power less than the source's, checked again as it resolves (608.2b)
  'weaker-attacking-creature': {
    words: { ja: ['パワーの小さい攻撃クリーチャー'], fr: ['créature-attaquante-plus-faible'] },
    rules: ['115.1', '702.134a'],
    fits: creature((v, id, _you, self) => v.attacking(id) && self !== undefined && v.power(id) < v.power(self)),
  },
  'blocking-creature': { words: { ja: ['ブロック・クリーチャー'], fr: ['créature-bloqueuse'] }, rules: ['115.1', '506.4'], fits: creature((v, id) => v.blocking(id)) },
  'attacking-or-blocking-creature': {
    words: { ja: ['攻撃かブロックしているクリーチャー'], fr: ['créature-attaquante-ou-bloqueuse'] },
    rules: ['115.1', '506.4'],
    fits: creature((v, id) => v.attacking(id) || v.blocking(id)),
  },
  'tapped-creature': { words: { ja: ['タップ状態のクリーチャー'], fr: ['créature-engagée'] }, rules: ['115.1'], fits: creature((v, id) => v.perm(id)?.tapped === true) },
  'flying-creature': { words: { ja: ['飛行を持つクリーチャー'], fr: ['créature-avec-le-vol'] }, rules: ['115.1'], fits: withKeyword('flying', true) },
  'nonflying-creature': { words: { ja: ['飛行を持たないクリーチャー'], fr: ['créature-sans-le-vol'] }, rules: ['115.1'], fits: withKeyword('flying', false) },
  // "target creature you don't control": in a team game a teammate's creature fits too, unlike ?opponent-creature
  'not-your-creature': { words: { ja: ['あなたがコントロールしていないクリーチャー'], fr: ['créature-que-vous-ne-contrôlez-pas'] }, rules: ['115.1'], fits: creature((v, id, you) => v.controller(id) !== you) },
  'opponent-creature-or-planeswalker': {
    words: { ja: ['対戦相手のクリーチャーかプレインズウォーカー'], fr: ['créature-ou-planeswalker-adverse'] },
    rules: ['115.1'],
    fits: (v, id, you) => typed('creature', 'planeswalker')(v, id, you, undefined) && opposing(v, id, you),
  },
  'artifact-or-creature': { words: { ja: ['アーティファクトかクリーチャー'], fr: ['artefact-ou-créature'] }, rules: ['115.1'], fits: typed('artifact', 'creature') },
  'artifact-creature': { words: { ja: ['アーティファクト・クリーチャー'], fr: ['créature-artefact'] }, rules: ['115.1'], fits: creature((v, id) => v.typesOf(id).includes('artifact')) },
  'nonartifact-creature': { words: { ja: ['アーティファクトでないクリーチャー'], fr: ['créature-non-artefact'] }, rules: ['115.1'], fits: creature((v, id) => !v.typesOf(id).includes('artifact')) },
  'creature-or-planeswalker': { words: { ja: ['クリーチャーかプレインズウォーカー'], fr: ['créature-ou-planeswalker'] }, rules: ['115.1'], fits: typed('creature', 'planeswalker') },
  planeswalker: { words: { ja: ['プレインズウォーカー'], fr: ['planeswalker'] }, rules: ['115.1'], fits: typed('planeswalker') },
  player: { words: { ja: ['プレイヤー'], fr: ['joueur'] }, rules: ['115.1'], players: 'any' },
  opponent: { words: { ja: ['対戦相手'], fr: ['adversaire'] }, rules: ['115.1'], players: 'opponents' },
  'opponent-or-planeswalker': { words: { ja: ['対戦相手かプレインズウォーカー'], fr: ['adversaire-ou-planeswalker'] }, rules: ['115.1'], players: 'opponents', fits: typed('planeswalker') },
  'opponent-nonland-permanent': { words: { ja: ['対戦相手の土地でないパーマネント'], fr: ['permanent-non-terrain-adverse'] }, rules: ['115.1'], fits: (v, id, you) => !v.typesOf(id).includes('land') && opposing(v, id, you) },
  'player-or-planeswalker': { words: { ja: ['プレイヤーかプレインズウォーカー'], fr: ['joueur-ou-planeswalker'] }, rules: ['115.1'], players: 'any', fits: typed('planeswalker') },
  permanent: { words: { ja: ['パーマネント'], fr: ['permanent'] }, rules: ['115.1'], fits: () => true },
  'nonland-permanent': { words: { ja: ['土地でないパーマネント'], fr: ['permanent-non-terrain'] }, rules: ['115.1'], fits: (v, id) => !v.typesOf(id).includes('land') },
  artifact: { words: { ja: ['アーティファクト'], fr: ['artefact'] }, rules: ['115.1'], fits: typed('artifact') },
  enchantment: { words: { ja: ['エンチャント'], fr: ['enchantement'] }, rules: ['115.1'], fits: typed('enchantment') },
  land: { words: { ja: ['土地'], fr: ['terrain'] }, rules: ['115.1'], fits: typed('land') },
  'artifact-or-enchantment': { words: { ja: ['アーティファクトかエンチャント'], fr: ['artefact-ou-enchantement'] }, rules: ['115.1'], fits: typed('artifact', 'enchantment') },
  'artifact-or-land': { words: { ja: ['アーティファクトか土地'], fr: ['artefact-ou-terrain'] }, rules: ['115.1'], fits: typed('artifact', 'land') },
  'creature-or-enchantment': { words: { ja: ['クリーチャーかエンチャント'], fr: ['créature-ou-enchantement'] }, rules: ['115.1'], fits: typed('creature', 'enchantment') },
  'artifact-enchantment-or-land': { words: { ja: ['アーティファクトかエンチャントか土地'], fr: ['artefact-enchantement-ou-terrain'] }, rules: ['115.1'], fits: typed('artifact', 'enchantment', 'land') },
  // spells on the stack, targeted by counterspells (engine/mtg/counterspells.ts)
  spell: { words: { ja: ['呪文'], fr: ['sort'] }, ...spellOf() },
  'creature-spell': { words: { ja: ['クリーチャー呪文'], fr: ['sort-de-créature'] }, ...spellOf('creature') },
  'noncreature-spell': { words: { ja: ['クリーチャーでない呪文'], fr: ['sort-non-créature'] }, rules: ['115.1a', '701.5a'], fits: () => false, spell: (t: readonly SpellType[]) => !t.includes('creature') },
  'instant-or-sorcery-spell': { words: { ja: ['インスタントかソーサリー呪文'], fr: ['sort-d-éphémère-ou-de-rituel'] }, ...spellOf('instant', 'sorcery') },
  'instant-spell': { words: { ja: ['インスタント呪文'], fr: ['sort-d-éphémère'] }, ...spellOf('instant') },
  'sorcery-spell': { words: { ja: ['ソーサリー呪文'], fr: ['sort-de-rituel'] }, ...spellOf('sorcery') },
  'artifact-spell': { words: { ja: ['アーティファクト呪文'], fr: ['sort-d-artefact'] }, ...spellOf('artifact') },
  'artifact-or-enchantment-spell': { words: { ja: ['アーティファクトかエンチャント呪文'], fr: ['sort-d-artefact-ou-d-enchantement'] }, ...spellOf('artifact', 'enchantment') },
  // spells by colour, controller and target (oracle9d): "target colorless spell", "target spell that targets a creature"
  'colorless-spell': { words: { ja: ['無色の呪文'], fr: ['sort-incolore'] }, ...spellWhere((s) => s.colors.length === 0, '105.2c') },
  'multicolored-spell': { words: { ja: ['多色の呪文'], fr: ['sort-multicolore'] }, ...spellWhere((s) => s.colors.length > 1, '105.2b') },
  'opponent-spell': { words: { en: ['spell-you-dont-control'], ja: ['あなたがコントロールしていない呪文'], fr: ['sort-que-vous-ne-contrôlez-pas'] }, ...spellWhere((s, _v, you) => s.controller !== you) },
  'spell-targeting-your-permanent': { words: { ja: ['あなたのパーマネントを対象とする呪文'], fr: ['sort-qui-cible-votre-permanent'] }, ...spellWhere((s, v, you) => s.targets.some((t) => !v.isPlayer(t) && v.controller(t) === you)) },
  'spell-targeting-creature': { words: { ja: ['クリーチャーを対象とする呪文'], fr: ['sort-qui-cible-une-créature'] }, ...spellWhere((s, v) => s.targets.some((t) => !v.isPlayer(t) && v.isCreature(t))) },
  'spell-targeting-you': { words: { ja: ['あなたを対象とする呪文'], fr: ['sort-qui-vous-cible'] }, ...spellWhere((s, _v, you) => s.targets.includes(you)) },
  'spell-targeting-player': { words: { ja: ['プレイヤーを対象とする呪文'], fr: ['sort-qui-cible-un-joueur'] }, ...spellWhere((s, v) => s.targets.some((t) => v.isPlayer(t))) },
  'spell-targeting-you-or-your-permanent': {
    words: { ja: ['あなたかあなたのパーマネントを対象とする呪文'], fr: ['sort-qui-vous-cible-ou-cible-votre-permanent'] },
    ...spellWhere((s, v, you) => s.targets.some((t) => t === you || (!v.isPlayer(t) && v.controller(t) === you))),
  },
  // cards in graveyards, for `return`, `reanimate` and `exile` (engine/mtg/zones.ts)
  'card-in-your-graveyard': { words: { ja: ['あなたの墓地のカード'], fr: ['carte-de-votre-cimetière'] }, ...cardOf(true) },
  'creature-card-in-your-graveyard': { words: { ja: ['あなたの墓地のクリーチャー・カード'], fr: ['carte-de-créature-de-votre-cimetière'] }, ...cardOf(true, 'creature') },
  'artifact-card-in-your-graveyard': { words: { ja: ['あなたの墓地のアーティファクト・カード'], fr: ['carte-d-artefact-de-votre-cimetière'] }, ...cardOf(true, 'artifact') },
  'instant-or-sorcery-card-in-your-graveyard': { words: { ja: ['あなたの墓地のインスタントかソーサリー・カード'], fr: ['carte-d-éphémère-ou-de-rituel-de-votre-cimetière'] }, ...cardOf(true, 'instant', 'sorcery') },
  'card-in-a-graveyard': { words: { ja: ['墓地のカード'], fr: ['carte-d-un-cimetière'] }, ...cardOf(false) },
  'creature-card-in-a-graveyard': { words: { ja: ['墓地のクリーチャー・カード'], fr: ['carte-de-créature-d-un-cimetière'] }, ...cardOf(false, 'creature') },
  // provoke (702.39a): a creature the defending player of the source (an attacking creature) controls
  'defending-creature': {
    words: { ja: ['防御プレイヤーのクリーチャー'], fr: ['créature-du-joueur-défenseur'] },
    rules: ['115.1', '506.2'],
    fits: creature((v, id, _you, self) => self !== undefined && v.defenderOf?.(self) !== undefined && v.defenderOf(self) === v.controller(id)),
    prefer: (v, id, self) => self !== undefined && v.blocksLater?.(id, self) === true,
  },
  // soulshift (702.46a): a Spirit card — a changeling one too, in every zone (702.73a) — of its controller's graveyard
  'spirit-card-in-your-graveyard': {
    words: { ja: ['あなたの墓地のスピリット・カード'], fr: ['carte-d-esprit-de-votre-cimetière'] },
    rules: ['115.1', '404.1', '205.3m'],
    fits: () => false,
    card: (_t: readonly SpellType[], mine: boolean, c: GraveyardCard) => mine && ofSubtype(c.subtypes, new Set(c.keywords), ['Spirit']),
  },
  'creature-or-planeswalker-spell': { words: { ja: ['クリーチャーかプレインズウォーカー呪文'], fr: ['sort-de-créature-ou-de-planeswalker'] }, ...spellOf('creature', 'planeswalker') },
  // more kinds of permanent (oracle8d): "target creature or land", "target permanent you control" …
  'creature-or-land': { words: { ja: ['クリーチャーか土地'], fr: ['créature-ou-terrain'] }, rules: ['115.1'], fits: typed('creature', 'land') },
  'artifact-creature-or-land': { words: { ja: ['アーティファクトかクリーチャーか土地'], fr: ['artefact-créature-ou-terrain'] }, rules: ['115.1'], fits: typed('artifact', 'creature', 'land') },
  'your-permanent': { words: { ja: ['あなたのパーマネント'], fr: ['votre-permanent'] }, rules: ['115.1'], fits: (v, id, you) => v.controller(id) === you },
  // Alchemist's Retrieval's "target nonland permanent [you control]" read as printed (oracle10b, cleave)
  'your-nonland-permanent': { words: { ja: ['あなたの土地でないパーマネント'], fr: ['votre-permanent-non-terrain'] }, rules: ['115.1'], fits: (v, id, you) => !v.typesOf(id).includes('land') && v.controller(id) === you },
  'defender-creature': { words: { ja: ['防衛を持つクリーチャー'], fr: ['créature-avec-le-défenseur'] }, rules: ['115.1'], fits: withKeyword('defender', true) },
  'nonartifact-nonblack-creature': { words: { ja: ['アーティファクトでも黒でもないクリーチャー'], fr: ['créature-non-artefact-non-noire'] }, rules: ['115.1'], fits: creature((v, id) => !v.typesOf(id).includes('artifact') && !v.colors(id).includes('black')) },
  'noncreature-permanent': { words: { ja: ['クリーチャーでないパーマネント'], fr: ['permanent-non-créature'] }, rules: ['115.1'], fits: (v, id) => !v.isCreature(id) },
  // more cards in graveyards (oracle8d): "target permanent card from your graveyard", "… from an opponent's graveyard"
  'enchantment-card-in-your-graveyard': { words: { ja: ['あなたの墓地のエンチャント・カード'], fr: ['carte-d-enchantement-de-votre-cimetière'] }, ...cardOf(true, 'enchantment') },
  'land-card-in-your-graveyard': { words: { ja: ['あなたの墓地の土地カード'], fr: ['carte-de-terrain-de-votre-cimetière'] }, ...cardOf(true, 'land') },
  'permanent-card-in-your-graveyard': {
    words: { ja: ['あなたの墓地のパーマネント・カード'], fr: ['carte-de-permanent-de-votre-cimetière'] },
    ...cardOf(true, 'artifact', 'creature', 'enchantment', 'land', 'planeswalker', 'battle'),
  },
  'artifact-or-creature-card-in-your-graveyard': { words: { ja: ['あなたの墓地のアーティファクトかクリーチャー・カード'], fr: ['carte-d-artefact-ou-de-créature-de-votre-cimetière'] }, ...cardOf(true, 'artifact', 'creature') },
  'artifact-or-enchantment-card-in-your-graveyard': {
    words: { ja: ['あなたの墓地のアーティファクトかエンチャント・カード'], fr: ['carte-d-artefact-ou-d-enchantement-de-votre-cimetière'] },
    ...cardOf(true, 'artifact', 'enchantment'),
  },
  'creature-card-in-an-opponents-graveyard': {
    words: { ja: ['対戦相手の墓地のクリーチャー・カード'], fr: ['carte-de-créature-du-cimetière-d-un-adversaire'] },
    rules: ['115.1', '404.1'],
    fits: () => false,
    card: (t: readonly SpellType[], mine: boolean) => !mine && t.includes('creature'),
  },
} satisfies Record<string, TargetKind>;

// vocabulary.ts builds its lexicons from this file, so the colours' words are written here, not imported
const COLOR_FR_FEMININE: Record<Color, string> = { white: 'blanche', blue: 'bleue', black: 'noire', red: 'rouge', green: 'verte' };
const COLOR_JA: Record<Color, string> = { white: '白', blue: '青', black: '黒', red: '赤', green: '緑' };
const COLORS = Object.keys(COLOR_JA) as Color[];

type NonColor = `non${Color}-creature`;
/** "target nonblack creature" and the other colours (a white-and-black creature is not nonblack). */
const NON_COLOR = Object.fromEntries(
  COLORS.map((c) => [
    `non${c}-creature`,
    { words: { ja: [`${COLOR_JA[c]}でないクリーチャー`], fr: [`créature-non-${COLOR_FR_FEMININE[c]}`] }, rules: ['115.1', '105.2'], fits: creature((v, id) => !v.colors(id).includes(c)) },
  ]),
) as unknown as Record<NonColor, TargetKind>;

type OfColor = `${Color}-creature`;
/** "target black creature" and the other colours (a white-and-black creature is black). */
const OF_COLOR = Object.fromEntries(
  COLORS.map((c) => [
    `${c}-creature`,
    { words: { ja: [`${COLOR_JA[c]}のクリーチャー`], fr: [`créature-${COLOR_FR_FEMININE[c]}`] }, rules: ['115.1', '105.2'], fits: creature((v, id) => v.colors(id).includes(c)) },
  ]),
) as unknown as Record<OfColor, TargetKind>;

const COLOR_FR_MASCULINE: Record<Color, string> = { white: 'blanc', blue: 'bleu', black: 'noir', red: 'rouge', green: 'vert' };
type SpellOfColor = `${Color}-spell` | `non${Color}-spell`;
/** "target blue spell", "target nonblue spell" (105.2): its colours as cast. */
const SPELL_COLOR = Object.fromEntries(
  COLORS.flatMap((c) => [
    [`${c}-spell`, { words: { ja: [`${COLOR_JA[c]}の呪文`], fr: [`sort-${COLOR_FR_MASCULINE[c]}`] }, ...spellWhere((s) => s.colors.includes(c), '105.2') }],
    [`non${c}-spell`, { words: { ja: [`${COLOR_JA[c]}でない呪文`], fr: [`sort-non-${COLOR_FR_MASCULINE[c]}`] }, ...spellWhere((s) => !s.colors.includes(c), '105.2') }],
  ]),
) as unknown as Record<SpellOfColor, TargetKind>;

export type TargetKindName = keyof typeof BASE | NonColor | OfColor | SpellOfColor;

export const TARGET_KINDS: Record<TargetKindName, TargetKind> = { ...BASE, ...NON_COLOR, ...OF_COLOR, ...SPELL_COLOR };

export const targetKindTerms: Term<TargetKindName>[] = (Object.keys(TARGET_KINDS) as TargetKindName[]).map((k) => ({ canonical: k, aliases: TARGET_KINDS[k].words }));

/** Effects that hurt what they affect: their target is chosen among the opponents' things first. */
const HARMFUL: ReadonlySet<EffectKind> = new Set(['counter', 'counter-exile', 'counter-unless', 'counter-unless-exile', 'sacrifice-a-creature', 'put-on-library', 'skip-next-untap', 'damage', 'destroy', 'bury', 'exile', 'sacrifice', 'lose', 'lose-life', 'poison', 'control', 'color', 'tap', 'bounce', 'switch', 'becomes', 'fighter', 'fight', 'bite', 'damage-divided', 'damage-exile']);

export function isHarmful(e: Effect): boolean {
  if (e.kind === 'pump') return (e.power ?? 0) < 0 || (e.toughness ?? 0) < 0;
  if (e.kind === 'gain' && e.keyword) return KEYWORD_RULES[e.keyword].drawback === true;
  if (e.kind === 'put') return e.counter === '-1/-1';
  // a hand revealed, looked at or discarded from is the opponent's, usually (engine/mtg/looking.ts): Mind Rot, Thoughtseize, Peek
  if (e.kind === 'reveal-hand' || e.kind === 'look-hand' || e.kind === 'discard' || e.kind === 'discard-random') return true;
  return HARMFUL.has(e.kind);
}

/** Does this player or permanent fit the kind of target? */
export function fitsKind(v: TargetKindView & { isPlayer(id: string): boolean }, kind: TargetKindName, id: string, you: string, self: string | undefined, maxValue?: number): boolean {
  const k: TargetKind = TARGET_KINDS[kind];
  const spell = v.spellTypes?.(id);
  if (spell) return k.spell?.(spell, v.spellView?.(id), v, you) ?? false;
  const card = v.graveyardCard?.(id);
  // "with mana value N or less" (soulshift, 702.46a): the card's mana value now (202.3)
  if (card) return (maxValue === undefined || card.mv <= maxValue) && (k.card?.(card.types, card.owner === you, card) ?? false);
  if (v.isPlayer(id)) return k.players === 'any' || (k.players === 'opponents' && v.opponents(you).includes(id));
  return k.fits !== undefined && k.fits(v, id, you, self);
}

/**
 * The candidates for a target of this kind, in the order a player would usually pick them: for an effect that
 * hurts, the opponents (and their permanents) first; for one that helps, the source itself, then the controller's own.
 */
export function candidates(
  v: TargetKindView & { isPlayer(id: string): boolean },
  kind: TargetKindName,
  e: Effect,
  you: string,
  self: string | undefined,
  players: readonly string[],
  permanents: readonly string[],
): string[] {
  const ok = [...players, ...permanents].filter((id) => fitsKind(v, kind, id, you, self, e.maxValue));
  const mine = (id: string) => (v.isPlayer(id) ? id === you : v.controller(id) === you);
  const harmful = isHarmful(e);
  const rank = (id: string): number => {
    if (harmful) return mine(id) ? 2 : v.isPlayer(id) ? 0 : 1;
    if (id === self) return 0;
    return mine(id) ? 1 : 2;
  };
  const prefer = TARGET_KINDS[kind].prefer;
  const first = (id: string) => (prefer?.(v, id, self) ? 0 : 1);
  return ok.map((id, i) => ({ id, r: rank(id), f: first(id), i })).sort((a, b) => a.f - b.f || a.r - b.r || a.i - b.i).map((x) => x.id);
}
