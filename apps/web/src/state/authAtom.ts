import type { SessionInfo } from '@mizan/domain/auth';
import { persisted } from './storage';

/** The signed-in session (SPEC 3 'User session'); null when signed out. */
export const authAtom = persisted<SessionInfo | null>('auth', null);
