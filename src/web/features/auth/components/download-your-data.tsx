import { DownloadIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useExportAccount } from '../api/auth-api';
import { AUTH_UI_TEXTS } from '../lib/auth-ui-texts';

/**
 * Settings: 'Download your data' (docs/product.md, Your data). The file is made from the
 * answer here, so a refusal (too many in an hour) is said on the page, not saved as a file.
 */
export function DownloadYourData() {
  const exportAccount = useExportAccount();

  async function download() {
    if (exportAccount.isPending) return;
    try {
      const data = await exportAccount.mutateAsync();
      const fileName = `frameline-data-${data.exportedAt.slice(0, 10)}.json`;
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      // Revoked after the browser has taken the file.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      toast.success(AUTH_UI_TEXTS.dataReady(fileName));
    } catch (error) {
      toast.error(AUTH_UI_TEXTS.dataFailed, { description: errorMessage(error) });
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-zinc-700">{AUTH_UI_TEXTS.dataExplained}</p>
      <Button
        variant="outline"
        className="w-fit"
        // Not disabled while it works: a disabled button drops the keyboard's focus.
        aria-disabled={exportAccount.isPending || undefined}
        onClick={() => void download()}
      >
        <DownloadIcon aria-hidden="true" />
        {exportAccount.isPending ? AUTH_UI_TEXTS.dataPreparing : AUTH_UI_TEXTS.downloadData}
      </Button>
    </div>
  );
}
