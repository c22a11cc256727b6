const mb = (n) => (n / 1048576).toFixed(0);
const show = (label) => { const m = process.memoryUsage(); console.log(label, 'rss', mb(m.rss), 'heapUsed', mb(m.heapUsed), 'heapTotal', mb(m.heapTotal), 'external', mb(m.external), 'arrayBuffers', mb(m.arrayBuffers)); };
show('bare');
const mode = process.argv[2];
if (mode.includes('sharp')) { await import('sharp'); show('sharp'); }
if (mode.includes('pglite')) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extra = (process.argv[3] ?? '').split(' ').filter(Boolean);
  const db = await PGlite.create({ dataDir: '/tmp/admin-mem/pglite', extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...extra] });
  show('pglite open');
  const r = await db.query("select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','maintenance_work_mem','temp_buffers','wal_buffers','max_connections')");
  console.log(r.rows.map(x=>`${x.name}=${x.setting}${x.unit??''}`).join(' '));
  await db.query("select count(*) from jobs where name ilike '%logo%'");
  await db.query("select * from comments order by id desc limit 50");
  show('pglite after reads');
  if (!mode.includes("smaps")) await db.close();
}
if (mode.includes('smaps')) {
  const { readFileSync } = await import('node:fs');
  const lines = readFileSync('/proc/self/smaps', 'utf8').split('\n');
  let cur = ''; const out = [];
  for (const l of lines) { if (/^[0-9a-f]+-[0-9a-f]+ /.test(l)) cur = l.split(/\s+/).filter((_, i) => i === 0 || i === 5).join(' '); else if (l.startsWith('Rss:')) { const kb = +l.split(/\s+/)[1]; if (kb > 3000) out.push([kb, cur]); } }
  out.sort((a, b) => b[0] - a[0]); for (const [kb, c] of out.slice(0, 12)) console.log(kb, c);
}
