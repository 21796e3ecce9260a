/** `npm start`: parse the configuration, start the server, stop cleanly on SIGINT/SIGTERM. */
import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './server.ts';

try {
  const config = loadConfig(process.env);
  const started = performance.now();
  const server = await startServer(config);
  console.log(
    `Imtahan is ready on ${config.baseUrl} (port ${server.port}) in ${Math.round(performance.now() - started)} ms`,
  );
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
