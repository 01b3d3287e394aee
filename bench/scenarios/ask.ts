/**
 * `rulebot ask` as a player asks it (issue #24): the whole answer path of `rulebot ask --json` (answerJson: card
 * names, question analysis, the search and its parts, the cards' rulings) on a one-line question and on stories of
 * 300 characters — the longest /ruling takes — in English, Japanese and French, each timed on its own: `ask.ts`.
 * The knowledge base as shipped, no official rules imported, no card data (RULEBOT_CARDS=off): the search's cost.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerJson, askServices } from '../../bot/cli/ask.ts';
import { emit, timeEachAsync } from '../stats.ts';

process.env.RULEBOT_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rulebot-bench-ask-'));
process.env.RULEBOT_CARDS = 'off';

/** Each at most 300 characters (checked below): what a story looks like when it reaches /ruling. */
const QUESTIONS: Record<string, string> = {
  'one line (en)': 'does trample damage go through a deathtouch blocker?',
  'story, 300 chars (en)':
    "ok so last night at FNM my buddy had a 5/5 trampler with deathtouch and I double blocked with a 2/2 and a 3/3, then in response to his pump spell I flashed in a third creature and he said it was too late to block with it. then he assigned 1 damage to each blocker and the rest to me. was that legal?",
  'story, 300 chars (ja)':
    '昨日の大会で、相手が接死とトランプルを持った5/5で攻撃してきて、こっちは2/2と3/3の2体でブロックしたんです。相手はパンプ呪文を唱えて、それに対応してこっちも瞬速でクリーチャーを出したんですけど、もうブロックには参加できないって言われました。そのあと相手はブロッカーそれぞれに1点ずつ割り振って、残りを全部プレイヤーに通してきました。これって正しい処理ですか？ちなみにブロッカーの一体はプロテクション（緑）を持っていて、相手のクリーチャーは緑でした。割り振りは変わりますか？絆魂もついていたらライフはいくつ増えますか？それとも何か間違ってますか？',
  'story, 300 chars (fr)':
    "Hier en tournoi, mon adversaire attaque avec une 5/5 piétinement et contact mortel, je bloque avec une 2/2 et une 3/3. Il lance un sort de pump, je réponds en flashant une créature mais il dit qu'elle ne peut plus bloquer. Puis il met 1 blessure sur chaque bloqueur et le reste sur moi. C'est légal ?",
  'repeated hiragana, 300 chars (ja)': 'どうすれば'.repeat(60),
};

const services = await askServices();
const results = [];
for (const [name, question] of Object.entries(QUESTIONS)) {
  if (question.length > 300) throw new Error(`${name}: ${question.length} characters (at most 300)`);
  const sample = await answerJson(services, question, undefined, undefined);
  results.push({ name, chars: question.length, match: sample.match, ...(await timeEachAsync([question], (q) => answerJson(services, q, undefined, undefined), 300, 50)) });
}
emit({ scenario: 'ask', results });
