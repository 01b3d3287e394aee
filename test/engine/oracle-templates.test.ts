/**
 * The Oracle-text reader (engine/mtg/oracle.ts) and its template table (engine/mtg/oracle-templates.ts): every
 * template is tested on a real card of the reference pool (read at run time, never copied), and the reading is
 * what a user would have written in the notation. Cards named in the expectations are real cards.
 */
import { describe, expect, it } from 'vitest';
import type { CardFacts } from '../../engine/core/cards.ts';
import { printAbility, printEffects } from '../../engine/mtg/effects-syntax.ts';
import { normalise, readOracle, type CardReading } from '../../engine/mtg/oracle.ts';
import { ORACLE_TEMPLATES } from '../../engine/mtg/oracle-templates.ts';
import { REFERENCE_CARDS, referenceCard } from '../helpers/reference-cards.ts';

/** A reading as the notation words it adds to an object (or a spell's effects). */
export function words(r: CardReading): string {
  return [
    ...r.keywords,
    ...(r.protection.length ? [`pro=${r.protection.join(',')}`] : []),
    ...Object.entries(r.attributes).map(([k, v]) => `${k}:${v}`),
    ...(r.entersWithX ? ['enters-with:X'] : []),
    ...r.abilities.map(printAbility),
    ...(r.castCosts ?? []),
    ...(r.spell?.length || !r.modes ? (r.spell ? [printEffects(r.spell)] : []) : []),
    ...(r.modes ? [`modes: ${r.modes.map((m) => printEffects(m)).join(' | ')}`] : []),
    ...(r.kicked ? [`kicked: ${printEffects(r.kicked)}`] : []),
    ...(r.cleave ? [`cleaved ${r.cleave.cost}: ${printEffects(r.cleave.effects)}`] : []),
  ].join(' ');
}

