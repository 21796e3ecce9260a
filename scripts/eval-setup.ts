/**
 * What the eval commands (eval:judge, eval:writing, eval:tutor) share: the `--set <file>` and `--quiet` options,
 * the app's config, its content, and the AI service as the app builds it (the model when AI_BASE_URL is set, else
 * the offline rules); and one way to fail, with a message for a bad config or set and exit code 1.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createAiService, type AiService } from '../src/server/ai/ai-service.ts';
import { indexContent, type ContentIndex } from '../src/server/ai/content-index.ts';
import { createOpenAiModel } from '../src/server/ai/openai-model.ts';
import { ConfigError, loadConfig, type Config } from '../src/server/config.ts';
import { loadContent } from '../src/server/content/load-content.ts';
import { createLogger } from '../src/server/logger.ts';

export interface EvalSetup {
  /** The set to run: `--set`, or the default under the content directory. */
  file: string;
  quiet: boolean;
  content: ContentIndex;
  provider: Config['ai']['provider'];
  service: AiService;
}

/** `defaultSet`: the set's path inside the content directory, used without `--set`. */
export function evalSetup(defaultSet: string): EvalSetup {
  const { values } = parseArgs({
    options: { set: { type: 'string' }, quiet: { type: 'boolean', default: false } },
    allowPositionals: false,
  });
  const config = loadConfig({ LOG_LEVEL: 'error', ...process.env });
  const content = indexContent(loadContent(config.contentDir));
  const provider = config.ai.provider;
  const service = createAiService({
    content,
    model: provider ? createOpenAiModel(provider) : undefined,
    timeoutMs: config.ai.timeoutMs,
    logger: createLogger(config.logLevel),
  });
  return { file: values.set ?? join(config.contentDir, defaultSet), quiet: values.quiet, content, provider, service };
}

/** Runs an eval command; a bad config or one of `setErrors` prints its message alone, anything else in full. */
export async function runEval(main: () => Promise<void>, ...setErrors: (abstract new (...args: never[]) => Error)[]) {
  try {
    await main();
  } catch (error) {
    const known = error instanceof ConfigError || setErrors.some((type) => error instanceof type);
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  }
}
