/**
 * Knowledge-base entry ids the Gate Ruler engine cites (entries under rulings/gr/), and the rule references it puts
 * in `rules`: sections of the 2021-10-21 update (seed 001, source gr-update-2021-10-21, written `§<anchor>` with the
 * section anchors of rulings/sources/gr-update-2021-10-21.yaml). Only what a user can open is cited: paragraph numbers
 * of the Comprehensive Rules Ver.1.0.0 are not, since no document of the project holds their text; a basic the update
 * did not restate cites the update's section that describes it (damage executions: §next-damage-prevention).
 * test/engine/gr-cites.test.ts checks every id exists in the knowledge base and every anchor in the source file.
 */
export const CITE = {
  destroyImmediate: 'gr.destroy.immediate',
  soulguard: 'gr.destroy.soulguard',
  notGraveyard: 'gr.destroy.not-graveyard',
  execution: 'gr.damage.execution',
  nextDamage: 'gr.prevent.next-damage',
  katatagae: 'gr.prevent.katatagae',
  cantReduce: 'gr.damage.cant-reduce',
  drBasics: 'gr.dr.basics',
  drConditions: 'gr.dr.conditions',
  drFaceDown: 'gr.dr.face-down',
  drHealing: 'gr.dr.healing',
  costReduction: 'gr.cost.reduction',
  deathtouch: 'gr.keyword.deathtouch',
  multiAttack: 'gr.keyword.multi-attack',
  overload: 'gr.card.o15-overload',
  vrunzvik: 'gr.card.vrunzvik-guillotine',
  lucifer: 'gr.card.lucifer-the-lightbringer',
  parzival: 'gr.card.parzival',
  doppelganger: 'gr.card.space-doppelganger',
  akugoro: 'gr.card.shinno-akugoro',
  vamel: 'gr.card.black-knight-vamel',
  fusuikazuchi: 'gr.card.fusuikazuchi',
  wrath: 'gr.card.wrath-of-the-awakened',
  tatari: 'gr.errata.tatari-oni',
  trickster: 'gr.card.t20-trickster',
  dreadnought: 'gr.card.d4-dreadnought',
  whenAttacking: 'gr.timing.when-attacking',
  sentinel: 'gr.summon.sentinel',
  instantSummon: 'gr.summon.instant-normal',
  vanRain: 'gr.card.van-rain',
  targetWording: 'gr.target.wording',
  blackAntler: 'gr.card.black-antler',
  yokaiGekyo: 'gr.card.yokai-gekyo',
  rikori: 'gr.errata.higanbana-no-rikori',
  jashin: 'gr.card.jashin-tensei',
} as const;

export const ALL_CITES: readonly string[] = Object.values(CITE);

/** Sections of the 2021-10-21 update. */
export const SECTION = {
  destruction: 'destruction-change',
  prevention: 'next-damage-prevention',
  dr: 'damage-reverse',
  cost: 'cost-reduction',
  deathtouch: 'deathtouch',
  tripleAttack: 'triple-attack',
  overload: 'card-o15-overload',
  vrunzvik: 'card-vrunzvik-guillotine',
  lucifer: 'card-lucifer-the-lightbringer',
  parzival: 'card-parzival',
  akugoro: 'card-shinno-akugoro',
  doppelganger: 'card-space-doppelganger',
  vamel: 'card-black-knight-vamel',
  fusuikazuchi: 'card-fusuikazuchi',
  wrath: 'card-wrath-of-the-awakened',
  tatari: 'card-tatari-oni',
  trickster: 'card-t20-trickster',
  dreadnought: 'card-d4-dreadnought',
  whenAttacking: 'when-attacking',
  sentinel: 'sentinel-summon',
  instantSummon: 'instant-normal-summon',
  vanRain: 'card-van-rain',
  targetWording: 'target-wording',
  blackAntler: 'card-black-antler',
  yokaiGekyo: 'card-yokai-gekyo',
  rikori: 'card-higanbana-no-rikori',
  jashin: 'card-jashin-tensei',
} as const;

export const ALL_SECTIONS: readonly string[] = Object.values(SECTION);

export const R = Object.fromEntries(Object.entries(SECTION).map(([k, v]) => [k, `§${v}`])) as { [K in keyof typeof SECTION]: string };
