import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { connectSocket } from '../../realtime/socket';
import { authAtom } from '../../state/authAtom';
import { RequireSession } from '../guard';
import { AppHeader } from './AppHeader';
import { ScopeBar } from './ScopeBar';
import { SessionExpiryDialog } from './SessionExpiryDialog';

/** One socket per signed-in user; the token is read at each (re)connect (realtime/socket.ts). */
function useSessionSocket(username: string | undefined) {
  useEffect(() => {
    if (!username) return;
    const socket = connectSocket();
    return () => {
      socket.disconnect();
    };
  }, [username]);
}

function Shell() {
  useSessionSocket(useAtomValue(authAtom)?.username);
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <ScopeBar />
      <main className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-6">
        <Outlet />
      </main>
      <SessionExpiryDialog />
    </div>
  );
}

export function Component() {
  return (
    <RequireSession>
      <Shell />
    </RequireSession>
  );
}
