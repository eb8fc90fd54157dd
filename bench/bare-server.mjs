/**
 * The yardstick for API throughput: a bare Fastify route (same Fastify version as the API) answering
 * 20 rows of JSON, with nothing else in front of it. PORT from the environment.
 */
import Fastify from 'fastify';

const rows = Array.from({ length: 20 }, (_, index) => ({
  id: 12_000 + index,
  name: `Industry number ${index + 1}`,
  code: String(1100 + index),
  alias: null,
}));

const app = Fastify({ logger: false });
app.get('/rows', async () => ({ data: rows }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
