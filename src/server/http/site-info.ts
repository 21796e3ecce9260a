/** The public site facts of GET /api/site, also embedded in the server-rendered landing page. */
import type { SiteConfig } from '../../domain/content/schema.ts';
import type { Config } from '../config.ts';

export function publicSiteInfo(config: Config, site: SiteConfig, stats: { questionCount: number }) {
  return {
    googleSignIn: Boolean(config.google),
    contactEmail: site.contactEmail,
    social: site.social,
    landing: { ...site.landing, questionCount: stats.questionCount },
    support: site.support,
    tutorPromo: site.tutorPromo,
  };
}
export type PublicSiteInfo = ReturnType<typeof publicSiteInfo>;
