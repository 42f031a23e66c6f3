import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSignedIn } from "~/services/auth/session.server";
import { assistantApi } from "~/services/assistant/api.server";
import { startChat } from "~/services/assistant/sessions.server";
import { sendMessageSchema } from "~/utils/assistant";
import { privateJson } from "~/utils/http.server";

const sessionIdSchema = sendMessageSchema.shape.sessionId;

/**
 * GET /api/ai-chat/start?sessionId: the session's messages and its id; a new session when the id
 * is missing, malformed, unknown or someone else's.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const requested = sessionIdSchema.safeParse(new URL(request.url).searchParams.get("sessionId"));
  const signedIn = await getSignedIn(request);
  return assistantApi(request, async () =>
    privateJson(
      await startChat({
        sessionId: requested.success ? requested.data : null,
        user: signedIn?.user ?? null,
        ip: context.clientIp ?? "unknown",
      }),
    ),
  );
}
