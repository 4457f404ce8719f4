import '../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { BatchList } from '../components/BatchList';
import { PaperShell, type PaperScreenProps } from '../components/PaperShell';
import { ScanUpload } from '../components/ScanUpload';
import { invalidatePapers } from '../papers.api';

function Scans({ examId }: PaperScreenProps) {
  const queryClient = useQueryClient();
  return (
    <>
      <ScanUpload
        examId={examId}
        onUploaded={() => queryClient.invalidateQueries({ queryKey: invalidatePapers(examId) })}
      />
      <BatchList examId={examId} />
    </>
  );
}

/** Scans (issue 15 part 5): upload, and the batches being read with their progress. */
export function Component() {
  return <PaperShell screen="scans">{(p) => <Scans {...p} />}</PaperShell>;
}
