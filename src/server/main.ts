/** `npm start`: parse the configuration, start the server, stop cleanly on SIGINT/SIGTERM. */
import { enableSaveTrace } from './attempts/save-trace.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

try {
  const config = loadConfig(process.env);
  if (config.saveTrace) enableSaveTrace();
  const started = performance.now();
  const server = await startServer(config, { reduceMemoryWhenIdle: true });
  console.log(
    `Imtahan is ready on ${config.baseUrl} (port ${server.port}) in ${Math.round(performance.now() - started)} ms`,
  );
  // Stops accepting, lets the requests in flight finish, commits the last writes, then closes the database
  // (server.ts); a second signal while that runs changes nothing.
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
