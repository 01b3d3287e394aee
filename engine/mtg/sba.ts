/**
 * State-based actions (704): one check performs every action that applies at once, as a single event (704.3) —
 * +1/+1 and -1/-1 counters cancelling (704.5q), creatures with 0 toughness, lethal damage or deathtouch damage
 * (704.5f–h, indestructible 702.12b, regeneration 701.15), planeswalkers without loyalty (704.5i), defeated battles
 * and sieges (704.5v, 310.11b), battles without a legal protector (704.5w, 704.5x, 310.10), players at 0 life or
 * with ten poison counters (704.5a, 704.5c) and the end of the game (104.2a, 104.4a). Two-Headed Giant losses are
 * the team's (teams.ts); the 1998 damage prevention step holds back damage results (era.ts). The kernel's `settle`
 * repeats the check until nothing happens.
 */
import type { Message, MessageParam } from '../core/types.ts';
import { list } from '../core/messages.ts';
import { CITE } from './cites.ts';
import { key, msg } from './messages.ts';
import { KEYWORD_RULES, abilityIn, citesOf, rulesOf } from './keywords.ts';
import type { Host, Loop, Perm, PlayerState } from './state.ts';
import { ZNS } from './zones.ts';
import { attachmentActions } from './attachments.ts';
import { replaceGameLoss, type LifeHost } from './life.ts';

/** What state-based actions ask of the kernel: to destroy (regeneration may replace it, 701.15) and to emit events. */
export interface SbaHost extends Host, Pick<Loop, 'emit'>, Pick<LifeHost, 'changeLife' | 'draw'> {
  /** Indestructible creatures already said to survive with that much damage (the line is said once). */
  readonly indestructibleNoted: Map<string, number>;
  destroyPerm(pe: Perm, because: Message, source: MessageParam, noRegen?: boolean): 'destroyed' | 'regenerated' | 'exiled';
}

