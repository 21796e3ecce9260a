/** The signed-in student's profile (GET/PATCH /api/profile). */
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '../../domain/profile/profile-rules.ts';
import type { ProfileUpdate } from '../../domain/profile/profile-schema.ts';
import { apiFetch } from './client.ts';

export const profileQueryKey = ['profile'] as const;

export function fetchProfile() {
  return apiFetch<{ profile: Profile }>('/api/profile').then((r) => r.profile);
}

export function useProfile(enabled: boolean) {
  return useQuery({ queryKey: profileQueryKey, queryFn: fetchProfile, enabled, retry: 1 });
}

export function updateProfile(update: ProfileUpdate) {
  return apiFetch<{ profile: Profile }>('/api/profile', { method: 'PATCH', body: update }).then((r) => r.profile);
}
