/**
 * The account's storage on the profile screen (docs/product.md, Speaker profile): how much of the
 * quota (STORAGE_QUOTA_MB) the uploaded files and pictures take. An upload past it is refused.
 */
import { useStorageUse } from "../../api/speaker/users.ts";
import { useTranslator } from "../../i18n/language.ts";

const MB = 1024 * 1024;

export function StorageUse({ userId }: { userId: number }) {
  const { t, number } = useTranslator();
  const storage = useStorageUse(userId);
  if (!storage.data) return null;
  const { usedBytes, quotaBytes } = storage.data;
  const oneDecimal = { maximumFractionDigits: 1 };
  return (
    <div className="mt-6 space-y-1" data-testid="storage-use">
      <p className="text-sm text-slate-700">
        {t("Storage: {used} MB of {total} MB used", {
          used: number(usedBytes / MB, oneDecimal),
          total: number(quotaBytes / MB, oneDecimal),
        })}
      </p>
      <progress
        className="h-2 w-full overflow-hidden rounded accent-brand-700"
        max={quotaBytes}
        value={Math.min(usedBytes, quotaBytes)}
        aria-hidden="true"
      />
    </div>
  );
}
