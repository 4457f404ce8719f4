import type { JobProgressEvent } from '@mizan/domain/jobs';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { socketAtom } from '../../state/socketAtom';

/** The latest job:progress of each job this screen cares about (a scan batch's, a zip download's). */
export function useJobProgress(onEvent?: (e: JobProgressEvent) => void) {
  const socket = useAtomValue(socketAtom);
  const [jobs, setJobs] = useState<Record<string, JobProgressEvent>>({});
  useEffect(() => {
    if (!socket) return;
    const take = (e: JobProgressEvent) => {
      setJobs((j) => ({ ...j, [e.jobId]: e }));
      onEvent?.(e);
    };
    socket.on('job:progress', take);
    return () => {
      socket.off('job:progress', take);
    };
  }, [socket, onEvent]);
  return jobs;
}