/** One check of the state-based actions (704.5), all performed at once. True when any was performed. */
export function stateBasedActions(run: SbaHost): boolean {
  const before = run.steps.length;
  let acted = false;
  const dead: Array<{ pe: Perm; because: Message }> = [];
  // (a Set's clear() makes a new table: the check runs after every event, and usually nothing left)
  if (run.state.leftNow.size > 0) run.state.leftNow.clear();
  // all state-based actions are one event (704.3): what dies remembers its counters from before they cancel out
  // created on first use: the check runs after every event and usually finds nothing (kept cheap for the benchmark's p99)
  let countersBefore: Map<string, Perm['counters']> | undefined;
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield') {
      // 704.5d: a token anywhere but the battlefield ceases to exist (111.7): it can't come back (111.8)
      if (pe.zone !== 'none' && pe.o.keywords?.some((k) => KEYWORD_RULES[k].token)) {
        run.step('sba-token', { token: pe.label }, [], ['704.5d', '111.7']);
        run.state.move(pe, 'none');
        acted = true;
      }
      continue;
    }
    const o = pe.o;
    // 704.5q: +1/+1 and -1/-1 counters cancel out
    const pairs = Math.min(pe.counters['+1/+1'], pe.counters['-1/-1']);
    if (pairs > 0) {
      (countersBefore ??= new Map()).set(o.id, { ...pe.counters });
      pe.counters['+1/+1'] -= pairs;
      pe.counters['-1/-1'] -= pairs;
      run.state.changed();
      acted = true;
      run.step('sba-counters', { target: pe.label, amount: pairs }, [], ['704.5q']);
    }
    if (run.state.isCreature(o.id)) {
      const t = run.state.toughness(o.id);
      const lethal = t > 0 && pe.damage >= t;
      const indestructible = run.state.ability(o.id, 'indestructible');
      if (t <= 0) {
        dead.push({ pe, because: msg('reason.zero-toughness') });
        run.step('sba-toughness', { creature: pe.label, toughness: t }, [], ['704.5f']);
      } else if ((lethal || pe.deathtouched) && !run.state.window) {
        if (indestructible) {
          if (run.indestructibleNoted.get(o.id) !== pe.damage) {
            run.indestructibleNoted.set(o.id, pe.damage);
            run.step('indestructible', { creature: pe.label, damage: pe.damage }, citesOf(indestructible), [...rulesOf(indestructible), lethal ? '704.5g' : '704.5h']);
          }
        } else if (lethal) {
          dead.push({ pe, because: msg('reason.lethal') });
          run.step('sba-lethal', { creature: pe.label, damage: pe.damage, toughness: t }, [CITE.lethalDamage], ['704.5g', '120.6']);
        } else {
          dead.push({ pe, because: msg('reason.deathtouch') });
          run.step('sba-deathtouch', { creature: pe.label }, [CITE.deathtouch], ['704.5h', '702.2b']);
        }
      }
      if (!run.state.window) pe.deathtouched = false;
    } else if (o.type === 'planeswalker' && pe.loyalty <= 0) {
      dead.push({ pe, because: msg('reason.zero-loyalty') });
      run.step('sba-planeswalker', { planeswalker: pe.label }, [CITE.toPlaneswalker], ['704.5i', '120.3c']);
    }
    if (o.type === 'battle' && pe.defense <= 0 && !dead.some((d) => d.pe === pe)) {
      if (pe.siegeTriggered) {
        acted = true;
        pe.lastKnown = run.state.chars(o.id);
        run.state.move(pe, 'exile');
        pe.inCombat = false;
        pe.leftBecause = msg('reason.siege');
        run.state.changed();
        run.step('siege-defeated', { battle: pe.label, player: o.controller }, [CITE.battleSiege, CITE.battleDefeated], ['310.11b', '704.5v']);
        run.choices.push({
          chooser: o.controller,
          what: msg('choice.siege-cast', { chooser: o.controller, battle: pe.label }),
          range: msg('range.siege-cast'),
          taken: msg('taken.siege-cast'),
          assumed: true,
          cites: [CITE.battleSiege],
          rules: ['310.11b'],
        });
      } else {
        dead.push({ pe, because: msg('reason.zero-defense') });
        run.step('battle-defeated', { battle: pe.label }, [CITE.battleDefeated], ['704.5v', '310.7']);
      }
    }
  }
  legendRule(run, dead);
  // all at once (704.3): every one has left before any "dies" ability looks back (603.10a)
  // destruction by lethal damage or deathtouch can be regenerated (701.15); toughness 0 cannot (704.5f)
  for (let i = dead.length - 1; i >= 0; i--) {
    const { pe, because } = dead[i]!;
    const k = because.key;
    if ((k === key('reason.lethal') || k === key('reason.deathtouch')) && pe.regen > 0) {
      run.destroyPerm(pe, because, pe.label);
      dead.splice(i, 1);
      acted = true;
    }
  }
  const creatures = dead.length === 0 ? [] : dead.filter((d) => run.state.isCreature(d.pe.o.id)).map((d) => d.pe.o.id);
  for (const { pe } of dead) {
    pe.lastKnown = run.state.chars(pe.o.id);
    pe.lastCounters = countersBefore?.get(pe.o.id) ?? { ...pe.counters };
  }
  for (const d of dead) {
    const { pe } = d;
    // asked of what it was as the event began (its last known characteristics, just taken), not of the battlefield
    // after the ones before it left: all of them leave at once (704.3), and asking the battlefield again after each
    // move recomputed every permanent's characteristics once per dead creature (the twelve-blockers bench row)
    if (abilityIn(pe.lastKnown?.keywords, 'exileInstead')) {
      run.step('exiled-instead', { target: pe.label }, [], ['614.1a', '614.6']);
      run.state.move(pe, 'exile');
      d.because = msg('reason.exiled-instead');
    } else run.state.move(pe, 'graveyard');
    pe.inCombat = false;
    pe.leftBecause = d.because;
    run.state.leftNow.add(pe.o.id);
    acted = true;
  }
  if (dead.length > 0) run.state.changed();
  for (const { pe } of dead) run.emit({ kind: 'leaves', id: pe.o.id, to: pe.zone });
  for (const id of creatures) if (run.state.perms.get(id)!.zone === 'graveyard') run.emit({ kind: 'dies', id });
  if (battleProtectors(run)) acted = true;
  if (attachmentActions(run)) acted = true;
  // 704.5b: a player who tried to draw from an empty library (in Two-Headed Giant the team loses with them, 810.8a)
  const emptyLibrary: PlayerState[] = [];
  for (const p of run.state.players.values()) if (!p.lost && p.drewFromEmpty) emptyLibrary.push(p);
  for (const p of emptyLibrary) {
    p.drewFromEmpty = false;
    if (!run.state.teams) continue;
    const members = run.state.teams.of(p.id)?.members ?? [p.id];
    const saved = run.state.savedFromLoss(members, false);
    if (saved !== undefined) {
      run.step('cant-lose', { player: p.id, source: saved }, [], ['104.3', '810.8a']);
      continue;
    }
    p.lost = true;
    acted = true;
    run.steps.push({ key: `${ZNS}.step.sba-empty-library`, params: { player: p.id }, cites: [], rules: ['704.5b', '121.4'] });
  }
  if (run.state.teams && !run.state.window && run.state.teams.checkLosers(run)) acted = true;
  // 1998: damage has its results at the end of the damage prevention step (engine/mtg/era.ts)
  const losers: PlayerState[] = [];
  if (!run.state.teams) {
    for (const p of run.state.players.values()) {
      if (p.lost || !((p.life <= 0 && !run.state.window) || p.poison >= 10 || emptyLibrary.includes(p))) continue;
      const saved = run.state.savedFromLoss([p.id], p.poison < 10 && !emptyLibrary.includes(p));
      // 704.7: the state-based actions that would make them lose at once are one loss, replaced all together
      const reasons = [...(p.life <= 0 && !run.state.window ? ['704.5a'] : []), ...(p.poison >= 10 ? ['704.5c'] : []), ...(emptyLibrary.includes(p) ? ['704.5b'] : [])];
      if (saved === undefined && replaceGameLoss(run, p, reasons)) acted = true;
      else if (saved === undefined) losers.push(p);
      else if (!run.state.lossNoted.has(p.id)) {
        run.state.lossNoted.add(p.id);
        run.step('cant-lose', { player: p.id, source: saved }, [], ['104.3', '704.5a']);
      }
    }
  }
  for (const p of losers) {
    p.lost = true;
    acted = true;
    if (p.life <= 0 && !run.state.window) run.step('sba-zero-life', { player: p.id, life: p.life }, [CITE.zeroLife], ['704.5a', '119.6']);
    if (p.poison >= 10) run.step('sba-poison', { player: p.id, poison: p.poison }, [], ['704.5c', '104.3d']);
    if (emptyLibrary.includes(p)) run.steps.push({ key: `${ZNS}.step.sba-empty-library`, params: { player: p.id }, cites: [], rules: ['704.5b', '121.4'] });
  }
  if (losers.length > 0) {
    const remaining = [...run.state.players.values()].filter((p) => !p.lost);
    if (remaining.length === 0) {
      run.step('draw', {}, [CITE.zeroLife], ['104.4a']);
      run.state.gameOver = true;
    } else if (remaining.length === 1) {
      run.step('game-over', { winner: remaining[0]!.id }, [CITE.zeroLife], ['104.2a']);
      run.state.gameOver = true;
    } else {
      run.warn('player-left', { players: list('comma', losers.map((p) => p.id)) }, ['800.4a']);
    }
  }
  if (run.steps.length > before) run.steps.splice(before, 0, { key: key('step.sba'), params: {}, cites: [], rules: ['704.3'] });
  return acted;
}

