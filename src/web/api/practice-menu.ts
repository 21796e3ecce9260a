/** The practice menu (GET /api/practice/menu): its page lists it, and the suggestion card checks a suggested quiz against it. */
import { queryOptions } from '@tanstack/react-query';
import type { MenuResponse } from '../../domain/api/practice-schema.ts';
import { apiFetch } from './client.ts';

export const menuQuery = queryOptions({
  queryKey: ['practice', 'menu'],
  queryFn: () => apiFetch<MenuResponse>('/api/practice/menu'),
  staleTime: 60 * 60 * 1000,
});
