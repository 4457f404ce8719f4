import '../i18n';
import { AllModelsDownload } from '../components/AllModelsDownload';
import { ModelDownloads } from '../components/ModelDownloads';
import { PaperShell } from '../components/PaperShell';
import { SheetsDownload } from '../components/SheetsDownload';

/** Print (issue 15 parts 1-4): each model's paper and key, every model at once, bubble sheets. */
export function Component() {
  return (
    <PaperShell screen="print">
      {(p) => (
        <>
          <ModelDownloads {...p} />
          <AllModelsDownload {...p} />
          <SheetsDownload {...p} />
        </>
      )}
    </PaperShell>
  );
}