/**
 * 704.5j, the legend rule: a player with several legendary permanents sharing one name keeps one of
 * their choice and puts the rest into the graveyard — not destroyed, so indestructible and regeneration don't
 * matter. Assumed choice: the one that entered during the scenario (else the first written) stays.
 */
function legendRule(run: SbaHost, dead: Array<{ pe: Perm; because: Message }>): void {
  // made on first use: the check runs after every event and there is rarely a legendary permanent
  let groups: Map<string, Perm[]> | undefined;
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield' || pe.o.name === undefined || !run.state.ability(pe.o.id, 'legendary') || dead.some((d) => d.pe === pe)) continue;
    const k = `${run.state.controller(pe.o.id)}\u0000${pe.o.name}`;
    groups ??= new Map();
    groups.set(k, [...(groups.get(k) ?? []), pe]);
  }
  if (!groups) return;
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const kept = [...group].reverse().find((p) => p.moves > 0) ?? group[0]!;
    const player = run.state.controller(kept.o.id);
    const rest = group.filter((p) => p !== kept);
    for (const pe of rest) dead.push({ pe, because: msg('reason.legend-rule') });
    run.step('sba-legend', { player, name: kept.o.name!, kept: kept.label, put: list('comma', rest.map((p) => p.label)) }, [], ['704.5j']);
    run.choices.push({
      chooser: player,
      what: msg('choice.legend-rule', { chooser: player, name: kept.o.name! }),
      range: msg('range.legend-rule', { permanents: list('comma', group.map((p) => p.label)) }),
      taken: msg('taken.legend-rule', { kept: kept.label }),
      assumed: true,
      cites: [],
      rules: ['704.5j'],
    });
  }
}

/** 704.5w / 704.5x / 310.10: a battle without a legal protector gets one, chosen by its controller. */
export function battleProtectors(run: SbaHost): boolean {
  let acted = false;
  for (const pe of run.state.perms.values()) {
    if (pe.zone !== 'battlefield' || pe.o.type !== 'battle') continue;
    const controller = run.state.controller(pe.o.id);
    const current = pe.protector;
    const lost = current !== undefined && run.state.players.get(current)?.lost;
    const legal = pe.o.siege ? current !== undefined && run.state.opponents(controller).includes(current) && !lost : current === controller;
    if (legal) continue;
    const candidates = pe.o.siege ? run.state.opponents(controller).filter((p) => !run.state.players.get(p)!.lost) : [controller];
    const rules = pe.o.siege ? (current === controller ? ['704.5x', '310.11a'] : ['704.5w', '310.10']) : ['704.5w', '310.10', '310.8a'];
    acted = true;
    if (candidates.length === 0) {
      pe.lastKnown = run.state.chars(pe.o.id);
      run.state.move(pe, 'graveyard');
      pe.leftBecause = msg('reason.no-protector');
      run.state.changed();
      run.step('battle-no-protector', { battle: pe.label }, [CITE.battleProtector], rules);
      continue;
    }
    pe.protector = candidates[0]!;
    run.step('new-protector', { battle: pe.label, chooser: controller, player: pe.protector, from: current ?? '—' }, [CITE.battleProtector], rules);
    run.choices.push({
      chooser: controller,
      what: msg('choice.protector', { chooser: controller, battle: pe.label }),
      range: msg('range.protector', { players: list('or', candidates) }),
      taken: msg('taken.protector', { player: pe.protector }),
      assumed: candidates.length > 1,
      cites: [CITE.battleProtector],
      rules,
    });
  }
  return acted;
}
