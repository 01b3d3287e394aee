/**
 * rulebot pins verify [--dir <rulings dir>] [--json] — re-check every pin of every server against this knowledge
 * base and engine, record the verdicts in the store, list the stale ones; exit code 1 when any pin is stale.
 * rulebot pins list [--guild <id>] [--stale] [--json] — the pins in the store (all servers, or one).
 * The store comes from the environment like the bot's: DATABASE_URL (PostgreSQL), else RULEBOT_DB / RULEBOT_DATA_DIR.
 */
import { verifyPins, type StaleReason } from '../../commands/pin-verify.ts';
import { loadKnowledgeBase } from '../../rulings/loader.ts';
import { openStore, type Pin, type PinStore } from '../../store/index.ts';
import { parseArgs, type CliCommand, type CliIO } from './types.ts';

function describeTarget(pin: Pin): string {
  const t = pin.target;
  if (t.kind === 'entry') return `entry ${t.entryId}`;
  if (t.kind === 'scenario') return `scenario ${t.scenario.length > 70 ? `${t.scenario.slice(0, 69)}…` : t.scenario}`;
  const text = t.text.replace(/\s+/g, ' ');
  return `text (${t.lang}) ${text.length > 50 ? `${text.slice(0, 49)}…` : text}`;
}

function pinJson(pin: Pin, stale?: StaleReason | null) {
  return {
    guildId: pin.guildId,
    id: pin.id,
    topic: pin.topic,
    target: pin.target,
    createdBy: pin.createdBy,
    createdAt: pin.createdAt,
    stale: stale !== undefined ? stale !== null : pin.verification.stale,
    reason: stale !== undefined ? stale : pin.verification.reason,
    checkedAt: pin.verification.checkedAt,
  };
}

async function withStore(io: CliIO, fn: (store: PinStore) => Promise<number>): Promise<number> {
  let store: PinStore;
  try {
    store = await openStore(process.env);
  } catch (error) {
    io.err(`rulebot pins: could not open the pin store: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

export const pinsCommand: CliCommand = {
  name: 'pins',
  usage: 'rulebot pins verify [--dir <rulings dir>] [--json]\nrulebot pins list [--guild <id>] [--stale] [--json]',
  async run(args, io) {
    const { positionals, flags } = parseArgs(args, { dir: true, guild: true, stale: false, json: false });
    switch (positionals[0]) {
      case 'verify': {
        const dir = typeof flags.dir === 'string' ? flags.dir : undefined;
        const kb = loadKnowledgeBase({ dir });
        return withStore(io, async (store) => {
          const report = await verifyPins(store, kb, { writeAll: true });
          if (flags.json) {
            io.out(JSON.stringify({ kbVersion: kb.version, backend: store.backend, checked: report.checked, stale: report.stale.map((s) => pinJson(s.pin, s.reason)) }, null, 2));
          } else {
            for (const { pin, reason } of report.stale) io.out(`STALE ${reason.padEnd(17)} guild ${pin.guildId} pin ${pin.id} “${pin.topic}” → ${describeTarget(pin)}`);
            io.out(`${report.checked} ${report.checked === 1 ? "pin" : "pins"} checked against knowledge base ${kb.version} (${store.backend}): ${report.stale.length} stale`);
          }
          return report.stale.length ? 1 : 0;
        });
      }
      case 'list': {
        return withStore(io, async (store) => {
          const guild = typeof flags.guild === 'string' ? flags.guild : undefined;
          const options = flags.stale ? { stale: true } : {};
          const pins = guild ? await store.listPins(guild, options) : (await store.listAllPins()).filter((p) => !flags.stale || p.verification.stale);
          if (flags.json) io.out(JSON.stringify(pins.map((p) => pinJson(p)), null, 2));
          else {
            for (const p of pins) {
              const mark = p.verification.stale ? `STALE (${p.verification.reason ?? '?'})` : 'ok';
              io.out(`${p.guildId} ${p.id} [${mark}] “${p.topic}” → ${describeTarget(p)} · ${p.createdBy.displayName} ${p.createdAt.slice(0, 10)}`);
            }
            io.out(`${pins.length} pin(s)`);
          }
          return 0;
        });
      }
      default:
        io.err(`usage:\n${this.usage}`);
        return 2;
    }
  },
};
