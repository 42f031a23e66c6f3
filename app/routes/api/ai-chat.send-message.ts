import type { ActionFunctionArgs } from "@remix-run/node";
import { getSignedIn } from "~/services/auth/session.server";
import { assistantApi, assistantError } from "~/services/assistant/api.server";
import { sendMessage } from "~/services/assistant/sessions.server";
import { sendMessageSchema } from "~/utils/assistant";
import { apiLang, privateJson, readBody } from "~/utils/http.server";
import { methodNotAllowed } from "~/services/api-errors.server";

/** POST /api/ai-chat/send-message {sessionId, text}: stores the question and returns the reply. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  const body = await readBody(request);
  const parsed = sendMessageSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue.path[0] === "sessionId") return assistantError(request, "invalid-session", 400);
    return assistantError(request, issue.code === "too_big" ? "text-too-long" : "invalid-text", 400);
  }
  const signedIn = await getSignedIn(request);
  return assistantApi(request, async () =>
    privateJson(
      await sendMessage({
        ...parsed.data,
        pageLang: apiLang(request) ?? "ru",
        user: signedIn?.user ?? null,
        ip: context.clientIp ?? "unknown",
      }),
    ),
  );
}
