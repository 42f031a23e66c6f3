import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { mbToBytes, UPLOAD_TYPES, type TicketFileView } from "~/utils/tickets";
import { useLang } from "~/utils/use-lang";

export interface LocalUpload {
  /** Local key (the order number is shown). */
  key: string;
  order: number;
  /** An object URL for the preview (SPEC §3: local uploads carry one). */
  url: string;
  progress: number;
  remote?: TicketFileView;
  error?: string;
}

/**
 * Image attachments of the ticket forms (SPEC §5): picker, paste and drop all come here; each file
 * is checked (PNG/JPEG, below the limit), uploaded at once with its progress, and numbered after
 * the last one. The form sends only the ids, and only when every upload has finished.
 */
export function useImageUploads(maxMb: number, ticketId?: number) {
  const { t } = useTranslation();
  const lang = useLang();
  const [uploads, setUploads] = useState<LocalUpload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextOrder = useRef(1);
  const requests = useRef(new Map<string, XMLHttpRequest>());

  const update = (key: string, patch: Partial<LocalUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  const add = useCallback(
    (files: Iterable<File>) => {
      const sizeError = t("tickets.errors.VALIDATE_MAX_SIZE_MB", { max: maxMb, formats: "PNG, JPEG, JPG" });
      setError(null);
      for (const file of files) {
        if (!(UPLOAD_TYPES as readonly string[]).includes(file.type) || file.size >= mbToBytes(maxMb)) {
          setError(sizeError);
          continue;
        }
        const order = nextOrder.current++;
        const key = `${order}-${file.name}`;
        const upload: LocalUpload = { key, order, url: URL.createObjectURL(file), progress: 0 };
        setUploads((list) => [...list, upload]);
        const form = new FormData();
        form.set("order", String(order));
        if (ticketId) form.set("ticketId", String(ticketId));
        form.set("file", file);
        const xhr = new XMLHttpRequest();
        requests.current.set(key, xhr);
        xhr.open("POST", `/api/tickets/upload?lang=${lang}`);
        xhr.upload.onprogress = (e) =>
          e.lengthComputable && update(key, { progress: Math.round((e.loaded / e.total) * 100) });
        xhr.onload = () => {
          requests.current.delete(key);
          if (xhr.status === 201)
            update(key, { progress: 100, remote: JSON.parse(xhr.responseText) as TicketFileView });
          else {
            let message = `${xhr.status} ${xhr.statusText}`;
            try {
              message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
            } catch {
              // Not JSON: keep the status line (SPEC §8: rejected with status and statusText).
            }
            update(key, { error: message });
            setError(message);
          }
        };
        xhr.onerror = () => {
          requests.current.delete(key);
          update(key, { error: t("tickets.uploadFailed") });
        };
        xhr.send(form);
      }
    },
    [lang, maxMb, t, ticketId],
  );

  const remove = useCallback((key: string) => {
    setUploads((list) => {
      const upload = list.find((u) => u.key === key);
      if (upload) {
        requests.current.get(key)?.abort();
        URL.revokeObjectURL(upload.url);
        if (upload.remote)
          void fetch(`/api/tickets/upload/${upload.remote.id}`, { method: "DELETE" }).catch(() => undefined);
      }
      return list.filter((u) => u.key !== key);
    });
  }, []);

  /** Forgets the files after a successful send (they now belong to the message). */
  const reset = useCallback(() => {
    setUploads((list) => {
      for (const u of list) URL.revokeObjectURL(u.url);
      return [];
    });
    nextOrder.current = 1;
    setError(null);
  }, []);

  useEffect(() => () => requests.current.forEach((xhr) => xhr.abort()), []);

  const busy = uploads.some((u) => !u.remote && !u.error);
  const ids = uploads.filter((u) => u.remote).map((u) => u.remote!.id);
  return { uploads, add, remove, reset, busy, ids, error };
}

/** Files from a paste or drop event (images only). */
export function filesFrom(data: DataTransfer | null): File[] {
  return data ? [...data.files].filter((f) => f.type.startsWith("image/")) : [];
}