/** [template, real card that uses it, what the card reads as]: one row per template. */
const ROWS: Array<[string, string, string]> = [
  ['keyword', 'Serra Angel', 'flying vigilance'],
  ['protection-from-colors', 'White Knight', 'first-strike pro=black'],
  ['protection-from-qualities', 'Nacatl Savage', 'pro=artifacts'],
  ['keyword-number', 'Jawbone Duelist', 'double-strike toxic:1'],
  ['devoid', 'Forerunner of Slaughter', ''],
  ['keyword-elsewhere', 'Angel of the God-Pharaoh', 'flying cycling'],
  ['cant-block', 'Goblin Raider', 'cant-block'],
  ['unblockable', 'Phantom Warrior', 'unblockable'],
  ['blocks-only-flying', 'Cloud Pirates', 'flying blocks-only-flying'],
  ['must-attack', 'Bloodrock Cyclops', 'must-attack'],
  ['must-be-blocked', "Gaea's Protector", 'must-be-blocked'],
  ['block-any', 'Palace Guard', 'block-any'],
  ['extra-block', 'Foriysian Brigade', 'extra-block:1'],
  ['max-one-blocker', 'Charging Rhino', 'max-blockers:1'],
  ['enters-tapped', 'Diregraf Ghoul', 'enters-tapped'],
  ['enters-with-counters', 'Adaptive Shimmerer', 'flash enters-with:3'],
  ['anthem', 'Glorious Anthem', '(static: +1/+1 creatures yours)'],
  ['anthem-keywords', 'Oathsworn Giant', 'vigilance (static: +0/+2 creatures yours others & gain vigilance creatures yours others)'],
  ['anthem-gain', 'Levitation', '(static: gain flying creatures yours)'],
  ['when-enters', 'Kitchen Finks', 'persist (enters: gain-life 2 you)'],
  ['when-enters-or-attacks', 'Bruse Tarl, Boorish Herder', 'partner (enters: gain double-strike ?your-creature & gain lifelink that) (attacks: gain double-strike ?your-creature & gain lifelink that)'],
  ['when-leaves', 'Delusions of Mediocrity', '(enters: gain-life 10 you) (leaves: lose-life 10 you)'],
  ['when-enters-or-leaves', 'Aven Riftwatcher', 'flying vanishing:3 (enters: gain-life 2 you) (leaves: gain-life 2 you)'],
  ['when-enters-or-dies', 'Ashen Rider', 'flying (enters: exile ?permanent) (dies: exile ?permanent)'],
  ['when-creature-yours-enters', "Ajani's Welcome", '(ally-enters: gain-life 1 you)'],
  ['when-any-creature-enters', 'Blasting Station', '(activated tap sacrifice-creature: damage 1 ?any) (creature-enters: may untap self)'],
  ['when-creature-yours-dies', 'Zulaport Cutthroat', '(dies: lose-life 1 each-opponent & gain-life 1 you) (ally-dies: lose-life 1 each-opponent & gain-life 1 you)'],
  ['when-blocks-or-blocked', 'Chub Toad', '(blocks: +2/+2 self) (becomes-blocked: +2/+2 self)'],
  ['when-dies', 'Archon of Justice', 'flying (dies: exile ?permanent)'],
  ['when-attacks', 'Bolt Hound', 'haste (attacks: +1/+0 creatures yours others)'],
  ['when-blocks', 'Sustainer of the Realm', 'flying (blocks: +0/+2 self)'],
  ['when-blocked', 'Deepwood Wolverine', '(becomes-blocked: +2/+0 self)'],
  ['when-attacks-or-blocks', 'Merfolk Skyscout', 'flying (attacks: untap ?permanent) (blocks: untap ?permanent)'],
  ['when-combat-damage', 'Slith Firewalker', 'haste (combat-damage: put 1 +1/+1 self)'],
  ['when-combat-damage-creature', 'Mirri the Cursed', 'flying first-strike haste (combat-damage-creature: put 1 +1/+1 self)'],
  ['when-damage-player', 'Niv-Mizzet, Dracogenius', 'flying (damage-to-player: may draw 1 you) (activated: damage 1 ?any)'],
  ['when-damage-opponent', 'Thieving Magpie', 'flying (damage-to-opponent: draw 1 you)'],
  ['when-damaged', 'Fungusaur', '(damaged: put 1 +1/+1 self)'],
  ['when-creature-dies', 'Blood Artist', '(creature-dies: lose-life 1 ?player & gain-life 1 you)'],
  ['when-another-enters', 'Soul Warden', '(creature-enters: gain-life 1 you)'],
  ['when-ally-enters', 'Celebrity Fencer', '(ally-enters: put 1 +1/+1 self)'],
  ['when-other-dies', 'Deathgreeter', '(other-dies: may gain-life 1 you)'],
  ['when-ally-dies', 'Unruly Mob', '(ally-dies: put 1 +1/+1 self)'],
  ['at-your-combat', 'Luminarch Aspirant', '(your-combat: put 1 +1/+1 ?your-creature)'],
  ['when-cast-noncreature', 'Firebrand Archer', '(cast-noncreature: damage 1 each-opponent)'],
  ['when-cast-spell', 'Leonin Battlemage', '(activated tap: +1/+1 ?creature) (cast-spell: may untap self)'],
  ['when-cast-creature', 'Beast Whisperer', '(cast-creature: draw 1 you)'],
  ['when-opponent-casts', 'Mogg Sentry', '(opponent-casts: +2/+2 self)'],
  ['when-player-casts', 'Blind Creeper', '(player-casts: -1/-1 self)'],
  ['when-cast-instant-sorcery', 'Aven Wind Mage', 'flying (cast-instant-sorcery: +1/+1 self)'],
  ['when-life-gained', "Ajani's Pridemate", '(life-gained: put 1 +1/+1 self)'],
  ['at-end-step', 'Ball Lightning', 'trample haste (end-step: sacrifice self)'],
  ['at-your-upkeep', 'Bloodgift Demon', 'flying (your-upkeep: draw 1 ?player & lose-life 1 that)'],
  ['at-each-upkeep', 'Celestial Force', '(upkeep: gain-life 3 you)'],
  ['when-becomes-tapped', 'Fallowsage', '(becomes-tapped: may draw 1 you)'],
  ['when-damaged-creature-dies', 'Sengir Vampire', 'flying (damaged-creature-dies: put 1 +1/+1 self)'],
  ['at-your-end-step', 'Voltaic Servant', '(your-end-step: untap ?artifact)'],
  // fifth stretch, creatures (oracle5a)
  ['damage-that-much', 'Boros Reckoner', '(damaged: damage that-much ?any) (activated: gain first-strike self)'],
  ['gain-that-much', 'Wall of Hope', 'defender (damaged: gain-life that-much you)'],
  ['cost-discard', 'Aven Trooper', 'flying (activated discard-card: +1/+2 self)'],
  ['prototype', 'Blitz Automaton', 'prototype haste'],
  ['create-token', 'Attended Knight', 'first-strike (enters: create 1/1 white subtypes=Soldier you)'],
  ['attacks-only-if-island', 'Armored Galleon', 'attacks-only-if-island'],
  ['cant-block-unblockable', 'Tormented Soul', 'cant-block unblockable'],
  ['blocked-by-all', 'Breaker of Armies', 'must-be-blocked-by-all'],
  ['when-blocked-by-creature', 'Kolaghan Aspirant', '(blocked-by-creature: damage 1 that)'],
  ['unblockable-by-power', "Arlinn's Wolf", 'unblockable-power-le:2'],
  ['cant-block-by-power', 'Brassclaw Orcs', 'cant-block-power-ge:2'],
  ['pt-count', 'Battle Squadron', 'flying pt-creatures'],
  ['cost-mana', 'Shivan Dragon', 'flying (activated: +1/+0 self)'],
  ['cost-tap', 'Prodigal Pyromancer', '(activated tap: damage 1 ?any)'],
  ['cost-sacrifice', 'Mogg Fanatic', '(activated sacrifice: damage 1 ?any)'],
  ['cost-sacrifice-permanent', 'Blasting Station', '(activated tap sacrifice-creature: damage 1 ?any) (creature-enters: may untap self)'],
  ['choose-one', 'Crushing Vines', 'modes: destroy ?flying-creature | destroy ?artifact'],
  ['spell-cost-sacrifice', 'Bone Splinters', 'sacrifice-creature destroy ?creature'],
  ['cost-life', 'Carrion Howler', '(activated life:1: +2/-1 self)'],
  ['activate-sorcery', 'Lightning Wolf', '(activated sorcery: gain first-strike self)'],
  ['activate-your-turn', 'Disrupting Scepter', '(activated tap your-turn: discard 1 ?player)'],
  ['activate-before-attackers', 'Apprentice Sorcerer', '(activated tap before-attackers: damage 1 ?any)'],
  ['activate-once', 'Drake Hatchling', 'flying (activated once: +1/+0 self)'],
  ['damage', 'Shock', 'damage 2 ?any'],
  ['damage-more', 'Char', 'damage 4 ?any & damage 2 you'],
  ['damage-each', 'Pyroclasm', 'damage 2 creatures'],
  ['damage-each-and-players', 'Pestilence', '(activated: damage 1 creatures & damage 1 each-player)'],
  ['pump', 'Giant Growth', '+3/+3 ?creature'],
  ['pump-and-gain', 'Adamant Will', '+2/+2 ?creature & gain indestructible that'],
  ['gain-keyword', 'Jump', 'gain flying ?creature'],
  ['gain-life', 'Angel of Mercy', 'flying (enters: gain-life 3 you)'],
  ['lose-life', 'Blood Artist', '(creature-dies: lose-life 1 ?player & gain-life 1 you)'],
  ['destroy', 'Murder', 'destroy ?creature'],
  ['destroy-all', 'Wrath of God', 'bury creatures'],
  ['exile', 'Erase', 'exile ?enchantment'],
  ['sacrifice-self', 'Ball Lightning', 'trample haste (end-step: sacrifice self)'],
  ['counters', "Ajani's Pridemate", '(life-gained: put 1 +1/+1 self)'],
  ['counters-each', 'Soul Snuffers', '(enters: put 1 -1/-1 creatures)'],
  ['regenerate', 'Drudge Skeletons', '(activated: regenerate self)'],
  ['tap', 'Pressure Point', 'tap ?creature & draw 1 you'],
  ['untap', 'Aim High', 'untap ?creature & +2/+2 that & gain reach that'],
  ['tap-all', 'Deluge', 'tap creatures non-flying'],
  ['untap-all', 'Vitalize', 'untap creatures yours'],
  ['bounce', 'Unsummon', 'bounce ?creature'],
  ['prevent', 'Combat Medic', '(activated: prevent 1 ?any)'],
  ['prevent-combat', 'Fog', 'prevent-combat you'],
  // oracle10a: prevention effects for the turn (engine/mtg/prevention.ts)
  ['prevent-all-both', 'Energy Arc', 'untap ?creature:0-99 & prevent-all-combat that & prevent-combat-by that'],
  ['prevent-all-to', 'Blinding Fog', 'prevent-all creatures & gain hexproof creatures yours'],
  ['prevent-all-by', 'Ethereal Haze', 'prevent-by creatures'],
  ['cant-prevent', 'Flaring Pain', 'flashback cant-prevent you'],
  ['prevent-divided', 'Remedy', 'prevent-divided 5 ?any:1-5'],
  ['gain-prevented', 'Chant of Vitu-Ghazi', 'convoke prevent-by creatures & gain-prevented you'],
  ['prevents-damage', 'Dawn Elemental', 'flying prevents-damage'],
  ['prevents-combat-damage', 'Guard Gomazoa', 'defender flying prevents-combat-damage'],
  ['unpreventable-source', 'Excruciator', 'unpreventable'],
  // oracle10a: permanent cards found onto the battlefield, cards named like the source (engine/mtg/looking.ts searchMany)
  ['search-permanent', 'Amrou Scout', '(activated tap: tutor-battlefield Rebel+permanent+mv<=3 you)'],
  ['search-named-many', 'Squadron Hawk', 'flying (enters: may tutor-card name=self*3 you)'],
  ['look-put-back', 'Sage Owl', 'flying (enters: look-top 4 you & rest-top you)'],
  ['search-their-library', 'Extract', 'search-their-exile card ?player & shuffle-library that'],
  ['then-player-shuffles', 'Extract', 'search-their-exile card ?player & shuffle-library that'],
  ['gain-control', 'Threaten', 'untap ?creature & control you that & gain haste that'],
  ['cant-block-this-turn', 'Fervent Cathar', 'haste (enters: gain cant-block ?creature)'],
  ['unblockable-this-turn', 'Blockade Runner', '(activated: gain unblockable self)'],
  ['switch', 'Twisted Image', 'switch ?creature & draw 1 you'],
  ['becomes-creature', 'Inkmoth Nexus', '(activated tap: add-mana you) (activated: becomes 1/1 self & gain artifact self & gain flying self & gain infect self)'],
  ['draw', 'Divination', 'draw 2 you'],
  ['discard', 'Mind Rot', 'discard 2 ?player'],
  ['discard-hand', 'One with Nothing', 'discard-hand you'],
  ['mill', 'Thought Scour', 'mill 2 ?player & draw 1 you'],
  ['scry', 'Opt', 'scry 1 you & draw 1 you'],
  ['surveil', 'Notion Rain', 'surveil 2 you & draw 2 you & damage 2 you'],
  ['add-mana', 'Llanowar Elves', '(activated tap: add-mana you)'],
  // creatures and other permanents, sixth stretch (oracle6a)
  ['when-land-enters', 'Canopy Baloth', '(land-enters: +2/+2 self)'],
  ['when-enchantment-enters', 'Eidolon of Blossoms', '(enchantment-enters: draw 1 you)'],
  ['when-artifact-enters', 'Contraband Kingpin', 'lifelink (artifact-enters: scry 1 you)'],
  ['at-opponent-upkeep', 'Sheoldred, Whispering One', 'swampwalk (your-upkeep: reanimate ?creature-card-in-your-graveyard) (opponent-upkeep: sacrifice-a-creature that)'],
  ['when-becomes-untapped', "Sphinx's Disciple", 'flying (becomes-untapped: draw 1 you)'],
  ['when-cast-enchantment', 'Argothian Enchantress', 'shroud (cast-enchantment: draw 1 you)'],
  ['when-opponent-creature-dies', 'Altac Bloodseeker', '(opponent-creature-dies: +2/+0 self & gain first-strike self & gain haste self)'],
  ['when-your-spell-targets', 'Agent of the Fates', 'deathtouch (heroic: sacrifice-a-creature each-opponent)'],
  ['when-becomes-target', 'Skulking Ghost', 'flying (becomes-target: sacrifice self)'],
  ['sacrifice-it', 'Frost Walker', '(becomes-target: sacrifice self)'],
  ['when-attacks-alone', 'Lunk Errant', '(attacks-alone: +1/+1 self & gain trample self)'],
  ['when-battalion', 'Boros Elite', '(battalion: +2/+2 self)'],
  ['when-attacks-unblocked', 'Eternal of Harsh Truths', 'afflict:2 (attacks-unblocked: draw 1 you)'],
  ['when-cast-multicolored', 'Gloryscale Viashino', '(cast-multicolored: +3/+3 self)'],
  ['when-ally-combat-damage', 'Deepfathom Skulker', '(ally-combat-damage: may draw 1 you) (activated: gain unblockable ?creature)'],
  ['when-blocks-once', 'Zephyr Spirit', '(blocks: bounce self)'],
  ['sacrifice-unless', 'Drifting Djinn', 'flying cycling (your-upkeep: sacrifice-unless 2 self)'],
  // creatures, seventh stretch (oracle7a)
  ['cant-attack-alone', 'Mogg Flunkies', 'cant-attack-alone cant-block-alone'],
  ['when-deals-damage', 'Exalted Angel', 'flying morph (deals-damage: gain-life that-much you)'],
  ['when-deals-combat-damage', 'Sunhome Enforcer', '(deals-combat-damage: gain-life that-much you) (activated: +1/+0 self)'],
  ['when-you-draw', 'Chasm Skulker', '(you-draw: put 1 +1/+1 self)'],
  ['when-opponent-targets', 'Mossdog', '(opponent-targets: put 1 +1/+1 self)'],
  ['when-cast-colored', 'Cinder Pyromancer', '(activated tap: damage 1 ?player-or-planeswalker) (cast-red: may untap self)'],
  ['lord-subtype', 'Goblin King', '(static: +1/+1 creatures others subtype=Goblin & gain mountainwalk creatures others subtype=Goblin)'],
  ['as-long-as-control', 'Kird Ape', '(static controls=Forest: +1/+2 self)'],
  ['as-long-as-control-first', 'Aerial Engineer', '(static controls=artifact: +2/+0 self & gain flying self)'],
  ['when-typed-enters-or-dies', 'Kalastria Healer', '(enters: lose-life 1 each-opponent & gain-life 1 you) (ally-enters subtype=Ally: lose-life 1 each-opponent & gain-life 1 you)'],
  // instants and sorceries, fifth stretch (oracle5b)
  ['counter', 'Cancel', 'counter ?spell'],
  ['cant-be-countered', 'Supreme Verdict', 'cant-be-countered destroy creatures'],
  ['return-from-graveyard', 'Disentomb', 'return ?creature-card-in-your-graveyard'],
  ['reanimate', 'Breath of Life', 'reanimate ?creature-card-in-your-graveyard'],
  ['sacrifice-a-creature', 'Diabolic Edict', 'sacrifice-a-creature ?player'],
  ['put-on-library', 'Griptide', 'put-on-library ?creature'],
  ['countered-exiled', 'Dissipate', 'counter-exile ?spell'],
  ['draw-next-upkeep', 'Feral Instinct', '+1/+1 ?creature & draw-next-upkeep 1 you'],
  ['exile-if-dies', 'Lava Coil', 'damage 4 ?creature & gain exile-instead that'],
  ['no-untap-next', 'Crippling Chill', 'tap ?creature & skip-next-untap that & draw 1 you'],
  ['choose-one-or-both', 'Artful Takedown', 'modes: tap ?creature | -2/-4 ?creature'],
  ['choose-one-or-more', 'Rain of Thorns', 'modes: destroy ?artifact | destroy ?enchantment | destroy ?land'],
  ['choose-two', 'Cryptic Command', 'modes: counter ?spell | bounce ?permanent | tap creatures theirs | draw 1 you'],
  // instants and sorceries, sixth stretch (oracle6b)
  ['if-kicked-amount', 'Burst Lightning', 'kicker damage 2 ?any kicked: damage 4 ?any'],
  ['if-kicked', 'Blink of an Eye', 'kicker bounce ?nonland-permanent kicked: bounce ?nonland-permanent & draw 1 you'],
  ['create-treasure-food', 'Crack Open', 'destroy ?artifact-or-enchantment & treasure 1 you'],
  ['investigate', 'Gone Missing', 'put-on-library ?permanent & investigate 1 you'],
  ['pump-combat', 'Morale', '+1/+1 creatures attacking'],
  ['gain-combat', 'Ambush', 'gain first-strike creatures blocking'],
  ['damage-combat', 'Marrow Shards', 'damage 1 creatures attacking'],
  ['search-basic-land', 'Rampant Growth', 'search-land-tapped 1 you'],
  ['tutor', 'Demonic Tutor', 'tutor you'],
  ['extra-turn', 'Time Walk', 'extra-turn you'],
  ['for-each-creature', 'Collective Unconscious', 'draw creature-count you'],
  ['bolster', 'Enduring Victory', 'destroy ?attacking-or-blocking-creature & bolster 1 you'],
  ['spell-cost-discard', 'Thrill of Possibility', 'discard-card draw 2 you'],
  // oracle7b (seventh stretch): spell effects and riders
  ['pump-each-target', 'Dauntless Onslaught', '+2/+2 ?creature:0-2'],
  ['bounce-many', 'Into the Void', 'bounce ?creature:0-2'],
  ['no-untap-next-them', 'Chilling Grasp', 'madness tap ?creature:0-2 & skip-next-untap that'],
  ['exile-spell', "Alchemist's Gambit", 'extra-turn you & exile-spell you'],
  ['shuffle-spell', 'Beacon of Destruction', 'damage 5 ?any & shuffle-spell you'],
  ['suspend-spell', 'Arc Blade', 'suspend damage 2 ?any & suspend-spell 3 you'],
  ['fight', 'Prey Upon', 'fighter ?your-creature & fight ?not-your-creature'],
  ['bite', 'Rabid Bite', 'fighter ?your-creature & bite ?not-your-creature'],
  ['bite-itself', 'Justice Strike', 'fighter ?creature & bite that'],
  ['damage-divided', 'Forked Bolt', 'damage-divided 2 ?any:1-2'],
  ['exile-if-dies-damaged', 'Anger of the Gods', 'damage-exile 3 creatures'],
  ['cast-only-during', 'Remove', 'bounce ?attacking-creature'],
  ['damage-each-filter-and-players', 'Canopy Surge', 'kicker damage 1 creatures flying & damage 1 each-player kicked: damage 4 creatures flying & damage 4 each-player'],
  // oracle8b (eighth stretch): hands revealed and a card chosen from them, the top of a library looked at (engine/mtg/looking.ts)
  ['reveal-hand', 'Thoughtseize', 'reveal-hand ?player & pick-card non-land that & discard-picked that & lose-life 2 you'],
  ['look-at-hand', 'Peek', 'look-hand ?player & draw 1 you'],
  ['choose-from-hand', 'Duress', 'reveal-hand ?opponent & pick-card non-creature+non-land that & discard-picked that'],
  ['discard-chosen', 'Coercion', 'reveal-hand ?opponent & pick-card card that & discard-picked that'],
  ['exile-chosen', 'Castigate', 'reveal-hand ?opponent & pick-card non-land that & exile-picked that'],
  ['look-at-top', 'Impulse', 'look-top 4 you & take-looked 1 you & rest-bottom you'],
  ['looked-to-hand', 'Anticipate', 'look-top 3 you & take-looked 1 you & rest-bottom you'],
  ['looked-of-kind-to-hand', 'Commune with Nature', 'look-top 5 you & may pick-looked creature you & rest-bottom you'],
  ['looked-rest', 'Commune with Nature', 'look-top 5 you & may pick-looked creature you & rest-bottom you'],
  ['tutor-card', 'Idyllic Tutor', 'tutor-card enchantment you'],
  ['discard-random', 'Hymn to Tourach', 'discard-random 2 ?player'],
  ['shuffle-graveyard', 'Timetwister', 'shuffle-hand-graveyard each-player & draw 7 that'],
  ['tutor-graveyard', "Chandra's Outburst", 'damage 4 ?player-or-planeswalker & tutor-graveyard name=Chandra_Bold_Pyromancer you & shuffle-if-searched you'],
  ['shuffle-if-searched', "Chandra's Outburst", 'damage 4 ?player-or-planeswalker & tutor-graveyard name=Chandra_Bold_Pyromancer you & shuffle-if-searched you'],
  ['land-from-hand', 'Growth Spiral', 'draw 1 you & may land-from-hand you'],
  // oracle8d (eighth stretch): instants and sorceries
  ['destroy-all-permanents', 'Tranquility', 'destroy all type=enchantment'],
  ['bounce-all-permanents', 'Upheaval', 'bounce all type=permanent'],
  ['create-token-copy', 'Quasiduplicate', 'jump-start create-copy ?your-creature'],
  ['reanimate-put', 'Hymn of Rebirth', 'reanimate ?creature-card-in-a-graveyard'],
  ['pump-and-gain-each-target', 'Coordinated Assault', '+1/+0 ?creature:0-2 & gain first-strike that'],
  ['until-eot-pump-and-gain', 'Armor of Shadows', '+1/+0 ?creature & gain indestructible that'],
  ['pump-and-unblockable', 'Distortion Strike', 'rebound +1/+0 ?creature & gain unblockable that'],
  ['damage-creatures-and-planeswalkers', "Storm's Wrath", 'damage 4 all type=creature+planeswalker'],
  ['regenerate-each', 'Wrap in Vigor', 'regenerate creatures yours'],
  ['copy-spell', 'Twincast', 'copy-spell-new-targets ?instant-or-sorcery-spell'],
  ['copy-new-targets', 'Twincast', 'copy-spell-new-targets ?instant-or-sorcery-spell'],
  ['attacks-if-able-this-turn', 'Boiling Blood', 'gain must-attack ?creature & draw 1 you'],
  ['blocked-by-all-this-turn', 'Alluring Scent', 'gain must-be-blocked-by-all ?creature'],
  ['pump-must-be-blocked', 'Compelled Duel', '+3/+3 ?creature & gain must-be-blocked that'],
  ['damage-each-of', 'Jagged Lightning', 'damage 3 ?creature:2'],
  ['counter-on-each-of', 'Gird for Battle', 'put 1 +1/+1 ?creature:0-2'],
  ['protection-color-choice', 'Gods Willing', 'gain-protection-choice ?your-creature & scry 1 you'],
  // keywords and named mechanics, seventh stretch (oracle7c)
  ['echo', 'Acridian', 'echo:2'],
  ['when-exploits', 'Silumgar Butcher', 'exploit (exploits: -3/-3 ?creature)'],
  ['cumulative-upkeep-mana', 'Arctic Wolves', 'cumulative-upkeep-mana:2 (enters: draw 1 you)'],
  // eighth stretch (oracle8c): keywords and mechanics
  ['ward', 'Adrix and Nev, Twincasters', 'ward:2'],
  ['ward-life', 'Dwarven Forge-Chanter', 'prowess ward-life:2'],
  ['explores', 'Merfolk Branchwalker', '(enters: explore self)'],
  ['amass', 'Relentless Advance', 'amass 3 you'],
  ['cumulative-upkeep-life', 'Gallowbraid', 'trample cumulative-upkeep:1'],
  ['cost-boast', 'Fearless Pup', 'first-strike (activated boast: +2/+0 self)'],
  // ninth stretch (oracle9c): keywords and mechanics
  ['werewolf-front', 'Village Ironsmith', 'first-strike transform-if-no-spells'],
  ['werewolf-back', 'Ironfang', 'first-strike transform-if-two-spells'],
  // oracle10c: the untap step (502.3) and statics at some moments (611.3b)
  ['no-untap', 'Colossus of Sardia', 'trample no-untap (activated upkeep-only: untap self)'],
  ['activate-upkeep', 'Colossus of Sardia', 'trample no-untap (activated upkeep-only: untap self)'],
  ['if-your-turn', 'Fated Conflagration', 'damage 5 ?creature-or-planeswalker & if-your-turn scry 2 you'],
  ['unblockable-as-long-as', 'Dream Prowler', '(static attacking-alone: gain unblockable self)'],
  ['as-long-as-counter', 'Baloth Pup', '(static with-counter: gain trample self)'],
  ['triggers-once', 'Academy Wall', 'defender (cast-instant-sorcery once: may draw 1 you & if-done discard 1 you)'],
  ['no-untap-next-lands', "Bontu's Last Reckoning", 'destroy creatures & skip-next-untap all type=land yours'],
  ['enters-tapped-no-untap', 'Leviathan', 'trample enters-tapped no-untap'],
  ['may-not-untap', 'Rubinia Soulsinger', 'may-not-untap'],
  ['as-long-as-turn', 'Wildwood Geist', '(static your-turn: +2/+2 self)'],
  ['as-long-as-turn-first', 'Ahn-Crop Invader', '(static your-turn: gain first-strike self) (activated sacrifice-another: +2/+0 self)'],
  ['as-long-as-status', 'Kor Scythemaster', '(static attacking: gain first-strike self)'],
  ['as-long-as-status-first', 'Adanto Vanguard', '(static attacking: +2/+0 self) (activated life:4: gain indestructible self)'],
  // creatures, eighth stretch (oracle8a): "you may pay … If you do, …" (118.12)
  ['if-you-do', 'Academy Raider', 'intimidate (combat-damage: may discard 1 you & if-done draw 1 you)'],
  ['you-may-pay', 'Estwald Shieldbasher', '(attacks: may pay-mana 1 you & if-done gain indestructible self)'],
  ['unless-you-pay', 'Force of Nature', 'trample (your-upkeep: may pay-mana 4 you & if-not-done damage 8 you)'],
  ['pay-mana', 'Estwald Shieldbasher', '(attacks: may pay-mana 1 you & if-done gain indestructible self)'],
  ['pay-life', 'Arrogant Poet', '(attacks: may pay-life 2 you & if-done gain flying self)'],
  ['when-blocks-creature', "Ezuri's Archers", 'reach (blocks-flying: +3/+0 self)'],
  ['trigger-choose-one', 'Knight of Autumn', '(enters: put 2 +1/+1 self | destroy ?artifact-or-enchantment | gain-life 4 you)'],
  // threshold (611.3b, 602.5)
  ['threshold-self', 'Werebear', '(activated tap: add-mana you) (static graveyard=7: +3/+3 self)'],
  ['threshold-self-first', 'Mystic Enforcer', 'pro=black (static graveyard=7: +3/+3 self & gain flying self)'],
  ['threshold-anthem', 'Silver Seraph', 'flying (static graveyard=7: +2/+2 creatures yours others)'],
  ['gain-life-lost', 'Kokusho, the Evening Star', 'flying (dies: lose-life 5 each-opponent & gain-life that-much you)'],
  ['activate-any-player', 'Quicksilver Wall', 'defender (activated any-player: bounce self)'],
  ['cost-threshold-word', 'Krosan Avenger', 'trample (activated threshold: regenerate self)'],
  ['activate-threshold', 'Krosan Avenger', 'trample (activated threshold: regenerate self)'],
  // instants and sorceries, ninth stretch (oracle9b): searches for several cards, subtypes, basic (701.19)
  ['search-cards', 'Entomb', 'tutor-to-graveyard card you'],
  ['search-land-split', 'Cultivate', 'search-land-split 2 you'],
  ['controller-may-search-land', 'Path to Exile', 'exile ?creature & may search-land-tapped 1 its-controller'],
  ['learn', 'Cram Session', 'gain-life 4 you & learn you'],
  ['graveyard-to-library', 'Reclaim', 'graveyard-to-top ?card-in-your-graveyard'],
  ['named-count', 'Flame Burst', 'damage named-count+2 ?any'],
  ['reveal-and-separate', 'Steam Augury', 'reveal-top 5 you & separate-piles you & choose-pile each-opponent & pile-to-hand you'],
  ['opponent-separates', 'Fact or Fiction', 'reveal-top 5 you & separate-piles each-opponent & pile-to-hand you'],
  ['opponent-chooses-pile', 'Steam Augury', 'reveal-top 5 you & separate-piles you & choose-pile each-opponent & pile-to-hand you'],
  ['pile-to-hand', 'Fact or Fiction', 'reveal-top 5 you & separate-piles each-opponent & pile-to-hand you'],
  ['flip-coin', 'Stitch in Time', 'flip-coin you & if-done extra-turn you'],
  ['if-you-win-the-flip', 'Stitch in Time', 'flip-coin you & if-done extra-turn you'],
  // ninth stretch (oracle9d): amounts counted as the spell resolves (608.2h)
  ['damage-counted', 'Ground Assault', 'damage land-count ?creature'],
  ['damage-counted-first', 'Fling', 'sacrifice-creature damage sacrificed-power ?any'],
  ['life-counted', 'Heal the Scars', 'regenerate ?creature & gain-life its-toughness you'],
  ['life-for-each', 'Bountiful Harvest', 'gain-life land-count you'],
  ['gain-life-dealt', 'Corrupt', 'damage swamp-count ?any & gain-life that-much you'],
  ['spell-cost-change', 'Aerial Formation', '+1/+1 ?creature:0-99 & gain flying that'],
  ['counter-unless-counted', 'Circular Logic', 'madness counter-unless graveyard-count ?spell'],
  ['counter-spell-which', 'Turn Aside', 'counter ?spell-targeting-your-permanent'],
  ['draw-counted', "Life's Legacy", 'sacrifice-creature draw sacrificed-power you'],
  ['you-may', 'Auriok Champion', 'pro=black,red (creature-enters: may gain-life 1 you)'],
  ['no-regeneration', 'Wrath of God', 'bury creatures'],
  ['still-a-land', 'Inkmoth Nexus', '(activated tap: add-mana you) (activated: becomes 1/1 self & gain artifact self & gain flying self & gain infect self)'],
  // creatures, ninth stretch (oracle9a): kicked permanents (702.33d)
  ['kicked-enters-with', 'Academy Drake', 'kicker flying kicked-enters-with:2'],
  ['enters-with-per-kick', 'Apex Hawks', 'multikicker flying enters-with-per-kick'],
  ['when-enters-kicked', 'Benalish Emissary', 'kicker (enters-kicked: destroy ?land)'],
  // monstrosity (701.31)
  ['monstrosity', 'Ill-Tempered Cyclops', 'trample (activated: monstrosity 3 self)'],
  ['when-becomes-monstrous', "Kalemne's Captain", 'vigilance (activated: monstrosity 3 self) (becomes-monstrous: exile all type=artifact+enchantment)'],
  // X +1/+1 counters as it enters (107.3m), and removing a +1/+1 counter as a cost (602.2b)
  ['enters-with-x', 'Endless One', 'enters-with:X'],
  ['cost-remove-counter', 'Walking Ballista', 'enters-with:X (activated: put 1 +1/+1 self) (activated remove-counter: damage 1 ?any)'],
  // leveler cards (702.87, 711)
  ['level-up', 'Beastbreaker of Bala Ged', '(activated sorcery: level-up self) (static level=1-3: becomes 4/4 self) (static level=4+: becomes 6/6 self) (static level=4+: gain trample self)'],
  ['level-band', 'Beastbreaker of Bala Ged', '(activated sorcery: level-up self) (static level=1-3: becomes 4/4 self) (static level=4+: becomes 6/6 self) (static level=4+: gain trample self)'],
  ['level-pt', 'Beastbreaker of Bala Ged', '(activated sorcery: level-up self) (static level=1-3: becomes 4/4 self) (static level=4+: becomes 6/6 self) (static level=4+: gain trample self)'],
  ['activate-twice', 'Pit Imp', 'flying (activated twice: +1/+0 self)'],
  // spore counters (122.1) and the Thallids' costs
  ['spore-counter', 'Thallid', '(your-upkeep: spore-counter 1 self) (activated spores:3: create 1/1 green subtypes=Saproling you)'],
  ['cost-remove-spores', 'Thallid', '(your-upkeep: spore-counter 1 self) (activated spores:3: create 1/1 green subtypes=Saproling you)'],
  ['cost-sacrifice-saproling', 'Elvish Farmer', '(your-upkeep: spore-counter 1 self) (activated spores:3: create 1/1 green subtypes=Saproling you) (activated sacrifice-saproling: gain-life 2 you)'],
  ['outlast', 'Ainok Bond-Kin', '(activated tap sorcery: put 1 +1/+1 self) (static: gain first-strike creatures yours with-counter)'],
  ['adapt', 'Skitter Eel', '(activated: adapt 2 self)'],
  ['when-plus-counters-put', 'Knighted Myr', '(activated: adapt 1 self) (plus-counters-put: gain double-strike self)'],
  ['when-enters-raid', 'Mardu Heart-Piercer', '(enters-raid: damage 2 ?any)'],
  ['as-long-as-monstrous', 'Fleecemane Lion', '(activated: monstrosity 1 self) (static monstrous: gain hexproof self & gain indestructible self)'],
  // oracle9e: delayed triggered abilities at a step (603.7a)
  ['delayed-at-step', 'Mardu Blazebringer', '(attacks: at-end-of-combat self & sacrifice that) (blocks: at-end-of-combat self & sacrifice that)'],
  ['when-control-none', 'Sea Serpent', 'attacks-only-if-island (controls-none controls=Island: sacrifice self)'],
  ['flicker-return', 'Ephemerate', 'rebound exile ?your-creature & return-under-owner that'],
  ['kinship-reveal', 'Ink Dissolver', '(your-upkeep: may look-top 1 you & may reveal-kin you & if-done mill 3 each-opponent)'],
  ['token-mana-ability', 'Blisterpod', '(dies: create 1/1 subtypes=Eldrazi+Scion sacrifice-for-mana you)'],
  ['alt-cost', 'Fireblast', 'damage 4 ?any'],
  ['alt-cost-free', 'Massacre', '-2/-2 creatures'],
  ['extra-cost', 'Phyrexian Tribute', 'destroy ?artifact'],
  ['delayed-return', 'Aetherling', '(activated: exile self & at-next-end-step that & return-under-owner that) (activated: gain unblockable self) (activated: +1/-1 self) (activated: -1/+1 self)'],
  // oracle10d: energy (107.14)
  ['get-energy', "Sage of Shaila's Claim", '(enters: get-energy 3 you)'],
  ['pay-energy', 'Thriving Rhino', '(enters: get-energy 2 you) (attacks: may pay-energy 2 you & if-done put 1 +1/+1 self)'],
  ['cost-energy', 'Longtusk Cub', '(combat-damage: get-energy 2 you) (activated energy:2: put 1 +1/+1 self)'],
  // --- tenth stretch: choices on instants and sorceries (oracle10b)
  ['choose-n-repeat', 'Fiery Confluence', 'modes: damage 1 creatures | damage 2 each-opponent | destroy ?artifact'],
  // its second mode isn't read: kept empty in its place, so the numbers of the modes hold
  ['choose-one-both-commander', "Akroma's Will", 'modes: gain flying creatures yours & gain vigilance creatures yours & gain double-strike creatures yours | '],
  ['escalate', 'Borrowed Hostility', 'modes: +3/+0 ?creature | gain first-strike ?creature'],
  ['cleave', 'Fierce Retribution', 'destroy ?attacking-creature cleaved {5}{W}: destroy ?creature'],
  ['when-enters-no-tribute', 'Ornitharch', 'flying tribute:2 (enters-no-tribute: create 1/1 white flying subtypes=Bird you & create 1/1 white flying subtypes=Bird you)'],
  ['become-monarch', 'Palace Sentinels', '(enters: become-monarch you)'],
  ['clash', 'Lash Out', 'damage 3 ?creature & clash you & if-done damage 3 its-controller'],
  ['if-you-win-clash', 'Lash Out', 'damage 3 ?creature & clash you & if-done damage 3 its-controller'],
  ['otherwise-clash', 'Pulling Teeth', 'clash you & if-done discard 2 ?player & if-not-done discard 1 that'],
  ['return-spell', 'Release the Ants', 'damage 1 ?any & clash you & if-done return-spell you'],
  ['take-initiative', 'Goliath Paladin', 'vigilance (enters: take-initiative you)'],
  ['partner-with', 'Blaring Recruiter', 'partner-with (enters: may tutor-card name=Blaring_Captain ?player) (activated: create 1/1 white subtypes=Warrior you)'],
  ['blessing-self', 'Dusk Charger', 'ascend (static blessing: +2/+2 self)'],
  ['blessing-self-first', 'Slippery Scoundrel', 'ascend (static blessing: gain unblockable self & gain hexproof self)'],
  ['blessing-lord', 'Tendershoot Dryad', 'ascend (upkeep: create 1/1 green subtypes=Saproling you) (static blessing: +2/+2 creatures yours subtype=Saproling)'],
  ['roll-die', 'Contact Other Plane', 'roll-die 20 you & if-roll=1-9 draw 2 you & if-roll=10-19 scry 2 you & if-roll=10-19 draw 2 you & if-roll=20 scry 3 you & if-roll=20 draw 3 you'],
  ['gain-life-result', 'Adorable Kitten', '(enters: roll-die 6 you & gain-life that-much you)'],
  ['lose-life-result', 'Big Boa Constrictor', '(enters: roll-die 6 you & lose-life that-much ?opponent)'],
  ['damage-result', 'Feisty Stegosaurus', '(enters: roll-die 6 you & damage that-much ?opponent-creature)'],
  ['exert', 'Hooded Brawler', 'exert (exerted: +2/+2 self)'],
  ['when-exerted', 'Hooded Brawler', 'exert (exerted: +2/+2 self)'],
  ['when-you-exert', 'Trueheart Twins', 'exert (you-exert: +1/+0 creatures yours)'],
  ['cost-exert', 'Fervent Paincaster', '(activated tap: damage 1 ?player-or-planeswalker) (activated tap exert: damage 1 ?creature)'],
];

