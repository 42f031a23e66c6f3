import { icon } from "~/components/icons";
import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { UPLOAD_ACCEPT } from "~/utils/tickets";
import type { useImageUploads } from "./use-image-uploads";

const ImagePlus = icon("image-plus");
const Loader2 = icon("loader-circle");
const X = icon("x");

/** The picker button and the attached images with their order numbers and upload progress. */
export function UploadStrip({ uploads }: { uploads: ReturnType<typeof useImageUploads> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {uploads.uploads.map((u) => (
          <div
            key={u.key}
            className={`relative size-16 overflow-hidden rounded-lg border ${u.error ? "border-status-red" : "border-line"}`}
            data-testid="upload-item"
          >
            <img
              src={u.url}
              alt={t("tickets.imageAlt", { order: u.order })}
              className="size-full object-cover"
            />
            <span className="absolute left-1 top-1 rounded bg-black/70 px-1 text-[10px] font-bold text-white">
              {u.order}
            </span>
            {!u.remote && !u.error ? (
              <span
                className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1 bg-black/70 text-[10px] text-white"
                aria-label={t("tickets.uploading", { progress: u.progress })}
              >
                <Loader2 className="size-3 animate-spin" aria-hidden />
                {u.progress}%
              </span>
            ) : null}
            <button
              type="button"
              onClick={() => uploads.remove(u.key)}
              className="absolute right-0.5 top-0.5 rounded-full bg-black/70 p-0.5 text-white hover:bg-status-red"
              aria-label={t("tickets.removeFile", { order: u.order })}
            >
              <X className="size-3" aria-hidden />
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn-ghost h-16 px-3 text-xs"
          onClick={() => input.current?.click()}
          data-testid="attach-images"
        >
          <ImagePlus className="size-4" aria-hidden />
          <span className="max-sm:sr-only">{t("tickets.attach")}</span>
        </button>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          hidden
          data-testid="file-input"
          onChange={(e) => {
            if (e.target.files) uploads.add([...e.target.files]);
            e.target.value = "";
          }}
        />
      </div>
      {uploads.error ? (
        <p className="text-xs text-status-red" role="alert" data-testid="upload-error">
          {uploads.error}
        </p>
      ) : null}
    </div>
  );
}
