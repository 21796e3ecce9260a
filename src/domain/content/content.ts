/**
 * The whole curriculum once it is loaded: what the server serves and what the checker inspects.
 */
import type { GrammarTopic, ListeningTest, ReadingTest, SiteConfig, WritingFile } from './schema.ts';

export interface Content {
  topics: GrammarTopic[];
  listening: ListeningTest[];
  reading: ReadingTest[];
  writing: WritingFile;
  site: SiteConfig;
}

/**
 * What the checker reads: every file that parsed. `site` is null when site.json is missing or broken, so the
 * checker can still report on everything else in the same run.
 */
export type ContentDraft = Omit<Content, 'site'> & { site: SiteConfig | null };
