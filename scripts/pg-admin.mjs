// Runs SQL statements one by one against a database URL: node scripts/pg-admin.mjs URL SQL...
import pg from 'pg';

const [url, ...statements] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const statement of statements) await client.query(statement);
await client.end();
