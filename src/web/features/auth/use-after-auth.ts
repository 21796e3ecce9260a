/**
 * What happens after a successful sign-in or sign-up: a toast, then after 1 second a redirect, in the
 * language of the student's profile.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { localizePath } from '../../../domain/language.ts';
import { fetchProfile, profileQueryKey } from '../../api/profile.ts';
import { storeLanguage, useLanguage } from '../../i18n/language.tsx';
import { useToast } from '../../ui/toast.tsx';
import { sessionQueryKey } from '../../api/auth.ts';

export const REDIRECT_DELAY_MS = 1000;

/**
 * Where the after-auth redirect goes while it is under way. The target page may be a lazy chunk: the navigation
 * waits for it (a transition) while the refreshed session already re-renders /signin or /signup as signed in, whose
 * own redirect must then go to the same place (not to the signed-in home).
 */
let pendingTarget: string | undefined;
export const pendingAfterAuthTarget = () => pendingTarget;

export function useAfterAuth() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { language } = useLanguage();
  return useCallback(
    async (message: string, target: string) => {
      toast.show(message);
      let profileLanguage = language;
      try {
        const profile = await fetchProfile();
        queryClient.setQueryData(profileQueryKey, profile);
        profileLanguage = profile.language;
      } catch {
        // The profile is created on first visit; the redirect still happens.
      }
      storeLanguage(profileLanguage);
      window.setTimeout(() => {
        const to = localizePath(profileLanguage, target);
        pendingTarget = to;
        window.setTimeout(() => (pendingTarget = undefined), 10 * REDIRECT_DELAY_MS);
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        void navigate(to, { replace: true });
      }, REDIRECT_DELAY_MS);
    },
    [queryClient, navigate, toast, language],
  );
}
