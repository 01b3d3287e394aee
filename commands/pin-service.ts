/**
 * What the pin commands need at run time. The pins feature (bot/features.ts) opens the store and puts a
 * PinsService in `services.pins`; without it (no database) the pin commands say pins are unavailable.
 */
import type { Game } from '../rulings/games.ts';
import type { Locale } from './i18n.ts';
import type { Actor, GuildSettings, PinStore } from '../store/types.ts';
import type { Services } from './context.ts';
import type { ScenarioChecker } from './pin-verify.ts';
import type { Invocation } from './types.ts';

/** The few logger methods the pin commands use (pino's signature). */
export interface PinsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface PinsService {
  store: PinStore;
  /** Reads an attachment's text: the Discord adapter passes an attachment option as its URL. */
  fetchAttachment(url: string): Promise<string>;
  log?: PinsLog;
  /** The scenario engine (tests may swap it to simulate an engine change). */
  check?: ScenarioChecker;
  /** The servers' reply languages as last read (bot/features.ts); /pin settings drops a server's entry. */
  settingsCache?: Map<string, { lang: Locale | undefined; game?: Game | undefined; until: number }>;
  close(): Promise<void>;
}

export function pinsOf(services: Services): PinsService | undefined {
  return services.pins;
}

/** Who is acting, for the audit trail. */
export function actorOf(invocation: Invocation): Actor {
  const name = (invocation.userName ?? '').trim().slice(0, 100);
  return { userId: invocation.userId, displayName: name || invocation.userId };
}

/** May this member pin? Manage Messages, or the server's pin role (re-checked here whatever Discord showed). */
export function mayPin(invocation: Invocation, settings: Pick<GuildSettings, 'pinRoleId'>): boolean {
  if (invocation.canManageMessages === true) return true;
  return settings.pinRoleId !== null && (invocation.roleIds ?? []).includes(settings.pinRoleId);
}

/** Changing the settings (including who may pin) stays with Manage Messages: the pin role cannot widen itself. */
export function mayConfigure(invocation: Invocation): boolean {
  return invocation.canManageMessages === true;
}
