import { queryOptions } from '@tanstack/react-query';
import { getProfile } from '../api/auth.api';

/** A user's profile, shared by the view and the edit screen (403/404 go to /notFound in the wrapper). */
export const profileQuery = (username: string) =>
  queryOptions({ queryKey: ['profile', username], queryFn: () => getProfile(username) });