describe.skipIf(!REFERENCE_CARDS)('every Oracle template, on a real card', () => {
  it('has a row here (a template added without a test fails)', () => {
    expect(ROWS.map((r) => r[0]).sort()).toEqual(ORACLE_TEMPLATES.map((t) => t.id).sort());
    for (const t of ORACLE_TEMPLATES) expect(ROWS.find((r) => r[0] === t.id)![1], t.id).toBe(t.example);
  });

  it.each(ROWS)('%s: %s reads as "%s"', (id, card, expected) => {
    const r = readOracle(referenceCard(card));
    expect(r.templates).toContain(id);
    expect(words(r)).toBe(expected);
  });
});

const card = (c: Partial<CardFacts> & { name: string; text: string }): CardFacts => ({ typeLine: 'Creature — Test', colors: [], keywords: [], ...c });

describe.skipIf(!REFERENCE_CARDS)('reading a card', () => {
  it('reads "enters the battlefield" (2023 wording) and "enters" (today\'s) alike, and ignores reminder text', () => {
    const finks = referenceCard('Kitchen Finks');
    expect(finks.text).toContain('enters the battlefield');
    const today = { ...finks, text: finks.text!.replace('enters the battlefield', 'enters') };
    expect(words(readOracle(today))).toBe(words(readOracle(finks)));
    expect(words(readOracle(finks))).toBe('persist (enters: gain-life 2 you)');
    expect(readOracle(finks).notModelled).toEqual([]);
  });

  it('reads a card\'s short name and an Alchemy card\'s name without its A- prefix as the card itself', () => {
    expect(normalise('Whenever Ajani attacks, you gain 1 life.', 'Ajani, Valiant Protector')).toBe('Whenever CARDNAME attacks, you gain 1 life.');
    const artist = referenceCard('A-Blood Artist');
    expect(artist.text).toContain('Whenever Blood Artist or another creature dies');
    expect(words(readOracle(artist))).toBe('(creature-dies: lose-life 1 ?opponent & gain-life 1 you)');
  });

  it('drops an ability word before its em dash (no rules meaning)', () => {
    const r = readOracle(card({ name: 'Test Bear', text: 'Landfall — Whenever Test Bear attacks, it gets +1/+1 until end of turn.' }));
    expect(words(r)).toBe('(attacks: +1/+1 self)');
  });

  it('keeps what it cannot read, in the card\'s own words, and reads the rest', () => {
    const r = readOracle(referenceCard('Overgrown Battlement'));
    expect(words(r)).toBe('defender');
    expect(r.notModelled).toEqual(['{T}: Add {G} for each creature with defender you control.']);
    expect(r.unread).toEqual(['{T}: Add {M} for each creature with defender you control.']);
    const baneslayer = readOracle(referenceCard('Baneslayer Angel'));
    expect(words(baneslayer)).toBe('flying first-strike lifelink');
    expect(baneslayer.notModelled).toEqual(['protection from Demons and from Dragons']);
  });

  it('an unread activated ability keeps its "Activate only" sentence with it', () => {
    const r = readOracle(card({ name: 'Test Golem', text: '{2}, Discard two cards: Test Golem gets +2/+2 until end of turn. Activate only as a sorcery.' }));
    expect(r.notModelled).toEqual(['{2}, Discard two cards: Test Golem gets +2/+2 until end of turn. Activate only as a sorcery.']);
    expect(r.unread).toHaveLength(1);
  });

  it('"it" in a spell is the target before; a sentence that would need another object is not read', () => {
    expect(words(readOracle(referenceCard('Aim High')))).toBe('untap ?creature & +2/+2 that & gain reach that');
    const champion = readOracle(referenceCard("Laquatus's Champion"));
    expect(champion.notModelled).toEqual(["When Laquatus's Champion leaves the battlefield, that player gains 6 life."]);
  });

  it('"it" in an ability that triggers on another creature is that creature, which the engine can\'t name: not read', () => {
    const flash = readOracle(referenceCard('Aether Flash'));
    expect(flash.notModelled).toEqual(['Whenever a creature enters the battlefield, Aether Flash deals 2 damage to it.']);
    expect(flash.abilities).toEqual([]);
  });

  it('"a creature you control" includes a creature card itself, not an enchantment', () => {
    expect(words(readOracle(card({ name: 'Test Cleric', text: 'Whenever a creature you control dies, you gain 1 life.' })))).toBe('(dies: gain-life 1 you) (ally-dies: gain-life 1 you)');
    expect(words(readOracle(card({ name: 'Test Shrine', typeLine: 'Enchantment', text: 'Whenever a creature you control dies, you gain 1 life.' })))).toBe('(ally-dies: gain-life 1 you)');
  });

  it('reads "creatures your opponents control" and "creatures without flying" as filters', () => {
    expect(words(readOracle(referenceCard('Azorius Skyguard')))).toBe('flying first-strike (static: -1/+0 creatures theirs)');
    expect(words(readOracle(referenceCard('Cosmotronic Wave')))).toBe('damage 1 creatures theirs & gain cant-block creatures theirs');
    expect(words(readOracle(referenceCard('Ashen Firebeast')))).toBe('(activated: damage 1 creatures non-flying)');
    expect(words(readOracle(referenceCard("Basri's Solidarity")))).toBe('put 1 +1/+1 creatures yours');
    expect(words(readOracle(referenceCard('Dark Betrayal')))).toBe('destroy ?black-creature');
  });

  it('a verb with no subject goes on with the one before ("…, then draws": that), an imperative one is its controller\'s', () => {
    expect(words(readOracle(referenceCard('Wheel of Fortune')))).toBe('discard-hand each-player & draw 7 that');
    expect(words(readOracle(referenceCard('Sign in Blood')))).toBe('draw 2 ?player & lose-life 2 that');
    expect(words(readOracle(referenceCard('Merfolk Looter')))).toBe('(activated tap: draw 1 you & discard 1 you)');
  });

  it('a modal spell is understood when every mode is; a mode it can\'t read is listed, the others kept', () => {
    const charm = readOracle(referenceCard('Esper Charm'));
    expect(charm.notModelled).toEqual([]);
    expect(words(charm)).toBe('modes: destroy ?enchantment | draw 2 you | discard 2 ?player');
    const salve = readOracle(referenceCard('Healing Salve'));
    expect(salve.modes).toHaveLength(2);
  });

  it('keyword abilities that work from another zone keep their word, whatever their cost (113.6b)', () => {
    expect(words(readOracle(referenceCard('Chartooth Cougar')))).toBe('typecycling (activated: +1/+0 self)');
    expect(words(readOracle(referenceCard('Baithook Angler')))).toBe('disturb');
    expect(words(readOracle(referenceCard('Ancestral Vision')))).toBe('suspend draw 3 ?player');
    // abilities of a spell as it is cast (storm, cascade, rebound, overload, splice …): kept, the effects read
    expect(words(readOracle(referenceCard('Grapeshot')))).toBe('storm damage 1 ?any');
    expect(words(readOracle(referenceCard('Bituminous Blast')))).toBe('cascade damage 4 ?creature');
    expect(words(readOracle(referenceCard('Faithless Salvaging')))).toBe('rebound discard 1 you & draw 1 you');
    expect(words(readOracle(referenceCard('Dark Withering')))).toBe('madness destroy ?nonblack-creature');
    expect(words(readOracle(referenceCard('Dampen Thought')))).toBe('splice mill 4 ?player');
    expect(words(readOracle(referenceCard('Boiling Earth')))).toBe('awaken damage 1 creatures theirs');
    // the card data doesn't list overload here: the line is still the keyword with its cost; a hyphenated name reads too
    expect(words(readOracle(referenceCard('Blustersquall')))).toBe('overload tap ?not-your-creature');
    expect(words(readOracle(referenceCard("Chemister's Insight")))).toBe('jump-start draw 2 you');
    // a cost that is not mana ("Flashback—Sacrifice a Mountain") is not read
    expect(readOracle(referenceCard('Lava Dart')).notModelled).toEqual(['Flashback—Sacrifice a Mountain.']);
  });

  it('reads a token\'s power and toughness, colours, keywords and creature types; its name is not kept (111.3, 111.4)', () => {
    expect(words(readOracle(referenceCard('Doomed Traveler')))).toBe('(dies: create 1/1 white flying subtypes=Spirit you)');
    // two tokens are two effects; an artifact creature token carries the card type with its keywords (205.2a)
    expect(words(readOracle(referenceCard('Battle Screech')))).toBe('create 1/1 white flying subtypes=Bird you & create 1/1 white flying subtypes=Bird you');
    expect(readOracle(referenceCard('Battle Screech')).notModelled).toEqual(['Flashback—Tap three untapped white creatures you control.']);
    expect(words(readOracle(referenceCard('Pia Nalaar')))).toContain('(enters: create 1/1 artifact flying subtypes=Thopter you)');
    // three tokens: three effects
    expect(words(readOracle(referenceCard('Sprouting Thrinax')))).toBe('(dies: create 1/1 green subtypes=Saproling you & create 1/1 green subtypes=Saproling you & create 1/1 green subtypes=Saproling you)');
    // a Treasure is a predefined token (111.10a, `treasure N`), not a creature token
    expect(words(readOracle(referenceCard('Dire Fleet Hoarder')))).toBe('(dies: treasure 1 you)');
  });

  it('"that player" / "that creature" first in a triggered ability is the event\'s other object; a phrase of the other kind is not read', () => {
    expect(words(readOracle(referenceCard('Blazing Specter')))).toBe('flying haste (combat-damage: discard 1 that)');
    expect(words(readOracle(referenceCard('Ashmouth Hound')))).toBe('(blocks: damage 1 that) (blocked-by-creature: damage 1 that)');
    // "destroy that creature at end of combat": a delayed ability (603.7a) watching the event's creature
    expect(words(readOracle(referenceCard('Tangle Asp')))).toBe('(blocks: at-end-of-combat that & destroy that) (blocked-by-creature: at-end-of-combat that & destroy that)');
    // "that player" on a creature's event (and "that creature" on a player's) names nothing here
    expect(readOracle(card({ name: 'Test Imp', text: 'Whenever Test Imp blocks a creature, that player discards a card.' })).notModelled).toHaveLength(1);
  });

  it('reads keywords with a number the engine models as triggered abilities: afterlife, afflict, modular', () => {
    expect(words(readOracle(referenceCard('Imperious Oligarch')))).toBe('vigilance afterlife:1');
    expect(readOracle(referenceCard('Frontline Devastator')).notModelled).toEqual([]);
    expect(words(readOracle(referenceCard('Frontline Devastator')))).toContain('afflict:2');
    expect(words(readOracle(referenceCard('Arcbound Bruiser')))).toBe('modular:3');
  });

  it('bestow, squad and prototype are abilities of casting (113.6b); "enchanted creature" is the creature it is attached to, none on a creature', () => {
    expect(words(readOracle(referenceCard('Boon Satyr')))).toBe('flash bestow (static: +4/+2 attached)');
    expect(words(readOracle(referenceCard('Arco-Flagellant')))).toBe('squad cant-block (activated life:3: gain indestructible self)');
  });

  it('reads the kind of spell a counterspell targets, and "unless its controller pays {N}"', () => {
    expect(words(readOracle(referenceCard('Essence Scatter')))).toBe('counter ?creature-spell');
    expect(words(readOracle(referenceCard('Negate')))).toBe('counter ?noncreature-spell');
    expect(words(readOracle(referenceCard('Mana Leak')))).toBe('counter-unless 3 ?spell');
    expect(words(readOracle(referenceCard('Dissolve')))).toBe('counter ?spell & scry 1 you');
  });

  it('"that player" / "that creature" first in a triggered ability is the event\'s other object; a phrase of the other kind is not read', () => {
    expect(words(readOracle(referenceCard('Blazing Specter')))).toBe('flying haste (combat-damage: discard 1 that)');
    expect(words(readOracle(referenceCard('Ashmouth Hound')))).toBe('(blocks: damage 1 that) (blocked-by-creature: damage 1 that)');
    // "destroy that creature at end of combat": a delayed ability (603.7a) watching the event's creature
    expect(readOracle(referenceCard('Tangle Asp')).notModelled).toEqual([]);
    // "that player" on a creature's event (and "that creature" on a player's) names nothing here
    expect(readOracle(card({ name: 'Test Imp', text: 'Whenever Test Imp blocks a creature, that player discards a card.' })).notModelled).toHaveLength(1);
  });

  it('reads keywords with a number the engine models as triggered abilities: afterlife, afflict', () => {
    expect(words(readOracle(referenceCard('Imperious Oligarch')))).toBe('vigilance afterlife:1');
    expect(readOracle(referenceCard('Frontline Devastator')).notModelled).toEqual([]);
    expect(words(readOracle(referenceCard('Frontline Devastator')))).toContain('afflict:2');
  });

  it('bestow, squad and prototype are abilities of casting (113.6b); "enchanted creature" is the creature it is attached to, none on a creature', () => {
    expect(words(readOracle(referenceCard('Boon Satyr')))).toBe('flash bestow (static: +4/+2 attached)');
    expect(words(readOracle(referenceCard('Arco-Flagellant')))).toBe('squad cant-block (activated life:3: gain indestructible self)');
  });

  // --- sixth stretch, creatures (oracle6a)
  it('reads a sentence that goes on with the ability before it in the same paragraph (113.2c): "it" / "that creature" is the target before', () => {
    expect(words(readOracle(referenceCard('Frost Lynx')))).toBe('(enters: tap ?opponent-creature & skip-next-untap that)');
    expect(words(readOracle(referenceCard('Icehide Troll')))).toBe('(activated: +2/+0 self & gain indestructible self & tap that)');
    // a rider after it still qualifies the ability's effects: "It can't be regenerated." on a triggered ability (701.15c)
    expect(words(readOracle(referenceCard('Dark Hatchling')))).toBe('flying (enters: bury ?nonblack-creature)');
    // the sentences after "If you do, …" go on with what happens only if it was done (118.12; eighth stretch)
    expect(words(readOracle(referenceCard('Lorthos, the Tidemaker')))).toBe('(attacks: may pay-mana 8 you & if-done tap ?permanent:0-8 & if-done skip-next-untap that)');
    // "that player" after "you may sacrifice it": the event's player, which the kernel names only in a first effect — not read
    expect(readOracle(referenceCard('Furnace Scamp')).notModelled).toEqual(['If you do, Furnace Scamp deals 3 damage to that player.']);
  });

  it('reads bloodthirst N as the keyword with its number (702.54a)', () => {
    expect(words(readOracle(referenceCard('Blood Ogre')))).toBe('first-strike bloodthirst:1');
    expect(readOracle(referenceCard('Bloodrage Vampire')).notModelled).toEqual([]);
  });

  it('reads fabricate N, rampage N and renown N as keywords with their number (702.123a, 702.23a, 702.112a)', () => {
    expect(words(readOracle(referenceCard('Ambitious Aetherborn')))).toBe('fabricate:1');
    expect(words(readOracle(referenceCard('Craw Giant')))).toBe('trample rampage:2');
    expect(words(readOracle(referenceCard('Topan Freeblade')))).toBe('vigilance renown:1');
    expect(words(readOracle(referenceCard('Treasonous Ogre')))).toBe('dethrone (activated life:3: add-mana you)');
  });

  it('reads each card once (the same reading object comes back)', () => {
    const c = referenceCard('Shock');
    expect(readOracle(c)).toBe(readOracle({ ...c }));
  });
});
