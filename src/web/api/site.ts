/** Public site facts: footer links, landing figures, whether Google sign-in is configured. */
import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '../../domain/content/schema.ts';
import { apiFetch } from './client.ts';

export interface SiteInfo {
  googleSignIn: boolean;
  contactEmail: string;
  social: { name: string; url: string }[];
  landing: { successRatePercent: number; studentsCount: number; questionCount: number };
  support: SiteConfig['support'];
  /** The mock exam's time and listening plays. */
  exam: SiteConfig['exam'];
  /** A tutor's photo is null while the built app has no such file. */
  tutorPromo: Omit<SiteConfig['tutorPromo'], 'tutors'> & {
    tutors: (Omit<SiteConfig['tutorPromo']['tutors'][number], 'photo'> & { photo: string | null })[];
  };
}

export function useSiteInfo() {
  return useQuery({ queryKey: ['site'], queryFn: () => apiFetch<SiteInfo>('/api/site'), staleTime: Infinity });
}
