import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface Season {
  id: number;
  name: string;
  description: string | null;
  countryCode: string | null;
  isActive: boolean;
  order: number;
  startDate: string | null;
  endDate: string | null;
  gameType: string | null;
  competition: { id: number; name: string; tier: number | null; logoUrl: string | null } | null;
}

export const seasonKeys = {
  all: ['seasons'] as const,
  list: (activeOnly: boolean) => ['seasons', 'list', { activeOnly }] as const,
};

/** GET /seasons (or ?active=true): competitions in their display order. */
export const seasonsQuery = (activeOnly = false) =>
  queryOptions({
    queryKey: seasonKeys.list(activeOnly),
    queryFn: () => api.get<Season[]>(activeOnly ? '/seasons?active=true' : '/seasons'),
    select: (seasons) => [...seasons].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
  });
