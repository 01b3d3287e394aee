/**
 * Test-only commands registered with registerCommand, to reach adapter paths the shipped commands do not
 * (slow handlers, exceptions, echoing the Invocation, server-only commands). They exist only inside the test
 * process; none is deployed.
 */
import type { CommandHandler } from '../../commands/registry.ts';
import type { ReplyView } from '../../commands/types.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function echo(title: string, data: unknown, ephemeral = true): ReplyView {
  return { locale: 'en', ephemeral, sections: [{ title, description: '```json\n' + JSON.stringify(data) + '\n```', tone: 'info' }] };
}

/** Shows the Invocation and options it was given. */
export const probeCommand: CommandHandler = {
  spec: { name: 'probe', kind: 'slash', options: [{ name: 'text', type: 'string' }, { name: 'count', type: 'integer' }, { name: 'private', type: 'boolean' }] },
  async run(ctx, options) {
    return echo('probe', { invocation: ctx.invocation, options }, options.private === true);
  },
};

/** Answers after `delay` ms; `fail:true` makes it answer with a (private) error instead, `form:true` with a modal. */
export const slowCommand: CommandHandler = {
  spec: {
    name: 'slow',
    kind: 'slash',
    options: [{ name: 'delay', type: 'integer' }, { name: 'private', type: 'boolean' }, { name: 'fail', type: 'boolean' }, { name: 'form', type: 'boolean' }],
  },
  async run(_ctx, options) {
    await sleep(Number(options.delay ?? 0));
    if (options.form) return { locale: 'en', ephemeral: true, sections: [], modal: { id: 'slow:modal', title: 'Form', inputs: [{ id: 'a', label: 'A', style: 'short' }] } };
    if (options.fail) return { locale: 'en', ephemeral: true, sections: [{ title: '⚠️', description: 'slow failure', tone: 'error' }] };
    return { locale: 'en', ephemeral: options.private === true, sections: [{ title: 'slow answer', description: 'done', tone: 'success' }] };
  },
  async autocomplete() {
    await sleep(5000);
    return [{ name: 'too late', value: 'late' }];
  },
};

/** Throws everywhere. */
export const boomCommand: CommandHandler = {
  spec: { name: 'boom', kind: 'slash', options: [{ name: 'q', type: 'string', autocomplete: true }] },
  async run() {
    throw new Error('kaboom in run');
  },
  async autocomplete() {
    throw new Error('kaboom in autocomplete');
  },
  async action() {
    throw new Error('kaboom in action');
  },
};

export const serverOnlyCommand: CommandHandler = {
  spec: { name: 'serveronly', kind: 'slash', guildOnly: true, defaultMemberPermissions: ['ManageMessages'] },
  async run(ctx) {
    return echo('server only', { guildId: ctx.invocation.guildId });
  },
};
