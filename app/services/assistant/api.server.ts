import { langT } from "~/i18n/i18n.server";
import { ASSISTANT_MESSAGE_MAX, type AssistantError } from "~/utils/assistant";
import { errorLang, privateJson } from "~/utils/http.server";
import { AssistantRefusal } from "./sessions.server";

/** A refusal as `{ message, code }`, the message in the call's language (`?lang=`). */
export async function assistantError(request: Request, code: AssistantError["code"], status: number) {
  const t = await langT(errorLang(request));
  const body: AssistantError = {
    message: t(`assistant.errors.${code}`, { max: ASSISTANT_MESSAGE_MAX }),
    code,
  };
  return privateJson(body, status);
}

/** Runs an assistant call and turns its refusals into translated error answers. */
export async function assistantApi(request: Request, run: () => Promise<Response>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AssistantRefusal) return assistantError(request, error.code, error.status);
    throw error;
  }
}
