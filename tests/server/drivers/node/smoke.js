// node-postgres against kited: connect, simple and prepared queries, types,
// errors and a catalog lookup. Usage: node smoke.js PORT. Prints "ok".
const assert = require('assert');
const { Client } = require('pg');

async function main() {
  const client = new Client({ host: '127.0.0.1', port: Number(process.argv[2]),
                              user: 'tester', database: 'shop' });
  await client.connect();
  let r = await client.query('SELECT 1 + 1 AS two, current_database() AS db');
  assert.deepStrictEqual(r.rows, [{ two: 2, db: 'shop' }]);
  await client.query('DROP TABLE IF EXISTS node_t');
  await client.query('CREATE TABLE node_t (id INT PRIMARY KEY, name TEXT, ' +
                     'price NUMERIC(10,2), ok BOOLEAN, at TIMESTAMP)');
  // Parameters go through Parse/Bind/Execute; a name makes it prepared.
  for (let i = 1; i <= 3; i++) {
    await client.query({ name: 'ins', text: 'INSERT INTO node_t VALUES ' +
                         '($1, $2, $3, $4, $5)',
                         values: [i, `n${i}`, i * 1.5, i % 2 === 1,
                                  '2024-01-0' + i + ' 10:00:00'] });
  }
  r = await client.query({ name: 'sel', text: 'SELECT id, name, price, ok ' +
                           'FROM node_t WHERE id >= $1 ORDER BY id',
                           values: [2] });
  assert.deepStrictEqual(r.rows, [
    { id: 2, name: 'n2', price: '3.00', ok: false },
    { id: 3, name: 'n3', price: '4.50', ok: true }]);
  r = await client.query('SELECT count(*) FROM node_t');
  assert.strictEqual(r.rows[0].count, '3');  // bigint comes as a string
  await assert.rejects(client.query('SELECT * FROM nosuch'),
                       (e) => e.code === '42P01');
  r = await client.query("SELECT typname FROM pg_type WHERE oid = $1", [1043]);
  assert.strictEqual(r.rows[0].typname, 'varchar');
  await client.query('DROP TABLE node_t');
  await client.end();
  console.log('ok');
}

main().catch((e) => { console.error(e); process.exit(1); });
