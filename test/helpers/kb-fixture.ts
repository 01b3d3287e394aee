/** Writes a small knowledge base to a temp dir, for tests that must not depend on the shipped content. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export function writeKb(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'rulebot-kb-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export const SOURCE = `id: test-doc
game: mtg
title: { en: Test document, ja: テスト文書, fr: Document de test }
language: en
date: 2025-02-07
sections:
  - { anchor: one, title: Section one }
  - { anchor: two, title: Section two }
`;

export function entryYaml(id: string, extra = ''): string {
  return `- id: ${id}
  game: ${id.split('.')[0]}
  title: { en: Title ${id}, ja: 題 ${id}, fr: Titre ${id} }
  answer: { en: Answer ${id}, ja: 答え ${id}, fr: Réponse ${id} }
  citations:
    - { source: test-doc, rule: "702.19b" }
${extra}`;
}
