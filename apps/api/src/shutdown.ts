import type { FastifyInstance } from 'fastify';

/** In-flight requests get this long to finish after SIGTERM or SIGINT; then their connections are cut. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections (new requests on open ones answer 503), let in-flight
 * requests finish for up to 10 s, then close the services (pending writes, listener, database) and exit 0.
 * A second signal during shutdown is ignored: the first one is already doing the work.
 */
export function installGracefulShutdown(app: FastifyInstance, options: { log: (line: string) => void }): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.log(`\n${signal}: finishing in-flight requests, then stopping.`);
    const force = setTimeout(() => {
      options.log(`Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s: closing their connections.`);
      app.server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    app.close().then(
      () => {
        clearTimeout(force);
        options.log('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started by scripts/start.mjs with an IPC channel: when that process ends, however it ends, stop too.
  if (process.send) process.on('disconnect', () => stop('SIGTERM'));
}
