/** Riftbound print hooks: the canonical text of an object's spec and of each directive. */
import type { MentionSpec, RbAction, RbObject, RbPlayer } from './scenario.ts';
import { CARD_NAMES } from './vocabulary.ts';

export function printPlayerAttributes(_p: RbPlayer): string {
  return '';
}

export function printObject(o: RbObject): string {
  const parts: string[] = [];
  if (o.name) parts.push(o.name);
  parts.push(o.kind);
  if (o.zone !== undefined) parts.push(`in=${o.zone}`);
  if (o.facedown) parts.push('facedown');
  return parts.join(' ');
}

export function printMention(m: MentionSpec): string {
  const parts = [m.ref];
  if (m.zone !== undefined) parts.push(`in=${m.zone}`);
  if (m.facedown) parts.push('facedown');
  if (m.relation) parts.push(m.relation);
  if (m.form) parts.push(m.form);
  if (m.role) parts.push(m.role);
  if (m.play) parts.push('play');
  if (m.only) parts.push('only');
  return parts.join(' ');
}

const who = (player: string | undefined) => (player ? `${player}: ` : '');

export function printAction(a: RbAction): string {
  switch (a.kind) {
    case 'text':
      return `text ${who(a.player)}${a.text}`;
    case 'mention':
      return `mention ${who(a.player)}${printMention(a.mention)}`;
    case 'card':
      return `card ${who(a.player)}${CARD_NAMES[a.card]}`;
    case 'choose':
      return `choose ${a.ids.join(',')}`;
    case 'leave':
      return `leave ${a.target}`;
  }
}
