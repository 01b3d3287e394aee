/** Discord's limits on a message body as sent over the wire; returns what would make Discord answer 400. */
/* eslint-disable @typescript-eslint/no-explicit-any */
export function limitProblems(body: any): string[] {
  const p: string[] = [];
  const embeds: any[] = body?.embeds ?? [];
  if ((body?.content ?? '').length > 2000) p.push(`content ${body.content.length} > 2000`);
  if (embeds.length > 10) p.push(`${embeds.length} embeds > 10`);
  let total = 0;
  embeds.forEach((e, i) => {
    const at = `embed ${i}`;
    if ((e.title ?? '').length > 256) p.push(`${at} title ${e.title.length}`);
    if ((e.description ?? '').length > 4096) p.push(`${at} description ${e.description.length}`);
    if (e.description === '') p.push(`${at} empty description`);
    if ((e.fields ?? []).length > 25) p.push(`${at} ${e.fields.length} fields`);
    for (const f of e.fields ?? []) {
      if (!f.name || f.name.length > 256) p.push(`${at} field name ${f.name?.length}`);
      if (!f.value || f.value.length > 1024) p.push(`${at} field value ${f.value?.length}`);
      total += f.name.length + f.value.length;
    }
    if ((e.footer?.text ?? '').length > 2048) p.push(`${at} footer ${e.footer.text.length}`);
    total += (e.title ?? '').length + (e.description ?? '').length + (e.footer?.text ?? '').length + (e.author?.name ?? '').length;
    if (!e.title && !e.description && !(e.fields ?? []).length) p.push(`${at} is empty`);
  });
  if (total > 6000) p.push(`embeds total ${total} > 6000`);
  const rows: any[] = body?.components ?? [];
  if (rows.length > 5) p.push(`${rows.length} action rows > 5`);
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.type !== 1) continue;
    if (row.components.length > 5) p.push(`row with ${row.components.length} buttons`);
    for (const b of row.components) {
      if ((b.label ?? '').length > 80) p.push(`button label ${b.label.length}`);
      if (b.custom_id && (b.custom_id.length > 100 || ids.has(b.custom_id))) p.push(`bad or duplicate custom_id ${b.custom_id}`);
      if (b.custom_id) ids.add(b.custom_id);
    }
  }
  return p;
}

/** Every character a reader sees in a message body, for "is this in Japanese?" style checks. */
export function visibleText(body: any): string {
  const parts: string[] = [body?.content ?? ''];
  for (const e of body?.embeds ?? []) {
    parts.push(e.title ?? '', e.description ?? '', e.footer?.text ?? '');
    for (const f of e.fields ?? []) parts.push(f.name, f.value);
  }
  for (const row of body?.components ?? []) for (const c of row.components ?? []) parts.push(c.label ?? '');
  return parts.join('\n');
}
