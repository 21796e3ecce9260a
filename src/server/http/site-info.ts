/** The public site facts of GET /api/site, also embedded in the server-rendered landing page. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../domain/content/schema.ts';
import type { Config } from '../config.ts';

export function publicSiteInfo(config: Config, site: SiteConfig, stats: { questionCount: number }) {
  return {
    googleSignIn: Boolean(config.google),
    contactEmail: site.contactEmail,
    social: site.social,
    landing: { ...site.landing, questionCount: stats.questionCount },
    support: site.support,
    exam: site.exam,
    tutorPromo: {
      ...site.tutorPromo,
      // A photo the built app does not have would be a broken image: the card shows the initial instead.
      tutors: site.tutorPromo.tutors.map((tutor) => ({
        ...tutor,
        photo: tutor.photo.startsWith('/') && existsSync(join(config.webDistDir, tutor.photo)) ? tutor.photo : null,
      })),
    },
  };
}
export type PublicSiteInfo = ReturnType<typeof publicSiteInfo>;
