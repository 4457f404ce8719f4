import { atom } from 'jotai';
import type { MizanSocket } from '../realtime/socket';

/**
 * The session's socket once the shell has opened it (null before, and after logout), so screens
 * join their rooms (question:watch, course:watch) and listen on the one connection.
 */
export const socketAtom = atom<MizanSocket | null>(null);
