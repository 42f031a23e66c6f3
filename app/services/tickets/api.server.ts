import { langT } from "~/i18n/i18n.server";
import { env } from "~/env.server";
import { apiLang, privateJson } from "~/utils/http.server";
import { TicketError, ticketErrorStatus } from "./errors.server";
import { UPLOAD_FORMATS, UploadError } from "./uploads.server";

/** A private JSON answer of the tickets API. */
export const ticketJson = privateJson;

/**
 * Runs an API call and turns refusals into `{ message, code, errors: { field: [message] } }`
 * with the message in the call's language (SPEC §8 codes as they are, for the client).
 */
export async function ticketApi(request: Request, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    const t = await langT(apiLang(request) ?? "ru");
    if (error instanceof UploadError) {
      const message = t(`tickets.errors.${error.code}`, {
        max: env().UPLOAD_MAX_MB,
        formats: UPLOAD_FORMATS,
      });
      return ticketJson(
        {
          message,
          code: error.code,
          max: env().UPLOAD_MAX_MB,
          formats: UPLOAD_FORMATS,
          errors: { file: [message] },
        },
        error.status,
      );
    }
    if (error instanceof TicketError) {
      const message = t(`tickets.errors.${error.code}`);
      return ticketJson(
        { message, code: error.code, ...(error.field ? { errors: { [error.field]: [message] } } : {}) },
        ticketErrorStatus(error.code),
      );
    }
    throw error;
  }
}
