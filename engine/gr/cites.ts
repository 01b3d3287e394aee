/**
 * Knowledge-base entry ids the Gate Ruler engine cites (entries under rulings/gr/), and the rule references it puts
 * in `rules`: sections of the 2021-10-21 update (seed 001, source gr-update-2021-10-21, written `§<anchor>` with the
 * section anchors of rulings/sources/gr-update-2021-10-21.yaml) and a few paragraph numbers of the Comprehensive
 * Rules Ver.1.0.0 that the update did not change (written `CR1.0 <number>`).
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
} as const;

export const ALL_SECTIONS: readonly string[] = Object.values(SECTION);

export const R = Object.fromEntries(Object.entries(SECTION).map(([k, v]) => [k, `§${v}`])) as { [K in keyof typeof SECTION]: string };

/** Comprehensive Rules Ver.1.0.0 paragraphs the 2021-10-21 update left as they were. */
export const CR = {
  /** A unit is destroyed when its damage reaches its HP, or its HP is 0 or less. */
  lethal: 'CR1.0 2-11c',
  /** Damage from cards, effects and combat puts a damage execution on the gate. */
  execution: 'CR1.0 13-2a',
  /** One source damaging several things at once makes one execution with several parts. */
  severalParts: 'CR1.0 13-2a-3',
  /** The attack declaration: an acted unit of the attack zone, and a unit or ruler to attack. */
  attack: 'CR1.0 8-4c',
} as const;
