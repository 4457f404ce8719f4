import type { ScopeInfo } from '@mizan/domain/auth';
import { persisted } from './storage';

/** The selected scope, mirrored from the session on every login, session refresh and scope change. */
export const scopeAtom = persisted<ScopeInfo | null>('scope', null);
