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

export const siteQueryKey = ['site'] as const;

export function useSiteInfo() {
  return useQuery({ queryKey: siteQueryKey, queryFn: () => apiFetch<SiteInfo>('/api/site'), staleTime: Infinity });
}
