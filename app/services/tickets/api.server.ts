import { langT } from "~/i18n/i18n.server";
import { env } from "~/env.server";
import { errorLang, privateJson } from "~/utils/http.server";
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
    const t = await langT(errorLang(request));
    if (error instanceof UploadError) {
      const limits = env();
      const message = t(`tickets.errors.${error.code}`, {
        max: limits.UPLOAD_MAX_MB,
        formats: UPLOAD_FORMATS,
        side: limits.IMAGE_MAX_SIDE,
        megapixels: Math.floor(limits.IMAGE_MAX_PIXELS / 1_000_000),
        files: limits.UPLOAD_UNSENT_MAX_FILES,
        mb: limits.UPLOAD_UNSENT_MAX_MB,
      });
      const response = ticketJson(
        {
          message,
          code: error.code,
          max: limits.UPLOAD_MAX_MB,
          formats: UPLOAD_FORMATS,
          errors: { file: [message] },
        },
        error.status,
      );
      // The decode line drains within seconds; a short pause is enough.
      if (error.status === 503) response.headers.set("Retry-After", "5");
      return response;
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
