import { useQuery } from '@tanstack/react-query';
import { publicInfo } from '../api/auth.api';

/**
 * Whether the server has a student-information system (GET /api/public/info): without one, the
 * SIS imports are not offered, or say why they cannot run, before anyone clicks. Undefined while
 * it loads; read once per session.
 */
export function useSisConfigured(): boolean | undefined {
  return useQuery({ queryKey: ['public-info'], queryFn: publicInfo, staleTime: Number.POSITIVE_INFINITY })
    .data?.sisConfigured;
}
