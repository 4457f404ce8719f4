import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { authAtom } from '../../state/authAtom';
import { RequireSession } from '../guard';
import { AppHeader } from './AppHeader';
import { ScopeBar } from './ScopeBar';
import { SessionExpiryDialog } from './SessionExpiryDialog';

/**
 * One socket per signed-in user; the token is read at each (re)connect (realtime/socket.ts).
 * socket.io-client loads after the first page, keeping it out of the initial download.
 */
function useSessionSocket(username: string | undefined) {
  useEffect(() => {
    if (!username) return;
    let socket: { disconnect: () => void } | undefined;
    let live = true;
    void import('../../realtime/socket').then(({ connectSocket }) => {
      if (live) socket = connectSocket();
    });
    return () => {
      live = false;
      socket?.disconnect();
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
