// Exit 0 when a PostgreSQL server accepts a connection at HOST PORT (user postgres).
import pg from 'pg';

const [host = '127.0.0.1', port = '5432'] = process.argv.slice(2);
const client = new pg.Client({
  host,
  port: Number(port),
  user: 'postgres',
  database: 'postgres',
  connectionTimeoutMillis: 2000,
});
try {
  await client.connect();
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
