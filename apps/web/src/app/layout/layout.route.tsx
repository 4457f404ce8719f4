import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { authAtom } from '../../state/authAtom';
import { socketAtom } from '../../state/socketAtom';
import { RequireSession } from '../guard';
import { makeQueryClient } from '../query-client';
import { AppHeader } from './AppHeader';
import { ScopeBar } from './ScopeBar';
import { SessionExpiryDialog } from './SessionExpiryDialog';

/**
 * One socket per signed-in user; the token is read at each (re)connect (realtime/socket.ts).
 * socket.io-client loads after the first page, keeping it out of the initial download. Screens
 * reach it through socketAtom.
 */
function useSessionSocket(username: string | undefined) {
  const share = useSetAtom(socketAtom);
  useEffect(() => {
    if (!username) return;
    let socket: { disconnect: () => void } | undefined;
    let live = true;
    void import('../../realtime/socket').then(({ connectSocket }) => {
      if (!live) return;
      const s = connectSocket();
      socket = s;
      share(s);
    });
    return () => {
      live = false;
      socket?.disconnect();
      share(null);
    };
  }, [username, share]);
}

function Shell() {
  useSessionSocket(useAtomValue(authAtom)?.username);
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen flex-col">
        <AppHeader />
        <ScopeBar />
        <main className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-6">
          <Outlet />
        </main>
        <SessionExpiryDialog />
      </div>
    </QueryClientProvider>
  );
}

export function Component() {
  return (
    <RequireSession>
      <Shell />
    </RequireSession>
  );
}
